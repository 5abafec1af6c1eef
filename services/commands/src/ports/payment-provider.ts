/**
 * The payment ports. The booking code depends on these only; the composition root picks the adapters: the
 * built-in demo provider (default, offline), Stripe (STRIPE_SECRET_KEY) and PayPal (PAYPAL_CLIENT_ID/SECRET).
 * Amounts are integer euro cents; the booking id travels with every payment (Stripe metadata.booking_id, PayPal
 * purchase_units[0].custom_id) so that a webhook alone is enough to find the booking.
 */

export type IncomingHeaders = Readonly<Record<string, string | string[] | undefined>>;

export interface PaymentIntentState {
  id: string;
  status:
    | 'requires_payment_method'
    | 'requires_confirmation'
    | 'requires_action'
    | 'processing'
    | 'requires_capture'
    | 'canceled'
    | 'succeeded';
  amountCents: number;
  bookingId: string | null;
  /** The provider's message for the last failed attempt (e.g. "Your card was declined."). */
  lastErrorMessage: string | null;
}

/** A verified provider notification we act upon; `eventId` deduplicates replays. */
export type CardWebhookEvent =
  | {
      eventId: string;
      type: 'payment_succeeded';
      paymentIntentId: string;
      bookingId: string;
      amountCents: number;
    }
  | {
      /** A manual-capture intent is authorised (Stripe `payment_intent.amount_capturable_updated`): a request to book. */
      eventId: string;
      type: 'payment_authorised';
      paymentIntentId: string;
      bookingId: string;
      amountCents: number;
    }
  | {
      eventId: string;
      type: 'payment_failed';
      paymentIntentId: string;
      bookingId: string;
      errorMessage: string;
    };

export class WebhookSignatureError extends Error {
  constructor(message = 'Invalid webhook signature') {
    super(message);
    this.name = 'WebhookSignatureError';
  }
}

/** The provider refused an operation (a declined card, an unknown intent): `message` is the provider's own. */
export class PaymentProviderError extends Error {
  constructor(
    message: string,
    readonly code: string,
    readonly httpStatus: number = 402,
    /** A card decline's reason (Stripe's `decline_code`: insufficient_funds…), for the payer's own words. */
    readonly declineCode?: string,
  ) {
    super(message);
    this.name = 'PaymentProviderError';
  }
}

/**
 * A second payment on the payment method of an earlier one, without the payer at hand: the difference of a booking
 * change that costs more (decision 30). A provider that cannot do it throws PaymentProviderError
 * `payment_method_unavailable`; a decline throws the provider's own refusal (402).
 */
export interface ChargeAgainRequest {
  /** The earlier payment whose method is charged: the PaymentIntent for cards, the capture for PayPal. */
  originalPaymentId: string;
  bookingId: string;
  amountCents: number;
  description: string;
  idempotencyKey: string;
}
export interface ChargedAgain {
  paymentIntentId: string;
  /** What a refund of this charge goes through. */
  paymentId: string;
  amountCents: number;
}

/** The refusal of a provider that cannot charge a payment method again without its payer. */
export const paymentMethodUnavailable = (provider: string) =>
  new PaymentProviderError(
    `${provider} cannot charge this payment method again without the payer.`,
    'payment_method_unavailable',
    422,
  );

export interface CardPaymentProvider {
  readonly name: 'demo' | 'stripe';
  /** Publishable key for the browser (Stripe); null for the demo provider. */
  readonly publishableKey: string | null;
  createPaymentIntent(input: {
    bookingId: string;
    amountCents: number;
    description: string;
    idempotencyKey: string;
    /**
     * `manual` for a request to book (decision 85): confirming it authorises the card (status `requires_capture`),
     * and only the owner's acceptance captures it. `automatic` when absent.
     */
    captureMethod?: 'automatic' | 'manual';
  }): Promise<{ id: string; clientSecret: string }>;
  retrievePaymentIntent(paymentIntentId: string): Promise<PaymentIntentState>;
  /**
   * Captures an authorised intent in full (Stripe `POST /v1/payment_intents/{id}/capture`); capturing it again returns
   * the same. A lapsed or cancelled authorisation throws PaymentProviderError.
   */
  capturePaymentIntent(input: {
    paymentIntentId: string;
    idempotencyKey: string;
  }): Promise<{ paymentIntentId: string; amountCents: number }>;
  /** Lets an authorisation go (Stripe `POST /v1/payment_intents/{id}/cancel`); cancelling a cancelled one is a no-op. */
  cancelPaymentIntent(input: { paymentIntentId: string; idempotencyKey: string }): Promise<void>;
  refund(input: {
    paymentIntentId: string;
    amountCents: number;
    idempotencyKey: string;
  }): Promise<{ id: string }>;
  /** Verifies the signature over the raw body; null for event types we ignore. Throws WebhookSignatureError. */
  parseWebhook(rawBody: string, headers: IncomingHeaders): CardWebhookEvent | null;
  chargeAgain(request: ChargeAgainRequest): Promise<ChargedAgain>;
}

export interface PayPalCapture {
  orderId: string;
  captureId: string;
  status: 'COMPLETED' | 'PENDING' | 'DECLINED' | 'FAILED';
  amountCents: number;
  bookingId: string;
}

export interface PayPalAuthorization {
  orderId: string;
  authorizationId: string;
  status: 'CREATED' | 'PENDING' | 'DENIED' | 'VOIDED' | 'CAPTURED' | 'EXPIRED';
  amountCents: number;
  bookingId: string;
}

export type PayPalWebhookEvent =
  | {
      eventId: string;
      type: 'capture_completed';
      orderId: string;
      captureId: string;
      bookingId: string;
      amountCents: number;
    }
  | { eventId: string; type: 'capture_denied'; orderId: string; captureId: string; bookingId: string };

export interface PayPalProvider {
  readonly name: 'demo' | 'paypal';
  /** Client id for PayPal's JS SDK; null for the demo provider. */
  readonly clientId: string | null;
  setup(): Promise<{ clientToken: string }>;
  createOrder(input: {
    bookingId: string;
    amountCents: number;
    idempotencyKey: string;
    /** `AUTHORIZE` for a request to book (decision 85); `CAPTURE` when absent. */
    intent?: 'CAPTURE' | 'AUTHORIZE';
  }): Promise<{ id: string; status: string; approveUrl: string | null }>;
  /**
   * Authorizes an approved `AUTHORIZE` order (Orders v2 `authorize`); authorizing it again returns the same
   * authorization. A refusal throws PaymentProviderError.
   */
  authorizeOrder(orderId: string, idempotencyKey: string): Promise<PayPalAuthorization>;
  /** Captures an authorization in full, `final_capture: true` (Payments v2); again returns the same capture. */
  captureAuthorization(input: { authorizationId: string; idempotencyKey: string }): Promise<PayPalCapture>;
  /** Voids an authorization (Payments v2 `void`); voiding a voided one is a no-op. */
  voidAuthorization(input: { authorizationId: string; idempotencyKey: string }): Promise<void>;
  /** Captures an approved order. Capturing an order already captured returns the same capture. */
  captureOrder(orderId: string, idempotencyKey: string): Promise<PayPalCapture>;
  refundCapture(input: {
    captureId: string;
    amountCents: number;
    idempotencyKey: string;
  }): Promise<{ id: string }>;
  /** Verifies the notification with PayPal; null for event types we ignore. Throws WebhookSignatureError. */
  verifyWebhook(rawBody: string, headers: IncomingHeaders): Promise<PayPalWebhookEvent | null>;
  chargeAgain(request: ChargeAgainRequest): Promise<ChargedAgain>;
}
