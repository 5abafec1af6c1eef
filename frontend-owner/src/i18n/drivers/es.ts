import type { OwnerDriverTexts } from './fr.ts';

export const driversEs: OwnerDriverTexts = {
  app: {
    drivers: {
      section: 'Conductor',
      minAge: 'Edad mínima del conductor (años)',
      minLicenceYears: 'Antigüedad mínima del permiso (años)',
      platformDefault: 'Valores predeterminados de la plataforma para la categoría «%{category}».',
      chooseCategory:
        'Elija la categoría: sus valores predeterminados se aplican mientras no fije los suyos.',
      ownValues:
        'Sus propios requisitos. Predeterminados para la categoría «%{category}»: %{minAge} años y %{minLicenceYears} años de permiso.',
      backToDefault: 'Volver a los valores predeterminados',
      outOfBounds: 'Un número entero de %{min} a %{max}',
      shown: '%{minAge} años como mínimo, %{minLicenceYears} años de permiso',
      shownDefault:
        '%{minAge} años como mínimo, %{minLicenceYears} años de permiso (valores predeterminados de la categoría)',
    },
  },
};
