import { describe, expect, it } from 'vitest';
import { countRentalDays } from './rental-days.ts';

describe('rental days (spec §9: rounded up)', () => {
  it('counts calendar days between two dates', () => {
    expect(countRentalDays('2026-12-01', '2026-12-04')).toBe(3);
  });

  it('counts a same-day rental as one day', () => {
    expect(countRentalDays('2026-12-01', '2026-12-01')).toBe(1);
  });

  it('rounds a started day up', () => {
    expect(countRentalDays('2026-12-01T10:00:00Z', '2026-12-03T11:00:00Z')).toBe(3);
    expect(countRentalDays('2026-12-01T10:00:00Z', '2026-12-03T10:00:00Z')).toBe(2);
  });

  it('is not fooled by the daylight-saving change in Paris', () => {
    expect(countRentalDays('2026-03-28', '2026-03-30')).toBe(2);
    expect(countRentalDays('2026-10-24', '2026-10-26')).toBe(2);
  });

  it('refuses an end before the start and dates that do not parse', () => {
    expect(() => countRentalDays('2026-12-04', '2026-12-01')).toThrow(RangeError);
    expect(() => countRentalDays('someday', '2026-12-01')).toThrow(RangeError);
  });
});
