import type { ReviewProblem } from '../../reviews/validateReview.ts';

/** Writing a review (/reservations), owners' replies and similar cars (/car/:id); French is the reference. */
export const reviewsFr = {
  reviewForm: {
    leave: 'Laisser un avis',
    leaveFor: (car: string) => `Laisser un avis sur la ${car}`,
    published: 'Avis publié',
    publishedRating: (rating: number) => `Votre note : ${rating} sur 5`,
    title: 'Votre avis',
    intro: (car: string) => `Comment s’est passée votre location de la ${car} ?`,
    rating: 'Votre note',
    stars: (count: number) => (count === 1 ? '1 étoile' : `${count} étoiles`),
    noRating: 'Aucune note',
    comment: 'Votre commentaire',
    characters: (used: number, max: number) => `${used} / ${max} caractères`,
    userName: 'Nom affiché',
    userNameHelp: (anonymous: string) => `Laissez vide pour publier sous le nom « ${anonymous} ».`,
    location: 'Ville (facultatif)',
    plainText: 'Texte simple uniquement : votre avis est publié tel quel sur la page du véhicule.',
    cancel: 'Annuler',
    submit: 'Publier mon avis',
    submitting: 'Publication…',
    thanksTitle: 'Merci pour votre avis !',
    thanksText: (car: string) => `Il est désormais visible sur la page de la ${car}.`,
    errorTitle: 'Avis non publié',
    errorText: 'Une erreur est survenue lors de la publication de votre avis. Veuillez réessayer.',
    problems: {
      ratingRequired: 'Choisissez une note de 1 à 5 étoiles.',
      commentRequired: 'Écrivez quelques mots sur votre location.',
      commentTooLong: 'Votre commentaire dépasse 2 000 caractères.',
      userNameTooLong: 'Le nom affiché ne peut pas dépasser 60 caractères.',
      locationTooLong: 'La ville ne peut pas dépasser 80 caractères.',
      markup: 'Le HTML et les balises ne sont pas acceptés : écrivez du texte simple.',
    } satisfies Record<ReviewProblem, string>,
  },
  ownerReply: {
    title: 'Réponse du propriétaire',
  },
  similarCars: {
    eyebrow: 'À découvrir aussi',
    title: 'Véhicules similaires',
    subtitle: 'Même catégorie ou même gamme de prix, disponibles, les plus proches d’abord.',
    empty: 'Aucun véhicule similaire n’est disponible pour le moment.',
    error: 'Les véhicules similaires n’ont pas pu être chargés.',
    searchAll: 'Voir toute la collection',
  },
};

export type ReviewTexts = typeof reviewsFr;
