import { ACTIVE_BOOKING_STATUSES, decimalStringToCents, type Booking } from '@grandtour/shared';

export const isActive = (booking: Booking) => ACTIVE_BOOKING_STATUSES.includes(booking.status);

/**
 * What a booking has cost its customer: what was paid, less what was or will be refunded. Nothing for a booking
 * never paid (a pending hold, an expired one), nor for a request to book the owner has not accepted: its payment
 * is only authorised, then released (decision 85).
 */
export function spentOn(booking: Booking): number {
  if (booking.paymentStatus === 'pending') return 0;
  if (booking.request && booking.request.status !== 'accepted') return 0;
  return Math.max(0, decimalStringToCents(booking.totalPrice) - decimalStringToCents(booking.refundAmount));
}

/**
 * Spec §2 reservations: active (pending, confirmed) and history (completed, cancelled), and the statistics. "Total
 * spent" counts every booking paid, as soon as it is paid, less its refunds (the spec counted completed rentals
 * only: a customer who had just paid read "0 €", decision 60).
 */
export function summariseReservations(bookings: readonly Booking[]) {
  const active = bookings.filter(isActive);
  const history = bookings.filter((booking) => !isActive(booking));
  const completed = bookings.filter((booking) => booking.status === 'completed');
  const spentCents = bookings.reduce((sum, booking) => sum + spentOn(booking), 0);
  return {
    active,
    history,
    stats: { total: bookings.length, active: active.length, completed: completed.length, spentCents },
  };
}
