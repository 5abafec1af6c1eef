import type { LanguageCode, SubscriptionKind, SubscriptionPlanId } from '@grandtour/shared';
import type { IncomingHeaders } from './payment-provider.ts';

/**
 * The subscription port: a monthly plan paid through a provider's own checkout page. The composition root picks
 * the adapters by the same settings as card payments: the built-in demo provider (default, offline), Stripe
 * Checkout (STRIPE_SECRET_KEY) and PayPal Subscriptions (PAYPAL_CLIENT_ID/SECRET). Our subscription id travels
 * with the checkout (Stripe metadata.subscription_id, PayPal custom_id), so the webhook alone finds the stream.
 */
export interface SubscriptionCheckoutRequest {
  subscriptionId: string;
  planId: SubscriptionPlanId;
  planName: string;
  kind: SubscriptionKind;
  /** Integer euro cents, charged every month; never 0 (free plans need no checkout). */
  priceCents: number;
  email: string;
  language: LanguageCode;
  /** Absolute addresses of the site, where the provider sends the subscriber back. */
  successUrl: string;
  cancelUrl: string;
  /** Sent to the provider, so a retried creation gives back the same checkout. */
  idempotencyKey: string;
}

export interface SubscriptionCheckoutSession {
  /** Stripe's Checkout Session id, PayPal's subscription id (I-…), or the demo session id. */
  id: string;
  /** Where the browser goes to pay. */
  url: string;
}

/** A verified provider notification that a subscription is paid; `eventId` identifies the notification. */
export interface SubscriptionPaidEvent {
  eventId: string;
  type: 'subscription_paid';
  subscriptionId: string;
  /** The checkout it came from (Stripe session id, PayPal subscription id); null when the provider does not say. */
  providerSessionId: string | null;
  providerSubscriptionId: string | null;
  /** What the first period cost, when the provider says so. */
  amountCents: number | null;
}

export interface SubscriptionCheckout {
  readonly name: 'demo' | 'stripe' | 'paypal';
  createCheckout(request: SubscriptionCheckoutRequest): Promise<SubscriptionCheckoutSession>;
  /**
   * Verifies a provider notification (Stripe's signature, PayPal's verification call); null for one we ignore.
   * Throws WebhookSignatureError when it is not the provider's.
   */
  verifyWebhook(rawBody: string, headers: IncomingHeaders): Promise<SubscriptionPaidEvent | null>;
}

/** One checkout per button of the subscription dialog: by card, and with PayPal. */
export interface SubscriptionCheckouts {
  card: SubscriptionCheckout & { readonly name: 'demo' | 'stripe' };
  paypal: SubscriptionCheckout & { readonly name: 'demo' | 'paypal' };
}
