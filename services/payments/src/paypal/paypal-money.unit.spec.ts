import { describe, expect, it } from 'vitest';
import { toCents, toPayPalValue } from './paypal-money.ts';

describe('PayPal amounts', () => {
  it('writes cents as a two-decimal string', () => {
    expect(toPayPalValue(12_345)).toBe('123.45');
    expect(toPayPalValue(5)).toBe('0.05');
    expect(toPayPalValue(100_000)).toBe('1000.00');
    expect(() => toPayPalValue(1.5)).toThrow(RangeError);
  });

  it('reads PayPal values back into cents without floating point', () => {
    expect(toCents('123.45')).toBe(12_345);
    expect(toCents('250.0')).toBe(25_000);
    expect(toCents('250')).toBe(25_000);
    expect(toCents('0.29')).toBe(29);
    expect(toCents('1100.10')).toBe(110_010);
    expect(() => toCents('1e3')).toThrow(/cannot read/);
  });
});
