import type { Booking } from '@grandtour/shared';

/**
 * A pending booking nobody has paid yet, whose dates are still held: it can still be paid. A request to book whose
 * payment is authorised is not paid yet either, but waits for its owner (decision 85).
 */
export function canPayAgain(booking: Booking, now: Date): boolean {
  if (booking.status !== 'pending' || booking.paymentStatus !== 'pending') return false;
  if (booking.request?.status === 'awaiting_owner') return false;
  return booking.holdExpiresAt === null || Date.parse(booking.holdExpiresAt) > now.getTime();
}
