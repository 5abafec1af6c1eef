/** The PayPal deposit button (decision 68); French is the reference for en, es and de. */
export const paypalDepositFr = {
  title: 'Caution avec PayPal',
  explanation: (amount: string) =>
    `${amount} sont bloqués sur votre compte PayPal, pas débités : ils sont libérés 48 heures après le retour si rien n’est réclamé.`,
  approve: 'Bloquer la caution avec PayPal',
  approving: 'Blocage en cours…',
  demoBanner: 'Mode démo : aucun compte PayPal n’est utilisé, l’accord est simulé ici même.',
  held: (amount: string) => `Caution de ${amount} bloquée avec PayPal.`,
  failed: 'PayPal n’a pas pu bloquer la caution. Réessayez, ou choisissez une carte.',
  unavailable: 'PayPal est indisponible pour le moment. Réessayez dans quelques instants.',
};

export type PayPalDepositTexts = typeof paypalDepositFr;
