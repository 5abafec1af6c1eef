import { useCallback, useMemo, useState } from 'react';
import { EMPTY_BOOKING_FORM, type BookingField, type BookingFormValues } from './bookingFormValues.ts';
import { validateBookingForm } from './validateBookingForm.ts';

/**
 * The form's values and problems. A problem shows once its field was left (blur) or a submit was attempted, so
 * nobody is scolded for a field they have not reached yet.
 */
export function useBookingFormState(today: string) {
  const [values, setValues] = useState<BookingFormValues>(EMPTY_BOOKING_FORM);
  const [visited, setVisited] = useState<ReadonlySet<BookingField>>(() => new Set());
  const [submitAttempted, setSubmitAttempted] = useState(false);
  const problems = useMemo(() => validateBookingForm(values, today), [values, today]);

  const change = useCallback(
    <F extends BookingField>(field: F, value: BookingFormValues[F]) =>
      setValues((current) => ({ ...current, [field]: value })),
    [],
  );
  const leave = useCallback(
    (field: BookingField) =>
      setVisited((current) => (current.has(field) ? current : new Set(current).add(field))),
    [],
  );
  const shownProblem = (field: BookingField) =>
    submitAttempted || visited.has(field) ? problems[field] : undefined;

  return {
    values,
    problems,
    change,
    leave,
    shownProblem,
    submitAttempted,
    attemptSubmit: () => setSubmitAttempted(true),
  };
}

export type BookingFormState = ReturnType<typeof useBookingFormState>;
