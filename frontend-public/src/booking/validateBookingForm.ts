import { coversTakenDay } from '@grandtour/shared';
import type { BookingField, BookingFormValues } from './bookingFormValues.ts';

export type BookingProblem =
  | 'startDateRequired'
  | 'startInPast'
  | 'pickupTimePassed'
  | 'endDateRequired'
  | 'endBeforeStart'
  | 'periodTaken'
  | 'pickupRequired'
  | 'firstNameRequired'
  | 'lastNameRequired'
  | 'emailInvalid'
  | 'countryCodeRequired'
  | 'phoneRequired'
  | 'phoneInvalid'
  | 'termsRequired'
  | 'streetRequired'
  | 'postcodeInvalid'
  | 'cityRequired';

export type BookingProblems = Partial<Record<BookingField, BookingProblem>>;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;
// What the API accepts after the country code: digits, spaces, dots, dashes and brackets.
const PHONE_NUMBER = /^[\d ().-]{3,19}$/;

const POSTCODE = /^\d{5}$/;

/** Whether the car is brought to or collected from the customer: then the form asks where (decision 56). */
export const isDelivered = (values: Pick<BookingFormValues, 'pickupLocation' | 'dropoffLocation'>) =>
  values.pickupLocation === 'delivery' || (values.dropoffLocation || values.pickupLocation) === 'delivery';

/** The delivery postcode once it is a French one, for the quote's early word on the radius. */
export const quotablePostcode = (values: BookingFormValues) =>
  isDelivered(values) && POSTCODE.test(values.deliveryPostcode.trim())
    ? values.deliveryPostcode.trim()
    : null;

/** Which days a rental can start: not before today (Paris), nor today once its 10:00 pickup has passed. */
export interface BookingCalendar {
  today: string;
  /** `firstPickupDate`: today before 10:00 in Paris, tomorrow after. */
  firstStart: string;
  /** The days the car is already taken, as the availability calendar shows them (decision 57). */
  taken?: ReadonlySet<string>;
}

function dateProblems(values: BookingFormValues, calendar: BookingCalendar): BookingProblems {
  const problems: BookingProblems = {};
  if (!values.startDate) problems.startDate = 'startDateRequired';
  else if (values.startDate < calendar.today) problems.startDate = 'startInPast';
  else if (values.startDate < calendar.firstStart) problems.startDate = 'pickupTimePassed';
  if (!values.endDate) problems.endDate = 'endDateRequired';
  else if (values.startDate && values.endDate < values.startDate) problems.endDate = 'endBeforeStart';
  else if (
    !problems.startDate &&
    calendar.taken &&
    coversTakenDay(calendar.taken, values.startDate, values.endDate)
  )
    problems.endDate = 'periodTaken';
  return problems;
}

/** Spec §5: the booking form's rules, plus those the spec leaves out (dates in order, a pickup still ahead). */
export function validateBookingForm(values: BookingFormValues, calendar: BookingCalendar): BookingProblems {
  const problems = dateProblems(values, calendar);
  if (!values.pickupLocation) problems.pickupLocation = 'pickupRequired';
  if (isDelivered(values)) {
    if (values.deliveryStreet.trim().length < 3) problems.deliveryStreet = 'streetRequired';
    if (!POSTCODE.test(values.deliveryPostcode.trim())) problems.deliveryPostcode = 'postcodeInvalid';
    if (!values.deliveryCity.trim()) problems.deliveryCity = 'cityRequired';
  }
  if (!values.firstName.trim()) problems.firstName = 'firstNameRequired';
  if (!values.lastName.trim()) problems.lastName = 'lastNameRequired';
  if (!EMAIL.test(values.email.trim())) problems.email = 'emailInvalid';
  if (!values.countryCode) problems.countryCode = 'countryCodeRequired';
  const phone = values.phone.trim();
  if (!phone) problems.phone = 'phoneRequired';
  else if (!PHONE_NUMBER.test(phone)) problems.phone = 'phoneInvalid';
  if (!values.acceptTerms) problems.acceptTerms = 'termsRequired';
  return problems;
}

/** The dates to quote, once they make a valid rental. */
export function quotableDates(values: BookingFormValues, calendar: BookingCalendar) {
  const problems = dateProblems(values, calendar);
  if (problems.startDate || problems.endDate) return null;
  return { startDate: values.startDate, endDate: values.endDate };
}
