import type { LanguageCode, PlaceWords } from '@grandtour/shared';

/** Every word the e-mails say, in the four languages of the site. `{name}` placeholders are filled by the renderer. */
export interface EmailTexts {
  locale: string;
  tagline: string;
  greeting: string;
  signature: string;
  footer: string;
  bookingReference: string;
  car: string;
  dates: string;
  days: string;
  pickup: string;
  pickupTime: string;
  rental: string;
  delivery: string;
  serviceFee: string;
  total: string;
  deposit: string;
  paid: string;
  fee: string;
  refund: string;
  noFee: string;
  viewBookings: string;
  /** How a place is named (decision 55): pages put its address after it. */
  pickupPlaces: PlaceWords;
  dropoff: string;
  confirmed: { subject: string; title: string; intro: string; depositNote: string; receipt: string };
  reminder24h: { subject: string; title: string; intro: string; bring: string };
  reminder1h: { subject: string; title: string; intro: string };
  cancelled: { subject: string; title: string; intro: string; refundNote: string };
  changed: {
    subject: string;
    title: string;
    intro: string;
    before: string;
    charged: string;
    refunded: string;
    chargedNote: string;
    refundNote: string;
    remindersNote: string;
    receiptNote: string;
  };
  holdExpired: { subject: string; title: string; intro: string; again: string };
  ownerNewBooking: { subject: string; title: string; intro: string; payout: string; customer: string };
  contactAck: { subject: string; title: string; intro: string; yourMessage: string };
}

const fr: EmailTexts = {
  locale: 'fr-FR',
  tagline: 'Location de voitures de prestige',
  greeting: 'Bonjour {name},',
  signature: 'L’équipe Grand Tour',
  footer: 'Grand Tour · Location de voitures de luxe et d’exception en France',
  bookingReference: 'Réservation',
  car: 'Véhicule',
  dates: 'Dates',
  days: '{days} jour(s)',
  pickup: 'Prise en charge',
  pickupTime: '{date} à {time} (heure de Paris)',
  rental: 'Location',
  delivery: 'Livraison à domicile',
  serviceFee: 'Frais de service (5 %)',
  total: 'Total',
  deposit: 'Caution (non débitée)',
  paid: 'Montant payé',
  fee: 'Frais d’annulation',
  refund: 'Remboursement',
  noFee: 'Aucun frais d’annulation',
  viewBookings: 'Voir mes réservations',
  pickupPlaces: {
    carAddress: 'Adresse du véhicule',
    airport: 'Aéroport',
    station: 'Gare',
    delivery: 'Livraison à domicile',
    parisCentre: 'Paris Centre',
  },
  dropoff: 'Retour',
  confirmed: {
    subject: 'Votre réservation {car} est confirmée',
    title: 'Réservation confirmée',
    intro: 'Votre paiement est reçu et votre {car} vous attend. Voici le récapitulatif de votre réservation.',
    depositNote: 'La caution est bloquée à la prise en charge et restituée au retour du véhicule.',
    receipt: 'Votre reçu est joint à cet e-mail (PDF).',
  },
  reminder24h: {
    subject: 'Demain : votre {car} vous attend',
    title: 'C’est demain',
    intro:
      'Votre location commence demain : {car}. Nous vous attendons au lieu de prise en charge ci-dessous.',
    bring: 'Pensez à votre permis de conduire, une pièce d’identité et la carte utilisée pour la caution.',
  },
  reminder1h: {
    subject: 'Dans une heure : votre {car}',
    title: 'Votre voiture est prête',
    intro: 'Votre {car} vous attend dans une heure au lieu de prise en charge. Bonne route !',
  },
  cancelled: {
    subject: 'Votre réservation {car} est annulée',
    title: 'Réservation annulée',
    intro: 'Votre réservation est annulée : {car}. Voici le détail de ce qui est retenu et remboursé.',
    refundNote:
      'Le remboursement est effectué sur votre moyen de paiement d’origine sous 5 à 10 jours ouvrés.',
  },
  changed: {
    subject: 'Votre réservation {car} est modifiée',
    title: 'Réservation modifiée',
    intro: 'Votre réservation est modifiée : {car}. Voici ses nouvelles conditions.',
    before: 'Auparavant',
    charged: 'Différence débitée',
    refunded: 'Différence remboursée',
    chargedNote: 'La différence est débitée sur le moyen de paiement de votre réservation.',
    refundNote:
      'La différence est remboursée sur votre moyen de paiement d’origine sous 5 à 10 jours ouvrés.',
    remindersNote: 'Vos rappels suivent les nouvelles dates : 24 heures et 1 heure avant la prise en charge.',
    receiptNote: 'Votre reçu, à jour, se télécharge depuis le détail de la réservation.',
  },
  holdExpired: {
    subject: 'Votre réservation {car} n’a pas été finalisée',
    title: 'Réservation expirée',
    intro:
      'Le paiement de votre réservation ({car}) n’a pas été reçu à temps : les dates ont été libérées et rien ne vous a été débité.',
    again: 'Vous pouvez réserver à nouveau à tout moment, si le véhicule est toujours disponible.',
  },
  ownerNewBooking: {
    subject: 'Nouvelle réservation : {car}',
    title: 'Nouvelle réservation',
    intro: 'Votre {car} vient d’être réservée et payée. Voici les détails.',
    payout: 'Votre revenu',
    customer: 'Client',
  },
  contactAck: {
    subject: 'Nous avons bien reçu votre message',
    title: 'Message reçu',
    intro: 'Merci de nous avoir écrit. Notre équipe vous répondra dans les plus brefs délais.',
    yourMessage: 'Votre message :',
  },
};

