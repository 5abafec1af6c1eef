import { createHash } from 'node:crypto';

/**
 * A UUID named by its parts (version 5-style, SHA-256): the same caller and Idempotency-Key always name the same
 * booking or subscription, so a retry that arrives after a crash converges on it instead of making a second one.
 */
export function nameBasedUuid(...parts: string[]): string {
  const bytes = createHash('sha256').update(parts.join('\n')).digest();
  bytes[6] = (bytes[6]! & 0x0f) | 0x50;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = bytes.subarray(0, 16).toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20, 32)}`;
}
