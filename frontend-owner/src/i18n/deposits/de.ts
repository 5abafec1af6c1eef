import type { OwnerDepositTexts } from './fr.ts';

export const depositsDe: OwnerDepositTexts = {
  app: {
    deposit: {
      title: 'Kaution',
      amount: 'Betrag: %{amount}',
      status: {
        scheduled: 'Wird am %{when} reserviert',
        scheduled_soon: 'Wird kurz vor der Übergabe reserviert',
        held: 'Reserviert bis %{until}',
        failed: 'Von der Bank des Kunden abgelehnt',
        released: 'Freigegeben am %{when}',
        captured: '%{captured} einbehalten',
        waived: 'Sie haben auf die Kaution verzichtet',
        not_required: 'Keine Kaution verlangt',
      },
      column: 'Kaution',
      notSecured: 'Kaution nicht gesichert',
      notSecuredFailed:
        'Die Bank des Kunden hat die Kaution abgelehnt: „%{message}“. Der Kunde hat einen Link erhalten, um eine andere Karte zu verwenden.',
      notSecuredFailedNoMessage:
        'Die Bank des Kunden hat die Kaution abgelehnt. Der Kunde hat einen Link erhalten, um eine andere Karte zu verwenden.',
      notSecuredAtPickup: 'Die Übergabezeit ist gekommen und die Kaution ist noch immer nicht reserviert.',
      waive: 'Auf die Kaution verzichten',
      waiveTitle: 'Auf die Kaution von %{amount} verzichten?',
      waiveContent:
        'Das Fahrzeug kann dann ohne Kaution übergeben werden: Bei einem Schaden ist auf der Karte des Kunden nichts reserviert. Dies ist endgültig.',
      waived: 'Sie haben auf die Kaution verzichtet.',
      pickUp: 'Als übergeben markieren',
      pickUpBlocked: 'Möglich, sobald die Kaution reserviert ist oder Sie darauf verzichten.',
      pickedUp: 'Fahrzeug als übergeben markiert.',
      pickedUpAt: 'Übergeben am %{when}',
    },
    timeline: {
      deposit_held: 'Kaution reserviert',
      deposit_hold_failed: 'Kaution von der Bank abgelehnt',
      deposit_released: 'Kaution freigegeben',
      deposit_captured: 'Kaution einbehalten',
      return_extras: 'Rückgabekosten (Kilometer, Kraftstoff, Verspätung)',
      claim_excess_charged: 'Schäden über die Kaution hinaus, der Karte belastet',
      extras_charged: 'Rückgabekosten der Karte belastet',
      deposit_waived: 'Kaution erlassen',
      picked_up: 'Fahrzeug übergeben',
      payout_scheduled: 'Auszahlung geplant',
      payout_sent: 'Auszahlung gesendet',
      payout_failed: 'Auszahlung fehlgeschlagen',
      payout_cancelled: 'Auszahlung storniert',
    },
  },
};
