import type { BookingField, BookingFormValues } from './bookingFormValues.ts';

export type BookingProblem =
  | 'startDateRequired'
  | 'startInPast'
  | 'endDateRequired'
  | 'endBeforeStart'
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

function dateProblems(values: BookingFormValues, today: string): BookingProblems {
  const problems: BookingProblems = {};
  if (!values.startDate) problems.startDate = 'startDateRequired';
  else if (values.startDate < today) problems.startDate = 'startInPast';
  if (!values.endDate) problems.endDate = 'endDateRequired';
  else if (values.startDate && values.endDate < values.startDate) problems.endDate = 'endBeforeStart';
  return problems;
}

/** Spec §5: the booking form's rules, plus the two the spec leaves out (dates in order, not in the past). */
export function validateBookingForm(values: BookingFormValues, today: string): BookingProblems {
  const problems = dateProblems(values, today);
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
export function quotableDates(values: BookingFormValues, today: string) {
  const problems = dateProblems(values, today);
  if (problems.startDate || problems.endDate) return null;
  return { startDate: values.startDate, endDate: values.endDate };
}
