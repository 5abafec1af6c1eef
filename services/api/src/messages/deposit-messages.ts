/** The API's words for the car's deposit (decision 68), in the four languages. */
export const DEPOSIT_MESSAGES = {
  deposit_not_needed: {
    fr: 'Cette réservation n’a plus besoin de caution.',
    en: 'This booking no longer needs a deposit.',
    es: 'Esta reserva ya no necesita fianza.',
    de: 'Diese Buchung benötigt keine Kaution mehr.',
  },
  deposit_already_held: {
    fr: 'La caution est déjà bloquée sur votre carte.',
    en: 'The deposit is already held on your card.',
    es: 'La fianza ya está retenida en su tarjeta.',
    de: 'Die Kaution ist bereits auf Ihrer Karte reserviert.',
  },
  deposit_hold_not_found: {
    fr: 'Cette autorisation de caution est introuvable pour cette réservation.',
    en: 'This deposit authorisation was not found for this booking.',
    es: 'No se encontró esta autorización de fianza para esta reserva.',
    de: 'Diese Kautionsautorisierung wurde für diese Buchung nicht gefunden.',
  },
  deposit_hold_closed: {
    fr: 'Cette autorisation de caution est déjà levée ou encaissée : recommencez avec une nouvelle carte.',
    en: 'This deposit authorisation has already been released or captured: start again with a new card.',
    es: 'Esta autorización de fianza ya se liberó o se cobró: vuelva a empezar con una nueva tarjeta.',
    de: 'Diese Kautionsautorisierung wurde bereits freigegeben oder eingezogen: Beginnen Sie mit einer neuen Karte.',
  },
  deposit_hold_not_authorised: {
    fr: 'La carte n’a pas autorisé la caution. Essayez une autre carte.',
    en: 'The card has not authorised the deposit. Try another card.',
    es: 'La tarjeta no ha autorizado la fianza. Pruebe con otra tarjeta.',
    de: 'Die Karte hat die Kaution nicht autorisiert. Versuchen Sie eine andere Karte.',
  },
  deposit_not_secured: {
    fr: 'La caution n’est pas garantie : elle doit être bloquée ou levée par vous avant la remise du véhicule.',
    en: 'The deposit is not secured: it must be held, or waived by you, before the car is handed over.',
    es: 'La fianza no está garantizada: debe estar retenida, o usted debe renunciar a ella, antes de entregar el vehículo.',
    de: 'Die Kaution ist nicht gesichert: Sie muss reserviert sein oder von Ihnen erlassen werden, bevor das Fahrzeug übergeben wird.',
  },
  deposit_not_waivable: {
    fr: 'La caution ne peut plus être levée pour cette réservation.',
    en: 'The deposit can no longer be waived for this booking.',
    es: 'Ya no se puede renunciar a la fianza de esta reserva.',
    de: 'Auf die Kaution kann für diese Buchung nicht mehr verzichtet werden.',
  },
  deposit_not_held: {
    fr: 'Aucune caution n’est bloquée pour cette réservation.',
    en: 'No deposit is held for this booking.',
    es: 'No hay ninguna fianza retenida para esta reserva.',
    de: 'Für diese Buchung ist keine Kaution reserviert.',
  },
  capture_exceeds_hold: {
    fr: 'Le montant prélevé ne peut pas dépasser la caution bloquée.',
    en: 'The amount captured cannot exceed the deposit held.',
    es: 'El importe cobrado no puede superar la fianza retenida.',
    de: 'Der eingezogene Betrag darf die reservierte Kaution nicht übersteigen.',
  },
  booking_not_pickable: {
    fr: 'Seule une réservation confirmée peut être remise au client.',
    en: 'Only a confirmed booking can be handed over.',
    es: 'Solo se puede entregar una reserva confirmada.',
    de: 'Nur eine bestätigte Buchung kann übergeben werden.',
  },
  pickup_too_early: {
    fr: 'La location n’a pas encore commencé : le véhicule se remet le premier jour.',
    en: 'The rental has not started yet: the car is handed over on its first day.',
    es: 'El alquiler aún no ha empezado: el vehículo se entrega el primer día.',
    de: 'Die Miete hat noch nicht begonnen: Das Fahrzeug wird am ersten Tag übergeben.',
  },
} as const;
