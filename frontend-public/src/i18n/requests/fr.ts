/**
 * Request to book (decision 85), on the customer's side: the booking form, the payment pages, the reservations; in
 * the booking section's chunks (t.requests). French is the reference.
 */
export const requestsFr = {
  mode: 'Réservation sur demande',
  submit: 'Envoyer la demande',
  submitting: 'Envoi de la demande…',
  authorise: 'Autoriser le paiement',
  authorising: 'Autorisation…',
  note: (hours: number) =>
    `Vous ne serez débité que si le propriétaire accepte. Il a ${hours} h pour répondre.`,
  sent: {
    documentTitle: 'Demande envoyée — Grand Tour',
    title: 'Demande envoyée',
    amountAuthorised: 'Montant autorisé',
    emailNotice: 'Vous recevrez un e-mail dès que le propriétaire aura répondu.',
    viewBooking: 'Suivre ma demande',
  },
  status: {
    awaiting_owner: 'En attente du propriétaire',
    declined: 'Refusée',
    expired: 'Expirée',
    withdrawn: 'Retirée',
    lapsed: 'Annulée',
  },
  awaiting: (date: string) => `En attente de la réponse du propriétaire — réponse au plus tard le ${date}`,
  awaitingSoon: 'En attente de la réponse du propriétaire',
  declined: 'Demande refusée par le propriétaire',
  declineMessage: 'Message du propriétaire',
  expired: 'Demande expirée : le propriétaire n’a pas répondu à temps. Rien ne vous a été débité.',
  withdrawn:
    'Demande retirée : vous l’avez annulée avant la réponse du propriétaire. Rien ne vous a été débité.',
  lapsed:
    'Le propriétaire avait accepté, mais l’autorisation de paiement n’était plus valable : la réservation est annulée et rien ne vous a été débité.',
  nothingCharged: 'Rien ne vous a été débité : l’autorisation de paiement est levée.',
  withdraw: 'Retirer la demande',
};

export type RequestTexts = typeof requestsFr;
