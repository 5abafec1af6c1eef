import { describe, expect, it } from 'vitest';
import { integerFromDatabase, nullableIntegerFromDatabase } from './postgres-integers.ts';

describe('integers read from PostgreSQL', () => {
  it('takes int8 as text, as a BigInt or as a number, exactly up to 2^53', () => {
    expect(integerFromDatabase('2700045000')).toBe(2_700_045_000);
    expect(integerFromDatabase(-2_700_045_000n)).toBe(-2_700_045_000);
    expect(integerFromDatabase(42)).toBe(42);
    expect(integerFromDatabase(String(Number.MAX_SAFE_INTEGER))).toBe(Number.MAX_SAFE_INTEGER);
    expect(nullableIntegerFromDatabase(null)).toBeNull();
  });

  it('refuses what it could only round, and what is not an integer', () => {
    for (const value of ['9007199254740993', 2n ** 53n + 1n, '12.5', '', 'abc', null, undefined, {}])
      expect(() => integerFromDatabase(value)).toThrow(RangeError);
  });
});
