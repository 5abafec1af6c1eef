import { randomUUID } from 'node:crypto';
import { WebhookSignatureError, type SubscriptionCheckoutRequest } from '@grandtour/commands';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectRefusal } from '../testing/expect-refusal.ts';
import { startFakePayPal, type FakePayPal } from '../testing/fake-paypal-server.ts';
import {
  createPayPalSubscriptionCheckout,
  GRANDTOUR_PAYPAL_PRODUCT_ID,
  type PayPalSubscriptionCheckout,
  type PayPalSubscriptionCheckoutOptions,
} from './paypal-subscription-checkout.ts';

describe('PayPal Subscriptions against a local PayPal REST API', () => {
  let paypal: FakePayPal;
  let checkout: PayPalSubscriptionCheckout;
  beforeAll(async () => {
    paypal = await startFakePayPal();
    checkout = checkoutFor(paypal);
  });
  afterAll(async () => {
    await paypal?.close();
  });

  function checkoutFor(fake: FakePayPal, overrides: Partial<PayPalSubscriptionCheckoutOptions> = {}) {
    return createPayPalSubscriptionCheckout({
      clientId: fake.clientId,
      clientSecret: fake.clientSecret,
      webhookId: fake.webhookId,
      environment: 'sandbox',
      baseUrl: fake.baseUrl,
      ...overrides,
    });
  }

  const request = (overrides: Partial<SubscriptionCheckoutRequest> = {}): SubscriptionCheckoutRequest => {
    const subscriptionId = randomUUID();
    return {
      subscriptionId,
      planId: 'owner-vip',
      planName: 'VIP Owner',
      kind: 'owner',
      priceCents: 29_900,
      email: 'hugo.bernard@example.fr',
      language: 'de',
      successUrl: `https://grandtour.example/subscriptions?success=true&subscription=${subscriptionId}`,
      cancelUrl: 'https://grandtour.example/subscriptions',
      idempotencyKey: `subscription-checkout-${subscriptionId}`,
      ...overrides,
    };
  };
  const sent = (fake: FakePayPal, method: string, path: string) =>
    fake.requests.filter((request) => request.method === method && request.path.split('?')[0] === path);

  it('creates the product and a monthly euro plan on first use, then a subscription whose approve link it returns', async () => {
    const wanted = request();
    const session = await checkout.createCheckout(wanted);
    expect(session.id).toMatch(/^I-[A-Z0-9]{12}$/);
    expect(session.url).toMatch(
      /^https:\/\/www\.sandbox\.paypal\.com\/webapps\/billing\/subscriptions\?ba_token=BA-/,
    );
    expect(paypal.products.get(GRANDTOUR_PAYPAL_PRODUCT_ID)).toMatchObject({ type: 'SERVICE' });
    const [plan] = [...paypal.plans.values()];
    expect(plan).toMatchObject({
      product_id: GRANDTOUR_PAYPAL_PRODUCT_ID,
      name: 'Grand Tour VIP Owner — 299.00 EUR/month',
      status: 'ACTIVE',
      billing_cycles: [
        {
          frequency: { interval_unit: 'MONTH', interval_count: 1 },
          tenure_type: 'REGULAR',
          total_cycles: 0,
          pricing_scheme: { fixed_price: { value: '299.00', currency_code: 'EUR' } },
        },
      ],
    });
    const created = sent(paypal, 'POST', '/v1/billing/subscriptions').at(-1)!;
    expect(created.requestId).toBe(wanted.idempotencyKey);
    expect(JSON.parse(created.body)).toEqual({
      plan_id: plan!.id,
      custom_id: wanted.subscriptionId,
      subscriber: { email_address: 'hugo.bernard@example.fr' },
      application_context: {
        brand_name: 'Grand Tour',
        locale: 'de-DE',
        shipping_preference: 'NO_SHIPPING',
        user_action: 'SUBSCRIBE_NOW',
        return_url: wanted.successUrl,
        cancel_url: wanted.cancelUrl,
      },
    });
    expect(paypal.subscriptions.get(session.id)).toMatchObject({ status: 'APPROVAL_PENDING' });
  });

  it('keeps one PayPal plan per plan and price: reused in this process, found again after a restart, new for a new price', async () => {
    const fresh = await startFakePayPal();
    try {
      const first = checkoutFor(fresh);
      await first.createCheckout(request());
      await Promise.all([first.createCheckout(request()), first.createCheckout(request())]);
      expect(sent(fresh, 'POST', '/v1/catalogs/products')).toHaveLength(1);
      expect(sent(fresh, 'POST', '/v1/billing/plans')).toHaveLength(1);
      expect(sent(fresh, 'GET', '/v1/billing/plans')).toHaveLength(1);

      const restarted = checkoutFor(fresh);
      await restarted.createCheckout(request());
      expect(sent(fresh, 'POST', '/v1/catalogs/products')).toHaveLength(1);
      expect(sent(fresh, 'POST', '/v1/billing/plans')).toHaveLength(1);

      await restarted.createCheckout(request({ priceCents: 34_900 }));
      expect([...fresh.plans.values()].map((plan) => plan.name)).toEqual([
        'Grand Tour VIP Owner — 299.00 EUR/month',
        'Grand Tour VIP Owner — 349.00 EUR/month',
      ]);
      expect(
        new Set([...fresh.subscriptions.values()].map((subscription) => subscription.plan_id)).size,
      ).toBe(2);
    } finally {
      await fresh.close();
    }
  });

  it('gets the same subscription back when the creation is retried with the same PayPal-Request-Id', async () => {
    const wanted = request();
    const first = await checkout.createCheckout(wanted);
    expect((await checkout.createCheckout(wanted)).id).toBe(first.id);
  });

  it('turns a verified BILLING.SUBSCRIPTION.ACTIVATED into the subscription’s payment', async () => {
    const wanted = request();
    const session = await checkout.createCheckout(wanted);
    paypal.approveSubscription(session.id);
    const { rawBody, headers } = paypal.subscriptionWebhook('BILLING.SUBSCRIPTION.ACTIVATED', session.id);
    expect(await checkout.verifyWebhook(rawBody, headers)).toEqual({
      eventId: JSON.parse(rawBody).id,
      type: 'subscription_paid',
      subscriptionId: wanted.subscriptionId,
      providerSessionId: session.id,
      providerSubscriptionId: session.id,
      amountCents: null,
    });
    const verification = sent(paypal, 'POST', '/v1/notifications/verify-webhook-signature').at(-1)!;
    expect(verification.body).toContain(`"webhook_event":${rawBody}`);
  });

  it('ignores other subscription events and subscriptions that are not ours', async () => {
    const session = await checkout.createCheckout(request());
    const created = paypal.subscriptionWebhook('BILLING.SUBSCRIPTION.CREATED', session.id);
    expect(await checkout.verifyWebhook(created.rawBody, created.headers)).toBeNull();
    paypal.approveSubscription(session.id);
    delete paypal.subscriptions.get(session.id)!.custom_id;
    const foreign = paypal.subscriptionWebhook('BILLING.SUBSCRIPTION.ACTIVATED', session.id);
    expect(await checkout.verifyWebhook(foreign.rawBody, foreign.headers)).toBeNull();
  });

  it('refuses a notification PayPal does not vouch for, or one it cannot be asked about', async () => {
    const session = await checkout.createCheckout(request());
    paypal.approveSubscription(session.id);
    const { rawBody, headers } = paypal.subscriptionWebhook('BILLING.SUBSCRIPTION.ACTIVATED', session.id);
    await expect(
      checkout.verifyWebhook(rawBody.replace(session.id, 'I-FORGED000000'), headers),
    ).rejects.toThrow(WebhookSignatureError);
    await expect(
      checkout.verifyWebhook(rawBody, { ...headers, 'paypal-transmission-sig': 'forged' }),
    ).rejects.toThrow(WebhookSignatureError);
    await expect(
      checkoutFor(paypal, { webhookId: undefined }).verifyWebhook(rawBody, headers),
    ).rejects.toThrow(/PAYPAL_WEBHOOK_ID/);
  });

  it('passes on bad credentials and an unreachable PayPal as a bad gateway', async () => {
    await expectRefusal(checkoutFor(paypal, { clientSecret: 'wrong' }).createCheckout(request()), {
      code: 'invalid_client',
      httpStatus: 502,
    });
    const fresh = await startFakePayPal();
    const closed = checkoutFor(fresh);
    await fresh.close();
    await expectRefusal(closed.createCheckout(request()), { code: 'api_connection_error', httpStatus: 502 });
  });
});
