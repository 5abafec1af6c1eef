import { z } from 'zod';
import { LANGUAGES } from '../i18n/languages.ts';
import {
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  PASSWORD_RECOMMENDED_LENGTH,
  ACCOUNT_TYPES,
  USER_TYPES,
  USERNAME_PATTERN,
} from './account.constants.ts';
import { CalendarDateSchema } from '../time/calendar-date.ts';

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .transform((value) => (value === '' ? null : value))
    .nullish()
    .transform((value) => value ?? null);

/** `POST /api/register` (spec §5 rules; the optional fields may be empty). */
export const RegisterRequestSchema = z.strictObject({
  username: z.string().trim().min(3).max(50).regex(USERNAME_PATTERN, 'Letters, digits, . _ - only'),
  // Checked by the server's password policy, which names the reason in the caller's language (decision 51).
  password: z
    .string()
    .describe(
      `At least ${PASSWORD_MIN_LENGTH} characters (${PASSWORD_RECOMMENDED_LENGTH} or more recommended), at most ` +
        `${PASSWORD_MAX_LENGTH}; not only spaces, not a common password, not the username, e-mail address or name`,
    ),
  firstName: z.string().trim().min(1).max(100),
  lastName: z.string().trim().min(1).max(100),
  email: z.email().max(254),
  userType: z.enum(USER_TYPES).default('client'),
  phone: z
    .string()
    .trim()
    .regex(/^(\+\d{1,4}[\d ().-]{4,20})?$/, 'Expected a country code and a phone number')
    .nullish()
    .transform((value) => (value ? value : null)),
  address: optionalText(200),
  city: optionalText(100),
  country: optionalText(100),
  zipCode: optionalText(20),
  dateOfBirth: CalendarDateSchema.nullish()
    .or(z.literal('').transform(() => null))
    .transform((value) => value ?? null),
  drivingLicenseNumber: optionalText(50),
  language: z.enum(LANGUAGES).optional(),
});
export type RegisterRequest = z.infer<typeof RegisterRequestSchema>;

/** `POST /api/login`: a username or an e-mail address, and the password. */
export const LoginRequestSchema = z.strictObject({
  identifier: z.string().trim().min(1).max(254),
  password: z.string().min(1).max(PASSWORD_MAX_LENGTH),
});
export type LoginRequest = z.infer<typeof LoginRequestSchema>;

/** The signed-in account as the API shows it: never the password hash. */
export const AccountSchema = z.object({
  id: z.uuid(),
  username: z.string(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  phone: z.string().nullable(),
  userType: z.enum(ACCOUNT_TYPES),
  address: z.string().nullable(),
  city: z.string().nullable(),
  country: z.string().nullable(),
  zipCode: z.string().nullable(),
  language: z.enum(LANGUAGES),
  createdAt: z.iso.datetime({ offset: true }),
});
export type Account = z.infer<typeof AccountSchema>;

export const AccountResponseSchema = z.object({ user: AccountSchema });
export type AccountResponse = z.infer<typeof AccountResponseSchema>;

/** `GET /api/me`: the signed-in account, or null for a visitor (not a 401, which browsers log as an error). */
export const MeResponseSchema = z.object({ user: AccountSchema.nullable() });
export type MeResponse = z.infer<typeof MeResponseSchema>;
