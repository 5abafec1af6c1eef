import { describe, expect, it } from 'vitest';
import { CalendarDateOrInstantSchema, CalendarDateSchema } from './calendar-date.ts';

const IMPOSSIBLE_DAYS = [
  '2027-02-29',
  '2026-02-29',
  '2027-02-30',
  '2027-04-31',
  '2027-06-31',
  '2027-09-31',
  '2027-11-31',
  '2026-13-01',
  '2026-00-10',
  '2026-01-00',
  '2026-01-32',
  '2026-1-5',
  '26-01-05',
  '2026/01/05',
  '0000-01-01',
  '1899-12-31',
  '2101-01-01',
  '9999-12-31',
];

describe('calendar dates', () => {
  it('accepts the days that exist, leap days of leap years included, from 1900 to 2100', () => {
    for (const day of ['2028-02-29', '2000-02-29', '2027-02-28', '2027-12-31', '1900-01-01', '2100-12-31'])
      expect(CalendarDateSchema.safeParse(day).success, day).toBe(true);
  });

  it('refuses impossible days, badly written days and years out of the range', () => {
    for (const day of [...IMPOSSIBLE_DAYS, '1900-02-29', '2100-02-29'])
      expect(CalendarDateSchema.safeParse(day).success, day).toBe(false);
  });

  it('takes an instant on a day that exists where a date or an instant is allowed, and no other', () => {
    for (const value of [
      '2027-03-10',
      '2027-03-09T23:00:00.000Z',
      '2028-02-29T10:00:00+01:00',
      '2027-03-10T10:00',
    ])
      expect(CalendarDateOrInstantSchema.safeParse(value).success, value).toBe(true);
    for (const value of [
      ...IMPOSSIBLE_DAYS,
      '2027-02-29T10:00:00Z',
      '2027-04-31T00:00:00.000Z',
      '0000-01-01T00:00:00Z',
      '2027-03-10T24:00:00Z',
      '2027-03-10T10:60:00Z',
      '2027-03-10T10:00:00+25:00',
    ])
      expect(CalendarDateOrInstantSchema.safeParse(value).success, value).toBe(false);
  });
});
