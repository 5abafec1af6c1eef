import type { LanguageCode } from '@grandtour/shared';

export interface ChatTexts {
  /** The round button's accessible name. */
  openChat: string;
  subtitle: string;
  close: string;
  conversation: string;
  you: string;
  suggestions: string;
  message: string;
  placeholder: string;
  send: string;
  typing: string;
}

// The chat's own texts travel with it, outside the first bundle's dictionaries.
export const CHAT_TEXTS: Readonly<Record<LanguageCode, ChatTexts>> = {
  fr: {
    openChat: 'Discuter avec Camille, votre assistante personnelle',
    subtitle: 'Assistante personnelle',
    close: 'Fermer la discussion',
    conversation: 'Conversation avec Camille',
    you: 'Vous',
    suggestions: 'Suggestions',
    message: 'Votre message',
    placeholder: 'Écrivez votre message…',
    send: 'Envoyer',
    typing: 'Camille écrit…',
  },
  en: {
    openChat: 'Chat with Camille, your personal assistant',
    subtitle: 'Personal assistant',
    close: 'Close the chat',
    conversation: 'Conversation with Camille',
    you: 'You',
    suggestions: 'Suggestions',
    message: 'Your message',
    placeholder: 'Write your message…',
    send: 'Send',
    typing: 'Camille is typing…',
  },
  es: {
    openChat: 'Chatear con Camille, su asistente personal',
    subtitle: 'Asistente personal',
    close: 'Cerrar el chat',
    conversation: 'Conversación con Camille',
    you: 'Usted',
    suggestions: 'Sugerencias',
    message: 'Su mensaje',
    placeholder: 'Escriba su mensaje…',
    send: 'Enviar',
    typing: 'Camille está escribiendo…',
  },
  de: {
    openChat: 'Mit Camille chatten, Ihrer persönlichen Assistentin',
    subtitle: 'Persönliche Assistentin',
    close: 'Chat schließen',
    conversation: 'Unterhaltung mit Camille',
    you: 'Sie',
    suggestions: 'Vorschläge',
    message: 'Ihre Nachricht',
    placeholder: 'Schreiben Sie Ihre Nachricht…',
    send: 'Senden',
    typing: 'Camille schreibt…',
  },
};
