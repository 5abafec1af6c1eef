import type { BookingState } from '../booking/booking.ts';
import type { CardCharge } from '../booking/claim-events.ts';
import type { CardDepositHolds } from '../ports/deposit-holds.ts';
import { PaymentProviderError } from '../ports/payment-provider.ts';

type Existing = Exclude<BookingState, { status: 'none' }>;
export type SavedCardCharger = Pick<CardDepositHolds, 'name' | 'holdOnSavedCard' | 'capture'>;

/**
 * What no deposit hold can pay, charged off-session to the card the booking was paid with: a payment authorised and
 * captured at once, each call keyed by `key` so a charge cut short and tried again is the same charge. Null when
 * there is no saved card (a PayPal booking) or the card is refused: the amount is then a debt for operators. The
 * provider's outages are thrown, for the sweep to try again.
 */
export async function chargeSavedCard(
  card: SavedCardCharger,
  state: Existing,
  charge: { amountCents: number; description: string; key: string },
): Promise<CardCharge | null> {
  const payment = state.payment;
  if (charge.amountCents <= 0 || payment?.method !== 'card') return null;
  try {
    const authorised = await card.holdOnSavedCard({
      bookingId: state.terms.bookingId,
      paymentIntentId: payment.paymentIntentId,
      amountCents: charge.amountCents,
      description: charge.description,
      idempotencyKey: charge.key,
    });
    const captured = await card.capture({
      holdId: authorised.holdId,
      amountCents: charge.amountCents,
      idempotencyKey: `${charge.key}-capture`,
    });
    return {
      chargeId: authorised.holdId,
      captureId: captured.captureId,
      amountCents: captured.amountCents,
      provider: card.name,
    };
  } catch (error) {
    if (error instanceof PaymentProviderError && error.httpStatus < 500) return null;
    throw error;
  }
}
