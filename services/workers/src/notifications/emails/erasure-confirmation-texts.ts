import type { LanguageCode } from '@grandtour/shared';

/** The link to confirm an account's erasure (decision 99), in the four languages. `{until}` is filled by the renderer. */
export interface ErasureConfirmationTexts {
  subject: string;
  title: string;
  intro: string;
  whatIsErased: string;
  whatIsKept: string;
  ifNotYou: string;
  validUntil: string;
  confirm: string;
}

export const ERASURE_CONFIRMATION_TEXTS: Readonly<Record<LanguageCode, ErasureConfirmationTexts>> = {
  fr: {
    subject: 'Confirmez l’effacement de vos données',
    title: 'Effacer vos données Grand Tour ?',
    intro:
      'Vous avez demandé l’effacement des données de votre compte Grand Tour. Pour le confirmer, ouvrez le lien ci-dessous : il est valable jusqu’au {until} (heure de Paris).',
    whatIsErased:
      'Une fois confirmé, votre compte est fermé et, sous quelques minutes, vos nom, adresse e-mail, téléphone, adresse, permis, documents, messages et photos sont effacés. Cela ne peut pas être annulé.',
    whatIsKept:
      'La loi nous oblige à garder 10 ans vos factures et reçus, réduits au numéro de réservation, aux dates, aux montants et au véhicule, ainsi que les références de paiement en cas de litige.',
    ifNotYou: 'Si vous n’avez rien demandé, ignorez cet e-mail : rien ne sera effacé.',
    validUntil: 'Lien valable jusqu’au',
    confirm: 'Confirmer l’effacement',
  },
  en: {
    subject: 'Confirm the erasure of your data',
    title: 'Erase your Grand Tour data?',
    intro:
      'You asked us to erase the data of your Grand Tour account. To confirm it, open the link below: it is valid until {until} (Paris time).',
    whatIsErased:
      'Once confirmed, your account is closed and, within a few minutes, your name, e-mail address, phone, address, licence, documents, messages and photos are erased. This cannot be undone.',
    whatIsKept:
      'The law requires us to keep your invoices and receipts for 10 years, reduced to the booking reference, dates, amounts and car, and the payment references in case of a dispute.',
    ifNotYou: 'If you did not ask for this, ignore this e-mail: nothing will be erased.',
    validUntil: 'Link valid until',
    confirm: 'Confirm the erasure',
  },
  es: {
    subject: 'Confirme el borrado de sus datos',
    title: '¿Borrar sus datos de Grand Tour?',
    intro:
      'Ha solicitado el borrado de los datos de su cuenta de Grand Tour. Para confirmarlo, abra el enlace de abajo: es válido hasta el {until} (hora de París).',
    whatIsErased:
      'Una vez confirmado, su cuenta se cierra y, en unos minutos, se borran su nombre, dirección de correo electrónico, teléfono, dirección, permiso, documentos, mensajes y fotos. No se puede deshacer.',
    whatIsKept:
      'La ley nos obliga a conservar 10 años sus facturas y recibos, reducidos al número de reserva, las fechas, los importes y el vehículo, así como las referencias de pago en caso de litigio.',
    ifNotYou: 'Si no ha pedido nada, ignore este correo: no se borrará nada.',
    validUntil: 'Enlace válido hasta el',
    confirm: 'Confirmar el borrado',
  },
  de: {
    subject: 'Bestätigen Sie die Löschung Ihrer Daten',
    title: 'Ihre Grand-Tour-Daten löschen?',
    intro:
      'Sie haben die Löschung der Daten Ihres Grand-Tour-Kontos beantragt. Öffnen Sie zur Bestätigung den Link unten: Er ist bis {until} (Pariser Zeit) gültig.',
    whatIsErased:
      'Nach der Bestätigung wird Ihr Konto geschlossen, und innerhalb weniger Minuten werden Ihr Name, Ihre E-Mail-Adresse, Telefonnummer, Adresse, Ihr Führerschein, Ihre Dokumente, Nachrichten und Fotos gelöscht. Das kann nicht rückgängig gemacht werden.',
    whatIsKept:
      'Das Gesetz verpflichtet uns, Ihre Rechnungen und Quittungen 10 Jahre aufzubewahren, beschränkt auf Buchungsnummer, Daten, Beträge und Fahrzeug, sowie die Zahlungsreferenzen für den Fall eines Streits.',
    ifNotYou: 'Wenn Sie nichts beantragt haben, ignorieren Sie diese E-Mail: Es wird nichts gelöscht.',
    validUntil: 'Link gültig bis',
    confirm: 'Löschung bestätigen',
  },
};
