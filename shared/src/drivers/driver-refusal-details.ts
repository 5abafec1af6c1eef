import type { DriverRefusal, DriverRefusalCode } from './driver-eligibility.ts';
import type { DriverInfo } from './driver.schema.ts';

/** The form field each refusal is about: where the API names it and the booking form shows it. */
export const DRIVER_REFUSAL_FIELD: Readonly<Record<DriverRefusalCode, keyof DriverInfo>> = {
  driver_birth_date_invalid: 'dateOfBirth',
  driver_licence_dates_invalid: 'licenceIssuedOn',
  driver_too_young: 'dateOfBirth',
  driver_licence_too_recent: 'licenceIssuedOn',
  driver_licence_expires_before_return: 'licenceExpiresOn',
};

/** A refusal's `details` as the API answers it: the field, and the number the car asks (for the message's words). */
export function driverRefusalDetails(refusal: DriverRefusal): {
  field: string;
  minAge?: number;
  minLicenceYears?: number;
} {
  const { code, ...asked } = refusal;
  return { field: `body.driver.${DRIVER_REFUSAL_FIELD[code]}`, ...asked };
}
