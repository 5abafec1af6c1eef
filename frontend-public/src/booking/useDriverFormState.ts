import { useCallback } from 'react';
import { useFormState, type FormState } from '../common/useFormState.ts';
import { EMPTY_DRIVER_FORM, type DriverFormValues } from './driverFormValues.ts';
import { validateDriver, type DriverCheck, type DriverProblem } from './validateDriver.ts';

/** The main driver's values and problems, checked against the car's requirements over the rental's dates. */
export function useDriverFormState({ requirements, today, rental }: DriverCheck) {
  const startDate = rental?.startDate;
  const endDate = rental?.endDate;
  const validate = useCallback(
    (values: DriverFormValues) =>
      validateDriver(values, {
        requirements,
        today,
        rental: startDate && endDate ? { startDate, endDate } : null,
      }),
    [requirements, today, startDate, endDate],
  );
  return useFormState(EMPTY_DRIVER_FORM, validate);
}

export type DriverFormState = FormState<DriverFormValues, DriverProblem>;
