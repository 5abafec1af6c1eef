/** The API's words for requests to book (decision 85), in the four languages. */
export const BOOKING_REQUEST_MESSAGES = {
  request_not_pending: {
    fr: 'Cette demande n’attend plus de réponse : elle a déjà été acceptée, refusée, annulée ou elle a expiré.',
    en: 'This request is no longer waiting for an answer: it was already accepted, declined, cancelled, or it expired.',
    es: 'Esta solicitud ya no espera respuesta: ya fue aceptada, rechazada, cancelada o ha caducado.',
    de: 'Diese Anfrage wartet nicht mehr auf eine Antwort: Sie wurde bereits angenommen, abgelehnt, storniert oder ist abgelaufen.',
  },
  booking_not_a_request: {
    fr: 'Cette réservation n’est pas une demande : elle se confirme au paiement.',
    en: 'This booking is not a request: it is confirmed on payment.',
    es: 'Esta reserva no es una solicitud: se confirma con el pago.',
    de: 'Diese Buchung ist keine Anfrage: Sie wird mit der Zahlung bestätigt.',
  },
  request_not_accepted: {
    fr: 'Le propriétaire n’a pas encore accepté cette demande : rien ne peut être débité.',
    en: 'The owner has not accepted this request yet: nothing can be charged.',
    es: 'El propietario aún no ha aceptado esta solicitud: no se puede cobrar nada.',
    de: 'Der Vermieter hat diese Anfrage noch nicht angenommen: Es kann nichts abgebucht werden.',
  },
  request_authorisation_lapsed: {
    fr: 'Le paiement autorisé par le client n’a pas pu être encaissé : la demande est annulée et rien n’a été débité.',
    en: 'The payment the customer authorised could not be captured: the request is cancelled and nothing was charged.',
    es: 'No se pudo cobrar el pago autorizado por el cliente: la solicitud se cancela y no se ha cobrado nada.',
    de: 'Die vom Kunden autorisierte Zahlung konnte nicht eingezogen werden: Die Anfrage ist storniert, es wurde nichts abgebucht.',
  },
} as const;
