/**
 * The deposit ports (decision 68): a hold on the customer's means of payment, captured in part for an accepted claim,
 * or let go. Amounts are integer euro cents. Every call takes an idempotency key derived from the booking and the
 * hold's sequence, so a retried or replayed step never holds, captures or releases twice. A refusal (declined card,
 * insufficient funds, an authorization PayPal will not renew) throws PaymentProviderError with the provider's words.
 */

/** A hold in place at the provider. */
export interface DepositHold {
  /** Stripe PaymentIntent with capture_method manual; PayPal authorization; the demo provider's hold. */
  holdId: string;
  amountCents: number;
  /** When the provider lets it go by itself (Stripe `capture_before`; PayPal end of the honor period). */
  expiresAt: string;
}

/** Where a hold the customer confirms in the browser stands. */
export interface DepositHoldStatus {
  status: 'pending' | 'held' | 'failed' | 'released' | 'captured';
  hold: DepositHold | null;
  /** The provider's message for a failed attempt. */
  lastErrorMessage: string | null;
  bookingId: string | null;
}

export interface DepositCapture {
  captureId: string;
  amountCents: number;
}

export interface CardDepositHolds {
  readonly name: 'demo' | 'stripe';
  /** Off-session, on the card of the booking's payment (Stripe: its payment method, `off_session: true`). */
  holdOnSavedCard(input: {
    bookingId: string;
    /** The booking's payment (a PaymentIntent) whose card is held. */
    paymentIntentId: string;
    amountCents: number;
    description: string;
    idempotencyKey: string;
  }): Promise<DepositHold>;
  /** On-session with another card: an intent the browser confirms (its client secret). */
  createHoldIntent(input: {
    bookingId: string;
    amountCents: number;
    description: string;
    idempotencyKey: string;
  }): Promise<{ holdId: string; clientSecret: string }>;
  retrieveHold(holdId: string): Promise<DepositHoldStatus>;
  /** Captures `amountCents` (≤ the hold) and lets the rest go (Stripe `amount_to_capture`). */
  capture(input: { holdId: string; amountCents: number; idempotencyKey: string }): Promise<DepositCapture>;
  /** Lets the whole hold go (Stripe: cancel the PaymentIntent). Releasing a released hold is a no-op. */
  release(input: { holdId: string; idempotencyKey: string }): Promise<void>;
}

export interface PayPalDepositHolds {
  readonly name: 'demo' | 'paypal';
  /** An order with `intent: AUTHORIZE` the customer approves. */
  createAuthorizationOrder(input: {
    bookingId: string;
    amountCents: number;
    idempotencyKey: string;
  }): Promise<{ orderId: string; approveUrl: string | null }>;
  /** Authorizes an approved order; authorizing it again returns the same authorization. */
  authorizeOrder(orderId: string, idempotencyKey: string): Promise<DepositHold & { bookingId: string }>;
  /** Once, from day 4 to day 29 of the authorization (PayPal's reauthorize), for `amountCents`. */
  reauthorize(input: { holdId: string; amountCents: number; idempotencyKey: string }): Promise<DepositHold>;
  /** Captures part of the authorization with `final_capture: true`: the rest is let go. */
  capture(input: { holdId: string; amountCents: number; idempotencyKey: string }): Promise<DepositCapture>;
  /** Voids the authorization. Voiding a voided one is a no-op. */
  release(input: { holdId: string; idempotencyKey: string }): Promise<void>;
}

export interface DepositHoldProviders {
  card: CardDepositHolds;
  paypal: PayPalDepositHolds;
}
