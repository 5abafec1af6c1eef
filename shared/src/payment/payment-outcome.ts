import type { Booking } from '../booking/booking.schema.ts';
import type { CancellationReason } from '../booking/booking.constants.ts';
import { centsToDecimalString } from '../money/cents.ts';

// No zod here: the payment success page runs this, and its chunk stays small (the schema is in payment.schema.ts).

/**
 * Why a payment that went through was given back (decision 50): the car was taken after the hold ran out, the hold had
 * expired and the booking was off, the booking had been cancelled, or it was already paid.
 */
export const PAYMENT_REFUND_REASONS = [
  'dates_taken',
  'hold_expired',
  'booking_cancelled',
  'already_paid',
] as const;
export type PaymentRefundReason = (typeof PAYMENT_REFUND_REASONS)[number];

/** What became of a payment: the booking confirmed, still being confirmed, or the money given back, and why. */
export interface PaymentOutcome {
  /** `requested`: a request to book, authorised, waiting for the owner's answer (decision 85). */
  status: 'confirmed' | 'pending' | 'refunded' | 'requested';
  refundReason: PaymentRefundReason | null;
  /** EUR, as a decimal string; null when the payment was not refunded (or, on a page, in full). */
  refundedAmount: string | null;
}

const REFUND_REASONS: Record<CancellationReason, PaymentRefundReason> = {
  schedule_conflict: 'dates_taken',
  hold_expired: 'hold_expired',
  customer: 'booking_cancelled',
  payment_after_cancellation: 'booking_cancelled',
  driver_rejected: 'booking_cancelled',
  request_declined: 'booking_cancelled',
  request_expired: 'booking_cancelled',
  authorisation_lapsed: 'booking_cancelled',
};

export type PaidBooking = Pick<
  Booking,
  'status' | 'paymentStatus' | 'paymentIntentId' | 'cancellationReason' | 'refundAmount' | 'request'
>;

/**
 * What became of the payment that went through `paidThrough` (a card PaymentIntent or a PayPal order), from the
 * booking as it now stands: the payment answers and the payment pages tell the customer the same thing. Another
 * payment already paying the booking means this one was paid back in full (`amountCents`, when known).
 */
export function paymentOutcomeOf(
  booking: PaidBooking,
  paidThrough: string | null,
  amountCents: number | null = null,
): PaymentOutcome {
  const paidByAnother =
    paidThrough !== null && booking.paymentStatus !== 'pending' && booking.paymentIntentId !== paidThrough;
  if (paidByAnother)
    return {
      status: 'refunded',
      refundReason: 'already_paid',
      refundedAmount: amountCents === null ? null : centsToDecimalString(amountCents),
    };
  if (booking.status === 'pending' && booking.request?.status === 'awaiting_owner')
    return { status: 'requested', refundReason: null, refundedAmount: null };
  if (booking.paymentStatus === 'pending')
    return { status: 'pending', refundReason: null, refundedAmount: null };
  if (booking.status === 'cancelled')
    return {
      status: 'refunded',
      refundReason: REFUND_REASONS[booking.cancellationReason ?? 'customer'],
      refundedAmount: booking.refundAmount,
    };
  return { status: 'confirmed', refundReason: null, refundedAmount: null };
}
