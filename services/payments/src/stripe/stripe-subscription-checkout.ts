import {
  PaymentProviderError,
  type SubscriptionCheckout,
  type SubscriptionPaidEvent,
} from '@grandtour/commands';
import type Stripe from 'stripe';
import {
  callStripe,
  createStripeClient,
  verifiedStripeEvent,
  type StripeConnectionOptions,
} from './stripe-client.ts';

export interface StripeSubscriptionCheckoutOptions extends StripeConnectionOptions {
  webhookSecret: string;
}

export type StripeSubscriptionCheckout = SubscriptionCheckout & { readonly name: 'stripe' };

/**
 * Plans paid on Stripe Checkout in subscription mode: a monthly euro price given inline (price_data), so the
 * plans live in our code and no Stripe catalogue has to be kept in step. `checkout.session.completed` (or
 * `async_payment_succeeded` for slower methods) on /api/webhooks/stripe activates the subscription.
 */
export function createStripeSubscriptionCheckout(
  options: StripeSubscriptionCheckoutOptions,
): StripeSubscriptionCheckout {
  const stripe = createStripeClient(options);
  return {
    name: 'stripe',

    async createCheckout(request) {
      const metadata = { subscription_id: request.subscriptionId, plan_id: request.planId };
      const session = await callStripe(() =>
        stripe.checkout.sessions.create(
          {
            mode: 'subscription',
            customer_email: request.email,
            client_reference_id: request.subscriptionId,
            line_items: [
              {
                quantity: 1,
                price_data: {
                  currency: 'eur',
                  unit_amount: request.priceCents,
                  recurring: { interval: 'month' },
                  product_data: { name: `Grand Tour — ${request.planName}` },
                },
              },
            ],
            success_url: request.successUrl,
            cancel_url: request.cancelUrl,
            locale: request.language,
            metadata,
            // The Stripe subscription carries our id too, for its own later events (renewals, cancellation).
            subscription_data: { metadata },
          },
          { idempotencyKey: request.idempotencyKey },
        ),
      );
      if (!session.url)
        throw new PaymentProviderError('Stripe returned no Checkout address.', 'api_error', 502);
      return { id: session.id, url: session.url };
    },

    async verifyWebhook(rawBody, headers) {
      return toSubscriptionPaidEvent(verifiedStripeEvent(stripe, rawBody, headers, options.webhookSecret));
    },
  };
}

/** A paid Checkout Session of ours (subscription mode, with our subscription id); null for anything else. */
export function toSubscriptionPaidEvent(event: Stripe.Event): SubscriptionPaidEvent | null {
  if (
    event.type !== 'checkout.session.completed' &&
    event.type !== 'checkout.session.async_payment_succeeded'
  )
    return null;
  const session = event.data.object;
  const subscriptionId = session.metadata?.subscription_id;
  if (session.mode !== 'subscription' || !subscriptionId) return null;
  // A completed session paid by a slower method is still 'unpaid': async_payment_succeeded follows when it is.
  if (session.payment_status === 'unpaid') return null;
  const subscription = session.subscription;
  return {
    eventId: event.id,
    type: 'subscription_paid',
    subscriptionId,
    providerSessionId: session.id,
    providerSubscriptionId: typeof subscription === 'string' ? subscription : (subscription?.id ?? null),
    amountCents: session.amount_total,
  };
}
