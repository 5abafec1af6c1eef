import {
  addDays,
  changeDeadline,
  countRentalDays,
  firstPickupDate,
  MAX_BOOKING_AHEAD_DAYS,
  MAX_RENTAL_DAYS,
  todayInParis,
} from '@grandtour/shared';
import { DomainError } from '../domain-error.ts';
import type { BookingState } from './booking.ts';
import { checkDriverEligible, type FrozenDriver } from './driver-rules.ts';

/** A rental's dates, as calendar days in Paris (YYYY-MM-DD). */
export interface RentalPeriod {
  startDate: string;
  endDate: string;
}

export const RENTAL_PERIOD_REFUSALS = [
  'invalid_date',
  'end_before_start',
  'start_in_past',
  'pickup_time_passed',
  'too_far_ahead',
  'rental_too_long',
] as const;
export type RentalPeriodRefusal = (typeof RENTAL_PERIOD_REFUSALS)[number];

const PERIOD_MESSAGES: Record<RentalPeriodRefusal, string> = {
  invalid_date: 'The rental dates must be calendar dates that exist.',
  end_before_start: 'The return date is before the pickup date.',
  start_in_past: 'The pickup date is in the past.',
  pickup_time_passed: 'Today’s 10:00 pickup has passed.',
  too_far_ahead: `Bookings open up to ${MAX_BOOKING_AHEAD_DAYS} days ahead.`,
  rental_too_long: `A rental lasts at most ${MAX_RENTAL_DAYS} days.`,
};

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;
/** YYYY-MM-DD naming a day that exists (no 2027-02-29): the read models and the schedule compare dates as text. */
function isCalendarDate(value: string): boolean {
  const midnight = DATE_ONLY.test(value) ? Date.parse(`${value}T00:00:00Z`) : Number.NaN;
  return !Number.isNaN(midnight) && new Date(midnight).toISOString().startsWith(value);
}

/**
 * Why a rental period cannot be booked (or changed to) at `now`, the first rule it breaks, or null: real dates, a
 * return after the pickup, a pickup still ahead (today's 10:00 pickup not passed, decision 50), at most a year
 * ahead, at most 90 days. The decider enforces it on every booking and change; the API asks it first to answer
 * before anything is written.
 */
export function rentalPeriodRefusal(period: RentalPeriod, now: Date): RentalPeriodRefusal | null {
  const { startDate, endDate } = period;
  if (!isCalendarDate(startDate) || !isCalendarDate(endDate)) return 'invalid_date';
  if (endDate < startDate) return 'end_before_start';
  const today = todayInParis(now);
  if (startDate < today) return 'start_in_past';
  if (startDate < firstPickupDate(now)) return 'pickup_time_passed';
  if (startDate > addDays(today, MAX_BOOKING_AHEAD_DAYS)) return 'too_far_ahead';
  if (countRentalDays(startDate, endDate) > MAX_RENTAL_DAYS) return 'rental_too_long';
  return null;
}

/** The rental-period rules, as the decider refuses a command that breaks one. */
export function checkBookablePeriod(period: RentalPeriod, now: Date): void {
  const refusal = rentalPeriodRefusal(period, now);
  if (refusal) throw new DomainError(refusal, 'rule', PERIOD_MESSAGES[refusal]);
}

/** Dates and places of a booking, before or after a change. */
export interface BookingPlan {
  startDate: string;
  endDate: string;
  pickupLocation: string;
  dropoffLocation: string;
}

/**
 * Whether a booking may move from `current` to `next` now (decision 30): confirmed, no other change under way, up
 * to 24 hours before pickup, a new period that is bookable with its pickup at least as far ahead, a driver who still
 * meets the car's frozen requirements over it (issue 22), and something to change. Throws the refusal. The change command decides with it, and the change preview asks it from the read model.
 */
export function checkBookingChange(
  current: BookingPlan & FrozenDriver & { status: BookingState['status']; changeOpen: boolean },
  next: BookingPlan,
  now: Date,
): void {
  if (current.status !== 'confirmed')
    throw new DomainError('booking_not_changeable', 'rule', 'Only a confirmed booking can be changed.');
  if (current.changeOpen)
    throw new DomainError(
      'booking_change_in_progress',
      'conflict',
      'Another change of this booking is under way.',
    );
  if (now.getTime() > changeDeadline(current.startDate).getTime())
    throw new DomainError(
      'change_too_late',
      'rule',
      'A booking can be changed up to 24 hours before pickup.',
    );
  checkBookablePeriod(next, now);
  if (now.getTime() > changeDeadline(next.startDate).getTime())
    throw new DomainError('change_too_late', 'rule', 'The new pickup must be at least 24 hours away.');
  checkDriverEligible(current, next, now);
  const unchanged =
    next.startDate === current.startDate &&
    next.endDate === current.endDate &&
    next.pickupLocation === current.pickupLocation &&
    next.dropoffLocation === current.dropoffLocation;
  if (unchanged) throw new DomainError('booking_unchanged', 'rule', 'These are the booking’s current terms.');
}
