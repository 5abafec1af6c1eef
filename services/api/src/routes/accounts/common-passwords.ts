import { dictionary } from '@zxcvbn-ts/language-common';

/**
 * The ~49,000 most common passwords of zxcvbn-ts's maintained list (MIT, shipped in the package: no network), in
 * lower case. Loaded on the server only: the public site never downloads it.
 */
const COMMON_PASSWORDS: ReadonlySet<string> = new Set(dictionary['passwords-common']);

/** Whether a password is on the list, whatever its case or compatibility form ("ＰＡＳＳＷＯＲＤ" is "password"). */
export const isCommonPassword = (password: string) =>
  COMMON_PASSWORDS.has(password.normalize('NFKC').trim().toLowerCase());
