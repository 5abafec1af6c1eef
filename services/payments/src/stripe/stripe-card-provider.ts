import {
  PaymentProviderError,
  paymentMethodUnavailable,
  type CardPaymentProvider,
  type CardWebhookEvent,
  type PaymentIntentState,
} from '@grandtour/commands';
import type Stripe from 'stripe';
import {
  callStripe as call,
  createStripeClient,
  verifiedStripeEvent,
  type StripeConnectionOptions,
} from './stripe-client.ts';

export interface StripeCardProviderOptions extends StripeConnectionOptions {
  publishableKey: string;
  webhookSecret: string;
}

export type StripeCardProvider = CardPaymentProvider & { readonly name: 'stripe' };

/** Card payments on Stripe PaymentIntents; the browser confirms them with Stripe Elements. */
export function createStripeCardProvider(options: StripeCardProviderOptions): StripeCardProvider {
  const stripe = createStripeClient(options);

  return {
    name: 'stripe',
    publishableKey: options.publishableKey,

    async createPaymentIntent({ bookingId, amountCents, description, idempotencyKey }) {
      const intent = await call(() =>
        stripe.paymentIntents.create(
          {
            amount: amountCents,
            currency: 'eur',
            description,
            metadata: { booking_id: bookingId },
            // The pinned API version's card-only list (it replaced `payment_method_types`); no automatic methods.
            allowed_payment_method_types: ['card'],
          },
          { idempotencyKey },
        ),
      );
      if (!intent.client_secret)
        throw new PaymentProviderError('Stripe returned no client secret.', 'api_error', 502);
      return { id: intent.id, clientSecret: intent.client_secret };
    },

    async retrievePaymentIntent(paymentIntentId) {
      const intent = await call(() => stripe.paymentIntents.retrieve(paymentIntentId));
      return {
        id: intent.id,
        status: knownStatus(intent.status),
        amountCents: intent.amount,
        bookingId: intent.metadata.booking_id ?? null,
        lastErrorMessage: intent.last_payment_error?.message ?? null,
      };
    },

    async refund({ paymentIntentId, amountCents, idempotencyKey }) {
      const refund = await call(() =>
        stripe.refunds.create({ payment_intent: paymentIntentId, amount: amountCents }, { idempotencyKey }),
      );
      return { id: refund.id };
    },

    parseWebhook(rawBody, headers) {
      return toCardWebhookEvent(verifiedStripeEvent(stripe, rawBody, headers, options.webhookSecret));
    },

    // Booking intents are not set up for off-session use (no Customer, no setup_future_usage): decision 30.
    async chargeAgain() {
      throw paymentMethodUnavailable('Stripe');
    },
  };
}

const STATUSES: ReadonlySet<string> = new Set<PaymentIntentState['status']>([
  'requires_payment_method',
  'requires_confirmation',
  'requires_action',
  'processing',
  'requires_capture',
  'canceled',
  'succeeded',
]);

/** A status a later API version might add counts as neither paid nor failed. */
const knownStatus = (status: string): PaymentIntentState['status'] =>
  STATUSES.has(status) ? (status as PaymentIntentState['status']) : 'processing';

/** The two PaymentIntent outcomes we act upon, for intents this marketplace created (they carry a booking id). */
export function toCardWebhookEvent(event: Stripe.Event): CardWebhookEvent | null {
  if (event.type !== 'payment_intent.succeeded' && event.type !== 'payment_intent.payment_failed')
    return null;
  const intent = event.data.object;
  const bookingId = intent.metadata?.booking_id;
  if (!bookingId) return null;
  if (event.type === 'payment_intent.succeeded')
    return {
      eventId: event.id,
      type: 'payment_succeeded',
      paymentIntentId: intent.id,
      bookingId,
      amountCents: intent.amount_received || intent.amount,
    };
  return {
    eventId: event.id,
    type: 'payment_failed',
    paymentIntentId: intent.id,
    bookingId,
    errorMessage: intent.last_payment_error?.message ?? 'The payment failed.',
  };
}
