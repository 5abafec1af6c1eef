import type { OwnerReturnTermsTexts } from './fr.ts';

export const returnTermsEn: OwnerReturnTermsTexts = {
  app: {
    returnTerms: {
      section: 'Returning the car',
      own: 'Return terms of this car’s own',
      categoryDefaults: 'The platform’s default terms for the “%{category}” category:',
      chooseCategory: 'Choose the category: its default terms apply until you set your own.',
      unlimited: 'Unlimited mileage',
      includedKmPerDay: 'Kilometres included per day',
      extraKmCents: 'Price per extra km (€)',
      refuelFeeCents: 'Refuelling fee (€)',
      lateFeePerHourCents: 'Late fee per started hour (€)',
      kmBounds: 'A whole number from 1 to %{max}',
      feeBounds: 'An amount from €0 to €%{max}, to the cent',
      shownDefault: '%{terms} (the category’s defaults)',
      frozen: 'Return terms of the booking',
      frozenNone: 'Booked before return terms existed: none were set.',
    },
  },
};
