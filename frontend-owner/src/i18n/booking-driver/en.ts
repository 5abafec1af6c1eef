import type { bookingDriverFr } from './fr.ts';

export const bookingDriverEn: typeof bookingDriverFr = {
  app: {
    bookingDriver: {
      title: 'Main driver',
      none: 'Not asked: booked before the driver was asked for.',
      age: 'Age on the pick-up date: %{age} (born on %{date})',
      licence: 'Licence no. %{number}, issued by: %{country}',
      validity: 'Issued on %{issued}, valid until %{expires}',
      licenceYears: 'Licence held for %{years} years on the pick-up date',
      column: 'Driver',
      verified: 'Verified',
      unverified: 'Not verified',
    },
  },
};
