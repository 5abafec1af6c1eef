import type { DocumentTexts } from './fr.ts';

export const documentsDe: DocumentTexts = {
  heading: 'Führerschein und Ausweis',
  intro:
    'Senden Sie Vorder- und Rückseite Ihres Führerscheins und ein Ausweisdokument: ein scharfes Foto mit Ihrem Telefon oder eine PDF-Datei. Der Eigentümer prüft sie vor der Schlüsselübergabe.',
  privacy: (days) =>
    `Ihre Dokumente werden verschlüsselt gespeichert. Nur der Eigentümer Ihrer laufenden Miete und unser Team können sie sehen, und jeder Zugriff wird protokolliert. Sie werden ${days} Tage nach Ihrer letzten Miete gelöscht.`,
  kinds: {
    licence_front: 'Führerschein – Vorderseite',
    licence_back: 'Führerschein – Rückseite',
    identity: 'Ausweisdokument',
  },
  choose: 'Foto oder PDF',
  replace: 'Ersetzen',
  uploading: 'Wird gesendet…',
  sentOn: (date) => `Gesendet am ${date}`,
  missing: 'Noch zu senden',
  status: {
    none: 'Noch kein Dokument gesendet.',
    submitted: 'Dokumente gesendet: Die Prüfung durch den Eigentümer steht aus.',
    verified: 'Verifizierter Fahrer',
    rejected: 'Dokumente abgelehnt',
  },
  verifiedUntil: (date) => `Verifizierter Fahrer bis zum ${date}`,
  reasons: {
    unreadable: 'Ein Dokument ist nicht lesbar (unscharf, abgeschnitten oder mit Spiegelung).',
    expired: 'Ein Dokument ist abgelaufen.',
    name_mismatch: 'Der Name stimmt nicht mit dem Hauptfahrer der Buchung überein.',
    incomplete: 'Eine Seite des Führerscheins oder das Ausweisdokument fehlt.',
    not_accepted: 'Diese Art von Dokument wird nicht akzeptiert.',
    other: 'Ihre Dokumente konnten nicht akzeptiert werden.',
  },
  ownerNote: (note) => `Nachricht des Eigentümers: „${note}“`,
  sendAgain:
    'Senden Sie neue Dokumente: Sie werden erneut geprüft. Sind sie 24 Stunden vor der Abholung noch abgelehnt, wird die Buchung storniert und vollständig erstattet.',
  uploaded: (kind) => `${kind} gesendet.`,
  loadError: 'Ihre Dokumente konnten nicht geladen werden.',
  retry: 'Erneut versuchen',
  documentTitle: 'Führerschein und Ausweis — Grand Tour',
  pageDescription: 'Senden Sie Führerschein und Ausweis einmal für alle Ihre Grand-Tour-Mieten.',
  signInFirst:
    'Melden Sie sich an, um Ihre Dokumente einmal für alle Buchungen zu senden. Ohne Konto senden Sie sie von der Seite Ihrer Buchung aus.',
  signIn: 'Anmelden',
};
