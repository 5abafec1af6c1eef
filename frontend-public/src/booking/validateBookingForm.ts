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
  | 'termsRequired';

export type BookingProblems = Partial<Record<BookingField, BookingProblem>>;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;
// What the API accepts after the country code: digits, spaces, dots, dashes and brackets.
const PHONE_NUMBER = /^[\d ().-]{3,19}$/;

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
