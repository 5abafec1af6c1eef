import { describe, expect, it } from 'vitest';
import { shareOfCents } from './cents.ts';

describe('shareOfCents', () => {
  it('rounds half up like Math.round where floats are exact', () => {
    expect(shareOfCents(30_000, 5_000, 105_000)).toBe(Math.round((30_000 * 5_000) / 105_000));
    expect(shareOfCents(1, 1, 2)).toBe(1);
    expect(shareOfCents(1, 1, 3)).toBe(0);
    expect(shareOfCents(0, 7, 9)).toBe(0);
  });

  it('stays exact past 2^53, where the float product loses the cent', () => {
    // 81 days at 99,986.95 € with delivery both ways: the platform's share of a 30 % late-cancellation fee.
    const total = 850_704_010;
    const platform = 40_509_715;
    const fee = 255_211_203;
    expect(fee * platform).toBeGreaterThan(Number.MAX_SAFE_INTEGER);
    expect(Math.round((fee * platform) / total)).toBe(12_152_914);
    expect(shareOfCents(fee, platform, total)).toBe(12_152_915);
  });

  it('refuses what is not a share', () => {
    expect(() => shareOfCents(1, 1, 0)).toThrow(RangeError);
    expect(() => shareOfCents(-1, 1, 2)).toThrow(RangeError);
  });
});
