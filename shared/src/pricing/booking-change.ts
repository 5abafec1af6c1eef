import { pickupInstant } from '../time/pickup.ts';

/** The FAQ: a booking can be changed up to 24 hours before pickup. */
export const CHANGE_NOTICE_HOURS = 24;
const HOUR_MS = 3_600_000;

/** Until this instant a booking starting on `startDate` can be changed: 24 hours before its 10:00 pickup (Paris). */
export function changeDeadline(startDate: string): Date {
  return new Date(pickupInstant(startDate).getTime() - CHANGE_NOTICE_HOURS * HOUR_MS);
}
