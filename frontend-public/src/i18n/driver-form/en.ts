import type { DriverFormTexts } from './fr.ts';

export const driverFormEn: DriverFormTexts = {
  legend: 'Main driver',
  intro: 'The person who will drive, as shown on their driving licence.',
  asks: (minAge, minLicenceYears) =>
    `This car requires a driver aged at least ${minAge} who has held a licence for at least ${minLicenceYears} years.`,
  dateOfBirth: 'Date of birth',
  licenceCountry: 'Country that issued the licence',
  licenceNumber: 'Licence number',
  licenceIssuedOn: 'Issue date',
  licenceExpiresOn: 'Expiry date',
  problems: {
    dateOfBirthRequired: 'Enter the driver’s date of birth.',
    licenceCountryRequired: 'Choose the country that issued the licence.',
    licenceNumberInvalid: 'Enter the number printed on the licence (letters and digits).',
    licenceIssuedOnRequired: 'Enter the licence’s issue date.',
    licenceExpiresOnRequired: 'Enter the licence’s expiry date.',
  },
  refusals: {
    driver_birth_date_invalid: () => 'The driver’s date of birth is not possible: please check it.',
    driver_licence_dates_invalid: () =>
      'The licence dates are not possible: the issue date must be in the past, after your 14th birthday, and before the expiry date.',
    driver_too_young: (minAge) => `This car requires a driver aged at least ${minAge} on the pick-up date.`,
    driver_licence_too_recent: (minLicenceYears) =>
      `This car requires a licence held for at least ${minLicenceYears} years on the pick-up date.`,
    driver_licence_expires_before_return: () =>
      'The licence must be valid until the return date: it expires before.',
  },
  shownHeading: 'Main driver',
  licence: (country, number) => `Licence ${number} (${country})`,
  validity: (issued, expires) => `Issued on ${issued}, valid until ${expires}`,
  bornOn: (date) => `Born on ${date}`,
};
