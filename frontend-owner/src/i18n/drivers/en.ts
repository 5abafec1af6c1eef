import type { OwnerDriverTexts } from './fr.ts';

export const driversEn: OwnerDriverTexts = {
  app: {
    drivers: {
      section: 'Driver',
      minAge: 'Minimum driver age (years)',
      minLicenceYears: 'Minimum years holding a licence',
      platformDefault: 'Platform defaults for the “%{category}” category.',
      chooseCategory: 'Choose the category: its defaults apply until you set your own.',
      ownValues:
        'Your own requirements. The “%{category}” category’s defaults: %{minAge} years old and %{minLicenceYears} years of licence.',
      backToDefault: 'Back to the defaults',
      outOfBounds: 'A whole number from %{min} to %{max}',
      shown: '%{minAge} years old minimum, %{minLicenceYears} years of licence',
      shownDefault:
        '%{minAge} years old minimum, %{minLicenceYears} years of licence (the category’s defaults)',
    },
  },
};
