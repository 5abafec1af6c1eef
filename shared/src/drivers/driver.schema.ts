import { z } from 'zod';
import { CalendarDateSchema } from '../time/calendar-date.ts';

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
    .regex(/^[A-Z]{2}$/, 'Expected a country code such as FR'),
  licenceNumber: z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^[A-Z0-9][A-Z0-9 -]{2,22}[A-Z0-9]$/, 'Expected the number printed on the licence'),
  licenceIssuedOn: CalendarDateSchema,
  licenceExpiresOn: CalendarDateSchema,
});
export type DriverInfo = z.infer<typeof DriverInfoSchema>;
