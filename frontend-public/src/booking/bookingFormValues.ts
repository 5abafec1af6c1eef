import { DEFAULT_COUNTRY_CODE, type PickupOption } from '@grandtour/shared';

export interface BookingFormValues {
  startDate: string;
  endDate: string;
  pickupLocation: PickupOption | '';
  /** Where the car is returned; '' follows the pickup place (the spec's form sends the same place). */
  dropoffLocation: PickupOption | '';
  /** The customer's address, asked only when a leg is delivered (decision 56). */
  deliveryStreet: string;
  deliveryPostcode: string;
  deliveryCity: string;
  firstName: string;
  lastName: string;
  email: string;
  countryCode: string;
  phone: string;
  acceptTerms: boolean;
}

export type BookingField = keyof BookingFormValues;

/** The order of the fields on screen: the first one with a problem gets the focus after a refused submit. */
export const BOOKING_FIELDS: readonly BookingField[] = [
  'startDate',
  'endDate',
  'pickupLocation',
  'dropoffLocation',
  'deliveryStreet',
  'deliveryPostcode',
  'deliveryCity',
  'firstName',
  'lastName',
  'email',
  'countryCode',
  'phone',
  'acceptTerms',
];

export const EMPTY_BOOKING_FORM: BookingFormValues = {
  startDate: '',
  endDate: '',
  pickupLocation: '',
  dropoffLocation: '',
  deliveryStreet: '',
  deliveryPostcode: '',
  deliveryCity: '',
  firstName: '',
  lastName: '',
  email: '',
  countryCode: DEFAULT_COUNTRY_CODE,
  phone: '',
  acceptTerms: false,
};

export const bookingFieldId = (field: BookingField) => `booking-${field}`;