const en: EmailTexts = {
  locale: 'en-GB',
  tagline: 'Prestige car rental',
  greeting: 'Hello {name},',
  signature: 'The Grand Tour team',
  footer: 'Grand Tour · Luxury and exotic car rental in France',
  bookingReference: 'Booking',
  car: 'Car',
  dates: 'Dates',
  days: '{days} day(s)',
  pickup: 'Pickup',
  pickupTime: '{date} at {time} (Paris time)',
  rental: 'Rental',
  delivery: 'Home delivery',
  serviceFee: 'Service fee (5%)',
  total: 'Total',
  deposit: 'Deposit (not charged)',
  paid: 'Amount paid',
  fee: 'Cancellation fee',
  refund: 'Refund',
  noFee: 'No cancellation fee',
  viewBookings: 'View my bookings',
  pickupPlaces: {
    carAddress: 'The car’s address',
    airport: 'Airport',
    station: 'Station',
    delivery: 'Home delivery',
    parisCentre: 'Central Paris',
  },
  dropoff: 'Return',
  confirmed: {
    subject: 'Your {car} booking is confirmed',
    title: 'Booking confirmed',
    intro: 'We have received your payment and your {car} is waiting for you. Here is your booking summary.',
    depositNote: 'The deposit is held at pickup and released when the car is returned.',
    receipt: 'Your receipt is attached to this e-mail (PDF).',
  },
  reminder24h: {
    subject: 'Tomorrow: your {car} is waiting',
    title: 'See you tomorrow',
    intro: 'Your {car} rental starts tomorrow. We will be waiting for you at the pickup place below.',
    bring: 'Please bring your driving licence, an identity document and the card used for the deposit.',
  },
  reminder1h: {
    subject: 'In one hour: your {car}',
    title: 'Your car is ready',
    intro: 'Your {car} will be ready for you in one hour at the pickup place. Enjoy the drive!',
  },
  cancelled: {
    subject: 'Your {car} booking is cancelled',
    title: 'Booking cancelled',
    intro: 'Your {car} booking is cancelled. Here is what is retained and what is refunded.',
    refundNote: 'The refund goes back to your original payment method within 5 to 10 business days.',
  },
  changed: {
    subject: 'Your {car} booking has changed',
    title: 'Booking changed',
    intro: 'Your {car} booking has been changed. Here are its new terms.',
    before: 'Before',
    charged: 'Difference charged',
    refunded: 'Difference refunded',
    chargedNote: 'The difference is charged to your booking’s payment method.',
    refundNote: 'The difference is refunded to your original payment method within 5 to 10 working days.',
    remindersNote: 'Your reminders follow the new dates: 24 hours and 1 hour before pickup.',
    receiptNote: 'Your up-to-date receipt can be downloaded from the booking’s details.',
  },
  holdExpired: {
    subject: 'Your {car} booking was not completed',
    title: 'Booking expired',
    intro:
      'We did not receive the payment for your {car} booking in time: the dates have been released and you have not been charged.',
    again: 'You can book again at any time if the car is still available.',
  },
  ownerNewBooking: {
    subject: 'New booking: {car}',
    title: 'New booking',
    intro: 'Your {car} has just been booked and paid for. Here are the details.',
    payout: 'Your payout',
    customer: 'Customer',
  },
  contactAck: {
    subject: 'We have received your message',
    title: 'Message received',
    intro: 'Thank you for writing to us. Our team will answer you as soon as possible.',
    yourMessage: 'Your message:',
  },
};

