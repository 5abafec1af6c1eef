import type { DriverRequirements } from './driver-requirements.ts';
import type { DriverInfo } from './driver.schema.ts';

/** A licence's country, ISO 3166-1 alpha-2, once trimmed and upper-cased. */
export const LICENCE_COUNTRY_PATTERN = /^[A-Z]{2}$/;
/** A licence's number as printed on it, once trimmed and upper-cased: letters, digits, spaces and dashes. */
export const LICENCE_NUMBER_PATTERN = /^[A-Z0-9][A-Z0-9 -]{2,22}[A-Z0-9]$/;

/** Why a driver may not take a car for a rental, the first rule broken (issue 22). */
export const DRIVER_REFUSALS = [
  'driver_birth_date_invalid',
  'driver_licence_dates_invalid',
  'driver_too_young',
  'driver_licence_too_recent',
  'driver_licence_expires_before_return',
] as const;
export type DriverRefusalCode = (typeof DRIVER_REFUSALS)[number];

export interface DriverRefusal {
  code: DriverRefusalCode;
  /** What the car asks, for the message that names it. */
  minAge?: number;
  minLicenceYears?: number;
}

/** Whole years from `from` to `to` (calendar dates, YYYY-MM-DD): a birthday on 29 February counts on 1 March. */
export function fullYearsBetween(from: string, to: string): number {
  const years = Number(to.slice(0, 4)) - Number(from.slice(0, 4));
  return to.slice(5) >= from.slice(5) ? years : years - 1;
}

const OLDEST_DRIVER_YEARS = 120;
/** No licence is issued before this age anywhere (France: 17 with supervised driving, elsewhere 14–16). */
const YOUNGEST_LICENCE_AGE = 14;

/**
 * The driver's refusal for a rental from `startDate` to `endDate`, or null: ages and licence years are counted on the
 * pickup date, and the licence must still be valid on the return date. `today` (in Paris) rules out a birth or an
 * issue in the future. The booking decider enforces it; the API and the form ask it first to say why.
 */
export function driverRefusal(
  driver: DriverInfo,
  requirements: DriverRequirements,
  rental: { startDate: string; endDate: string },
  today: string,
): DriverRefusal | null {
  const { dateOfBirth, licenceIssuedOn, licenceExpiresOn } = driver;
  if (dateOfBirth > today || fullYearsBetween(dateOfBirth, today) > OLDEST_DRIVER_YEARS)
    return { code: 'driver_birth_date_invalid' };
  if (
    licenceIssuedOn > today ||
    licenceExpiresOn <= licenceIssuedOn ||
    fullYearsBetween(dateOfBirth, licenceIssuedOn) < YOUNGEST_LICENCE_AGE
  )
    return { code: 'driver_licence_dates_invalid' };
  if (fullYearsBetween(dateOfBirth, rental.startDate) < requirements.minAge)
    return { code: 'driver_too_young', minAge: requirements.minAge };
  if (fullYearsBetween(licenceIssuedOn, rental.startDate) < requirements.minLicenceYears)
    return { code: 'driver_licence_too_recent', minLicenceYears: requirements.minLicenceYears };
  if (licenceExpiresOn < rental.endDate) return { code: 'driver_licence_expires_before_return' };
  return null;
}
