/** A car's driver requirements in the back office (issue 22); French is the reference. */
export const driversFr = {
  app: {
    drivers: {
      section: 'Conducteur',
      minAge: 'Âge minimum du conducteur (ans)',
      minLicenceYears: 'Ancienneté minimum du permis (ans)',
      platformDefault: 'Valeurs par défaut de la plateforme pour la catégorie « %{category} ».',
      chooseCategory:
        'Choisissez la catégorie : ses valeurs par défaut s’appliquent tant que vous ne fixez pas les vôtres.',
      ownValues:
        'Vos propres conditions. Par défaut pour la catégorie « %{category} » : %{minAge} ans et %{minLicenceYears} ans de permis.',
      backToDefault: 'Revenir aux valeurs par défaut',
      outOfBounds: 'Un nombre entier de %{min} à %{max}',
      shown: '%{minAge} ans minimum, %{minLicenceYears} ans de permis',
      shownDefault:
        '%{minAge} ans minimum, %{minLicenceYears} ans de permis (valeurs par défaut de la catégorie)',
    },
  },
};

export type OwnerDriverTexts = typeof driversFr;
