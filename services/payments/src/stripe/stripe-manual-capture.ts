import { PaymentProviderError } from '@grandtour/commands';
import type Stripe from 'stripe';
import { callStripe as call } from './stripe-client.ts';

/**
 * Stripe refuses to capture or cancel a PaymentIntent already captured or cancelled (400
 * `payment_intent_unexpected_state`), whatever the idempotency key: when the intent is already where the request
 * would have taken it, that refusal is an answer, not an error. Shared by the deposit holds and the payments on
 * request (decisions 68 and 85).
 */
export async function unlessAlready(
  stripe: Stripe,
  paymentIntentId: string,
  settled: 'succeeded' | 'canceled',
  request: () => Promise<Stripe.PaymentIntent>,
): Promise<Stripe.PaymentIntent> {
  try {
    return await call(request);
  } catch (error) {
    if (!(error instanceof PaymentProviderError) || error.code !== 'payment_intent_unexpected_state')
      throw error;
    const intent = await call(() => stripe.paymentIntents.retrieve(paymentIntentId));
    if (intent.status !== settled) throw error;
    return intent;
  }
}

/** Lets an authorisation go; cancelling a cancelled intent is a no-op, a captured one stays an error. */
export async function cancelManualIntent(
  stripe: Stripe,
  paymentIntentId: string,
  idempotencyKey: string,
): Promise<void> {
  await unlessAlready(stripe, paymentIntentId, 'canceled', () =>
    stripe.paymentIntents.cancel(paymentIntentId, {}, { idempotencyKey }),
  );
}
