import type { OwnerDriverTexts } from './fr.ts';

export const driversDe: OwnerDriverTexts = {
  app: {
    drivers: {
      section: 'Fahrer',
      minAge: 'Mindestalter des Fahrers (Jahre)',
      minLicenceYears: 'Mindestdauer des Führerscheinbesitzes (Jahre)',
      platformDefault: 'Standardwerte der Plattform für die Kategorie „%{category}“.',
      chooseCategory: 'Wählen Sie die Kategorie: Ihre Standardwerte gelten, bis Sie eigene festlegen.',
      ownValues:
        'Ihre eigenen Anforderungen. Standard der Kategorie „%{category}“: %{minAge} Jahre und %{minLicenceYears} Jahre Führerschein.',
      backToDefault: 'Zurück zu den Standardwerten',
      outOfBounds: 'Eine ganze Zahl von %{min} bis %{max}',
      shown: 'Mindestens %{minAge} Jahre, %{minLicenceYears} Jahre Führerschein',
      shownDefault:
        'Mindestens %{minAge} Jahre, %{minLicenceYears} Jahre Führerschein (Standard der Kategorie)',
    },
  },
};
