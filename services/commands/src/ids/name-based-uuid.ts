import { createHash } from 'node:crypto';

/**
 * A UUID named by its parts (version 5-style, SHA-256): the same caller and Idempotency-Key always name the same
 * booking or subscription, so a retry that arrives after a crash converges on it instead of making a second one.
 */
export function nameBasedUuid(...parts: string[]): string {
  return uuidFromDigest(createHash('sha256').update(parts.join('\n')).digest());
}

/**
 * The version 5 layout over the first 16 bytes of a digest. Only the demo seed passes a digest of its own (SHA-1,
 * as its ids were first derived), so that a database seeded before keeps the same streams.
 */
export function uuidFromDigest(digest: Buffer): string {
  const bytes = Buffer.from(digest.subarray(0, 16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x50;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = bytes.toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20, 32)}`;
}
