import { useCallback } from 'react';
import { useFormState, type FormState } from '../common/useFormState.ts';
import { EMPTY_BOOKING_FORM, type BookingFormValues } from './bookingFormValues.ts';
import { validateBookingForm, type BookingCalendar, type BookingProblem } from './validateBookingForm.ts';

/**
 * The booking form's values and problems; the calendar (in Paris) decides which start dates have passed and which
 * are taken. `initial` may carry a trip chosen elsewhere (compare).
 */
export function useBookingFormState(
  calendar: BookingCalendar,
  initial: BookingFormValues = EMPTY_BOOKING_FORM,
) {
  const validate = useCallback(
    (values: BookingFormValues) => validateBookingForm(values, calendar),
    [calendar],
  );
  return useFormState(initial, validate);
}

export type BookingFormState = FormState<BookingFormValues, BookingProblem>;
