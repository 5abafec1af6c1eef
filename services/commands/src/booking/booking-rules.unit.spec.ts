import { describe, expect, it } from 'vitest';
import { checkBookablePeriod, rentalPeriodRefusal } from './booking-rules.ts';

// 1 March 2027 in Paris (UTC+1): the 10:00 pickup is at 09:00Z.
const beforePickup = new Date('2027-03-01T08:59:00.000Z');
const afterPickup = new Date('2027-03-01T09:00:00.000Z');
const refusal = (startDate: string, endDate: string, now = beforePickup) =>
  rentalPeriodRefusal({ startDate, endDate }, now);

describe('booking rules: the rental periods a booking or a change may have', () => {
  it('takes a pickup from today until its 10:00 pickup, then from tomorrow', () => {
    expect(refusal('2027-03-01', '2027-03-03')).toBeNull();
    expect(refusal('2027-03-01', '2027-03-03', afterPickup)).toBe('pickup_time_passed');
    expect(refusal('2027-03-02', '2027-03-03', afterPickup)).toBeNull();
    expect(refusal('2027-02-28', '2027-03-03')).toBe('start_in_past');
  });

  it('judges today in Paris: 23:30Z on the 28th is already the 1st', () => {
    expect(refusal('2027-02-28', '2027-03-03', new Date('2027-02-28T23:30:00.000Z'))).toBe('start_in_past');
  });

  it('refuses a return before the pickup; a same-day rental is one day', () => {
    expect(refusal('2027-03-05', '2027-03-04')).toBe('end_before_start');
    expect(refusal('2027-03-05', '2027-03-05')).toBeNull();
  });

  it('opens a year ahead, for at most 90 days', () => {
    expect(refusal('2028-02-29', '2028-03-01')).toBeNull();
    expect(refusal('2028-03-01', '2028-03-02')).toBe('too_far_ahead');
    expect(refusal('2027-03-10', '2027-06-08')).toBeNull();
    expect(refusal('2027-03-10', '2027-06-09')).toBe('rental_too_long');
  });

  it('refuses days that do not exist, and anything that is not a calendar date', () => {
    expect(refusal('2027-02-29', '2027-03-03')).toBe('invalid_date');
    expect(refusal('2027-03-10', '2027-04-31')).toBe('invalid_date');
    expect(refusal('2027-13-01', '2027-13-02')).toBe('invalid_date');
    expect(refusal('2027-03-09T23:00:00.000Z', '2027-03-12')).toBe('invalid_date');
  });

  it('throws the first broken rule as a domain error for the decider', () => {
    expect(() =>
      checkBookablePeriod({ startDate: '2027-02-28', endDate: '2027-03-03' }, beforePickup),
    ).toThrow(expect.objectContaining({ name: 'DomainError', code: 'start_in_past', kind: 'rule' }));
    expect(() =>
      checkBookablePeriod({ startDate: '2027-03-10', endDate: '2027-03-13' }, beforePickup),
    ).not.toThrow();
  });
});
