import { z } from 'zod';
import {
  BOOKING_MODES,
  MAX_REQUIRED_DRIVER_AGE,
  MAX_REQUIRED_LICENCE_YEARS,
  MIN_DRIVER_AGE,
  type DriverRequirements,
} from './driver-requirements.ts';

/** What a car asks of its main driver, and how it is booked. Apart from the rules, so pages need no zod for them. */
export const DriverRequirementsSchema = z.strictObject({
  minAge: z.number().int().min(MIN_DRIVER_AGE).max(MAX_REQUIRED_DRIVER_AGE),
  minLicenceYears: z.number().int().min(0).max(MAX_REQUIRED_LICENCE_YEARS),
  bookingMode: z.enum(BOOKING_MODES),
}) satisfies z.ZodType<DriverRequirements>;
