import { describe, expect, it } from 'vitest';
import { splitVat } from './vat.ts';

describe('VAT of an amount stated TTC (decision 60)', () => {
  it('takes 20/120 of it, rounded half up to the cent, and leaves the rest HT', () => {
    expect(splitVat(330_750)).toEqual({ exclusiveCents: 275_625, vatCents: 55_125, inclusiveCents: 330_750 });
    expect(splitVat(100)).toEqual({ exclusiveCents: 83, vatCents: 17, inclusiveCents: 100 }); // 16.67 → 17
    expect(splitVat(3)).toEqual({ exclusiveCents: 2, vatCents: 1, inclusiveCents: 3 }); // 0.5 → 1: half up
  });

  it('always adds up to the amount charged, even for the largest rentals', () => {
    for (const ttc of [0, 1, 7, 488_250, 94_500_000_001, Number.MAX_SAFE_INTEGER]) {
      const { exclusiveCents, vatCents } = splitVat(ttc);
      expect(exclusiveCents + vatCents).toBe(ttc);
      expect(Number.isSafeInteger(vatCents)).toBe(true);
    }
  });
});
