import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@grandtour/shared';
import { isCommonPassword } from './common-passwords.ts';

/** Why a password is refused: each is an API message code, worded in the four languages (account-messages.ts). */
export type PasswordProblem =
  | 'password_blank'
  | 'password_too_short'
  | 'password_too_long'
  | 'password_matches_account'
  | 'password_too_common';

/** What the account is known by: a password equal to any of these is guessed first. */
export interface PasswordOwner {
  username: string;
  email: string;
  firstName?: string;
  lastName?: string;
}

/** The site's own name: the first word an attacker tries on it. */
const SITE_WORDS = ['Grand Tour'];

/** Spaces, invisible format characters (zero-width space, BOM…): what a blank password is made of. */
const INVISIBLE = /[\s\p{Cf}]/gu;
/** For comparing with the account's names: case, compatibility forms, spaces and punctuation do not count. */
const comparable = (text: string) =>
  text
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[\s\p{P}\p{S}\p{Cf}]/gu, '');

/**
 * The password rules, in one place, for every way a password is set (registration, `npm run ops -- admin create`,
 * and any future change of password): OWASP ASVS 5 §6.2 (decision 51). Any character is allowed and no composition
 * is required; a password is refused when it is blank, shorter than the minimum (characters, not UTF-16 units),
 * longer than the maximum, one of the most common passwords, or the account's own username, e-mail address (or its
 * part before the @), name, or the site's name. The first problem found is the one named.
 */
export function passwordProblem(
  password: string,
  owner: PasswordOwner,
  { minLength = PASSWORD_MIN_LENGTH }: { minLength?: number } = {},
): PasswordProblem | null {
  if (password.replace(INVISIBLE, '') === '') return 'password_blank';
  const length = [...password].length;
  if (length < minLength) return 'password_too_short';
  if (length > PASSWORD_MAX_LENGTH) return 'password_too_long';
  const at = owner.email.lastIndexOf('@');
  const localPart = at > 0 ? owner.email.slice(0, at) : '';
  const { firstName = '', lastName = '' } = owner;
  const names = [firstName, lastName, `${firstName}${lastName}`, `${lastName}${firstName}`];
  const known = [owner.username, owner.email, localPart, ...names, ...SITE_WORDS]
    .map(comparable)
    .filter((word) => word !== '');
  if (known.includes(comparable(password))) return 'password_matches_account';
  if (isCommonPassword(password)) return 'password_too_common';
  return null;
}
