import { describe, expect, it } from 'vitest';
import { ownerEarnings } from './owner-earnings.ts';

describe("an owner's earnings after the commission", () => {
  it('takes the plan rate of the gross: 15, 12, 10 and 8 %', () => {
    expect(ownerEarnings(100_000, 1500)).toEqual({
      grossCents: 100_000,
      commissionCents: 15_000,
      netCents: 85_000,
    });
    expect(ownerEarnings(100_000, 1200).netCents).toBe(88_000);
    expect(ownerEarnings(100_000, 1000).netCents).toBe(90_000);
    expect(ownerEarnings(100_000, 800).netCents).toBe(92_000);
  });

  it('rounds the commission half up to the cent, and the net is exactly the rest', () => {
    // 8 % of 150 cents is 12 exactly; of 156 cents 12.48 → 12.
    expect(ownerEarnings(150, 800).commissionCents).toBe(12);
    expect(ownerEarnings(156, 800).commissionCents).toBe(12);
    expect(ownerEarnings(7, 1500)).toEqual({ grossCents: 7, commissionCents: 1, netCents: 6 }); // 1.05 → 1
    expect(ownerEarnings(10, 1500)).toEqual({ grossCents: 10, commissionCents: 2, netCents: 8 }); // 1.5 → 2
    expect(ownerEarnings(1, 1000).commissionCents).toBe(0); // 0.1 → 0
    expect(ownerEarnings(5, 1000).commissionCents).toBe(1); // 0.5 → 1
  });

  it('is exact past 2^53 in the intermediate product', () => {
    const gross = 7_000_000_000_000_005;
    const { commissionCents, netCents } = ownerEarnings(gross, 1200);
    expect(commissionCents).toBe(840_000_000_000_001); // 12 % is …000.6, rounded up
    expect(commissionCents + netCents).toBe(gross);
  });

  it('takes nothing at 0 bps and refuses rates and amounts that are not', () => {
    expect(ownerEarnings(12_345, 0)).toEqual({ grossCents: 12_345, commissionCents: 0, netCents: 12_345 });
    expect(() => ownerEarnings(100, 10.5)).toThrow(RangeError);
    expect(() => ownerEarnings(100, 10_001)).toThrow(RangeError);
    expect(() => ownerEarnings(-1, 1000)).toThrow(RangeError);
    expect(() => ownerEarnings(1.5, 1000)).toThrow(RangeError);
  });
});
