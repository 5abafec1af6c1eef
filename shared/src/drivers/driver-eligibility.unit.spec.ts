import { describe, expect, it } from 'vitest';
import { driverRefusal, fullYearsBetween } from './driver-eligibility.ts';
import { DEFAULT_DRIVER_REQUIREMENTS, driverRequirementsOf } from './driver-requirements.ts';
import { DriverInfoSchema, type DriverInfo } from './driver.schema.ts';

const supercar = DEFAULT_DRIVER_REQUIREMENTS.supercar; // 25 years old, 3 years of licence
const today = '2026-11-26';
const rental = { startDate: '2027-03-10', endDate: '2027-03-14' };
const driver: DriverInfo = {
  dateOfBirth: '1990-05-04',
  licenceCountry: 'FR',
  licenceNumber: '12AB34567',
  licenceIssuedOn: '2010-06-01',
  licenceExpiresOn: '2033-06-01',
};

describe('full years between two dates', () => {
  it('counts a year only once its day has come, and a 29 February birthday on 1 March', () => {
    expect(fullYearsBetween('2002-03-10', '2027-03-09')).toBe(24);
    expect(fullYearsBetween('2002-03-10', '2027-03-10')).toBe(25);
    expect(fullYearsBetween('2004-02-29', '2029-02-28')).toBe(24);
    expect(fullYearsBetween('2004-02-29', '2029-03-01')).toBe(25);
  });
});

describe('whether a driver may take a car (issue 22)', () => {
  it('accepts a driver who meets every requirement', () => {
    expect(driverRefusal(driver, supercar, rental, today)).toBeNull();
  });

  it('counts the age on the pickup date, not today: 25 on the pickup day is old enough, the day before is not', () => {
    const turns25OnPickup = { ...driver, dateOfBirth: '2002-03-10', licenceIssuedOn: '2020-01-01' };
    expect(driverRefusal(turns25OnPickup, supercar, rental, today)).toBeNull();
    const turns25After = { ...turns25OnPickup, dateOfBirth: '2002-03-11' };
    expect(driverRefusal(turns25After, supercar, rental, today)).toEqual({
      code: 'driver_too_young',
      minAge: 25,
    });
  });

  it('counts the licence years on the pickup date', () => {
    expect(driverRefusal({ ...driver, licenceIssuedOn: '2024-03-10' }, supercar, rental, today)).toBeNull();
    expect(driverRefusal({ ...driver, licenceIssuedOn: '2024-03-11' }, supercar, rental, today)).toEqual({
      code: 'driver_licence_too_recent',
      minLicenceYears: 3,
    });
  });

  it('wants the licence valid until the return date', () => {
    expect(driverRefusal({ ...driver, licenceExpiresOn: '2027-03-14' }, supercar, rental, today)).toBeNull();
    expect(driverRefusal({ ...driver, licenceExpiresOn: '2027-03-13' }, supercar, rental, today)).toEqual({
      code: 'driver_licence_expires_before_return',
    });
  });

  it('refuses dates no real driver has: born in the future or 121 years ago, a licence before 14 or after today', () => {
    const refusalOf = (changes: Partial<DriverInfo>) =>
      driverRefusal({ ...driver, ...changes }, supercar, rental, today)?.code;
    expect(refusalOf({ dateOfBirth: '2026-11-27' })).toBe('driver_birth_date_invalid');
    expect(refusalOf({ dateOfBirth: '1905-11-25' })).toBe('driver_birth_date_invalid');
    expect(refusalOf({ licenceIssuedOn: '2026-11-27' })).toBe('driver_licence_dates_invalid');
    expect(refusalOf({ licenceIssuedOn: '2004-05-03' })).toBe('driver_licence_dates_invalid');
    expect(refusalOf({ licenceExpiresOn: '2010-06-01' })).toBe('driver_licence_dates_invalid');
  });

  it('takes the category defaults where the owner set none, and the owner’s own otherwise', () => {
    expect(driverRequirementsOf('supercar', null)).toEqual({
      minAge: 25,
      minLicenceYears: 3,
      bookingMode: 'instant',
    });
    const own = { minAge: 30, minLicenceYears: 5, bookingMode: 'request' as const };
    expect(driverRequirementsOf('suv', own)).toBe(own);
  });
});

describe('the driver as the booking form sends it', () => {
  it('normalises the country and number, and refuses dates that do not exist', () => {
    expect(
      DriverInfoSchema.parse({ ...driver, licenceCountry: ' fr ', licenceNumber: ' 12ab34567 ' }),
    ).toMatchObject({ licenceCountry: 'FR', licenceNumber: '12AB34567' });
    expect(DriverInfoSchema.safeParse({ ...driver, dateOfBirth: '1990-02-30' }).success).toBe(false);
    expect(DriverInfoSchema.safeParse({ ...driver, licenceCountry: 'France' }).success).toBe(false);
    expect(DriverInfoSchema.safeParse({ ...driver, licenceNumber: '<script>' }).success).toBe(false);
    expect(DriverInfoSchema.safeParse({ ...driver, extra: 1 }).success).toBe(false);
  });
});
