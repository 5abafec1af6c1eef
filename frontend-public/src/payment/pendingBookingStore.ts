import type { Booking } from '@grandtour/shared';
import { readSession, removeSession, writeSession } from '../common/sessionStore.ts';

/** Spec §3 "Stored pending booking": what the payment pages show before the booking is paid. */
export interface PendingBooking {
  bookingId: string;
  carBrand: string;
  carModel: string;
  /** EUR decimal string, e.g. "1234.56". */
  totalPrice: string;
  /** A request to book: the payment is only authorised until the owner accepts (decision 85). */
  request?: boolean;
}

/** What the payment pages keep of a booking made or resumed. */
export const pendingBookingOf = (booking: Booking): PendingBooking => ({
  bookingId: booking.id,
  carBrand: booking.carBrand,
  carModel: booking.carModel,
  totalPrice: booking.totalPrice,
  // Absent on an instant booking (JSON leaves undefined out).
  request: booking.request ? true : undefined,
});

const PENDING_BOOKING = 'pendingBooking';
const PENDING_BOOKING_ID = 'pendingBookingId';
const CLIENT_SECRET = 'stripeClientSecret';

function isPendingBooking(value: unknown): value is PendingBooking {
  if (!value || typeof value !== 'object') return false;
  const record = value as Record<string, unknown>;
  return ['bookingId', 'carBrand', 'carModel', 'totalPrice'].every((key) => typeof record[key] === 'string');
}

export function storePendingBooking(booking: PendingBooking, clientSecret: string): void {
  writeSession(PENDING_BOOKING, JSON.stringify(booking));
  writeSession(PENDING_BOOKING_ID, booking.bookingId);
  writeSession(CLIENT_SECRET, clientSecret);
}

/** The stored pending booking, only if it is the one the address names. */
export function readPendingBooking(bookingId: string): PendingBooking | null {
  try {
    const stored: unknown = JSON.parse(readSession(PENDING_BOOKING) ?? 'null');
    return isPendingBooking(stored) && stored.bookingId === bookingId ? stored : null;
  } catch {
    return null;
  }
}

export function readStoredClientSecret(): string | null {
  return readSession(CLIENT_SECRET);
}

export function clearPendingBooking(): void {
  for (const key of [PENDING_BOOKING, PENDING_BOOKING_ID, CLIENT_SECRET]) removeSession(key);
}
