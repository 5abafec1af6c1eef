import type { LanguageCode } from '@grandtour/shared';

/** The API's words for reviews and owner replies (decision 33), in the four languages. */
export const REVIEW_MESSAGES = {
  invalid_rating: {
    fr: 'La note doit être un nombre entier de 1 à 5 étoiles.',
    en: 'The rating must be a whole number from 1 to 5 stars.',
    es: 'La valoración debe ser un número entero de 1 a 5 estrellas.',
    de: 'Die Bewertung muss eine ganze Zahl von 1 bis 5 Sternen sein.',
  },
  review_text_required: {
    fr: 'Ce texte ne peut pas être vide : écrivez quelques mots.',
    en: 'This text cannot be empty: please write a few words.',
    es: 'Este texto no puede estar vacío: escriba unas palabras.',
    de: 'Dieser Text darf nicht leer sein: Schreiben Sie ein paar Worte.',
  },
  review_text_too_long: {
    fr: 'Texte trop long : 2 000 caractères au plus pour un avis ou une réponse, 60 pour le nom, 80 pour le lieu.',
    en: 'Text too long: at most 2,000 characters for a review or a reply, 60 for the name, 80 for the location.',
    es: 'Texto demasiado largo: 2000 caracteres como máximo para una opinión o una respuesta, 60 para el nombre, 80 para el lugar.',
    de: 'Text zu lang: höchstens 2.000 Zeichen für eine Bewertung oder Antwort, 60 für den Namen, 80 für den Ort.',
  },
  review_text_markup: {
    fr: 'Le HTML et les balises ne sont pas acceptés : écrivez du texte simple.',
    en: 'HTML and tags are not accepted: please write plain text.',
    es: 'No se aceptan HTML ni etiquetas: escriba texto simple.',
    de: 'HTML und Tags sind nicht erlaubt: Bitte schreiben Sie einfachen Text.',
  },
  review_booking_not_completed: {
    fr: 'Vous pourrez donner votre avis une fois la location terminée.',
    en: 'You can leave a review once the rental is over.',
    es: 'Podrá dejar su opinión cuando termine el alquiler.',
    de: 'Sie können eine Bewertung abgeben, sobald die Miete beendet ist.',
  },
  review_already_posted: {
    fr: 'Vous avez déjà donné votre avis sur cette location.',
    en: 'You have already reviewed this rental.',
    es: 'Ya ha dejado su opinión sobre este alquiler.',
    de: 'Sie haben diese Miete bereits bewertet.',
  },
  review_not_found: {
    fr: 'Avis introuvable.',
    en: 'Review not found.',
    es: 'Opinión no encontrada.',
    de: 'Bewertung nicht gefunden.',
  },
  review_already_replied: {
    fr: 'Vous avez déjà répondu à cet avis : une seule réponse publique par avis.',
    en: 'You have already replied to this review: one public reply per review.',
    es: 'Ya ha respondido a esta opinión: una sola respuesta pública por opinión.',
    de: 'Sie haben auf diese Bewertung bereits geantwortet: eine öffentliche Antwort pro Bewertung.',
  },
} satisfies Record<string, Record<LanguageCode, string>>;
