import {
  PaymentProviderError,
  WebhookSignatureError,
  type CardPaymentProvider,
  type CardWebhookEvent,
  type PaymentIntentState,
} from '@grandtour/commands';
import Stripe from 'stripe';
import { headerValue } from '../headers.ts';

export interface StripeCardProviderOptions {
  secretKey: string;
  publishableKey: string;
  webhookSecret: string;
  /** Another API host (a local fake in tests); Stripe's own by default. */
  host?: string;
  port?: number;
  protocol?: 'http' | 'https';
  /** Retries of failed network calls; safe because every write carries an idempotency key. */
  maxNetworkRetries?: number;
  timeoutMs?: number;
}

export type StripeCardProvider = CardPaymentProvider & { readonly name: 'stripe' };

/** Card payments on Stripe PaymentIntents; the browser confirms them with Stripe Elements. */
export function createStripeCardProvider(options: StripeCardProviderOptions): StripeCardProvider {
  const stripe = new Stripe(options.secretKey, {
    maxNetworkRetries: options.maxNetworkRetries ?? 2,
    timeout: options.timeoutMs ?? 20_000,
    telemetry: false,
    appInfo: { name: 'Grand Tour' },
    ...(options.host === undefined ? {} : { host: options.host }),
    ...(options.port === undefined ? {} : { port: options.port }),
    ...(options.protocol === undefined ? {} : { protocol: options.protocol }),
  });

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
      const signature = headerValue(headers, 'stripe-signature');
      if (!signature) throw new WebhookSignatureError('Missing Stripe-Signature header');
      let event: Stripe.Event;
      try {
        event = stripe.webhooks.constructEvent(rawBody, signature, options.webhookSecret);
      } catch (error) {
        if (error instanceof Stripe.errors.StripeSignatureVerificationError)
          throw new WebhookSignatureError(error.message);
        throw error;
      }
      return toCardWebhookEvent(event);
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

// Stripe's answers about the request itself keep their status; our credentials, Stripe's own failures and the
// network are the server's problem, not the payer's: a bad gateway.
const PAYER_FACING_STATUSES = new Set([400, 402, 404, 409, 422]);

async function call<T>(request: () => Promise<T>): Promise<T> {
  try {
    return await request();
  } catch (error) {
    if (!(error instanceof Stripe.errors.StripeError)) throw error;
    const status =
      error.statusCode !== undefined && PAYER_FACING_STATUSES.has(error.statusCode) ? error.statusCode : 502;
    const code =
      error.code ??
      error.rawType ??
      (error instanceof Stripe.errors.StripeConnectionError ? 'api_connection_error' : 'api_error');
    throw new PaymentProviderError(error.message, code, status);
  }
}
