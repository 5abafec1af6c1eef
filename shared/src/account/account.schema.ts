import { z } from 'zod';
import { LANGUAGES } from '../i18n/languages.ts';

/** What registration offers. */
export const USER_TYPES = ['client', 'owner'] as const;
export type UserType = (typeof USER_TYPES)[number];
/** Every kind of account: administrators are created by operators only (`npm run ops -- admin create`). */
export const ACCOUNT_TYPES = [...USER_TYPES, 'admin'] as const;
export type AccountType = (typeof ACCOUNT_TYPES)[number];

/** Registration phone prefixes (spec §3), +33 France by default. */
export const REGISTRATION_PHONE_PREFIXES = [
  { code: '+33', country: 'FR' },
  { code: '+49', country: 'DE' },
  { code: '+34', country: 'ES' },
  { code: '+39', country: 'IT' },
  { code: '+41', country: 'CH' },
  { code: '+32', country: 'BE' },
  { code: '+31', country: 'NL' },
  { code: '+43', country: 'AT' },
  { code: '+351', country: 'PT' },
  { code: '+44', country: 'GB' },
  { code: '+352', country: 'LU' },
  { code: '+377', country: 'MC' },
] as const;

export const USERNAME_PATTERN = /^[\p{L}\p{N}._-]+$/u;
export const PASSWORD_MIN_LENGTH = 6;
/** argon2 works on bytes: a bound keeps a hostile megabyte password from costing the server seconds. */
export const PASSWORD_MAX_LENGTH = 200;

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
  password: z.string().min(PASSWORD_MIN_LENGTH).max(PASSWORD_MAX_LENGTH),
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
  dateOfBirth: z.iso
    .date()
    .nullish()
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
