import { legalFacts, type LegalTexts } from './legalDocument.ts';

const { company: c, address, shareCapital, money } = legalFacts('de');

export const legalDe: LegalTexts = {
  legal: {
    eyebrow: 'Rechtliche Informationen',
    back: 'Zurück',
    updated: 'Zuletzt aktualisiert:',
    newTab: 'neuer Tab',
    documents: {
      terms: {
        title: 'Allgemeine Mietbedingungen',
        description: `Die Bedingungen für die Miete der auf ${c.brand} gebuchten Fahrzeuge: Preis, Zahlung, Kaution, Änderung und Stornierung.`,
        sections: [
          {
            heading: 'Gegenstand',
            paragraphs: [
              `Diese Bedingungen regeln die Miete der Fahrzeuge, die ihre Eigentümer auf ${c.website} anbieten, einer Website der ${c.legalName}. Jede Buchung gilt als Annahme dieser Bedingungen.`,
            ],
          },
          {
            heading: 'Preis',
            paragraphs: [
              'Der Mietpreis ist der Tagespreis des Fahrzeugs mal die Anzahl der Tage; jeder angefangene Tag wird berechnet. Der Gesamtpreis wird vor der Zahlung angezeigt und ändert sich danach nicht mehr.',
              money.serviceFee,
              money.delivery,
            ],
          },
          {
            heading: 'Zahlung und Kaution',
            paragraphs: [
              'Der Gesamtpreis wird bei der Buchung per Karte oder PayPal bezahlt.',
              money.deposit,
            ],
          },
          { heading: 'Änderung', paragraphs: [money.change] },
          { heading: 'Stornierung', paragraphs: [money.cancellation] },
          {
            heading: 'Fahrer',
            paragraphs: [
              'Bei der Übergabe legt der Fahrer einen gültigen Führerschein, einen Ausweis und eine Bankkarte auf seinen Namen vor.',
            ],
          },
          {
            heading: 'Versicherung',
            paragraphs: [
              'Jede Miete beinhaltet für ihre gesamte Dauer einen umfassenden Versicherungsschutz. Die Kaution deckt Schäden und Kosten, die der Fahrer trägt.',
            ],
          },
          {
            heading: 'Widerrufsrecht',
            paragraphs: [
              'Die Miete eines Fahrzeugs für einen bestimmten Termin begründet kein Widerrufsrecht (französisches Verbrauchergesetzbuch, Artikel L221-28, 12°); es gelten die obigen Stornierungsbedingungen.',
            ],
          },
          {
            heading: 'Beschwerden und Schlichtung',
            paragraphs: [
              `Schreiben Sie uns an ${c.email}. Kommt keine Einigung zustande, können Sie sich kostenlos an die Verbraucherschlichtungsstelle ${c.mediator.name} wenden (${c.mediator.address}, ${c.mediator.website}). Es gilt französisches Recht.`,
            ],
          },
        ],
      },
      notice: {
        title: 'Impressum',
        description: `Herausgeber, Verantwortlicher für den Inhalt und Hoster von ${c.website}.`,
        sections: [
          {
            heading: 'Herausgeber',
            paragraphs: [
              `${c.website} wird herausgegeben von der ${c.legalName}, ${c.legalForm} mit einem Grundkapital von ${shareCapital}, Sitz: ${address}.`,
              `${c.registration} · SIREN ${c.siren} · USt-IdNr. ${c.vatNumber}`,
              `E-Mail: ${c.email} · Telefon: ${c.phone}`,
            ],
          },
          { heading: 'Verantwortlich für den Inhalt', paragraphs: [c.publicationDirector] },
          { heading: 'Hosting', paragraphs: [`${c.host.name}, ${c.host.address} · ${c.host.phone}`] },
          {
            heading: 'Geistiges Eigentum',
            paragraphs: [
              `Texte, Abbildungen und Logos der Website gehören der ${c.legalName} oder ihren Urhebern; jede Vervielfältigung ohne Genehmigung ist untersagt. Beschreibungen und Fotos der Fahrzeuge stammen von ihren Eigentümern.`,
            ],
          },
        ],
      },
      privacy: {
        title: 'Datenschutzerklärung',
        description: `Welche personenbezogenen Daten ${c.brand} verarbeitet, wozu, wie lange, und Ihre Rechte.`,
        sections: [
          {
            heading: 'Verantwortlicher',
            paragraphs: [`${c.legalName}, ${address}. Für Fragen zu Ihren Daten: ${c.privacyEmail}.`],
          },
          {
            heading: 'Daten und Zwecke',
            paragraphs: [
              'Konto: Name, E-Mail, Telefon und Passwort (als Hash gespeichert), um Sie zu erkennen und Ihre Buchungen zu verwalten.',
              'Buchungen: Fahrzeug, Daten, Orte, Fahrerangaben und Beträge, um den Mietvertrag zu erfüllen; der Eigentümer des Fahrzeugs erhält, was die Übergabe erfordert.',
              'Zahlung: Kartennummern werden bei unserem Zahlungsdienstleister (Stripe) oder bei PayPal eingegeben; wir speichern nur das Ergebnis der Zahlung.',
              'Nachrichten: was Sie uns über das Kontaktformular schreiben, um Ihnen zu antworten.',
            ],
          },
          {
            heading: 'Rechtsgrundlagen und Speicherdauer',
            paragraphs: [
              'Buchungen und Zahlungen beruhen auf der Vertragserfüllung; Buchhaltungsbelege (Quittungen) werden zehn Jahre aufbewahrt, wie es das Gesetz verlangt. Ein Konto wird aufbewahrt, solange es genutzt wird, und auf Wunsch gelöscht. Maßnahmen gegen Betrug und Missbrauch beruhen auf unserem berechtigten Interesse.',
            ],
          },
          {
            heading: 'Ihre Rechte',
            paragraphs: [
              `Sie können Auskunft, Berichtigung, Löschung und Datenübertragbarkeit verlangen oder der Verarbeitung widersprechen: schreiben Sie an ${c.privacyEmail}. Sie können sich auch bei der CNIL, der französischen Datenschutzbehörde, beschweren (www.cnil.fr).`,
              'Sie können außerdem jederzeit selbst eine Kopie all Ihrer Daten herunterladen (Buchungen, Zahlungen, Nachrichten, Bewertungen, Dokumente, erhaltene E-Mails und Einsichtnahmen unseres Teams in Ihre Daten), auf der Seite „Meine Daten“ (/account/data); ohne Konto geben Sie dort Ihre E-Mail-Adresse an, um einen Link zu erhalten. Das Archiv nennt, was wir gesetzlich auch nach einer Löschung aufbewahren müssen: Belege zehn Jahre lang, nur mit ihren Pflichtangaben, und die für Streitfälle nötigen Zahlungsreferenzen.',
            ],
          },
        ],
      },
      cookies: {
        title: 'Cookies',
        description: `Die Cookies und Speicher, die ${c.website} nutzt: nur die, die der Dienst braucht.`,
        sections: [
          {
            heading: 'Was wir setzen',
            paragraphs: [
              'gt_session: hält Sie in Ihrem Konto angemeldet, bis Ihre Sitzung abläuft.',
              'gt_guest: findet die Favoriten und Buchungen, die Sie ohne Konto angelegt haben, ein Jahr.',
              'gt_known: erkennt einen Browser, der schon angemeldet war, um die Anmeldung vor Missbrauch zu schützen, ein Jahr; nur an die Anmeldeseite gesendet.',
              'grandtour.language und grandtour.currency: Ihre Anzeigesprache und -währung.',
            ],
          },
          {
            heading: 'Keine Werbung, keine Reichweitenmessung',
            paragraphs: [
              'Diese Cookies sind für den von Ihnen gewünschten Dienst unbedingt erforderlich und brauchen daher keine Einwilligung. Wir setzen keine Werbe- oder Reichweiten-Cookies. Wenn Sie bezahlen, können Stripe oder PayPal eigene Cookies nach ihren eigenen Richtlinien setzen.',
            ],
          },
        ],
      },
      accessibility: {
        title: 'Erklärung zur Barrierefreiheit',
        description: `Die Barrierefreiheit von ${c.website}: angestrebte Norm, Stand der Konformität, Kontakt und Durchsetzung.`,
        sections: [
          {
            heading: 'Verpflichtung',
            paragraphs: [
              `Die ${c.legalName} verpflichtet sich, ihre Website barrierefrei zu gestalten, gemäß der Richtlinie (EU) 2019/882 über die Barrierefreiheitsanforderungen für Produkte und Dienstleistungen (European Accessibility Act), die seit dem 28. Juni 2025 für den elektronischen Geschäftsverkehr gilt. Angestrebt wird die Stufe AA der WCAG 2.2 (EN 301 549).`,
            ],
          },
          {
            heading: 'Stand der Konformität',
            paragraphs: [
              'Die Website ist teilweise konform mit der Stufe AA der WCAG 2.2: Sie wurde noch nicht unabhängig geprüft. Jede Seite wird bei jeder Version automatisch (axe-core) und mit der Tastatur geprüft.',
            ],
          },
          {
            heading: 'Bekannte Einschränkungen',
            paragraphs: [
              'Die Kartenfelder und das PayPal-Fenster stammen von unseren Zahlungsdienstleistern, in deren eigenen Rahmen. Die Fahrzeugbeschreibungen verfassen ihre Eigentümer.',
            ],
          },
          {
            heading: 'Feedback und Kontakt',
            paragraphs: [
              `Wenn Sie auf einen Inhalt oder Dienst nicht zugreifen können, schreiben Sie an ${c.accessibilityEmail} oder rufen Sie ${c.phone} an: Wir antworten Ihnen und bieten eine barrierefreie Alternative an.`,
            ],
          },
          {
            heading: 'Durchsetzungsverfahren',
            paragraphs: [
              'Sind Sie mit unserer Antwort nicht zufrieden, können Sie sich an den Défenseur des droits wenden, den französischen Bürgerbeauftragten (www.defenseurdesdroits.fr, oder kostenlos per Post: Défenseur des droits, Libre réponse 71120, 75342 Paris CEDEX 07).',
            ],
          },
        ],
      },
    },
  },
};
