import type { ErasureTexts } from './fr.ts';

export const erasureDe: ErasureTexts = {
  pageDescription: 'Ihre personenbezogenen Daten bei Grand Tour: Löschen Sie Ihr Konto und Ihre Daten.',
  erasureHeading: 'Meine Daten löschen',
  erasedIntro: 'Ihr Konto wird geschlossen, und innerhalb weniger Minuten löschen wir:',
  erasedItems: [
    'Ihren Namen, Ihre E-Mail-Adresse, Telefonnummer, Adresse und Ihr Geburtsdatum;',
    'Ihren Führerschein, Ihre Ausweisdokumente und die von Ihnen gesendeten Fotos;',
    'Ihre Nachrichten, Ihre Bewertungen (die anonym bleiben) und die E-Mails, die wir Ihnen geschrieben haben.',
  ],
  keptIntro:
    'Was wir von Gesetzes wegen aufbewahren müssen, ohne Ihren Namen, Ihre E-Mail-Adresse oder Telefonnummer:',
  keptItems: [
    'Ihre Rechnungen und Quittungen 10 Jahre lang (französisches Handelsgesetzbuch): Buchungsnummer, Daten, Beträge und Fahrzeug;',
    'die Zahlungsreferenzen, für den Fall eines Streits mit Ihrer Bank.',
  ],
  howItWorks:
    'Um sicherzugehen, dass Sie es sind, senden wir einen Bestätigungslink an die E-Mail-Adresse Ihres Kontos. Er ist 24 Stunden gültig. Solange eine Miete läuft oder bevorsteht oder ein Schadensfall offen ist, wartet die Löschung, bis sie abgeschlossen sind.',
  ask: 'Bestätigungslink senden',
  asking: 'Wird gesendet…',
  sent: (email) =>
    `Soeben wurde eine E-Mail an ${email} gesendet. Öffnen Sie den Link darin innerhalb von 24 Stunden, um die Löschung zu bestätigen.`,
  askError: 'Die E-Mail konnte nicht gesendet werden. Bitte versuchen Sie es erneut.',
  confirmTitle: 'Meine Daten löschen | Grand Tour',
  confirmHeading: 'Meine Daten löschen',
  confirmIntro:
    'Ihr Konto wird geschlossen und Ihre personenbezogenen Daten werden gelöscht. Nur Ihre Rechnungen und Quittungen bleiben, ohne Ihren Namen und Ihre Kontaktdaten, wie es das Gesetz verlangt. Das kann nicht rückgängig gemacht werden.',
  confirm: 'Meine Daten endgültig löschen',
  confirming: 'Wird gelöscht…',
  done: 'Bestätigt.',
  doneDetail: 'Ihre Daten werden in wenigen Minuten gelöscht. Danke, dass Sie mit Grand Tour gereist sind.',
  missingToken: 'Dieser Link ist unvollständig: Öffnen Sie genau den Link aus der E-Mail.',
  confirmError: 'Die Löschung konnte nicht bestätigt werden. Bitte versuchen Sie es erneut.',
  askAgain: 'Neuen Link anfordern',
};
