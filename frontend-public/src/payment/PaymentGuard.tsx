import type { ReactNode } from 'react';
import { Navigate, useSearchParams } from 'react-router-dom';
import type { PendingBooking } from './pendingBookingStore.ts';
import { usePendingBooking } from './usePendingBooking.ts';

interface PaymentGuardProps {
  /** Query parameters the page cannot work without, besides booking_id. */
  requires?: readonly string[];
  children: (pending: PendingBooking, params: URLSearchParams) => ReactNode;
}

/**
 * The payment pages' guards (spec §2): without their query parameters they go home; without a stored pending
 * booking for that booking id they go to /reservations, where an unpaid booking can be paid again.
 */
export function PaymentGuard({ requires = [], children }: PaymentGuardProps) {
  const [params] = useSearchParams();
  const bookingId = params.get('booking_id');
  const pending = usePendingBooking(bookingId);
  if (!bookingId || requires.some((name) => !params.get(name))) return <Navigate to="/" replace />;
  if (!pending) return <Navigate to="/reservations" replace />;
  return children(pending, params);
}
