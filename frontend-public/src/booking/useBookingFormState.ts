import { useCallback } from 'react';
import { useFormState, type FormState } from '../common/useFormState.ts';
import { EMPTY_BOOKING_FORM, type BookingFormValues } from './bookingFormValues.ts';
import { validateBookingForm, type BookingProblem } from './validateBookingForm.ts';

/** The booking form's values and problems; "today" (in Paris) decides which start dates are in the past. */
export function useBookingFormState(today: string) {
  const validate = useCallback((values: BookingFormValues) => validateBookingForm(values, today), [today]);
  return useFormState(EMPTY_BOOKING_FORM, validate);
}

export type BookingFormState = FormState<BookingFormValues, BookingProblem>;
