import type { LanguageCode } from '@grandtour/shared';

/**
 * The e-mail of messages left unread (decision 94), to the customer or the owner. `{sender}` is the writer's first
 * name, `{car}` the car, `{count}` how many of their messages are unread.
 */
export interface UnreadMessagesTexts {
  subject: string;
  title: string;
  introOne: string;
  introMany: string;
  lastMessage: string;
  car: string;
  unread: string;
  customerOpen: string;
  ownerOpen: string;
}

export const UNREAD_MESSAGES_TEXTS: Readonly<Record<LanguageCode, UnreadMessagesTexts>> = {
  fr: {
    subject: 'Message non lu de {sender} : {car}',
    title: 'Un message vous attend',
    introOne: '{sender} vous a écrit au sujet de la voiture {car} et attend votre réponse.',
    introMany:
      '{sender} vous a envoyé {count} messages au sujet de la voiture {car} et attend votre réponse.',
    lastMessage: 'Son dernier message :',
    car: 'Voiture',
    unread: 'Messages non lus',
    customerOpen: 'Lire et répondre',
    ownerOpen: 'Répondre depuis mon espace',
  },
  en: {
    subject: 'Unread message from {sender}: {car}',
    title: 'A message is waiting for you',
    introOne: '{sender} wrote to you about the {car} and is waiting for your answer.',
    introMany: '{sender} sent you {count} messages about the {car} and is waiting for your answer.',
    lastMessage: 'Their last message:',
    car: 'Car',
    unread: 'Unread messages',
    customerOpen: 'Read and reply',
    ownerOpen: 'Reply from my dashboard',
  },
  es: {
    subject: 'Mensaje sin leer de {sender}: {car}',
    title: 'Tiene un mensaje esperando',
    introOne: '{sender} le ha escrito sobre el coche {car} y espera su respuesta.',
    introMany: '{sender} le ha enviado {count} mensajes sobre el coche {car} y espera su respuesta.',
    lastMessage: 'Su último mensaje:',
    car: 'Coche',
    unread: 'Mensajes sin leer',
    customerOpen: 'Leer y responder',
    ownerOpen: 'Responder desde mi panel',
  },
  de: {
    subject: 'Ungelesene Nachricht von {sender}: {car}',
    title: 'Eine Nachricht wartet auf Sie',
    introOne: '{sender} hat Ihnen zum Fahrzeug {car} geschrieben und wartet auf Ihre Antwort.',
    introMany:
      '{sender} hat Ihnen {count} Nachrichten zum Fahrzeug {car} geschickt und wartet auf Ihre Antwort.',
    lastMessage: 'Die letzte Nachricht:',
    car: 'Fahrzeug',
    unread: 'Ungelesene Nachrichten',
    customerOpen: 'Lesen und antworten',
    ownerOpen: 'In meinem Bereich antworten',
  },
};
