/** The commission of the owner's plan on the back office's figures (decision 0080); French is the reference. */
export const commissionFr = {
  app: {
    commission: {
      gross: 'Brut (votre part)',
      rate: 'Commission %{rate}',
      none: 'Aucune commission (réservation antérieure aux commissions)',
      net: 'Votre net',
      cardDetails: 'Commission : %{commission} · Net : %{net}',
      revenueHint:
        'Revenus bruts du mois (heure de Paris) : versements des réservations confirmées ce mois-ci, moins ceux repris par une annulation, plus votre part des frais d’annulation retenus. La commission est celle des versements programmés ce mois-ci.',
      revenueSummary:
        '%{total} bruts sur 12 mois, dont %{current} ce mois-ci ; %{net} nets après %{commission} de commission',
      commissionColumn: 'Commission',
      netColumn: 'Net',
    },
  },
  resources: {
    bookings: {
      fields: {
        'earnings.netCents': 'Votre net',
      },
    },
  },
};
export type OwnerCommissionTexts = typeof commissionFr;
