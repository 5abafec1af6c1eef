import { addDays } from './date-range.ts';
import { instantInParis, todayInParis } from './paris-time.ts';

/** Cars are handed over at 10:00, Paris time, on the first day of the rental (decision 24). */
export const PICKUP_HOUR = 10;

const pickups = new Map<string, Date>();
/** When the car is handed over (cached: every e-mail of a booking asks, and the time-zone arithmetic is slow). */
export function pickupInstant(startDate: string): Date {
  let pickup = pickups.get(startDate);
  if (!pickup) {
    if (pickups.size > 2000) pickups.clear();
    pickups.set(startDate, (pickup = instantInParis(startDate, PICKUP_HOUR)));
  }
  return new Date(pickup);
}

/**
 * The first day a rental can start at `now`: today while today's 10:00 pickup is still ahead (Paris time), else
 * tomorrow (decision 50). The booking form's first day and the server's refusal both come from here.
 */
export function firstPickupDate(now: Date): string {
  const today = todayInParis(now);
  return now.getTime() < pickupInstant(today).getTime() ? today : addDays(today, 1);
}
