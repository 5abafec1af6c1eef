import type { Booking } from '@grandtour/shared';

/** A pending booking nobody has paid yet, whose dates are still held: it can still be paid. */
export function canPayAgain(booking: Booking, now: Date): boolean {
  if (booking.status !== 'pending' || booking.paymentStatus !== 'pending') return false;
  return booking.holdExpiresAt === null || Date.parse(booking.holdExpiresAt) > now.getTime();
}
