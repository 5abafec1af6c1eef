import type { LanguageCode } from '@grandtour/shared';

/** A guest's link to their data (issue 25, decision 99), in the four languages. `{hours}` is filled by the renderer. */
export interface DataExportLinkTexts {
  subject: string;
  title: string;
  greeting: string;
  intro: string;
  validity: string;
  ifNotYou: string;
  button: string;
}

export const DATA_EXPORT_LINK_TEXTS: Readonly<Record<LanguageCode, DataExportLinkTexts>> = {
  fr: {
    subject: 'Vos données Grand Tour',
    title: 'Téléchargez vos données',
    greeting: 'Bonjour,',
    intro:
      'Vous avez demandé une copie des données que Grand Tour conserve au sujet de cette adresse e-mail : réservations, paiements, messages, avis, documents et e-mails envoyés.',
    validity:
      'Le lien ci-dessous vaut {hours} heures. L’archive contient vos documents de conducteur : enregistrez-la en lieu sûr.',
    ifNotYou:
      'Si vous n’avez rien demandé, ignorez cet e-mail : personne d’autre que vous ne reçoit ce lien.',
    button: 'Télécharger mes données',
  },
  en: {
    subject: 'Your Grand Tour data',
    title: 'Download your data',
    greeting: 'Hello,',
    intro:
      'You asked for a copy of the data Grand Tour keeps about this e-mail address: bookings, payments, messages, reviews, documents and e-mails sent.',
    validity:
      'The link below works for {hours} hours. The archive holds your driver documents: keep it somewhere safe.',
    ifNotYou: 'If you did not ask for it, ignore this e-mail: nobody but you receives this link.',
    button: 'Download my data',
  },
  es: {
    subject: 'Sus datos de Grand Tour',
    title: 'Descargue sus datos',
    greeting: 'Hola:',
    intro:
      'Ha solicitado una copia de los datos que Grand Tour conserva sobre esta dirección de correo: reservas, pagos, mensajes, opiniones, documentos y correos enviados.',
    validity:
      'El enlace de abajo es válido durante {hours} horas. El archivo contiene sus documentos de conductor: guárdelo en un lugar seguro.',
    ifNotYou: 'Si no ha pedido nada, ignore este correo: nadie más que usted recibe este enlace.',
    button: 'Descargar mis datos',
  },
  de: {
    subject: 'Ihre Daten bei Grand Tour',
    title: 'Laden Sie Ihre Daten herunter',
    greeting: 'Guten Tag,',
    intro:
      'Sie haben eine Kopie der Daten angefordert, die Grand Tour zu dieser E-Mail-Adresse speichert: Buchungen, Zahlungen, Nachrichten, Bewertungen, Dokumente und gesendete E-Mails.',
    validity:
      'Der Link unten gilt {hours} Stunden. Das Archiv enthält Ihre Fahrerdokumente: Bewahren Sie es sicher auf.',
    ifNotYou:
      'Wenn Sie nichts angefordert haben, ignorieren Sie diese E-Mail: Niemand außer Ihnen erhält diesen Link.',
    button: 'Meine Daten herunterladen',
  },
};
