import { pickupInstant, type BookingDeposit, type OwnerBooking } from '@grandtour/shared';

/** The booking's deposit as `GET /api/owner/bookings/:id` states it (ISO instants or null, cents). */
export type OwnerDepositView = BookingDeposit;

/** What the owner may do about the deposit, and why not. */
export interface DepositGuard {
  /** "Caution non sécurisée": refused, or still not held when the pickup has come. */
  warning: 'failed' | 'not_held_at_pickup' | null;
  /** The car may be handed over: the deposit is held or waived (or none is asked). */
  secured: boolean;
  /** The owner can still waive it: nothing held yet, nothing settled. */
  canWaive: boolean;
}

const SECURED = new Set<OwnerDepositView['status']>(['held', 'waived', 'not_required']);
const UNSETTLED = new Set<OwnerDepositView['status']>(['scheduled', 'failed']);

/** The same rule as the pickup command (422 deposit_not_secured), told before the owner tries. */
export function depositGuard(
  deposit: OwnerDepositView,
  booking: Pick<OwnerBooking, 'startDate' | 'status'>,
  now: Date,
): DepositGuard {
  const open = booking.status === 'confirmed';
  const pickupCame = now.getTime() >= pickupInstant(booking.startDate).getTime();
  return {
    warning:
      deposit.status === 'failed'
        ? 'failed'
        : deposit.status === 'scheduled' && pickupCame && open
          ? 'not_held_at_pickup'
          : null,
    secured: SECURED.has(deposit.status),
    canWaive: open && UNSETTLED.has(deposit.status),
  };
}
