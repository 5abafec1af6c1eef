import type { DriverTexts } from './fr.ts';

export const driversDe: DriverTexts = {
  heading: 'Mietbedingungen',
  minAge: 'Mindestalter des Fahrers',
  years: (count) => `${count} Jahre`,
  licence: 'Führerschein seit',
  licenceYears: (count) =>
    count === 0 ? 'Gültiger Führerschein' : `Mindestens ${count} Jahr${count > 1 ? 'e' : ''}`,
  booking: 'Buchung',
  bookingMode: { instant: 'Sofort', request: 'Auf Anfrage, der Vermieter antwortet binnen 24 Std.' },
  documents: 'Der Hauptfahrer legt einen gültigen Führerschein und einen Ausweis auf seinen Namen vor.',
  badge: (count) => `ab ${count} Jahren`,
  badgeLabel: (count) => `Mindestalter des Fahrers: ${count} Jahre`,
};
