import { z } from 'zod';
import { CAR_BRANDS, CAR_CATEGORIES } from '../catalogue/constants.ts';
import { BookingDateSchema } from '../booking/booking.schema.ts';
import { CalendarDateSchema } from '../time/calendar-date.ts';
import { OWNER_TEXT_LIMITS } from './owner-text-limits.ts';

/** Unavailability reasons (spec §3), labelled in the back office. */
export const UNAVAILABILITY_REASONS = [
  'maintenance',
  'personal',
  'event',
  'inspection',
  'repair',
  'holiday',
] as const;
export type UnavailabilityReason = (typeof UNAVAILABILITY_REASONS)[number];
/** The spec's owner calendar window: 30 days from today. */
export const OWNER_CALENDAR_DAYS = 30;

/** Empty text means "not given" (spec §5: an empty reason or notes is omitted). */
const omittedWhenEmpty = <T extends z.ZodType<string>>(schema: T) =>
  z
    .union([z.literal(''), schema])
    .nullish()
    .transform((value) => (value ? value : null));

export const CalendarDayUpdateSchema = z.strictObject({
  date: BookingDateSchema.describe(
    'A calendar date, or an ISO timestamp read in Paris time (the spec sends one)',
  ),
  isAvailable: z.boolean(),
  reason: omittedWhenEmpty(z.enum(UNAVAILABILITY_REASONS)),
  notes: omittedWhenEmpty(z.string().trim().max(OWNER_TEXT_LIMITS.calendarNotes)),
});

/** `POST /api/owner-calendar/bulk-update`: the spec's Owner calendar update (§3). */
export const OwnerCalendarUpdateSchema = z.strictObject({
  ownerId: z.string().min(1).max(100).describe("The signed-in owner's id, or 'me'"),
  carId: z.uuid(),
  dates: z.array(CalendarDayUpdateSchema).min(1).max(366),
});
export type OwnerCalendarUpdate = z.infer<typeof OwnerCalendarUpdateSchema>;
/** The payload as a client sends it (reason and notes may be left out). */
export type OwnerCalendarUpdateRequest = z.input<typeof OwnerCalendarUpdateSchema>;

export const OwnerCalendarUpdateResultSchema = z.object({
  carId: z.uuid(),
  blocked: z.array(z.iso.date()),
  unblocked: z.array(z.iso.date()),
});

export const CALENDAR_DAY_STATUSES = ['booked', 'held', 'blocked'] as const;
export const CalendarDaySchema = z.object({
  date: z.iso.date(),
  status: z.enum(CALENDAR_DAY_STATUSES),
  reason: z.string().nullable(),
  notes: z.string().nullable(),
  bookingId: z.uuid().nullable(),
});
export type CalendarDay = z.infer<typeof CalendarDaySchema>;

/** `GET /api/owner-calendar/:ownerId`: each car with its days that are not free in the window. */
export const OwnerCalendarSchema = z.object({
  ownerId: z.string(),
  from: z.iso.date(),
  to: z.iso.date().describe('Exclusive'),
  cars: z.array(
    z.object({
      carId: z.uuid(),
      brand: z.enum(CAR_BRANDS),
      model: z.string(),
      year: z.number().int(),
      category: z.enum(CAR_CATEGORIES),
      isAvailable: z.boolean(),
      days: z.array(CalendarDaySchema),
    }),
  ),
});
export type OwnerCalendar = z.infer<typeof OwnerCalendarSchema>;

export const OwnerCalendarQuerySchema = z.strictObject({
  from: CalendarDateSchema.optional().describe('First day (default: today in Paris)'),
  days: z.coerce.number().int().min(1).max(366).default(OWNER_CALENDAR_DAYS),
});
