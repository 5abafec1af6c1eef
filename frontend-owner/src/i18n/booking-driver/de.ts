import type { bookingDriverFr } from './fr.ts';

export const bookingDriverDe: typeof bookingDriverFr = {
  app: {
    bookingDriver: {
      title: 'Hauptfahrer',
      none: 'Nicht erfragt: gebucht, bevor der Fahrer erfragt wurde.',
      age: 'Alter am Abholtag: %{age} Jahre (geboren am %{date})',
      licence: 'Führerschein Nr. %{number}, ausgestellt von: %{country}',
      validity: 'Ausgestellt am %{issued}, gültig bis %{expires}',
      licenceYears: 'Führerschein seit %{years} Jahren am Abholtag',
      column: 'Fahrer',
      verified: 'Verifiziert',
      unverified: 'Nicht verifiziert',
    },
  },
};
