import type { BookingWorkflow } from '@grandtour/commands';
import type { Booking } from '@grandtour/shared';
import { decimalStringToCents } from '@grandtour/shared';
import type { ApiMessageCode } from '../../messages/api-messages.ts';

export type PayableCheck =
  { ok: true; amountCents: number } | { ok: false; status: number; code: ApiMessageCode; details?: unknown };

const toCents = (amount: number | string) =>
  typeof amount === 'number' ? Math.round(amount * 100) : decimalStringToCents(amount);

/**
 * A payment may start only for a pending, unpaid booking whose hold still runs, for exactly its frozen total. A hold
 * found past its expiry is expired on the spot, so the visitor learns it now rather than after paying.
 */
export async function checkPayable(input: {
  booking: Booking;
  amount: number | string;
  workflow: BookingWorkflow;
  now: Date;
}): Promise<PayableCheck> {
  const { booking } = input;
  if (booking.status === 'cancelled' && booking.cancellationReason === 'hold_expired')
    return { ok: false, status: 409, code: 'booking_expired' };
  if (booking.status !== 'pending' || booking.paymentStatus !== 'pending')
    return { ok: false, status: 409, code: 'booking_not_payable' };
  if (booking.holdExpiresAt && Date.parse(booking.holdExpiresAt) <= input.now.getTime()) {
    await input.workflow.expire(booking.id);
    return { ok: false, status: 409, code: 'booking_expired' };
  }
  const totalCents = decimalStringToCents(booking.totalPrice);
  if (toCents(input.amount) !== totalCents)
    return { ok: false, status: 409, code: 'price_changed', details: { totalPrice: booking.totalPrice } };
  return { ok: true, amountCents: totalCents };
}
