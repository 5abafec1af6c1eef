/** A car's return terms (issue 23), on the car page, in the booking form and on the booking. French is the reference. */
export const returnTermsFr = {
  heading: 'Retour du véhicule',
  note: 'Après le retour, hors du total ci-dessus, selon les relevés :',
  label: { kilometres: 'Kilométrage', fuel: 'Carburant', late: 'Retard' },
};

export type ReturnTermsTexts = typeof returnTermsFr;
