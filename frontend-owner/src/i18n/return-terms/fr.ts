/** A car's return terms in the back office (issue 23); French is the reference. */
export const returnTermsFr = {
  app: {
    returnTerms: {
      section: 'Retour du véhicule',
      own: 'Conditions de retour propres à ce véhicule',
      categoryDefaults: 'Conditions par défaut de la plateforme pour la catégorie « %{category} » :',
      chooseCategory:
        'Choisissez la catégorie : ses conditions par défaut s’appliquent tant que vous ne fixez pas les vôtres.',
      unlimited: 'Kilométrage illimité',
      includedKmPerDay: 'Kilomètres inclus par jour',
      extraKmCents: 'Prix par km supplémentaire (€)',
      refuelFeeCents: 'Frais de remplissage (€)',
      lateFeePerHourCents: 'Frais de retard par heure entamée (€)',
      kmBounds: 'Un nombre entier de 1 à %{max}',
      feeBounds: 'Un montant de 0 à %{max} €, au centime près',
      shownDefault: '%{terms} (valeurs par défaut de la catégorie)',
      frozen: 'Conditions de retour de la réservation',
      frozenNone: 'Réservation faite avant les conditions de retour : aucune n’a été fixée.',
    },
  },
};

export type OwnerReturnTermsTexts = typeof returnTermsFr;
