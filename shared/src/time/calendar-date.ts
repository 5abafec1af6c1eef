import { z } from 'zod';

/**
 * The years any date sent to the API may name (decision 47). Wider than every rule that uses dates (a booking
 * starts today at the earliest and at most MAX_BOOKING_AHEAD_DAYS ahead, a birth is after 1900): those rules keep
 * their own limits and messages; this range only keeps out what no calendar question here can be about (year 0000,
 * which PostgreSQL does not even have).
 */
export const FIRST_CALENDAR_YEAR = 1900;
export const LAST_CALENDAR_YEAR = 2100;

/** Issues that name the API's error code (and so its localized message): see the API's error handler. */
const invalidDate = { params: { apiCode: 'invalid_date' } } as const;

/** The year's own check (a value not even written as a date is the format check's to report). */
const yearInRange = (value: string) => {
  const year = /^(\d{4})-/.exec(value)?.[1];
  return year === undefined || (Number(year) >= FIRST_CALENDAR_YEAR && Number(year) <= LAST_CALENDAR_YEAR);
};
const YEARS_MESSAGE = `Expected a year from ${FIRST_CALENDAR_YEAR} to ${LAST_CALENDAR_YEAR}`;

/** A calendar date, YYYY-MM-DD, that exists (no 2027-02-29, no 2026-04-31), in the marketplace's years. */
export const CalendarDateSchema = z.iso
  .date({ error: 'Expected a date that exists, as YYYY-MM-DD' })
  .refine(yearInRange, { error: YEARS_MESSAGE, ...invalidDate });

/** An ISO 8601 instant whose day exists ("2027-03-09T23:00:00.000Z"; an offset, or none for local time). */
export const CalendarInstantSchema = z.iso
  .datetime({ offset: true, local: true, error: 'Expected an ISO 8601 instant on a day that exists' })
  .refine(yearInRange, { error: YEARS_MESSAGE, ...invalidDate });

/** A calendar date, or an ISO instant whose day (in Paris) is meant: the spec's clients send either. */
export const CalendarDateOrInstantSchema = z.union([CalendarDateSchema, CalendarInstantSchema], {
  error: `Expected a date that exists (YYYY-MM-DD, or an ISO 8601 instant), years ${FIRST_CALENDAR_YEAR} to ${LAST_CALENDAR_YEAR}`,
});
