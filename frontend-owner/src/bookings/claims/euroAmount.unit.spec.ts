import { describe, expect, it } from 'vitest';
import { centsFromEuros } from './euroAmount.ts';

describe('an amount in euros as typed', () => {
  it('reads French, English and German ways of writing it', () => {
    expect(centsFromEuros('1 250,50')).toBe(125_050);
    expect(centsFromEuros('1\u202f250,5')).toBe(125_050);
    expect(centsFromEuros('1,250.50')).toBe(125_050);
    expect(centsFromEuros('1.250,50')).toBe(125_050);
    expect(centsFromEuros('80 €')).toBe(8_000);
    expect(centsFromEuros('1.250')).toBe(125_000);
    expect(centsFromEuros('0')).toBe(0);
  });

  it('refuses what is not an amount', () => {
    for (const text of ['', 'abc', '-5', '12,5,', '3.14159', '1 2a'])
      expect(centsFromEuros(text), text).toBeNull();
  });
});
