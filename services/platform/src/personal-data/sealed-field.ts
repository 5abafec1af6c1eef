import { ERASED } from '@grandtour/shared';
import { openBytes, sealBytes } from '../secrets/aes-gcm.ts';

/*
 * A personal field as the event log keeps it (decision 99): `pd1:{subject}:{base64url(iv ‖ tag ‖ ciphertext)}`,
 * AES-256-GCM under the data subject's own key with the subject bound as associated data. The value stays a string,
 * and names whose key opens it, so a reader need not know the event's shape. `pd1n:` marks a field that reads as null
 * once erased rather than as the ERASED marker (a date, an optional number kept as text).
 */

const PREFIX = 'pd1:';
const NULLABLE_PREFIX = 'pd1n:';
/** A subject: `user:{id}`, `guest:{uuid}`, `contact:{id}` (letters, digits, `-`, `_`, one `:` kind separator). */
const SUBJECT = /^[a-z]+:[A-Za-z0-9_-]{1,100}$/;

export const isSealedField = (value: unknown): value is string =>
  typeof value === 'string' && (value.startsWith(PREFIX) || value.startsWith(NULLABLE_PREFIX));

const prefixOf = (value: string) => (value.startsWith(NULLABLE_PREFIX) ? NULLABLE_PREFIX : PREFIX);

export function isDataSubject(subject: string): boolean {
  return SUBJECT.test(subject);
}

export function sealField(
  dataKey: Buffer,
  subject: string,
  plain: string,
  options: { nullWhenErased?: boolean } = {},
): string {
  if (!isDataSubject(subject)) throw new Error(`Not a data subject: ${subject}`);
  const sealed = sealBytes(dataKey, Buffer.from(plain, 'utf8'), subject).toString('base64url');
  return `${options.nullWhenErased ? NULLABLE_PREFIX : PREFIX}${subject}:${sealed}`;
}

/** Whose key opens the value, or null when it is not a sealed field. */
export function subjectOfSealed(value: string): string | null {
  if (!isSealedField(value)) return null;
  const body = value.slice(prefixOf(value).length);
  const subject = body.slice(0, body.lastIndexOf(':'));
  return isDataSubject(subject) ? subject : null;
}

/** What the field reads as once its key is gone: the ERASED marker, or null for a field sealed as nullable. */
export const erasedValueOf = (value: string): string | null =>
  value.startsWith(NULLABLE_PREFIX) ? null : ERASED;

/** The plain text, or null when this key does not open it (another subject's key, a tampered value). */
export function openField(dataKey: Buffer, value: string): string | null {
  const subject = subjectOfSealed(value);
  if (!subject) return null;
  const sealed = Buffer.from(value.slice(prefixOf(value).length + subject.length + 1), 'base64url');
  try {
    return openBytes(dataKey, sealed, subject).toString('utf8');
  } catch {
    return null;
  }
}
