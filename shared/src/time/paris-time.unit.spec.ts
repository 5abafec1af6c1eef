import { describe, expect, it } from 'vitest';
import { startOfDayInParis, todayInParis } from './paris-time.ts';

describe('Paris time', () => {
  it('starts a day at local midnight, winter and summer', () => {
    expect(startOfDayInParis('2026-12-15').toISOString()).toBe('2026-12-14T23:00:00.000Z');
    expect(startOfDayInParis('2026-07-15').toISOString()).toBe('2026-07-14T22:00:00.000Z');
    expect(startOfDayInParis('2026-03-29').toISOString()).toBe('2026-03-28T23:00:00.000Z'); // the clocks change at 02:00
  });

  it("gives today's date in Paris, which may differ from UTC's", () => {
    expect(todayInParis(new Date('2026-12-31T23:30:00Z'))).toBe('2027-01-01');
    expect(todayInParis(new Date('2026-06-30T21:59:00Z'))).toBe('2026-06-30');
  });
});
