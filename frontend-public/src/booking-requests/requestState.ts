import type { Booking, CancellationReason } from '@grandtour/shared';

/**
 * Where a request to book stands, as its customer is told (decision 85). An accepted request is a confirmed
 * booking like any other, and one not yet paid an unpaid booking like any other: neither has a state of its own.
 */
export type RequestState =
  | { kind: 'awaiting_owner'; respondBy: string | null }
  | { kind: 'declined'; message: string | null }
  | { kind: 'expired' }
  | { kind: 'withdrawn' }
  /** Accepted, but the provider would no longer capture the authorisation. */
  | { kind: 'lapsed' };
export type RequestStateKind = RequestState['kind'];

type RequestBooking = Pick<Booking, 'status' | 'cancellationReason' | 'request'>;

// The cancellation says it even when the request itself was not sent along (an older read model, a list).
const ENDED_BY: Partial<Record<CancellationReason, 'declined' | 'expired' | 'lapsed'>> = {
  request_declined: 'declined',
  request_expired: 'expired',
  authorisation_lapsed: 'lapsed',
};

export function requestStateOf(booking: RequestBooking): RequestState | null {
  const request = booking.request ?? null;
  if (booking.status === 'pending' && request?.status === 'awaiting_owner')
    return { kind: 'awaiting_owner', respondBy: request.respondBy };
  if (booking.status !== 'cancelled') return null;
  const kind =
    (booking.cancellationReason && ENDED_BY[booking.cancellationReason]) ??
    (request?.status === 'declined' || request?.status === 'expired' || request?.status === 'withdrawn'
      ? request.status
      : // Cancelled by its customer while the owner had still to answer: withdrawn.
        request?.status === 'awaiting_owner' && booking.cancellationReason === 'customer'
        ? 'withdrawn'
        : null);
  if (kind === 'declined') return { kind, message: request?.declineMessage?.trim() || null };
  return kind ? { kind } : null;
}

/** Paid for but waiting for the owner: the card or PayPal payment is authorised, not to be paid again. */
export const awaitsOwner = (booking: RequestBooking): boolean =>
  requestStateOf(booking)?.kind === 'awaiting_owner';

/** A request that ended without the owner's yes, or before it: its authorisation was released, nothing charged. */
export const endedUncharged = (booking: RequestBooking): boolean => {
  const kind = requestStateOf(booking)?.kind;
  return kind !== undefined && kind !== 'awaiting_owner';
};