const es: EmailTexts = {
  locale: 'es-ES',
  tagline: 'Alquiler de coches de prestigio',
  greeting: 'Hola, {name}:',
  signature: 'El equipo de Grand Tour',
  footer: 'Grand Tour · Alquiler de coches de lujo y exclusivos en Francia',
  bookingReference: 'Reserva',
  car: 'Vehículo',
  dates: 'Fechas',
  days: '{days} día(s)',
  pickup: 'Recogida',
  pickupTime: '{date} a las {time} (hora de París)',
  rental: 'Alquiler',
  delivery: 'Entrega a domicilio',
  serviceFee: 'Gastos de servicio (5 %)',
  total: 'Total',
  deposit: 'Fianza (no cobrada)',
  paid: 'Importe pagado',
  fee: 'Gastos de cancelación',
  refund: 'Reembolso',
  noFee: 'Sin gastos de cancelación',
  viewBookings: 'Ver mis reservas',
  pickupPlaces: {
    carAddress: 'Dirección del vehículo',
    airport: 'Aeropuerto',
    station: 'Estación',
    delivery: 'Entrega a domicilio',
    parisCentre: 'París Centro',
  },
  dropoff: 'Devolución',
  confirmed: {
    subject: 'Su reserva del {car} está confirmada',
    title: 'Reserva confirmada',
    intro: 'Hemos recibido su pago y su {car} le espera. Este es el resumen de su reserva.',
    depositNote: 'La fianza se bloquea en la recogida y se libera al devolver el vehículo.',
    receipt: 'Su recibo va adjunto a este correo (PDF).',
  },
  reminder24h: {
    subject: 'Mañana: su {car} le espera',
    title: 'Es mañana',
    intro: 'Su alquiler del {car} empieza mañana. Le esperamos en el lugar de recogida indicado abajo.',
    bring: 'No olvide su permiso de conducir, un documento de identidad y la tarjeta de la fianza.',
  },
  reminder1h: {
    subject: 'Dentro de una hora: su {car}',
    title: 'Su coche está listo',
    intro: 'Su {car} le espera dentro de una hora en el lugar de recogida. ¡Buen viaje!',
  },
  cancelled: {
    subject: 'Su reserva del {car} está cancelada',
    title: 'Reserva cancelada',
    intro: 'Su reserva del {car} está cancelada. Este es el detalle de lo retenido y lo reembolsado.',
    refundNote: 'El reembolso se hace en su medio de pago original en un plazo de 5 a 10 días hábiles.',
  },
  changed: {
    subject: 'Su reserva del {car} ha cambiado',
    title: 'Reserva modificada',
    intro: 'Su reserva del {car} ha sido modificada. Estas son sus nuevas condiciones.',
    before: 'Antes',
    charged: 'Diferencia cobrada',
    refunded: 'Diferencia reembolsada',
    chargedNote: 'La diferencia se cobra en el medio de pago de su reserva.',
    refundNote: 'La diferencia se reembolsa en su medio de pago original en un plazo de 5 a 10 días hábiles.',
    remindersNote: 'Sus recordatorios siguen las nuevas fechas: 24 horas y 1 hora antes de la recogida.',
    receiptNote: 'Su recibo actualizado se descarga desde el detalle de la reserva.',
  },
  holdExpired: {
    subject: 'Su reserva del {car} no se completó',
    title: 'Reserva caducada',
    intro:
      'No recibimos a tiempo el pago de su reserva del {car}: las fechas se han liberado y no se le ha cobrado nada.',
    again: 'Puede volver a reservar cuando quiera si el vehículo sigue disponible.',
  },
  ownerNewBooking: {
    subject: 'Nueva reserva: {car}',
    title: 'Nueva reserva',
    intro: 'Su {car} acaba de ser reservado y pagado. Estos son los detalles.',
    payout: 'Sus ingresos',
    customer: 'Cliente',
  },
  contactAck: {
    subject: 'Hemos recibido su mensaje',
    title: 'Mensaje recibido',
    intro: 'Gracias por escribirnos. Nuestro equipo le responderá lo antes posible.',
    yourMessage: 'Su mensaje:',
  },
};

