// Kept apart from the schemas so that a page using them does not load zod.
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
/**
 * Passwords (OWASP ASVS 5 §6.2, decision 51): at least 8 characters, 12 or more recommended, no composition rule;
 * the server also refuses common passwords and the account's own names. Counted in characters (code points).
 */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_RECOMMENDED_LENGTH = 12;
/** argon2 works on bytes: a bound keeps a hostile megabyte password from costing the server seconds. */
export const PASSWORD_MAX_LENGTH = 200;
