import type { OwnerReturnTermsTexts } from './fr.ts';

export const returnTermsDe: OwnerReturnTermsTexts = {
  app: {
    returnTerms: {
      section: 'Rückgabe des Fahrzeugs',
      own: 'Eigene Rückgabebedingungen für dieses Fahrzeug',
      categoryDefaults: 'Standardbedingungen der Plattform für die Kategorie „%{category}“:',
      chooseCategory:
        'Wählen Sie die Kategorie: Ihre Standardbedingungen gelten, solange Sie keine eigenen festlegen.',
      unlimited: 'Unbegrenzte Kilometer',
      includedKmPerDay: 'Inklusivkilometer pro Tag',
      extraKmCents: 'Preis je Mehrkilometer (€)',
      refuelFeeCents: 'Betankungsgebühr (€)',
      lateFeePerHourCents: 'Verspätungsgebühr je angefangene Stunde (€)',
      kmBounds: 'Eine ganze Zahl von 1 bis %{max}',
      feeBounds: 'Ein Betrag von 0 bis %{max} €, auf den Cent genau',
      shownDefault: '%{terms} (Standardwerte der Kategorie)',
      frozen: 'Rückgabebedingungen der Buchung',
      frozenNone: 'Vor den Rückgabebedingungen gebucht: Es wurden keine festgelegt.',
    },
  },
};
