import { useState } from 'react';
import { readPendingBooking, type PendingBooking } from './pendingBookingStore.ts';

/**
 * The stored pending booking named by the address, read once: the success page clears the storage on arrival
 * and must keep showing what it found.
 */
export function usePendingBooking(bookingId: string | null): PendingBooking | null {
  const [pending] = useState(() => (bookingId ? readPendingBooking(bookingId) : null));
  return pending;
}
