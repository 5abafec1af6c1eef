import { MAX_MESSAGE_PHOTOS, MAX_MESSAGE_TEXT } from '@grandtour/shared';

/** The API's words for conversations between customers and owners (issue 24), in the four languages. */
export const CONVERSATION_MESSAGES = {
  conversation_not_found: {
    fr: 'Cette conversation est introuvable.',
    en: 'This conversation was not found.',
    es: 'No se encontró esta conversación.',
    de: 'Diese Unterhaltung wurde nicht gefunden.',
  },
  message_not_found: {
    fr: 'Ce message est introuvable dans cette conversation.',
    en: 'This message was not found in this conversation.',
    es: 'No se encontró este mensaje en esta conversación.',
    de: 'Diese Nachricht wurde in dieser Unterhaltung nicht gefunden.',
  },
  message_text_invalid: {
    fr: `Le message est vide ou trop long (${MAX_MESSAGE_TEXT} caractères au plus).`,
    en: `The message is empty or too long (at most ${MAX_MESSAGE_TEXT} characters).`,
    es: `El mensaje está vacío o es demasiado largo (${MAX_MESSAGE_TEXT} caracteres como máximo).`,
    de: `Die Nachricht ist leer oder zu lang (höchstens ${MAX_MESSAGE_TEXT} Zeichen).`,
  },
  message_photos_invalid: {
    fr: `Joignez au plus ${MAX_MESSAGE_PHOTOS} photos à un message.`,
    en: `Attach at most ${MAX_MESSAGE_PHOTOS} photos to a message.`,
    es: `Adjunte como máximo ${MAX_MESSAGE_PHOTOS} fotos a un mensaje.`,
    de: `Hängen Sie höchstens ${MAX_MESSAGE_PHOTOS} Fotos an eine Nachricht an.`,
  },
  message_upload_too_large: {
    fr: 'Les photos envoyées sont trop volumineuses.',
    en: 'The photos sent are too large.',
    es: 'Las fotos enviadas son demasiado grandes.',
    de: 'Die gesendeten Fotos sind zu groß.',
  },
  message_report_own: {
    fr: 'Vous ne pouvez pas signaler votre propre message.',
    en: 'You cannot report your own message.',
    es: 'No puede denunciar su propio mensaje.',
    de: 'Sie können Ihre eigene Nachricht nicht melden.',
  },
  inquiry_email_required: {
    fr: 'Indiquez votre adresse e-mail pour que le propriétaire puisse vous répondre, ou connectez-vous.',
    en: 'Give your e-mail address so that the owner can answer you, or sign in.',
    es: 'Indique su dirección de correo electrónico para que el propietario pueda responderle, o inicie sesión.',
    de: 'Geben Sie Ihre E-Mail-Adresse an, damit der Vermieter Ihnen antworten kann, oder melden Sie sich an.',
  },
  inquiry_own_car: {
    fr: 'Vous ne pouvez pas poser de question sur votre propre véhicule.',
    en: 'You cannot send an inquiry about your own car.',
    es: 'No puede enviar una consulta sobre su propio vehículo.',
    de: 'Sie können keine Anfrage zu Ihrem eigenen Fahrzeug senden.',
  },
} as const;
