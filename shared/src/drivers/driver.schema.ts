import { z } from 'zod';
import { CalendarDateSchema } from '../time/calendar-date.ts';
import { LICENCE_COUNTRY_PATTERN, LICENCE_NUMBER_PATTERN } from './driver-eligibility.ts';

/**
 * The main driver as the booking form asks for them (issue 22): date of birth, and the driving licence's country
 * (ISO 3166-1 alpha-2), number, issue and expiry dates. Dates go through the one calendar-date check.
 */
export const DriverInfoSchema = z.strictObject({
  dateOfBirth: CalendarDateSchema,
  licenceCountry: z
    .string()
    .trim()
    .toUpperCase()
    .regex(LICENCE_COUNTRY_PATTERN, 'Expected a country code such as FR'),
  licenceNumber: z
    .string()
    .trim()
    .toUpperCase()
    .regex(LICENCE_NUMBER_PATTERN, 'Expected the number printed on the licence'),
  licenceIssuedOn: CalendarDateSchema,
  licenceExpiresOn: CalendarDateSchema,
});
export type DriverInfo = z.infer<typeof DriverInfoSchema>;
