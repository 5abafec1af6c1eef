import type { Dictionary } from '../i18n/dictionary.ts';
import { bookingFieldId, type BookingFormValues } from './bookingFormValues.ts';
import type { BookingFormState } from './useBookingFormState.ts';

type TextField = Exclude<keyof BookingFormValues, 'acceptTerms' | 'pickupLocation' | 'dropoffLocation'>;

/**
 * The props every text field of the form shares. MUI ties the helper text (the problem) to the input with
 * aria-describedby and marks it aria-invalid.
 */
export function bookingFieldProps(form: BookingFormState, field: TextField, t: Dictionary) {
  const problem = form.shownProblem(field);
  return {
    id: bookingFieldId(field),
    name: field,
    value: form.values[field],
    required: true,
    fullWidth: true,
    error: Boolean(problem),
    helperText: problem ? t.booking.problems[problem] : undefined,
    onChange: (event: { target: { value: string } }) => form.change(field, event.target.value),
    onBlur: () => form.leave(field),
  };
}
