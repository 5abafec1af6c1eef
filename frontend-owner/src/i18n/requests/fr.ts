import type { CancellationReason } from '@grandtour/shared';

/** Request to book in the back office (decision 85): answering, the time left, the timeline; French is the reference. */
export const requestsFr = {
  app: {
    requests: {
      pendingTitle: 'Demandes en attente',
      pendingIntro:
        'Acceptez pour débiter la carte du client et confirmer la réservation ; refusez et rien n’est débité. Sans réponse à temps, la demande expire et les dates sont libérées.',
      dates: '%{start} – %{end}',
      payout: 'Votre versement : %{amount}',
      total: 'payé par le client : %{amount}',
      seeBooking: 'Voir la réservation',
      accept: 'Accepter',
      decline: 'Refuser',
      accepted: 'Demande acceptée : la réservation est confirmée et le client débité.',
      declined: 'Demande refusée : rien n’a été débité, le client est prévenu et les dates sont libérées.',
      answeredAccepted: 'Demande de %{customer} acceptée : réservation confirmée (%{car}).',
      answeredDeclined: 'Demande de %{customer} refusée : rien n’a été débité.',
      timeLeft: {
        hoursMinutes: 'Il reste %{hours} h %{minutes} min',
        underAnHour: 'Il reste moins d’une heure',
        overdue: 'Délai écoulé : la demande va expirer',
      },
      declineTitle: 'Refuser la demande de %{customer} ?',
      declineContent:
        'Rien ne sera débité et les dates seront libérées. Vous pouvez expliquer votre refus au client (facultatif).',
      declineMessage: 'Message au client (facultatif)',
      declineCount: '%{count} / %{max} caractères',
      cancel: 'Annuler',
      confirmDecline: 'Refuser la demande',
      panelTitle: 'Demande de réservation',
      respondBy: 'À accepter avant le %{when}',
      status: {
        awaiting_payment: 'En attente du paiement du client',
        awaiting_owner: 'En attente de votre réponse',
        accepted: 'Acceptée',
        declined: 'Refusée',
        expired: 'Expirée sans réponse : les dates ont été libérées',
        withdrawn: 'Retirée par le client avant votre réponse',
      },
      respondedAt: 'Répondu le %{when}',
      yourMessage: 'Votre message au client : « %{message} »',
      chip: 'Demande',
    },
    timeline: {
      cancelledNothingCharged: 'Réservation annulée : rien n’a été débité',
      payment_authorised: 'Paiement autorisé : rien n’est débité avant votre réponse',
      request_accepted: 'Demande acceptée',
      request_declined: 'Demande refusée',
      request_expired: 'Demande expirée sans réponse',
      authorisation_voided: 'Autorisation de paiement annulée : rien n’a été débité',
      reason: 'motif : %{reason}',
    },
    cancellationReasons: {
      customer: 'annulée par le client',
      hold_expired: 'paiement non reçu à temps',
      schedule_conflict: 'dates déjà prises',
      payment_after_cancellation: 'paiement arrivé après l’annulation',
      driver_rejected: 'documents du conducteur refusés',
      request_declined: 'demande refusée',
      request_expired: 'demande expirée sans réponse',
      authorisation_lapsed: 'autorisation de paiement expirée avant le débit',
    } satisfies Record<CancellationReason, string>,
    bookingMode: {
      legend: 'Mode de réservation',
      instant: 'Réservation instantanée',
      instantHelp: 'Les clients réservent ce véhicule instantanément.',
      request: 'Sur demande',
      requestHelp:
        'Vous avez %{hours} h pour accepter chaque demande ; sans réponse, elle expire et les dates sont libérées.',
      shownRequest: 'sur demande',
    },
  },
};

export type OwnerRequestTexts = typeof requestsFr;
