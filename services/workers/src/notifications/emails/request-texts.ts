import type { LanguageCode } from '@grandtour/shared';

/**
 * The e-mails of a request to book (decision 85). `{car}` is the car's name, `{respondBy}` when the owner's answer is
 * due (date and time in Paris), `{hours}` the hours left, `{customer}` the customer's name.
 */
export interface RequestTexts {
  sent: { subject: string; title: string; intro: string; authorised: string };
  ownerNew: {
    subject: string;
    title: string;
    intro: string;
    action: string;
    customer: string;
    payout: string;
  };
  ownerReminder: { subject: string; title: string; intro: string };
  declined: { subject: string; title: string; intro: string; ownerSaid: string };
  expired: { subject: string; title: string; intro: string };
  lapsed: { subject: string; title: string; intro: string };
  nothingCharged: string;
  ownerExpired: { subject: string; title: string; intro: string };
  ownerLapsed: { subject: string; title: string; intro: string };
  respondBy: string;
  answer: string;
  searchAgain: string;
}

export const REQUEST_TEXTS: Readonly<Record<LanguageCode, RequestTexts>> = {
  fr: {
    sent: {
      subject: 'Demande envoyée : {car}',
      title: 'Votre demande est entre les mains du propriétaire',
      intro:
        'Votre demande de réservation pour {car} a été transmise. Le propriétaire a jusqu’au {respondBy} pour répondre.',
      authorised:
        'Le montant est autorisé sur votre moyen de paiement mais vous ne serez débité que si le propriétaire accepte. Sans réponse, la demande expire et l’autorisation est levée.',
    },
    ownerNew: {
      subject: 'Nouvelle demande de réservation : {car}',
      title: 'Une demande attend votre réponse',
      intro: '{customer} souhaite louer votre {car}. Acceptez ou refusez avant le {respondBy}.',
      action: 'Sans réponse, la demande expire, rien n’est débité et les dates sont libérées.',
      customer: 'Client',
      payout: 'Votre part',
    },
    ownerReminder: {
      subject: 'Plus que {hours} h pour répondre : {car}',
      title: 'Une demande attend toujours votre réponse',
      intro:
        'La demande de {customer} pour votre {car} expire le {respondBy}. Acceptez-la ou refusez-la d’ici là.',
    },
    declined: {
      subject: 'Demande refusée : {car}',
      title: 'Le propriétaire n’a pas pu accepter votre demande',
      intro: 'Le propriétaire de {car} a refusé votre demande de réservation.',
      ownerSaid: 'Son message : « {message} »',
    },
    expired: {
      subject: 'Demande expirée : {car}',
      title: 'Votre demande a expiré',
      intro: 'Le propriétaire de {car} n’a pas répondu à temps : votre demande a expiré.',
    },
    lapsed: {
      subject: 'Demande annulée : {car}',
      title: 'Votre demande n’a pas pu aboutir',
      intro:
        'Le propriétaire de {car} a accepté votre demande, mais le paiement autorisé n’a pas pu être encaissé : la demande est annulée.',
    },
    nothingCharged: 'Rien ne vous a été débité et l’autorisation sur votre moyen de paiement est levée.',
    ownerExpired: {
      subject: 'Demande expirée : {car}',
      title: 'Une demande a expiré sans réponse',
      intro:
        'Vous n’avez pas répondu à temps à la demande de {customer} pour votre {car} : elle a expiré et les dates sont de nouveau libres.',
    },
    ownerLapsed: {
      subject: 'Demande annulée : {car}',
      title: 'Le paiement n’a pas pu être encaissé',
      intro:
        'Vous avez accepté la demande de {customer} pour votre {car}, mais le paiement autorisé n’a pas pu être encaissé : la demande est annulée et les dates sont libérées.',
    },
    respondBy: 'Réponse attendue avant le',
    answer: 'Répondre à la demande',
    searchAgain: 'Trouver un autre véhicule',
  },
  en: {
    sent: {
      subject: 'Request sent: {car}',
      title: 'Your request is with the owner',
      intro: 'Your booking request for {car} has been passed on. The owner has until {respondBy} to answer.',
      authorised:
        'The amount is authorised on your means of payment, but you will only be charged if the owner accepts. Without an answer, the request expires and the authorisation is released.',
    },
    ownerNew: {
      subject: 'New booking request: {car}',
      title: 'A request is waiting for your answer',
      intro: '{customer} would like to rent your {car}. Accept or decline before {respondBy}.',
      action: 'Without an answer, the request expires, nothing is charged and the dates are freed.',
      customer: 'Customer',
      payout: 'Your share',
    },
    ownerReminder: {
      subject: 'Only {hours} h left to answer: {car}',
      title: 'A request is still waiting for your answer',
      intro: '{customer}’s request for your {car} expires on {respondBy}. Accept or decline it before then.',
    },
    declined: {
      subject: 'Request declined: {car}',
      title: 'The owner could not accept your request',
      intro: 'The owner of {car} declined your booking request.',
      ownerSaid: 'Their message: “{message}”',
    },
    expired: {
      subject: 'Request expired: {car}',
      title: 'Your request has expired',
      intro: 'The owner of {car} did not answer in time: your request has expired.',
    },
    lapsed: {
      subject: 'Request cancelled: {car}',
      title: 'Your request could not go through',
      intro:
        'The owner of {car} accepted your request, but the authorised payment could not be captured: the request is cancelled.',
    },
    nothingCharged: 'Nothing was charged and the authorisation on your means of payment is released.',
    ownerExpired: {
      subject: 'Request expired: {car}',
      title: 'A request expired without an answer',
      intro:
        'You did not answer {customer}’s request for your {car} in time: it has expired and the dates are free again.',
    },
    ownerLapsed: {
      subject: 'Request cancelled: {car}',
      title: 'The payment could not be captured',
      intro:
        'You accepted {customer}’s request for your {car}, but the authorised payment could not be captured: the request is cancelled and the dates are freed.',
    },
    respondBy: 'Answer due before',
    answer: 'Answer the request',
    searchAgain: 'Find another car',
  },
  es: {
    sent: {
      subject: 'Solicitud enviada: {car}',
      title: 'Su solicitud está en manos del propietario',
      intro:
        'Su solicitud de reserva para {car} ha sido enviada. El propietario tiene hasta el {respondBy} para responder.',
      authorised:
        'El importe está autorizado en su medio de pago, pero solo se le cobrará si el propietario acepta. Sin respuesta, la solicitud caduca y la autorización se libera.',
    },
    ownerNew: {
      subject: 'Nueva solicitud de reserva: {car}',
      title: 'Una solicitud espera su respuesta',
      intro: '{customer} desea alquilar su {car}. Acepte o rechace antes del {respondBy}.',
      action: 'Sin respuesta, la solicitud caduca, no se cobra nada y las fechas quedan libres.',
      customer: 'Cliente',
      payout: 'Su parte',
    },
    ownerReminder: {
      subject: 'Solo quedan {hours} h para responder: {car}',
      title: 'Una solicitud sigue esperando su respuesta',
      intro: 'La solicitud de {customer} para su {car} caduca el {respondBy}. Acéptela o recházela antes.',
    },
    declined: {
      subject: 'Solicitud rechazada: {car}',
      title: 'El propietario no ha podido aceptar su solicitud',
      intro: 'El propietario de {car} ha rechazado su solicitud de reserva.',
      ownerSaid: 'Su mensaje: «{message}»',
    },
    expired: {
      subject: 'Solicitud caducada: {car}',
      title: 'Su solicitud ha caducado',
      intro: 'El propietario de {car} no respondió a tiempo: su solicitud ha caducado.',
    },
    lapsed: {
      subject: 'Solicitud cancelada: {car}',
      title: 'Su solicitud no ha podido completarse',
      intro:
        'El propietario de {car} aceptó su solicitud, pero no se pudo cobrar el pago autorizado: la solicitud se cancela.',
    },
    nothingCharged: 'No se le ha cobrado nada y la autorización en su medio de pago se ha liberado.',
    ownerExpired: {
      subject: 'Solicitud caducada: {car}',
      title: 'Una solicitud caducó sin respuesta',
      intro:
        'No respondió a tiempo a la solicitud de {customer} para su {car}: ha caducado y las fechas vuelven a estar libres.',
    },
    ownerLapsed: {
      subject: 'Solicitud cancelada: {car}',
      title: 'No se pudo cobrar el pago',
      intro:
        'Aceptó la solicitud de {customer} para su {car}, pero no se pudo cobrar el pago autorizado: la solicitud se cancela y las fechas quedan libres.',
    },
    respondBy: 'Respuesta antes del',
    answer: 'Responder a la solicitud',
    searchAgain: 'Buscar otro vehículo',
  },
  de: {
    sent: {
      subject: 'Anfrage gesendet: {car}',
      title: 'Ihre Anfrage liegt beim Vermieter',
      intro:
        'Ihre Buchungsanfrage für {car} wurde übermittelt. Der Vermieter hat bis {respondBy} Zeit zu antworten.',
      authorised:
        'Der Betrag ist auf Ihrem Zahlungsmittel autorisiert, abgebucht wird er aber nur, wenn der Vermieter annimmt. Ohne Antwort läuft die Anfrage ab und die Autorisierung wird aufgehoben.',
    },
    ownerNew: {
      subject: 'Neue Buchungsanfrage: {car}',
      title: 'Eine Anfrage wartet auf Ihre Antwort',
      intro: '{customer} möchte Ihren {car} mieten. Nehmen Sie bis {respondBy} an oder lehnen Sie ab.',
      action: 'Ohne Antwort läuft die Anfrage ab, es wird nichts abgebucht und die Daten werden frei.',
      customer: 'Kunde',
      payout: 'Ihr Anteil',
    },
    ownerReminder: {
      subject: 'Nur noch {hours} Std. zum Antworten: {car}',
      title: 'Eine Anfrage wartet noch auf Ihre Antwort',
      intro:
        'Die Anfrage von {customer} für Ihren {car} läuft am {respondBy} ab. Nehmen Sie sie bis dahin an oder lehnen Sie sie ab.',
    },
    declined: {
      subject: 'Anfrage abgelehnt: {car}',
      title: 'Der Vermieter konnte Ihre Anfrage nicht annehmen',
      intro: 'Der Vermieter von {car} hat Ihre Buchungsanfrage abgelehnt.',
      ownerSaid: 'Seine Nachricht: „{message}“',
    },
    expired: {
      subject: 'Anfrage abgelaufen: {car}',
      title: 'Ihre Anfrage ist abgelaufen',
      intro: 'Der Vermieter von {car} hat nicht rechtzeitig geantwortet: Ihre Anfrage ist abgelaufen.',
    },
    lapsed: {
      subject: 'Anfrage storniert: {car}',
      title: 'Ihre Anfrage konnte nicht abgeschlossen werden',
      intro:
        'Der Vermieter von {car} hat Ihre Anfrage angenommen, aber die autorisierte Zahlung konnte nicht eingezogen werden: Die Anfrage ist storniert.',
    },
    nothingCharged:
      'Es wurde nichts abgebucht, und die Autorisierung auf Ihrem Zahlungsmittel ist aufgehoben.',
    ownerExpired: {
      subject: 'Anfrage abgelaufen: {car}',
      title: 'Eine Anfrage ist ohne Antwort abgelaufen',
      intro:
        'Sie haben nicht rechtzeitig auf die Anfrage von {customer} für Ihren {car} geantwortet: Sie ist abgelaufen, die Daten sind wieder frei.',
    },
    ownerLapsed: {
      subject: 'Anfrage storniert: {car}',
      title: 'Die Zahlung konnte nicht eingezogen werden',
      intro:
        'Sie haben die Anfrage von {customer} für Ihren {car} angenommen, aber die autorisierte Zahlung konnte nicht eingezogen werden: Die Anfrage ist storniert, die Daten sind frei.',
    },
    respondBy: 'Antwort fällig bis',
    answer: 'Auf die Anfrage antworten',
    searchAgain: 'Ein anderes Fahrzeug finden',
  },
};