const de: EmailTexts = {
  locale: 'de-DE',
  tagline: 'Vermietung von Prestigefahrzeugen',
  greeting: 'Hallo {name},',
  signature: 'Ihr Grand-Tour-Team',
  footer: 'Grand Tour · Vermietung von Luxus- und Sportwagen in Frankreich',
  bookingReference: 'Buchung',
  car: 'Fahrzeug',
  dates: 'Zeitraum',
  days: '{days} Tag(e)',
  pickup: 'Abholung',
  pickupTime: '{date} um {time} Uhr (Pariser Zeit)',
  rental: 'Miete',
  delivery: 'Lieferung nach Hause',
  serviceFee: 'Servicegebühr (5 %)',
  total: 'Gesamt',
  deposit: 'Kaution (nicht belastet)',
  paid: 'Bezahlter Betrag',
  fee: 'Stornogebühr',
  refund: 'Erstattung',
  noFee: 'Keine Stornogebühr',
  viewBookings: 'Meine Buchungen ansehen',
  pickupPlaces: {
    carAddress: 'Standort des Fahrzeugs',
    airport: 'Flughafen',
    station: 'Bahnhof',
    delivery: 'Lieferung nach Hause',
    parisCentre: 'Paris Zentrum',
  },
  dropoff: 'Rückgabe',
  confirmed: {
    subject: 'Ihre Buchung des {car} ist bestätigt',
    title: 'Buchung bestätigt',
    intro: 'Ihre Zahlung ist eingegangen und Ihr {car} wartet auf Sie. Hier ist die Übersicht Ihrer Buchung.',
    depositNote: 'Die Kaution wird bei der Abholung reserviert und bei der Rückgabe freigegeben.',
    receipt: 'Ihre Quittung ist dieser E-Mail beigefügt (PDF).',
  },
  reminder24h: {
    subject: 'Morgen: Ihr {car} wartet auf Sie',
    title: 'Morgen ist es so weit',
    intro: 'Ihre Miete des {car} beginnt morgen. Wir erwarten Sie am unten genannten Abholort.',
    bring: 'Bitte bringen Sie Ihren Führerschein, einen Ausweis und die Karte für die Kaution mit.',
  },
  reminder1h: {
    subject: 'In einer Stunde: Ihr {car}',
    title: 'Ihr Wagen ist bereit',
    intro: 'Ihr {car} steht in einer Stunde am Abholort für Sie bereit. Gute Fahrt!',
  },
  cancelled: {
    subject: 'Ihre Buchung des {car} ist storniert',
    title: 'Buchung storniert',
    intro: 'Ihre Buchung des {car} ist storniert. Hier sehen Sie, was einbehalten und was erstattet wird.',
    refundNote:
      'Die Erstattung erfolgt innerhalb von 5 bis 10 Werktagen auf Ihr ursprüngliches Zahlungsmittel.',
  },
  changed: {
    subject: 'Ihre Buchung des {car} wurde geändert',
    title: 'Buchung geändert',
    intro: 'Ihre Buchung des {car} wurde geändert. Hier sind die neuen Bedingungen.',
    before: 'Vorher',
    charged: 'Belastete Differenz',
    refunded: 'Erstattete Differenz',
    chargedNote: 'Die Differenz wird dem Zahlungsmittel Ihrer Buchung belastet.',
    refundNote:
      'Die Differenz wird innerhalb von 5 bis 10 Werktagen auf Ihr ursprüngliches Zahlungsmittel erstattet.',
    remindersNote: 'Ihre Erinnerungen folgen den neuen Daten: 24 Stunden und 1 Stunde vor der Übergabe.',
    receiptNote: 'Ihre aktuelle Quittung können Sie in den Buchungsdetails herunterladen.',
  },
  holdExpired: {
    subject: 'Ihre Buchung des {car} wurde nicht abgeschlossen',
    title: 'Buchung abgelaufen',
    intro:
      'Die Zahlung für Ihre Buchung des {car} ist nicht rechtzeitig eingegangen: Die Daten wurden freigegeben, und Ihnen wurde nichts berechnet.',
    again: 'Sie können jederzeit erneut buchen, sofern das Fahrzeug noch verfügbar ist.',
  },
  ownerNewBooking: {
    subject: 'Neue Buchung: {car}',
    title: 'Neue Buchung',
    intro: 'Ihr {car} wurde soeben gebucht und bezahlt. Hier die Einzelheiten.',
    payout: 'Ihr Erlös',
    customer: 'Kunde',
  },
  contactAck: {
    subject: 'Wir haben Ihre Nachricht erhalten',
    title: 'Nachricht erhalten',
    intro: 'Vielen Dank für Ihre Nachricht. Unser Team antwortet Ihnen so bald wie möglich.',
    yourMessage: 'Ihre Nachricht:',
  },
};

export const EMAIL_TEXTS: Readonly<Record<LanguageCode, EmailTexts>> = { fr, en, es, de };
