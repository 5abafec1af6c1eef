import type { PrivacyTexts } from './fr.ts';

export const privacyDe: PrivacyTexts = {
  privacy: {
    documentTitle: 'Ihre personenbezogenen Daten — Grand Tour',
    description:
      'Welche personenbezogenen Daten Grand Tour speichert, warum und wie lange, und wie Sie sie herunterladen oder löschen.',
    back: 'Zurück',
    eyebrow: 'Datenschutz',
    title: 'Ihre personenbezogenen Daten',
    subtitle:
      'Was wir speichern, warum und wie lange: Die angegebenen Fristen sind die, die unsere Systeme anwenden.',
    keptHeading: 'Was wir speichern',
    labels: { what: 'Daten', why: 'Zweck und Rechtsgrundlage', howLong: 'Speicherdauer' },
    loading: 'Die Speicherfristen werden geladen…',
    failed: 'Die Speicherfristen konnten nicht geladen werden.',
    retry: 'Erneut versuchen',
    fields: {
      invoiceNumber: 'Rechnungsnummer',
      bookingReference: 'Buchungsnummer',
      rentalDates: 'Mietdaten',
      car: 'Fahrzeug',
      amounts: 'Beträge',
      vat: 'MwSt.',
      provider: 'Zahlungsanbieter',
      providerPaymentId: 'Zahlungskennung beim Anbieter',
      amount: 'Betrag',
      paidAt: 'Zahlungsdatum',
    },
    categories: {
      account: {
        title: 'Konto',
        what: 'Vorname, Nachname, Benutzername, E-Mail, Telefon, Passwort (als Hash gespeichert) und, bei Vermietern, Adresse.',
        why: 'Um Sie zu identifizieren und Ihnen Ihre Buchungen zu zeigen. Rechtsgrundlage: Vertragserfüllung.',
        howLong: 'Solange das Konto besteht; auf Ihren Wunsch gelöscht.',
      },
      bookings: {
        title: 'Buchungen und Kundendaten',
        what: 'Fahrzeug, Daten, Orte und Beträge, mit Ihrem Namen, Ihrer E-Mail und Telefonnummer.',
        why: 'Zur Erfüllung des Mietvertrags; der Vermieter erhält, was die Übergabe erfordert. Rechtsgrundlage: Vertragserfüllung.',
        howLong:
          'Mit dem Konto; auf Ihren Wunsch gelöscht, außer den Rechnungen und Zahlungsreferenzen unten.',
      },
      driverDocuments: {
        title: 'Führerschein und Ausweisdokumente',
        what: 'Die Führerscheindaten (Nummer, Daten, Klassen) und die Fotos von Führerschein und Ausweis, verschlüsselt.',
        why: 'Um zu prüfen, dass der Fahrer das gemietete Fahrzeug fahren darf. Rechtsgrundlage: Vertragserfüllung.',
        howLong: (period: string) =>
          `${period} nach dem Ende Ihrer letzten Miete (oder nach dem Hochladen, ohne Miete).`,
      },
      messages: {
        title: 'Nachrichten zwischen Kunden und Vermietern',
        what: 'Die mit Vermietern ausgetauschten Nachrichten und Fotos und die Fragen zu einem Fahrzeug.',
        why: 'Um die Miete zu organisieren. Rechtsgrundlage: Vertragserfüllung und vorvertragliche Maßnahmen.',
        howLong: 'Mit dem Konto; auf Ihren Wunsch gelöscht.',
      },
      reviews: {
        title: 'Bewertungen',
        what: 'Die Note, der Text sowie Name und Stadt des Verfassers.',
        why: 'Um andere Kunden zu informieren. Rechtsgrundlage: unser berechtigtes Interesse.',
        howLong:
          'Ohne zeitliche Begrenzung veröffentlicht; auf Ihren Wunsch werden Name und Stadt gelöscht und der Text bleibt anonym.',
      },
      contactMessages: {
        title: 'Nachrichten über das Kontaktformular',
        what: 'Name, E-Mail, Telefon, Betreff und Nachricht.',
        why: 'Um Ihnen zu antworten. Rechtsgrundlage: unser berechtigtes Interesse an der Bearbeitung Ihrer Anfragen.',
        howLong: (period: string) => `${period} nach ihrem Eingang.`,
      },
      guestData: {
        title: 'Besucher ohne Konto, die nicht gebucht haben',
        what: 'Fragen an Vermieter und Kontaktdaten, die von einem Browser ohne Konto hinterlassen wurden.',
        why: 'Damit Sie die Website ohne Konto nutzen können. Rechtsgrundlage: unser berechtigtes Interesse.',
        howLong: (period: string) =>
          `${period} nach der letzten Aktivität, solange keine Buchung erfolgt ist (sonst wie Buchungen).`,
      },
      emails: {
        title: 'Gesendete E-Mails',
        what: 'Das Protokoll der E-Mails, die wir Ihnen gesendet haben: Empfänger, Betreff, Datum und eine Zusammenfassung des Inhalts.',
        why: 'Um die Mitteilungen zu Ihren Buchungen nachzuweisen und erneut zu senden. Rechtsgrundlage: Vertragserfüllung.',
        howLong: 'Mit dem Konto; auf Ihren Wunsch gelöscht.',
      },
      invoices: {
        title: 'Rechnungen und Belege',
        what: (fields: string) => `Nur: ${fields}. Nie Ihr Name, Ihre E-Mail oder Telefonnummer.`,
        why: 'Gesetzliche Pflicht zur Aufbewahrung von Buchungsbelegen (französisches Handelsgesetzbuch, Art. L123-22).',
        howLong: (period: string) => `${period}, auch nach der Löschung Ihrer Daten.`,
      },
      paymentReferences: {
        title: 'Zahlungsreferenzen',
        what: (fields: string) => `Nur: ${fields}.`,
        why: 'Um auf eine Zahlungsreklamation (Rückbuchung) zu antworten. Rechtsgrundlage: unser berechtigtes Interesse und die Regeln der Kartennetze.',
        howLong: (period: string) =>
          `${period} nach der letzten Zahlung der Buchung, auch nach der Löschung Ihrer Daten.`,
      },
      adminAccess: {
        title: 'Einsichtnahmen unserer Administratoren in Ihre Daten',
        what: 'Wer was wann eingesehen hat (Ihre Dokumente, ein gemeldetes Gespräch, ein Schadensfall, der Verlauf einer Buchung, ein Export).',
        why: 'Um über jeden Zugriff auf Ihre Daten Rechenschaft abzulegen. Rechtsgrundlage: unsere Sicherheits- und Rechenschaftspflichten (DSGVO, Art. 5 und 32).',
        howLong: 'Mit Ihren Daten; jede Einsichtnahme steht in Ihrem Export.',
      },
    },
    rights: {
      heading: 'Ihre Rechte',
      download: {
        title: 'Ihre Daten herunterladen',
        text: 'Laden Sie in Ihrem Konto alle Ihre Daten in einer Datei herunter. Ohne Konto fordern Sie einen Link an: Wir senden ihn Ihnen per E-Mail.',
        link: 'Meine Daten',
      },
      erase: {
        title: 'Ihre Daten löschen',
        before: 'In Ihrem Konto, bestätigt über einen Link per E-Mail, oder indem Sie uns über die ',
        link: 'Kontaktseite',
        after:
          ' schreiben. Rechnungen, Belege und Zahlungsreferenzen werden, nur mit den oben genannten Feldern, so lange aufbewahrt, wie das Gesetz es verlangt.',
      },
      encryption: {
        title: 'Wie die Löschung funktioniert',
        text: 'Die Daten jeder Person werden mit einem eigenen Schlüssel verschlüsselt; das Löschen Ihrer Daten vernichtet diesen Schlüssel, sodass selbst unsere Sicherungen und unser Verlauf sie nicht mehr lesen können.',
      },
      more: {
        before:
          'Sie können Ihre Daten auch berichtigen lassen, einer Verarbeitung widersprechen oder sich bei der CNIL beschweren: siehe unsere ',
        link: 'Datenschutzerklärung',
        after: '.',
      },
    },
  },
};
