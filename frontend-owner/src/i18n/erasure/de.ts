import type { erasureFr } from './fr.ts';

export const erasureDe: typeof erasureFr = {
  resources: {
    erasures: {
      name: 'Datenlöschung |||| Datenlöschungen',
      fields: {
        subject: 'Person (Kennung)',
        status: 'Status',
        requestedBy: 'Beantragt von',
        requestedAt: 'Beantragt am',
        erasedAt: 'Gelöscht am',
      },
    },
  },
  app: {
    erasure: {
      ownerMenu: 'Meine Daten löschen',
      ownerSent:
        'Eine Bestätigungs-E-Mail wurde an die Adresse Ihres Kontos gesendet. Öffnen Sie den Link darin innerhalb von 24 Stunden, um Ihre Daten zu löschen.',
      menu: 'Datenlöschung',
      formTitle: 'Daten einer Person löschen',
      formIntro:
        'Auf Antrag der Person (DSGVO Art. 17): Ihr Konto sowie die als Gast mit dieser Adresse getätigten Buchungen und Nachrichten werden beim nächsten Durchlauf innerhalb weniger Minuten gelöscht. Rechnungen und Quittungen bleiben 10 Jahre erhalten, ohne Namen und Kontaktdaten.',
      email: 'E-Mail-Adresse der Person',
      submit: 'Ihre Daten löschen',
      confirmTitle: 'Daten von %{email} löschen?',
      confirmContent:
        'Die Löschung ist endgültig: Weder die Person noch das Team können diese Daten wiederherstellen.',
      requested: 'Löschung beantragt für: %{subjects}',
      recent: 'Letzte Löschungen',
      empty: 'Noch keine Löschung.',
      status: { requested: 'Beantragt', erased: 'Gelöscht' },
      requestedBy: {
        self: 'Die Person',
        administrator: 'Ein Administrator',
        retention: 'Ende der Aufbewahrung',
      },
    },
  },
};
