import { randomUUID } from 'node:crypto';
import { WebhookSignatureError, type SubscriptionCheckoutRequest } from '@grandtour/commands';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectRefusal } from '../testing/expect-refusal.ts';
import { startFakeStripe, type FakeStripe } from '../testing/fake-stripe-server.ts';
import {
  createStripeSubscriptionCheckout,
  type StripeSubscriptionCheckout,
} from './stripe-subscription-checkout.ts';

const webhookSecret = 'whsec_test_grandtour_subscriptions';
const signer = new Stripe('sk_test_unused');

describe('Stripe Checkout subscriptions against a local Stripe API', () => {
  let stripe: FakeStripe;
  let checkout: StripeSubscriptionCheckout;
  beforeAll(async () => {
    stripe = await startFakeStripe();
    checkout = createStripeSubscriptionCheckout({
      secretKey: stripe.secretKey,
      webhookSecret,
      host: stripe.host,
      port: stripe.port,
      protocol: stripe.protocol,
      maxNetworkRetries: 0,
    });
  });
  afterAll(async () => {
    await stripe?.close();
  });

  const request = (overrides: Partial<SubscriptionCheckoutRequest> = {}): SubscriptionCheckoutRequest => {
    const subscriptionId = randomUUID();
    return {
      subscriptionId,
      planId: 'client-hypercar-premium',
      planName: 'Hypercar Premium',
      kind: 'client',
      priceCents: 29_900,
      email: 'lea.martin@example.fr',
      language: 'fr',
      successUrl: `https://grandtour.example/subscriptions?success=true&subscription=${subscriptionId}`,
      cancelUrl: 'https://grandtour.example/subscriptions',
      idempotencyKey: `subscription-checkout-${subscriptionId}`,
      ...overrides,
    };
  };
  const sign = (payload: string, secret = webhookSecret) =>
    signer.webhooks.generateTestHeaderString({ payload, secret });
  const sessionRequests = () => stripe.requests.filter((sent) => sent.path === '/v1/checkout/sessions');

  it('opens a Checkout Session in subscription mode: monthly euro price, e-mail, return addresses and our id', async () => {
    const wanted = request();
    const session = await checkout.createCheckout(wanted);
    expect(session.id).toMatch(/^cs_test_/);
    expect(session.url).toBe(stripe.checkoutSessions.get(session.id)!.url);
    expect(session.url).toMatch(/^https:\/\/checkout\.stripe\.com\/c\/pay\/cs_test_/);
    const sent = sessionRequests().at(-1)!;
    expect(sent).toMatchObject({
      method: 'POST',
      idempotencyKey: wanted.idempotencyKey,
      authorization: `Bearer ${stripe.secretKey}`,
    });
    expect(sent.params).toEqual({
      mode: 'subscription',
      customer_email: 'lea.martin@example.fr',
      client_reference_id: wanted.subscriptionId,
      'line_items[0][quantity]': '1',
      'line_items[0][price_data][currency]': 'eur',
      'line_items[0][price_data][unit_amount]': '29900',
      'line_items[0][price_data][recurring][interval]': 'month',
      'line_items[0][price_data][product_data][name]': 'Grand Tour — Hypercar Premium',
      success_url: wanted.successUrl,
      cancel_url: wanted.cancelUrl,
      locale: 'fr',
      'metadata[subscription_id]': wanted.subscriptionId,
      'metadata[plan_id]': 'client-hypercar-premium',
      'subscription_data[metadata][subscription_id]': wanted.subscriptionId,
      'subscription_data[metadata][plan_id]': 'client-hypercar-premium',
    });
    expect(stripe.checkoutSessions.get(session.id)).toMatchObject({
      amount_total: 29_900,
      status: 'open',
      payment_status: 'unpaid',
    });
  });

  it('gets the same session back for the same idempotency key, and Stripe’s refusal for other parameters', async () => {
    const wanted = request();
    const first = await checkout.createCheckout(wanted);
    expect(await checkout.createCheckout(wanted)).toEqual(first);
    expect(stripe.checkoutSessions.size).toBeGreaterThan(0);
    await expectRefusal(checkout.createCheckout({ ...wanted, priceCents: 4_900 }), {
      code: 'idempotency_error',
      httpStatus: 400,
    });
  });

  it('turns a paid checkout.session.completed into the subscription’s payment, with Stripe’s subscription id', async () => {
    const wanted = request({ planId: 'owner-premium', planName: 'Premium Owner', priceCents: 14_900 });
    const session = await checkout.createCheckout(wanted);
    const completed = stripe.completeCheckout(session.id);
    const payload = stripe.checkoutEvent('checkout.session.completed', session.id);
    expect(await checkout.verifyWebhook(payload, { 'stripe-signature': sign(payload) })).toEqual({
      eventId: JSON.parse(payload).id,
      type: 'subscription_paid',
      subscriptionId: wanted.subscriptionId,
      providerSessionId: session.id,
      providerSubscriptionId: completed.subscription,
      amountCents: 14_900,
    });
  });

  it('waits for async_payment_succeeded when the completed session is not paid yet', async () => {
    const wanted = request();
    const session = await checkout.createCheckout(wanted);
    stripe.completeCheckout(session.id).payment_status = 'unpaid';
    const completed = stripe.checkoutEvent('checkout.session.completed', session.id);
    expect(await checkout.verifyWebhook(completed, { 'stripe-signature': sign(completed) })).toBeNull();
    stripe.checkoutSessions.get(session.id)!.payment_status = 'paid';
    const succeeded = stripe.checkoutEvent('checkout.session.async_payment_succeeded', session.id);
    expect(await checkout.verifyWebhook(succeeded, { 'stripe-signature': sign(succeeded) })).toMatchObject({
      type: 'subscription_paid',
      subscriptionId: wanted.subscriptionId,
    });
  });

  it('ignores other events and sessions that are not ours', async () => {
    const session = await checkout.createCheckout(request());
    stripe.completeCheckout(session.id);
    const expired = stripe.checkoutEvent('checkout.session.expired', session.id);
    expect(await checkout.verifyWebhook(expired, { 'stripe-signature': sign(expired) })).toBeNull();
    delete stripe.checkoutSessions.get(session.id)!.metadata!.subscription_id;
    const foreign = stripe.checkoutEvent('checkout.session.completed', session.id);
    expect(await checkout.verifyWebhook(foreign, { 'stripe-signature': sign(foreign) })).toBeNull();
  });

  it('refuses a wrong secret, a tampered body and a missing signature', async () => {
    const session = await checkout.createCheckout(request());
    stripe.completeCheckout(session.id);
    const payload = stripe.checkoutEvent('checkout.session.completed', session.id);
    await expect(
      checkout.verifyWebhook(payload, { 'stripe-signature': sign(payload, 'whsec_someone_else') }),
    ).rejects.toThrow(WebhookSignatureError);
    await expect(
      checkout.verifyWebhook(payload.replace('"amount_total": 29900', '"amount_total": 1'), {
        'stripe-signature': sign(payload),
      }),
    ).rejects.toThrow(WebhookSignatureError);
    await expect(checkout.verifyWebhook(payload, {})).rejects.toThrow(WebhookSignatureError);
  });

  it('passes on Stripe’s refusals with their status, and its outages as a bad gateway', async () => {
    stripe.failNext(400, {
      type: 'invalid_request_error',
      code: 'email_invalid',
      message: 'Invalid email address: lea@',
      param: 'customer_email',
    });
    await expectRefusal(checkout.createCheckout(request({ email: 'lea@' })), {
      code: 'email_invalid',
      httpStatus: 400,
      message: 'Invalid email address: lea@',
    });
    stripe.failNext(500, { type: 'api_error', message: 'Sorry, something went wrong.' });
    await expectRefusal(checkout.createCheckout(request()), { code: 'api_error', httpStatus: 502 });
  });
});
