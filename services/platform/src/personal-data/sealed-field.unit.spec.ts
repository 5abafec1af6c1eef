import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { ERASED } from '@grandtour/shared';
import { erasedValueOf, isSealedField, openField, sealField, subjectOfSealed } from './sealed-field.ts';

const key = randomBytes(32);
const subject = 'user:6f1c2a9e-2b7d-4c1e-9a55-0d3f4b8e7a21';

describe('a personal field sealed in the log', () => {
  it('opens with its subject’s key to the same text, and names its subject', () => {
    const sealed = sealField(key, subject, 'Léa Martin — +33 6 12 34 56 78');
    expect(isSealedField(sealed)).toBe(true);
    expect(sealed).not.toContain('Léa');
    expect(subjectOfSealed(sealed)).toBe(subject);
    expect(openField(key, sealed)).toBe('Léa Martin — +33 6 12 34 56 78');
  });

  it('differs each time the same text is sealed (a fresh iv)', () => {
    expect(sealField(key, subject, 'Léa')).not.toBe(sealField(key, subject, 'Léa'));
  });

  it('does not open with another key, under another subject, or once altered', () => {
    const sealed = sealField(key, subject, 'lea@example.fr');
    expect(openField(randomBytes(32), sealed)).toBeNull();
    const moved = sealed.replace(subject, 'user:someone-else');
    expect(openField(key, moved)).toBeNull();
    const last = sealed.at(-2) === 'A' ? 'B' : 'A';
    expect(openField(key, `${sealed.slice(0, -2)}${last}${sealed.at(-1)}`)).toBeNull();
  });

  it('leaves plain text for what it is (events written before sealing)', () => {
    expect(isSealedField('Léa Martin')).toBe(false);
    expect(subjectOfSealed('Léa Martin')).toBeNull();
    expect(openField(key, 'Léa Martin')).toBeNull();
  });

  it('refuses a subject that is not one', () => {
    expect(() => sealField(key, 'lea@example.fr', 'x')).toThrow(/Not a data subject/);
    expect(() => sealField(key, 'user:', 'x')).toThrow(/Not a data subject/);
  });
});

describe('a field sealed as nullable', () => {
  it('opens the same way and reads as null once erased, where a text field reads as ERASED', () => {
    const sealed = sealField(key, subject, '1990-05-04', { nullWhenErased: true });
    expect(isSealedField(sealed)).toBe(true);
    expect(subjectOfSealed(sealed)).toBe(subject);
    expect(openField(key, sealed)).toBe('1990-05-04');
    expect(erasedValueOf(sealed)).toBeNull();
    expect(erasedValueOf(sealField(key, subject, 'Léa'))).toBe(ERASED);
  });
});
