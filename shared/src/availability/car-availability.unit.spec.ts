import { describe, expect, it } from 'vitest';
import { CarAvailabilityQuerySchema, coversTakenDay, nextFreeRun } from './car-availability.ts';

const taken = new Set(['2027-03-10', '2027-03-11', '2027-03-20']);

describe('next free run', () => {
  it('starts on the first free day and ends the day before the next taken one', () => {
    expect(nextFreeRun(taken, '2027-03-10', '2027-12-31')).toEqual({
      startDate: '2027-03-12',
      lastDate: '2027-03-19',
    });
    expect(nextFreeRun(taken, '2027-03-01', '2027-12-31')).toEqual({
      startDate: '2027-03-01',
      lastDate: '2027-03-09',
    });
  });

  it('is open-ended when nothing is taken after it, and null when every day is taken', () => {
    expect(nextFreeRun(taken, '2027-03-21', '2027-04-30')).toEqual({
      startDate: '2027-03-21',
      lastDate: null,
    });
    expect(nextFreeRun(taken, '2027-03-10', '2027-03-11')).toBeNull();
  });
});

describe('covers a taken day', () => {
  it('treats the return day as free (half-open) and a same-day rental as its day', () => {
    expect(coversTakenDay(taken, '2027-03-05', '2027-03-10')).toBe(false);
    expect(coversTakenDay(taken, '2027-03-05', '2027-03-11')).toBe(true);
    expect(coversTakenDay(taken, '2027-03-12', '2027-03-20')).toBe(false);
    expect(coversTakenDay(taken, '2027-03-20', '2027-03-20')).toBe(true);
    expect(coversTakenDay(taken, '2027-03-19', '2027-03-19')).toBe(false);
  });
});

describe('availability query', () => {
  it('accepts an ordered window of at most about a year and a month', () => {
    expect(CarAvailabilityQuerySchema.safeParse({}).success).toBe(true);
    expect(CarAvailabilityQuerySchema.safeParse({ from: '2027-01-01', to: '2028-01-31' }).success).toBe(true);
    expect(CarAvailabilityQuerySchema.safeParse({ from: '2027-01-01', to: '2028-03-01' }).success).toBe(
      false,
    );
    expect(CarAvailabilityQuerySchema.safeParse({ from: '2027-01-02', to: '2027-01-01' }).success).toBe(
      false,
    );
    expect(CarAvailabilityQuerySchema.safeParse({ from: '2027-02-30' }).success).toBe(false);
  });
});
