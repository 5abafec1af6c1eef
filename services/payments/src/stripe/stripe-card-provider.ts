import {
  PaymentProviderError,
  type CardPaymentProvider,
  type CardWebhookEvent,
  type PaymentIntentState,
} from '@grandtour/commands';
import type Stripe from 'stripe';
import {
  callStripe as call,
  createStripeClient,
  savedCardOf,
  verifiedStripeEvent,
  type StripeConnectionOptions,
} from './stripe-client.ts';
import { DEPOSIT_METADATA } from './stripe-deposit-holds.ts';
import { cancelManualIntent, unlessAlready } from './stripe-manual-capture.ts';

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

    async createPaymentIntent({ bookingId, amountCents, description, idempotencyKey, captureMethod }) {
      // A Customer of its own and a card set up for off-session use: a change of dates that costs more can then be
      // charged on the same card without the payer (decision 30). The Payment Element shows Stripe's consent text.
      const customer = await call(() =>
        stripe.customers.create(
          { metadata: { booking_id: bookingId } },
          { idempotencyKey: `${idempotencyKey}-customer` },
        ),
      );
      const intent = await call(() =>
        stripe.paymentIntents.create(
          {
            amount: amountCents,
            currency: 'eur',
            description,
            customer: customer.id,
            setup_future_usage: 'off_session',
            metadata: { booking_id: bookingId },
            // The pinned API version's card-only list (it replaced `payment_method_types`); no automatic methods.
            allowed_payment_method_types: ['card'],
            // A request to book (decision 85): the card is authorised now, captured when the owner accepts.
            ...(captureMethod === 'manual' ? { capture_method: 'manual' as const } : {}),
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

    /** In full; capturing a captured intent again (another key) answers with it, as the port asks. */
    async capturePaymentIntent({ paymentIntentId, idempotencyKey }) {
      const intent = await unlessAlready(stripe, paymentIntentId, 'succeeded', () =>
        stripe.paymentIntents.capture(paymentIntentId, {}, { idempotencyKey }),
      );
      return { paymentIntentId: intent.id, amountCents: intent.amount_received };
    },

    async cancelPaymentIntent({ paymentIntentId, idempotencyKey }) {
      await cancelManualIntent(stripe, paymentIntentId, idempotencyKey);
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

    /** The card of the booking's payment, saved to its Customer, charged off session (decision 30). */
    async chargeAgain({ originalPaymentId, bookingId, amountCents, description, idempotencyKey }) {
      const { customer, card } = await savedCardOf(stripe, originalPaymentId);
      const intent = await call(() =>
        stripe.paymentIntents.create(
          {
            amount: amountCents,
            currency: 'eur',
            description,
            customer,
            payment_method: card,
            off_session: true,
            confirm: true,
            // Marked, so that its own webhook is not taken for a second payment of the booking.
            metadata: { booking_id: bookingId, booking_change: 'true' },
            allowed_payment_method_types: ['card'],
          },
          { idempotencyKey },
        ),
      );
      if (intent.status !== 'succeeded')
        throw new PaymentProviderError(
          'Your bank asks you to confirm this payment: it cannot be charged without you.',
          'authentication_required',
          402,
        );
      return { paymentIntentId: intent.id, paymentId: intent.id, amountCents: intent.amount };
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

/**
 * The PaymentIntent outcomes we act upon, for intents this marketplace created (they carry a booking id): paid,
 * authorised (a request to book, decision 85) or failed.
 */
export function toCardWebhookEvent(event: Stripe.Event): CardWebhookEvent | null {
  if (
    event.type !== 'payment_intent.succeeded' &&
    event.type !== 'payment_intent.amount_capturable_updated' &&
    event.type !== 'payment_intent.payment_failed'
  )
    return null;
  const intent = event.data.object;
  const bookingId = intent.metadata?.booking_id;
  // A change's charge is recorded by the change itself (decision 30), a deposit by the deposit: not the payment.
  if (!bookingId || intent.metadata?.booking_change || intent.metadata?.[DEPOSIT_METADATA]) return null;
  if (event.type === 'payment_intent.amount_capturable_updated')
    return {
      eventId: event.id,
      type: 'payment_authorised',
      paymentIntentId: intent.id,
      bookingId,
      amountCents: intent.amount_capturable || intent.amount,
    };
  // A request's capture is the owner's acceptance, recorded by it with what capturePaymentIntent answered: its
  // payment_intent.succeeded is not a second payment.
  if (event.type === 'payment_intent.succeeded' && intent.capture_method === 'manual') return null;
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
