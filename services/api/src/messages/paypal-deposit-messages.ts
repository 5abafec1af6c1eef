/** The API's words for a deposit held with PayPal (decision 68), in the four languages. */
export const PAYPAL_DEPOSIT_MESSAGES = {
  paypal_deposit_not_paypal: {
    fr: 'Seule une réservation payée avec PayPal peut avoir sa caution bloquée avec PayPal.',
    en: 'Only a booking paid with PayPal can have its deposit held with PayPal.',
    es: 'Solo una reserva pagada con PayPal puede tener su fianza retenida con PayPal.',
    de: 'Nur bei einer mit PayPal bezahlten Buchung kann die Kaution mit PayPal reserviert werden.',
  },
  paypal_deposit_not_needed: {
    fr: 'Cette réservation n’a plus besoin de caution.',
    en: 'This booking no longer needs a deposit.',
    es: 'Esta reserva ya no necesita fianza.',
    de: 'Für diese Buchung ist keine Kaution mehr nötig.',
  },
  paypal_deposit_already_held: {
    fr: 'La caution est déjà bloquée.',
    en: 'The deposit is already held.',
    es: 'La fianza ya está retenida.',
    de: 'Die Kaution ist bereits reserviert.',
  },
  paypal_deposit_not_held: {
    fr: 'Aucune caution PayPal n’est bloquée pour cette réservation.',
    en: 'No PayPal deposit is held for this booking.',
    es: 'No hay ninguna fianza de PayPal retenida para esta reserva.',
    de: 'Für diese Buchung ist keine PayPal-Kaution reserviert.',
  },
  paypal_deposit_order_mismatch: {
    fr: 'Cette commande PayPal ne correspond pas à cette réservation.',
    en: 'This PayPal order is not for this booking.',
    es: 'Este pedido de PayPal no corresponde a esta reserva.',
    de: 'Diese PayPal-Bestellung gehört nicht zu dieser Buchung.',
  },
} as const;
