import { HttpError } from './HttpError.ts';

/** A fresh Idempotency-Key (a UUID v4); `crypto.randomUUID` only exists on secure origins, so it is built here. */
export function newIdempotencyKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/**
 * Whether a call's outcome is final, so that trying again is a new action with a new key. The server keeps its
 * answer to a key, except for server errors and rate limits; a network failure has no answer at all. Those are
 * retried with the same key, so a command that did go through is not run twice.
 */
export function isFinalOutcome(error: unknown): boolean {
  if (!(error instanceof HttpError)) return false;
  if (error.status >= 500 || error.status === 429) return false;
  return error.apiError?.error !== 'idempotency_in_progress';
}
