import { DEFAULT_DRIVER_REQUIREMENTS, DRIVER_REFUSALS, LANGUAGES } from '@grandtour/shared';
import { describe, expect, it } from 'vitest';
import { DRIVER_MESSAGES } from '../../../services/api/src/messages/driver-messages.ts';
import { driverFormDe } from '../i18n/driver-form/de.ts';
import { driverFormEn } from '../i18n/driver-form/en.ts';
import { driverFormEs } from '../i18n/driver-form/es.ts';
import { driverFormFr } from '../i18n/driver-form/fr.ts';
import { EMPTY_DRIVER_FORM, type DriverFormValues } from './driverFormValues.ts';
import { driverProblemText, validateDriver } from './validateDriver.ts';

const supercar = DEFAULT_DRIVER_REQUIREMENTS.supercar;
const check = {
  requirements: supercar,
  today: '2026-11-26',
  rental: { startDate: '2027-03-10', endDate: '2027-03-13' },
};
const driver: DriverFormValues = {
  dateOfBirth: '1990-05-04',
  licenceCountry: 'FR',
  licenceNumber: '12ab34567',
  licenceIssuedOn: '2010-06-01',
  licenceExpiresOn: '2033-06-01',
};

describe('the booking form’s main driver (issue 22)', () => {
  it('asks every field, France chosen already', () => {
    expect(validateDriver(EMPTY_DRIVER_FORM, check)).toEqual({
      dateOfBirth: 'dateOfBirthRequired',
      licenceNumber: 'licenceNumberInvalid',
      licenceIssuedOn: 'licenceIssuedOnRequired',
      licenceExpiresOn: 'licenceExpiresOnRequired',
    });
    expect(validateDriver(driver, check)).toEqual({});
    expect(validateDriver({ ...driver, licenceNumber: '<b>' }, check)).toEqual({
      licenceNumber: 'licenceNumberInvalid',
    });
  });

  it('puts the rule’s refusal on the field it is about, once the rental’s dates are chosen', () => {
    const young = { ...driver, dateOfBirth: '2002-03-11', licenceIssuedOn: '2020-01-01' };
    expect(validateDriver(young, check)).toEqual({ dateOfBirth: 'driver_too_young' });
    expect(validateDriver(young, { ...check, rental: null })).toEqual({});
    expect(validateDriver({ ...driver, licenceIssuedOn: '2024-03-11' }, check)).toEqual({
      licenceIssuedOn: 'driver_licence_too_recent',
    });
    expect(validateDriver({ ...driver, licenceExpiresOn: '2027-03-12' }, check)).toEqual({
      licenceExpiresOn: 'driver_licence_expires_before_return',
    });
  });

  it('says the API’s own words, with the number the car asks, in the four languages', () => {
    const texts = { fr: driverFormFr, en: driverFormEn, es: driverFormEs, de: driverFormDe };
    for (const language of LANGUAGES)
      for (const code of DRIVER_REFUSALS) {
        const api = DRIVER_MESSAGES[code][language]
          .replace('{minAge}', String(supercar.minAge))
          .replace('{minLicenceYears}', String(supercar.minLicenceYears));
        expect(driverProblemText(code, supercar, texts[language])).toBe(api);
      }
    expect(driverProblemText('driver_too_young', supercar, driverFormFr)).toBe(
      'Ce véhicule exige un conducteur d’au moins 25 ans le jour de la prise en charge.',
    );
  });
});
