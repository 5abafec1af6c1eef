import type { MyDataTexts } from './fr.ts';

export const myDataDe: MyDataTexts = {
  documentTitle: 'Meine Daten — Grand Tour',
  pageDescription: 'Laden Sie alle Daten herunter, die Grand Tour über Sie speichert.',
  heading: 'Meine Daten',
  intro:
    'Laden Sie ein ZIP-Archiv mit allem herunter, was wir über Sie speichern: Konto, Buchungen, Zahlungen, Nachrichten, Bewertungen, Fahrerdokumente und gesendete E-Mails, mit einer README, die jede Datei erklärt.',
  kept: 'Manche Daten werden auch nach einer Löschung aufbewahrt, weil das Gesetz es verlangt: Rechnungen und Belege (10 Jahre) und Zahlungsreferenzen für Streitfälle. Das Archiv weist darauf hin.',
  download: 'Meine Daten herunterladen',
  downloadHint: 'Das Archiv enthält Ihre Dokumente entschlüsselt: Bewahren Sie es sicher auf.',
  guestHeading: 'Ohne Konto gebucht?',
  guestIntro:
    'Geben Sie die E-Mail-Adresse an, die Sie für Buchungen, Nachrichten oder Kontaktanfragen verwendet haben: Wir senden Ihnen dorthin einen Download-Link, der 24 Stunden gilt.',
  email: 'E-Mail-Adresse',
  emailInvalid: 'Geben Sie eine gültige E-Mail-Adresse ein.',
  send: 'Link erhalten',
  sending: 'Wird gesendet…',
  sent: 'Wenn wir Daten zu dieser Adresse speichern, haben wir Ihnen soeben einen Link gesendet. Prüfen Sie auch Ihren Spam-Ordner.',
  rateLimited: 'Zu viele Anfragen im Moment. Bitte versuchen Sie es etwas später erneut.',
  failed: 'Die Anfrage ist fehlgeschlagen. Prüfen Sie Ihre Verbindung und versuchen Sie es erneut.',
  linkHeading: 'Ihr Archiv ist bereit',
  linkIntro: 'Dieser Link ist persönlich und gilt 24 Stunden.',
  preparing: 'Archiv wird vorbereitet…',
  linkExpired: 'Dieser Link ist abgelaufen (er gilt 24 Stunden). Fordern Sie unten einen neuen an.',
  linkInvalid: 'Dieser Link ist ungültig. Fordern Sie unten einen neuen an.',
  downloaded: 'Download gestartet.',
};
