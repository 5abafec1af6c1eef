import { moneySentences } from '@grandtour/shared';
import type { ContactTexts } from './fr.ts';

// The money answers are the rules the server applies (decision 58).
const deMoney = moneySentences('de');

export const contactDe: ContactTexts = {
  contact: {
    documentTitle: 'Kontakt — Grand Tour',
    back: 'Zurück',
    eyebrow: 'Concierge',
    title: 'Kontaktieren Sie uns',
    subtitle: 'Eine Frage, ein besonderer Wunsch? Unser Team antwortet schnell, 7 Tage die Woche.',
    formTitle: 'Schreiben Sie uns',
    firstName: 'Vorname',
    lastName: 'Nachname',
    email: 'E-Mail',
    phone: 'Telefon (optional)',
    subject: 'Betreff',
    subjects: {
      general: 'Allgemeine Anfrage',
      reservation: 'Buchung',
      pricing: 'Preise',
      partnership: 'Partnerschaft',
      other: 'Sonstiges',
    },
    aboutCar: (car: string) => `Guten Tag, ich möchte wissen, wann das Fahrzeug ${car} wieder verfügbar ist.`,
    message: 'Nachricht',
    send: 'Nachricht senden',
    sending: 'Wird gesendet…',
    sentTitle: 'Nachricht gesendet!',
    sentText: 'Wir haben Ihre Nachricht erhalten. Wir antworten Ihnen so schnell wie möglich.',
    errorTitle: 'Fehler',
    errorText: 'Beim Senden Ihrer Nachricht ist ein Fehler aufgetreten. Bitte versuchen Sie es erneut.',
    problems: {
      firstNameRequired: 'Vorname erforderlich',
      lastNameRequired: 'Nachname erforderlich',
      emailInvalid: 'Ungültige E-Mail',
      phoneInvalid: 'Ungültige Telefonnummer',
      messageRequired: 'Nachricht erforderlich',
      messageTooLong: 'Nachricht zu lang (höchstens 5.000 Zeichen)',
    },
    detailsTitle: 'Unsere Kontaktdaten',
    emailLabel: 'E-Mail',
    phoneLabel: 'Telefon',
    socialLabel: 'Instagram',
    socialHandle: '@grandtour.cars',
    faqTitle: 'Häufige Fragen',
    faq: [
      {
        question: 'Welche Dokumente benötige ich?',
        answer:
          'Einen gültigen Führerschein, einen Personalausweis und eine Bankkarte auf den Namen des Hauptfahrers.',
      },
      {
        question: 'Kann ich meine Buchung ändern?',
        answer: `${deMoney.change} Wir kontaktieren Sie 24 Stunden vor Ihrer Buchung, um die Lieferdetails zu bestätigen.`,
      },
      {
        question: 'Wie sind die Stornierungsbedingungen?',
        answer: deMoney.cancellation,
      },
      {
        question: 'Was kommt zum Tagespreis hinzu?',
        answer: `${deMoney.serviceFee} ${deMoney.delivery} ${deMoney.deposit}`,
      },
    ],
  },
};
