import { z } from 'zod';

/** An ISO 3166-1 alpha-2 code, upper case ("FR"). */
export const CountryCodeSchema = z.string().regex(/^[A-Z]{2}$/);

/** GET /api/locale: the country the trusted proxy saw, or null when none is configured or it does not know. */
export const LocaleLookupSchema = z.object({ country: CountryCodeSchema.nullable() });
export type LocaleLookup = z.infer<typeof LocaleLookupSchema>;
