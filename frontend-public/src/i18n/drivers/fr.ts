/** What a car asks of its main driver (issue 22), on the car page and the search card. French is the reference. */
export const driversFr = {
  heading: 'Conditions de location',
  minAge: 'Âge minimum du conducteur',
  years: (count: number) => `${count} ans`,
  licence: 'Ancienneté du permis',
  licenceYears: (count: number) =>
    count === 0 ? 'Permis en cours de validité' : `${count} an${count > 1 ? 's' : ''} minimum`,
  booking: 'Réservation',
  bookingMode: { instant: 'Instantanée', request: 'Sur demande, réponse du propriétaire sous 24 h' },
  documents:
    'Le conducteur principal présente un permis de conduire valide et une pièce d’identité à son nom.',
  badge: (count: number) => `${count} ans min.`,
  badgeLabel: (count: number) => `Âge minimum du conducteur : ${count} ans`,
};

export type DriverTexts = typeof driversFr;
