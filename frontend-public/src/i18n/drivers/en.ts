import type { DriverTexts } from './fr.ts';

export const driversEn: DriverTexts = {
  heading: 'Rental conditions',
  minAge: 'Minimum driver age',
  years: (count) => `${count} years old`,
  licence: 'Licence held for',
  licenceYears: (count) =>
    count === 0 ? 'A valid licence' : `At least ${count} year${count > 1 ? 's' : ''}`,
  booking: 'Booking',
  bookingMode: { instant: 'Instant', request: 'On request, the owner answers within 24 h' },
  documents: 'The main driver shows a valid driving licence and an ID in their own name.',
  badge: (count) => `Min. age ${count}`,
  badgeLabel: (count) => `Minimum driver age: ${count} years old`,
};
