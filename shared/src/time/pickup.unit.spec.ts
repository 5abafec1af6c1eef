import { describe, expect, it } from 'vitest';
import { firstPickupDate, pickupInstant } from './pickup.ts';

describe('the first day a rental can start (decision 50)', () => {
  it('is today until the 10:00 pickup, Paris time, and tomorrow from then on (winter, UTC+1)', () => {
    expect(firstPickupDate(new Date('2027-01-15T08:59:59.999Z'))).toBe('2027-01-15');
    expect(firstPickupDate(new Date('2027-01-15T09:00:00.000Z'))).toBe('2027-01-16');
    expect(firstPickupDate(new Date('2027-01-15T22:59:59Z'))).toBe('2027-01-16');
    // Just after midnight in Paris, still the 15th in UTC: the 16th's pickup is ahead.
    expect(firstPickupDate(new Date('2027-01-15T23:30:00Z'))).toBe('2027-01-16');
  });

  it('is today until 10:00 in summer (UTC+2)', () => {
    expect(firstPickupDate(new Date('2027-07-01T07:59:00Z'))).toBe('2027-07-01');
    expect(firstPickupDate(new Date('2027-07-01T08:00:00Z'))).toBe('2027-07-02');
  });

  it('follows the clock change on the days it happens', () => {
    // 28 March 2027: clocks go forward at 02:00, so 10:00 in Paris is 08:00 UTC.
    expect(pickupInstant('2027-03-28').toISOString()).toBe('2027-03-28T08:00:00.000Z');
    expect(firstPickupDate(new Date('2027-03-28T07:59:59Z'))).toBe('2027-03-28');
    expect(firstPickupDate(new Date('2027-03-28T08:00:00Z'))).toBe('2027-03-29');
    // 31 October 2027: clocks go back at 03:00, so 10:00 in Paris is 09:00 UTC.
    expect(pickupInstant('2027-10-31').toISOString()).toBe('2027-10-31T09:00:00.000Z');
    expect(firstPickupDate(new Date('2027-10-31T08:59:59Z'))).toBe('2027-10-31');
    expect(firstPickupDate(new Date('2027-10-31T09:00:00Z'))).toBe('2027-11-01');
  });
});
