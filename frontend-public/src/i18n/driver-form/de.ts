import type { DriverFormTexts } from './fr.ts';

export const driverFormDe: DriverFormTexts = {
  legend: 'Hauptfahrer',
  intro: 'Die Person, die fahren wird, wie auf ihrem Führerschein angegeben.',
  asks: (minAge, minLicenceYears) =>
    `Dieses Fahrzeug verlangt einen Fahrer ab ${minAge} Jahren, der seit mindestens ${minLicenceYears} Jahren einen Führerschein besitzt.`,
  dateOfBirth: 'Geburtsdatum',
  licenceCountry: 'Ausstellungsland des Führerscheins',
  licenceNumber: 'Führerscheinnummer',
  licenceIssuedOn: 'Ausstellungsdatum',
  licenceExpiresOn: 'Ablaufdatum',
  problems: {
    dateOfBirthRequired: 'Geben Sie das Geburtsdatum des Fahrers an.',
    licenceCountryRequired: 'Wählen Sie das Land, das den Führerschein ausgestellt hat.',
    licenceNumberInvalid: 'Geben Sie die auf dem Führerschein gedruckte Nummer an (Buchstaben und Ziffern).',
    licenceIssuedOnRequired: 'Geben Sie das Ausstellungsdatum des Führerscheins an.',
    licenceExpiresOnRequired: 'Geben Sie das Ablaufdatum des Führerscheins an.',
  },
  refusals: {
    driver_birth_date_invalid: () => 'Das Geburtsdatum des Fahrers ist nicht möglich: Bitte prüfen Sie es.',
    driver_licence_dates_invalid: () =>
      'Die Daten des Führerscheins sind nicht möglich: Das Ausstellungsdatum muss in der Vergangenheit, nach Ihrem 14. Geburtstag und vor dem Ablaufdatum liegen.',
    driver_too_young: (minAge) =>
      `Dieses Fahrzeug verlangt einen Fahrer, der am Abholtag mindestens ${minAge} Jahre alt ist.`,
    driver_licence_too_recent: (minLicenceYears) =>
      `Dieses Fahrzeug verlangt einen Führerschein, der am Abholtag seit mindestens ${minLicenceYears} Jahren besteht.`,
    driver_licence_expires_before_return: () =>
      'Der Führerschein muss bis zum Rückgabetag gültig sein: Er läuft vorher ab.',
  },
  shownHeading: 'Hauptfahrer',
  licence: (country, number) => `Führerschein ${number} (${country})`,
  validity: (issued, expires) => `Ausgestellt am ${issued}, gültig bis ${expires}`,
  bornOn: (date) => `Geboren am ${date}`,
};
