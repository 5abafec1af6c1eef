import type { BookingState, BookingTerms } from '../booking/booking.ts';
import type { BookingCommand } from '../booking/decide-booking.ts';
import type { RequestAuthorisation } from '../booking/request-events.ts';
import { PaymentProviderError } from '../ports/payment-provider.ts';
import type { PaymentProviders } from './booking-workflow.ts';

type Existing = Extract<BookingState, { terms: BookingTerms }>;

export const requestCaptureKey = (bookingId: string) => `request-capture-${bookingId}`;
export const requestVoidKey = (authorisationId: string) => `request-void-${authorisationId}`;

/** What capturing an accepted request's authorisation gave: a payment, nothing yet (PayPal pending), or a refusal. */
type Captured =
  | { status: 'captured'; paymentId: string; amountCents: number }
  | { status: 'pending' }
  | { status: 'refused'; message: string };

/**
 * The provider's side of a request to book (decision 85): capturing the authorisation the owner accepted, voiding
 * the one nobody will take. Each call carries a key derived from the booking or the authorisation, so a step run
 * again (a crash, a retried answer, the sweep) captures or voids once.
 */
export function createRequestSteps(deps: {
  providers: PaymentProviders;
  onBooking: (bookingId: string, command: BookingCommand) => Promise<unknown>;
  now: () => string;
}) {
  async function capture(bookingId: string, authorisation: RequestAuthorisation): Promise<Captured> {
    const idempotencyKey = requestCaptureKey(bookingId);
    try {
      if (authorisation.method === 'card') {
        const captured = await deps.providers.card.capturePaymentIntent({
          paymentIntentId: authorisation.authorisationId,
          idempotencyKey,
        });
        return { status: 'captured', paymentId: captured.paymentIntentId, amountCents: captured.amountCents };
      }
      const captured = await deps.providers.paypal.captureAuthorization({
        authorizationId: authorisation.authorisationId,
        idempotencyKey,
      });
      if (captured.status === 'COMPLETED')
        return { status: 'captured', paymentId: captured.captureId, amountCents: captured.amountCents };
      // PayPal completes a PENDING capture later: its PAYMENT.CAPTURE.COMPLETED webhook records the payment then.
      if (captured.status === 'PENDING') return { status: 'pending' };
      return { status: 'refused', message: `PayPal capture ${captured.status}` };
    } catch (error) {
      // The provider said no (the authorisation lapsed or was voided); its outages are tried again.
      if (error instanceof PaymentProviderError && error.httpStatus < 500)
        return { status: 'refused', message: error.message };
      throw error;
    }
  }

  async function voidAuthorisation(authorisation: RequestAuthorisation): Promise<void> {
    const idempotencyKey = requestVoidKey(authorisation.authorisationId);
    if (authorisation.method === 'card')
      await deps.providers.card.cancelPaymentIntent({
        paymentIntentId: authorisation.authorisationId,
        idempotencyKey,
      });
    else
      await deps.providers.paypal.voidAuthorization({
        authorizationId: authorisation.authorisationId,
        idempotencyKey,
      });
  }

  /**
   * One step of a request's provider side, from the booking's facts: an accepted request captured and its payment
   * recorded (or, refused by the provider, cancelled), an authorisation nobody will take voided. Returns whether the
   * booking's stream moved.
   */
  async function advance(state: Existing): Promise<boolean> {
    const { request } = state;
    const authorisation = request?.authorisation;
    if (!request || !authorisation) return false;
    const { bookingId } = state.terms;
    const metadata = { now: deps.now() };
    if (state.status === 'pending' && request.accepted && !state.payment) {
      const captured = await capture(bookingId, authorisation);
      if (captured.status === 'pending') return false;
      if (captured.status === 'refused') {
        await deps.onBooking(bookingId, {
          type: 'CancelBooking',
          data: { reason: 'authorisation_lapsed' },
          metadata,
        });
        return true;
      }
      await deps.onBooking(bookingId, {
        type: 'RecordPaymentSuccess',
        data: {
          provider: authorisation.provider,
          method: authorisation.method,
          paymentIntentId: authorisation.paymentIntentId,
          paymentId: captured.paymentId,
          amountCents: captured.amountCents,
          providerEventId: null,
        },
        metadata,
      });
      return true;
    }
    const nobodyWillTakeIt = state.status === 'cancelled' && !state.payment && !request.voided;
    if (nobodyWillTakeIt) {
      await voidAuthorisation(authorisation);
      await deps.onBooking(bookingId, {
        type: 'RecordAuthorisationVoided',
        data: { authorisationId: authorisation.authorisationId },
        metadata,
      });
      return true;
    }
    return false;
  }

  return { advance, voidAuthorisation };
}
