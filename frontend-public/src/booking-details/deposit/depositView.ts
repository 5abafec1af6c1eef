import type { BookingDeposit } from '@grandtour/shared';

/** The booking's deposit as `GET /api/bookings/:id/details` states it (ISO instants or null, cents). */
export type DepositView = BookingDeposit;

export const depositPagePath = (bookingId: string) => `/bookings/${encodeURIComponent(bookingId)}/deposit`;
