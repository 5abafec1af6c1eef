import type { LanguageCode } from '@grandtour/shared';

/** The files of an export, in the order the README lists them. */
export const EXPORT_FILES = [
  'profile.json',
  'bookings.json',
  'handovers.json',
  'payments.json',
  'messages.json',
  'reviews.json',
  'documents.json',
  'emails.json',
  'favourites.json',
  'subscriptions.json',
  'contact.json',
  'access-log.json',
  'owner.json',
] as const;
export type ExportFile = (typeof EXPORT_FILES)[number];

interface ReadmeTexts {
  title: string;
  intro: string;
  files: Record<ExportFile, string>;
  folders: string;
  erased: string;
  kept: string;
  machine: string;
}

const TEXTS: Record<LanguageCode, ReadmeTexts> = {
  fr: {
    title: 'Vos données chez Grand Tour',
    intro:
      'Cette archive contient tout ce que Grand Tour conserve à votre sujet au {date}, au format JSON (RGPD, articles 15 et 20).',
    files: {
      'profile.json': 'votre compte (sans le mot de passe ni les secrets de la double authentification) ;',
      'bookings.json': 'vos réservations : conducteur, coordonnées, lieux, devis et statut ;',
      'handovers.json':
        'les états des lieux de vos locations : relevés, dommages notés, photos et signatures ;',
      'payments.json':
        'paiements, remboursements, cautions, réclamations pour dommages et numéros de reçus de vos réservations ;',
      'messages.json': 'vos conversations et tous leurs messages (photos par nom de fichier) ;',
      'reviews.json': 'les avis que vous avez écrits et les réponses des propriétaires ;',
      'documents.json': 'vos documents de conducteur et où en est leur vérification ;',
      'emails.json': 'les e-mails que nous vous avons envoyés ;',
      'favourites.json': 'vos véhicules favoris ;',
      'subscriptions.json': 'vos abonnements ;',
      'contact.json': 'les messages envoyés par le formulaire de contact ;',
      'access-log.json':
        'qui, chez Grand Tour ou parmi les propriétaires, a consulté vos données personnelles (quoi, quand) ;',
      'owner.json':
        'propriétaires : vos véhicules, réservations reçues, versements et l’identifiant de votre compte de versement.',
    },
    folders:
      'Les dossiers messages/photos/ et documents/ contiennent les fichiers eux-mêmes (vos documents déchiffrés : gardez cette archive en lieu sûr).',
    erased: 'Une valeur « ERASED » a été effacée à votre demande ou à la fin de sa durée de conservation.',
    kept: 'Ce que la loi nous oblige à garder, même après un effacement : les factures et reçus (10 ans, Code de commerce, art. L123-22), avec leurs seules mentions obligatoires (numéro, date, montants, nom et adresse de facturation), et les références de paiement nécessaires en cas de litige ou d’opposition bancaire.',
    machine: 'Les montants sont en centimes d’euro ; les dates en UTC (ISO 8601).',
  },
  en: {
    title: 'Your data at Grand Tour',
    intro:
      'This archive holds everything Grand Tour keeps about you as of {date}, as JSON (GDPR, articles 15 and 20).',
    files: {
      'profile.json': 'your account (without the password or the two-factor secrets);',
      'bookings.json': 'your bookings: driver, contact details, places, quote and status;',
      'handovers.json':
        'the handover reports of your rentals: readings, damages noted, photos and signatures;',
      'payments.json': 'payments, refunds, deposits, damage claims and receipt numbers of your bookings;',
      'messages.json': 'your conversations and all their messages (photos by file name);',
      'reviews.json': 'the reviews you wrote and the owners’ replies;',
      'documents.json': 'your driver documents and where their verification stands;',
      'emails.json': 'the e-mails we sent you;',
      'favourites.json': 'your favourite cars;',
      'subscriptions.json': 'your subscriptions;',
      'contact.json': 'the messages you sent through the contact form;',
      'access-log.json': 'who at Grand Tour, or which owner, looked at your personal data (what, when);',
      'owner.json':
        'owners: your cars, the bookings you received, your payouts and your payout account’s id.',
    },
    folders:
      'The folders messages/photos/ and documents/ hold the files themselves (your documents decrypted: keep this archive safe).',
    erased: 'A value reading “ERASED” was erased at your request or at the end of its retention period.',
    kept: 'What the law makes us keep, even after erasure: invoices and receipts (10 years, French Commercial Code, art. L123-22), with only their required fields (number, date, amounts, billing name and address), and the payment references needed for disputes and chargebacks.',
    machine: 'Amounts are in euro cents; dates in UTC (ISO 8601).',
  },
  es: {
    title: 'Sus datos en Grand Tour',
    intro:
      'Este archivo contiene todo lo que Grand Tour conserva sobre usted a fecha de {date}, en formato JSON (RGPD, artículos 15 y 20).',
    files: {
      'profile.json': 'su cuenta (sin la contraseña ni los secretos de la verificación en dos pasos);',
      'bookings.json': 'sus reservas: conductor, datos de contacto, lugares, presupuesto y estado;',
      'handovers.json':
        'los informes de entrega de sus alquileres: lecturas, daños anotados, fotos y firmas;',
      'payments.json':
        'pagos, reembolsos, fianzas, reclamaciones por daños y números de recibo de sus reservas;',
      'messages.json': 'sus conversaciones y todos sus mensajes (fotos por nombre de archivo);',
      'reviews.json': 'las opiniones que escribió y las respuestas de los propietarios;',
      'documents.json': 'sus documentos de conductor y el estado de su verificación;',
      'emails.json': 'los correos electrónicos que le enviamos;',
      'favourites.json': 'sus coches favoritos;',
      'subscriptions.json': 'sus suscripciones;',
      'contact.json': 'los mensajes enviados por el formulario de contacto;',
      'access-log.json':
        'quién, en Grand Tour o entre los propietarios, consultó sus datos personales (qué, cuándo);',
      'owner.json':
        'propietarios: sus coches, las reservas recibidas, sus pagos y el identificador de su cuenta de cobro.',
    },
    folders:
      'Las carpetas messages/photos/ y documents/ contienen los archivos (sus documentos descifrados: guarde este archivo en un lugar seguro).',
    erased: 'Un valor «ERASED» se borró a petición suya o al terminar su plazo de conservación.',
    kept: 'Lo que la ley nos obliga a conservar, incluso tras un borrado: facturas y recibos (10 años, Código de Comercio francés, art. L123-22), solo con sus menciones obligatorias (número, fecha, importes, nombre y dirección de facturación), y las referencias de pago necesarias en caso de litigio o de retrocesión.',
    machine: 'Los importes están en céntimos de euro; las fechas en UTC (ISO 8601).',
  },
  de: {
    title: 'Ihre Daten bei Grand Tour',
    intro:
      'Dieses Archiv enthält alles, was Grand Tour am {date} über Sie speichert, im JSON-Format (DSGVO, Artikel 15 und 20).',
    files: {
      'profile.json': 'Ihr Konto (ohne Passwort und ohne die Geheimnisse der Zwei-Faktor-Anmeldung);',
      'bookings.json': 'Ihre Buchungen: Fahrer, Kontaktdaten, Orte, Angebot und Status;',
      'handovers.json':
        'die Übergabeprotokolle Ihrer Mieten: Ablesungen, vermerkte Schäden, Fotos und Unterschriften;',
      'payments.json':
        'Zahlungen, Erstattungen, Kautionen, Schadensforderungen und Belegnummern Ihrer Buchungen;',
      'messages.json': 'Ihre Unterhaltungen mit allen Nachrichten (Fotos nach Dateiname);',
      'reviews.json': 'die Bewertungen, die Sie geschrieben haben, und die Antworten der Vermieter;',
      'documents.json': 'Ihre Fahrerdokumente und der Stand ihrer Prüfung;',
      'emails.json': 'die E-Mails, die wir Ihnen gesendet haben;',
      'favourites.json': 'Ihre Lieblingsfahrzeuge;',
      'subscriptions.json': 'Ihre Abonnements;',
      'contact.json': 'die über das Kontaktformular gesendeten Nachrichten;',
      'access-log.json':
        'wer bei Grand Tour oder welcher Vermieter Ihre personenbezogenen Daten eingesehen hat (was, wann);',
      'owner.json':
        'Vermieter: Ihre Fahrzeuge, erhaltene Buchungen, Auszahlungen und die Kennung Ihres Auszahlungskontos.',
    },
    folders:
      'Die Ordner messages/photos/ und documents/ enthalten die Dateien selbst (Ihre Dokumente entschlüsselt: bewahren Sie dieses Archiv sicher auf).',
    erased: 'Ein Wert „ERASED“ wurde auf Ihren Wunsch oder nach Ablauf seiner Aufbewahrungsfrist gelöscht.',
    kept: 'Was wir gesetzlich auch nach einer Löschung aufbewahren müssen: Rechnungen und Belege (10 Jahre, französisches Handelsgesetzbuch, Art. L123-22) nur mit ihren Pflichtangaben (Nummer, Datum, Beträge, Rechnungsname und -adresse), und die Zahlungsreferenzen, die bei Streitfällen und Rückbuchungen nötig sind.',
    machine: 'Beträge in Euro-Cent; Zeitangaben in UTC (ISO 8601).',
  },
};

/** The archive's README.txt, in the person's language, naming only the files it holds. */
export function exportReadme(language: LanguageCode, files: readonly ExportFile[], at: Date): string {
  const t = TEXTS[language];
  return [
    t.title,
    '='.repeat(t.title.length),
    '',
    t.intro.replace('{date}', at.toISOString().slice(0, 10)),
    '',
    ...files.map((file) => `- ${file}: ${t.files[file]}`),
    '',
    t.folders,
    '',
    t.erased,
    '',
    t.kept,
    '',
    t.machine,
    '',
  ].join('\n');
}

/** The legal hold stated in machine-readable form too, in every export (decision 99). */
export const RETAINED_BY_LAW = {
  receipts: {
    years: 10,
    basis: 'Code de commerce, art. L123-22',
    fields: ['number', 'issuedAt', 'amounts', 'billingName', 'billingAddress'],
  },
  paymentReferences: {
    basis: 'disputes and chargebacks (art. 6(1)(c) and (f) GDPR)',
    fields: ['provider', 'providerRef', 'amountCents', 'at'],
  },
} as const;
