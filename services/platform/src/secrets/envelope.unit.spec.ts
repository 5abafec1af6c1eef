import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createEnvelope } from './envelope.ts';

describe('envelope encryption', () => {
  const envelope = createEnvelope(randomBytes(32));
  const file = Buffer.from('%PDF-1.7 the licence of a driver, number 12AB34567');

  it('keeps neither the file nor its key in the clear, and opens for the same context only', () => {
    const sealed = envelope.seal(file, 'driver-1/licence_front');
    expect(sealed.ciphertext.includes(file.subarray(0, 16))).toBe(false);
    expect(sealed.wrappedKey).toHaveLength(12 + 16 + 32);
    expect(envelope.open(sealed, 'driver-1/licence_front')).toEqual(file);
    expect(() => envelope.open(sealed, 'driver-2/licence_front')).toThrow();
  });

  it('uses a new data key for every file', () => {
    const first = envelope.seal(file, 'driver-1/identity');
    const second = envelope.seal(file, 'driver-1/identity');
    expect(first.wrappedKey.equals(second.wrappedKey)).toBe(false);
    expect(first.ciphertext.equals(second.ciphertext)).toBe(false);
  });

  it('does not open under another key-encryption key, nor once tampered with', () => {
    const sealed = envelope.seal(file, 'driver-1/identity');
    expect(() => createEnvelope(randomBytes(32)).open(sealed, 'driver-1/identity')).toThrow();
    const tampered = Buffer.from(sealed.ciphertext);
    tampered[tampered.length - 1]! ^= 1;
    expect(() => envelope.open({ ...sealed, ciphertext: tampered }, 'driver-1/identity')).toThrow();
  });
});
