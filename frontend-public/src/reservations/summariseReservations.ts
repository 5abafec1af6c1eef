import { ACTIVE_BOOKING_STATUSES, decimalStringToCents, type Booking } from '@grandtour/shared';

export const isActive = (booking: Booking) => ACTIVE_BOOKING_STATUSES.includes(booking.status);

/** Spec §2 reservations: active (pending, confirmed) and history (completed, cancelled), and the statistics. */
export function summariseReservations(bookings: readonly Booking[]) {
  const active = bookings.filter(isActive);
  const history = bookings.filter((booking) => !isActive(booking));
  const completed = bookings.filter((booking) => booking.status === 'completed');
  const spentCents = completed.reduce((sum, booking) => sum + decimalStringToCents(booking.totalPrice), 0);
  return {
    active,
    history,
    stats: { total: bookings.length, active: active.length, completed: completed.length, spentCents },
  };
}
