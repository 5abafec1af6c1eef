/** The deposit on the back office's bookings and the new steps of the money timeline; French is the reference. */
export const depositsFr = {
  app: {
    deposit: {
      title: 'Caution',
      amount: 'Montant : %{amount}',
      status: {
        scheduled: 'Sera bloquée le %{when}',
        scheduled_soon: 'Sera bloquée peu avant la prise en charge',
        held: 'Bloquée jusqu’au %{until}',
        failed: 'Refusée par la banque du client',
        released: 'Libérée le %{when}',
        captured: '%{captured} prélevés',
        waived: 'Vous avez renoncé à la caution',
        not_required: 'Aucune caution demandée',
      },
      column: 'Caution',
      notSecured: 'Caution non sécurisée',
      notSecuredFailed:
        'La banque du client a refusé la caution : « %{message} ». Le client a reçu un lien pour utiliser une autre carte.',
      notSecuredFailedNoMessage:
        'La banque du client a refusé la caution. Le client a reçu un lien pour utiliser une autre carte.',
      notSecuredAtPickup:
        'L’heure de la prise en charge est arrivée et la caution n’est toujours pas bloquée.',
      waive: 'Renoncer à la caution',
      waiveTitle: 'Renoncer à la caution de %{amount} ?',
      waiveContent:
        'Le véhicule pourra être remis sans caution : en cas de dommage, rien ne sera bloqué sur la carte du client. Ce choix est définitif.',
      waived: 'Vous avez renoncé à la caution.',
      pickUp: 'Marquer comme pris en charge',
      pickUpBlocked: 'Possible une fois la caution bloquée, ou si vous y renoncez.',
      pickedUp: 'Véhicule marqué comme pris en charge.',
      pickedUpAt: 'Pris en charge le %{when}',
    },
    timeline: {
      deposit_held: 'Caution bloquée',
      deposit_hold_failed: 'Caution refusée par la banque',
      deposit_released: 'Caution libérée',
      deposit_captured: 'Caution prélevée',
      return_extras: 'Frais de retour (kilomètres, carburant, retard)',
      claim_excess_charged: 'Dommages au-delà de la caution, débités sur la carte',
      extras_charged: 'Frais de retour débités sur la carte',
      deposit_waived: 'Caution levée',
      picked_up: 'Véhicule pris en charge',
      payout_scheduled: 'Versement programmé',
      payout_sent: 'Versement envoyé',
      payout_failed: 'Versement échoué',
      payout_cancelled: 'Versement annulé',
    },
  },
};

export type OwnerDepositTexts = typeof depositsFr;
