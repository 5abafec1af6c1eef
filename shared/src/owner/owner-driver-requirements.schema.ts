import { z } from 'zod';
import {
  BOOKING_MODES,
  MAX_REQUIRED_DRIVER_AGE,
  MAX_REQUIRED_LICENCE_YEARS,
  MIN_DRIVER_AGE,
} from '../drivers/driver-requirements.ts';

/** Issues that name the API's error code, so the owner reads which bounds apply (see the API's error handler). */
const outOfBounds = { params: { apiCode: 'driver_requirements_invalid' } } as const;

// The bounds are checked by the refinement alone, so a value out of them is one issue, naming its message; the
// description still documents them (and lets the API's hostile-input walk send a value within them).
const wholeBetween = (min: number, max: number) =>
  z
    .int()
    .refine((value) => value >= min && value <= max, {
      error: `Expected a whole number from ${min} to ${max}`,
      ...outOfBounds,
    })
    .meta({ minimum: min, maximum: max, description: `A whole number from ${min} to ${max}` });

/**
 * A car's driver requirements as the back office sends them (issue 22): the bounds of `DriverRequirementsSchema`,
 * with their own message; the booking mode is instant when not sent (the car decider refuses request to book until
 * it exists).
 */
export const OwnerDriverRequirementsSchema = z.strictObject({
  minAge: wholeBetween(MIN_DRIVER_AGE, MAX_REQUIRED_DRIVER_AGE),
  minLicenceYears: wholeBetween(0, MAX_REQUIRED_LICENCE_YEARS),
  bookingMode: z.enum(BOOKING_MODES).default('instant'),
});
