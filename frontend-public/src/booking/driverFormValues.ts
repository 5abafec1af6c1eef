import type { DriverInfo } from '@grandtour/shared';

/** The main driver's fields as typed (issue 22): the API's own names, so a refusal's field is the form's. */
export type DriverFormValues = Record<keyof DriverInfo, string>;
export type DriverField = keyof DriverFormValues;

/** The order of the fields on screen: the first one with a problem gets the focus after a refused submit. */
export const DRIVER_FIELDS: readonly DriverField[] = [
  'dateOfBirth',
  'licenceCountry',
  'licenceNumber',
  'licenceIssuedOn',
  'licenceExpiresOn',
];

/** Most of the site's drivers hold a French licence: France is chosen first. */
export const EMPTY_DRIVER_FORM: DriverFormValues = {
  dateOfBirth: '',
  licenceCountry: 'FR',
  licenceNumber: '',
  licenceIssuedOn: '',
  licenceExpiresOn: '',
};

export const driverFieldId = (field: DriverField) => `booking-driver-${field}`;

/** The driver as the API takes it: the number in capitals, as `DriverInfoSchema` normalises it. */
export const driverInfoOf = (values: DriverFormValues): DriverInfo => ({
  ...values,
  licenceCountry: values.licenceCountry.trim().toUpperCase(),
  licenceNumber: values.licenceNumber.trim().toUpperCase(),
});
