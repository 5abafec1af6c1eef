import {
  PaymentProviderError,
  paymentMethodUnavailable,
  WebhookSignatureError,
  type IncomingHeaders,
} from '@grandtour/commands';
import Stripe from 'stripe';
import { headerValue } from '../headers.ts';

export interface StripeConnectionOptions {
  secretKey: string;
  /** Another API host (a local fake in tests); Stripe's own by default. */
  host?: string;
  port?: number;
  protocol?: 'http' | 'https';
  /** Retries of failed network calls; safe because every write carries an idempotency key. */
  maxNetworkRetries?: number;
  timeoutMs?: number;
}

export function createStripeClient(options: StripeConnectionOptions): Stripe {
  return new Stripe(options.secretKey, {
    maxNetworkRetries: options.maxNetworkRetries ?? 2,
    timeout: options.timeoutMs ?? 20_000,
    telemetry: false,
    appInfo: { name: 'Grand Tour' },
    ...(options.host === undefined ? {} : { host: options.host }),
    ...(options.port === undefined ? {} : { port: options.port }),
    ...(options.protocol === undefined ? {} : { protocol: options.protocol }),
  });
}

// Stripe's answers about the request itself keep their status; our credentials, Stripe's own failures and the
// network are the server's problem, not the payer's: a bad gateway.
const PAYER_FACING_STATUSES = new Set([400, 402, 404, 409, 422]);

/** Runs a Stripe call, turning Stripe's errors into PaymentProviderError with Stripe's message and code. */
export async function callStripe<T>(request: () => Promise<T>): Promise<T> {
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
    throw new PaymentProviderError(error.message, code, status, error.decline_code);
  }
}

/** Checks the Stripe-Signature header over the exact bytes received. Throws WebhookSignatureError. */
export function verifiedStripeEvent(
  stripe: Stripe,
  rawBody: string,
  headers: IncomingHeaders,
  webhookSecret: string,
): Stripe.Event {
  const signature = headerValue(headers, 'stripe-signature');
  if (!signature) throw new WebhookSignatureError('Missing Stripe-Signature header');
  try {
    return stripe.webhooks.constructEvent(rawBody, signature, webhookSecret);
  } catch (error) {
    if (error instanceof Stripe.errors.StripeSignatureVerificationError)
      throw new WebhookSignatureError(error.message);
    throw error;
  }
}

/**
 * The Customer and card an earlier PaymentIntent saved for use without the payer (decision 30), for a charge or a hold
 * off session; paid before cards were saved, there is nothing Stripe will charge without the payer.
 */
export async function savedCardOf(stripe: Stripe, paymentIntentId: string) {
  const original = await callStripe(() => stripe.paymentIntents.retrieve(paymentIntentId));
  const customer = typeof original.customer === 'string' ? original.customer : original.customer?.id;
  const card =
    typeof original.payment_method === 'string' ? original.payment_method : original.payment_method?.id;
  if (!customer || !card || original.setup_future_usage !== 'off_session')
    throw paymentMethodUnavailable('Stripe');
  return { customer, card };
}
