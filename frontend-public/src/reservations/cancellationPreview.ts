import {
  cancellationTerms,
  decimalStringToCents,
  freeCancellationDeadline,
  type Booking,
} from '@grandtour/shared';

/**
 * What cancelling would cost, shown before the visitor confirms: the shared policy (free until 48 hours before
 * the start in Paris, then 30 %; nothing to refund on an unpaid booking). The server's answer is what counts.
 */
export function cancellationPreview(booking: Booking, now: Date) {
  const totalCents = decimalStringToCents(booking.totalPrice);
  const paidCents = booking.paymentStatus === 'paid' ? totalCents : 0;
  return {
    paid: paidCents > 0,
    freeUntil: freeCancellationDeadline(booking.startDate),
    ...cancellationTerms({ paidCents, totalCents, startDate: booking.startDate, now }),
  };
}
