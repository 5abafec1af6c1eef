import { useCallback } from 'react';
import { useFormState, type FormState } from '../common/useFormState.ts';
import { EMPTY_BOOKING_FORM, type BookingFormValues } from './bookingFormValues.ts';
import { validateBookingForm, type BookingCalendar, type BookingProblem } from './validateBookingForm.ts';

/** The booking form's values and problems; the calendar (in Paris) decides which start dates have passed. */
export function useBookingFormState(calendar: BookingCalendar) {
  const validate = useCallback(
    (values: BookingFormValues) => validateBookingForm(values, calendar),
    [calendar],
  );
  return useFormState(EMPTY_BOOKING_FORM, validate);
}

export type BookingFormState = FormState<BookingFormValues, BookingProblem>;
