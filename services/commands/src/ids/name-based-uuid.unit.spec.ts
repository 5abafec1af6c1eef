import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { nameBasedUuid, uuidFromDigest } from './name-based-uuid.ts';

describe('name-based UUIDs', () => {
  it('names the same parts with the same version 5-style UUID, other parts with another', () => {
    const id = nameBasedUuid('booking', 'user-1', 'key-1');
    expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-5[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(nameBasedUuid('booking', 'user-1', 'key-1')).toBe(id);
    expect(nameBasedUuid('booking', 'user-1', 'key-2')).not.toBe(id);
  });

  it('keeps the ids first derived: a notification, a seeded owner', () => {
    // As notificationIdFor and the seed's stableUuid computed them before they shared this generator.
    expect(nameBasedUuid('notification', 'event-1:confirmation')).toBe(
      legacy(createHash('sha256').update('notification\nevent-1:confirmation').digest('hex')),
    );
    expect(uuidFromDigest(createHash('sha1').update('grand-tour:owner:elysee').digest())).toBe(
      legacy(createHash('sha1').update('grand-tour:owner:elysee').digest('hex')),
    );
  });
});

/** The seed's former layout, written on hexadecimal digits. */
function legacy(digestHex: string): string {
  const hex = digestHex.slice(0, 32).split('');
  hex[12] = '5';
  hex[16] = ((parseInt(hex[16]!, 16) & 0x3) | 0x8).toString(16);
  const h = hex.join('');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`;
}
