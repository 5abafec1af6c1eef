import { z } from 'zod';
import { MAX_BOOKING_AHEAD_DAYS } from '../booking/booking.constants.ts';
import { CalendarDateSchema } from '../time/calendar-date.ts';
import { addDays } from '../time/date-range.ts';

/** The widest window one availability answer covers: every day a booking may start, and its return (decision 57). */
export const MAX_AVAILABILITY_WINDOW_DAYS = MAX_BOOKING_AHEAD_DAYS + 31;

/** `GET /api/cars/:id/availability`: the days [from, to] to report; today (Paris) and a year ahead by default. */
export const CarAvailabilityQuerySchema = z
  .object({ from: CalendarDateSchema.optional(), to: CalendarDateSchema.optional() })
  .refine((query) => !query.from || !query.to || query.to >= query.from, {
    path: ['to'],
    message: 'The end of the window is before its start',
  })
  .refine(
    (query) => !query.from || !query.to || query.to <= addDays(query.from, MAX_AVAILABILITY_WINDOW_DAYS),
    { path: ['to'], message: `At most ${MAX_AVAILABILITY_WINDOW_DAYS} days at a time` },
  );
export type CarAvailabilityQuery = z.infer<typeof CarAvailabilityQuerySchema>;

/**
 * The days a car cannot be rented within [from, to]: booked, held or blocked, told apart by nothing, so the answer
 * says nothing about who rents it or why (decision 57).
 */
export const CarAvailabilitySchema = z.object({
  carId: z.uuid(),
  from: CalendarDateSchema,
  to: CalendarDateSchema,
  takenDates: z.array(CalendarDateSchema),
});
export type CarAvailability = z.infer<typeof CarAvailabilitySchema>;

/**
 * The first run of free days from `from` (inclusive) to `to` (inclusive): its first day and its last free day
 * before the next taken one (null when free to the end of the window). Null when every day is taken.
 */
export function nextFreeRun(
  taken: ReadonlySet<string>,
  from: string,
  to: string,
): { startDate: string; lastDate: string | null } | null {
  let start = from;
  while (start <= to && taken.has(start)) start = addDays(start, 1);
  if (start > to) return null;
  for (let day = addDays(start, 1); day <= to; day = addDays(day, 1)) {
    if (taken.has(day)) return { startDate: start, lastDate: addDays(day, -1) };
  }
  return { startDate: start, lastDate: null };
}

/** Whether a rental [startDate, endDate) (a same-day rental occupies its day) covers a taken day. */
export function coversTakenDay(taken: ReadonlySet<string>, startDate: string, endDate: string): boolean {
  const end = endDate > startDate ? endDate : addDays(startDate, 1);
  for (let day = startDate; day < end; day = addDays(day, 1)) if (taken.has(day)) return true;
  return false;
}
