import { pickupInstant, type OwnerBooking, type PaymentMethod } from '@grandtour/shared';

/** The deposit of a booking as `GET /api/owner/bookings(/:id)` states it (ISO instants or null, cents). */
export interface OwnerDepositView {
  status: 'scheduled' | 'held' | 'failed' | 'released' | 'captured' | 'waived' | 'not_required';
  amountCents: number;
  scheduledFor: string | null;
  heldAt: string | null;
  expiresAt: string | null;
  releasedAt: string | null;
  capturedCents: number;
  failureMessage: string | null;
  method: PaymentMethod | null;
}

/** The deposit of a back-office booking; absent from an older server's answer. */
export const ownerDepositOf = (booking: OwnerBooking): OwnerDepositView | null =>
  (booking as OwnerBooking & { deposit?: OwnerDepositView }).deposit ?? null;

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
