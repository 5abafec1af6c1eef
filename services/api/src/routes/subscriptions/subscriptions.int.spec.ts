import { TEST_DRIVER } from '@grandtour/projections/testing';
import { randomUUID } from 'node:crypto';
import {
  subscriptionStreamName,
  type SubscriptionCheckoutStarted,
  type SubscriptionEvent,
} from '@grandtour/commands';
import type { RecordedEvent } from '@grandtour/event-store';
import { testDatabaseKinds, type TestDatabase } from '@grandtour/platform/testing';
import {
  createPayPalProvider,
  createPayPalSubscriptionCheckout,
  createStripeCardProvider,
  createStripeSubscriptionCheckout,
} from '@grandtour/payments';
import {
  startFakePayPal,
  startFakeStripe,
  type FakePayPal,
  type FakeStripe,
} from '@grandtour/payments/testing';
import { subscriptionsProjection } from '@grandtour/projections';
import {
  addDays,
  BookingSchema,
  CarQuoteSchema,
  CarSchema,
  CreateSubscriptionResponseSchema,
  DemoCheckoutCompletedSchema,
  DemoCheckoutSessionSchema,
  SubscriptionSchema,
  todayInParis,
} from '@grandtour/shared';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { Runtime } from '../../runtime.ts';
import { testBrowser, type TestBrowser } from '../../testing/test-browser.ts';
import { useTestRuntime } from '../../testing/test-runtime.ts';

const CHECKOUTS_PER_MINUTE = 5;
const PUBLIC_URL = 'https://grandtour.example';
const premium = { planName: 'Hypercar Premium', price: 299, userEmail: 'Lea.Martin@Example.fr' };
const settings = {
  SEED_DEMO_FLEET: 'false',
  PUBLIC_URL,
  SUBSCRIPTION_CHECKOUTS_PER_MINUTE: String(CHECKOUTS_PER_MINUTE),
};

function helpers(runtime: () => Runtime, database: () => TestDatabase) {
  let address = 0;
  return {
    /** Each browser its own address, so the rate limit only trips where a test means it to. */
    browser: () => testBrowser(runtime().app, { remoteAddress: `10.2.0.${++address}` }),
    eventsOf: async (subscriptionId: string) =>
      (await runtime().store.readStream<SubscriptionEvent>(subscriptionStreamName(subscriptionId))).events,
    startedOf: async (subscriptionId: string) => {
      const { events } = await runtime().store.readStream<SubscriptionCheckoutStarted>(
        subscriptionStreamName(subscriptionId),
      );
      expect(events[0]?.type).toBe('SubscriptionCheckoutStarted');
      return events[0]!.data;
    },
    countOf: async (type: SubscriptionEvent['type']) =>
      Number(
        (
          await database().pool.query(`SELECT count(*) AS n FROM emt_messages WHERE message_type = $1`, [
            type,
          ])
        ).rows[0].n,
      ),
    rowOf: async (subscriptionId: string) =>
      (await database().pool.query('SELECT * FROM subscriptions WHERE id = $1', [subscriptionId])).rows[0],
  };
}

const subscribe = async (
  visit: TestBrowser,
  route: 'create-stripe-session' | 'create-paypal-subscription',
  body: object,
  headers: Record<string, string> = {},
) => {
  const response = await visit('POST', `/api/${route}`, body, headers);
  expect(response.statusCode, response.body).toBe(201);
  return CreateSubscriptionResponseSchema.parse(response.json());
};

for (const kind of testDatabaseKinds()) {
  describe(`subscriptions with the demo provider on ${kind}`, () => {
    const context = useTestRuntime(kind, { background: false }, settings);
    const { browser, eventsOf, startedOf, countOf, rowOf } = helpers(
      () => context.runtime,
      () => context.database,
    );
    const sessionIdOf = (url: string) => new URL(url, PUBLIC_URL).searchParams.get('session')!;

    it('opens a demo checkout for a paid plan at the plan’s own price, and records it pending', async () => {
      const visit = browser();
      const answer = await subscribe(visit, 'create-stripe-session', premium, { 'accept-language': 'es' });
      expect(answer.url).toMatch(/^\/subscriptions\/checkout\?session=cs_demo_[A-Za-z0-9]{24}$/);
      const events = await eventsOf(answer.subscriptionId);
      expect(events.map((event) => event.type)).toEqual(['SubscriptionCheckoutStarted']);
      expect(events[0]!.data).toMatchObject({
        subscriptionId: answer.subscriptionId,
        planId: 'client-hypercar-premium',
        planName: 'Hypercar Premium',
        kind: 'client',
        priceCents: 29_900,
        period: 'month',
        email: 'lea.martin@example.fr',
        language: 'es',
        provider: 'demo',
        providerSessionId: sessionIdOf(answer.url),
        accountId: null,
      });
      const read = await visit('GET', `/api/subscriptions/${answer.subscriptionId}`);
      expect(SubscriptionSchema.strict().parse(read.json())).toMatchObject({
        status: 'pending',
        priceCents: 29_900,
        activatedAt: null,
      });
      expect(read.body).not.toContain('example.fr');
    });

    it('shows the session on the checkout page; paying activates the subscription once', async () => {
      const visit = browser();
      const answer = await subscribe(visit, 'create-stripe-session', premium);
      const sessionId = sessionIdOf(answer.url);
      const session = DemoCheckoutSessionSchema.parse(
        (await visit('GET', `/api/demo-subscriptions/${sessionId}`)).json(),
      );
      expect(session).toEqual({
        id: sessionId,
        subscriptionId: answer.subscriptionId,
        planName: 'Hypercar Premium',
        kind: 'client',
        priceCents: 29_900,
        email: 'lea.martin@example.fr',
        method: 'card',
        status: 'open',
        successPath: `/subscriptions?success=true&subscription=${answer.subscriptionId}`,
        cancelPath: '/subscriptions?kind=client',
      });
      const paying = await Promise.all(
        [1, 2].map(() => visit('POST', `/api/demo-subscriptions/${sessionId}/complete`)),
      );
      for (const paid of paying) {
        expect(paid.statusCode, paid.body).toBe(200);
        expect(DemoCheckoutCompletedSchema.parse(paid.json())).toEqual({
          subscriptionId: answer.subscriptionId,
          status: 'active',
          successPath: session.successPath,
        });
      }
      expect((await visit('POST', `/api/demo-subscriptions/${sessionId}/complete`)).statusCode).toBe(200);
      const events = await eventsOf(answer.subscriptionId);
      expect(events.map((event) => event.type)).toEqual([
        'SubscriptionCheckoutStarted',
        'SubscriptionActivated',
      ]);
      expect(events[1]!.data).toMatchObject({
        provider: 'demo',
        providerSubscriptionId: expect.stringMatching(/^sub_demo_/),
        providerEventId: expect.stringMatching(/^evt_demo_/),
      });
      expect(
        SubscriptionSchema.parse((await visit('GET', `/api/subscriptions/${answer.subscriptionId}`)).json()),
      ).toMatchObject({ status: 'active', activatedAt: expect.any(String) });
    });

    it('takes the PayPal button to the same local page, marked PayPal, for an owner plan', async () => {
      const visit = browser();
      const answer = await subscribe(visit, 'create-paypal-subscription', {
        planName: 'VIP Owner',
        price: '299.00',
        userEmail: 'hugo@example.fr',
      });
      const session = DemoCheckoutSessionSchema.parse(
        (await visit('GET', `/api/demo-subscriptions/${sessionIdOf(answer.url)}`)).json(),
      );
      expect(session).toMatchObject({
        method: 'paypal',
        kind: 'owner',
        cancelPath: '/subscriptions?kind=owner',
      });
    });

    it('activates a free plan at once, on either route, with no checkout at all', async () => {
      const checkoutsBefore = Number(
        (await context.database.pool.query('SELECT count(*) AS n FROM demo_subscription_checkouts')).rows[0]
          .n,
      );
      for (const [route, planName] of [
        ['create-stripe-session', 'Free'],
        ['create-paypal-subscription', 'Free Owner'],
      ] as const) {
        const visit = browser();
        const answer = await subscribe(visit, route, { planName, price: 0, userEmail: 'zoe@example.fr' });
        expect(answer.url).toBe(`/subscriptions?success=true&subscription=${answer.subscriptionId}`);
        expect(
          (await eventsOf(answer.subscriptionId)).map((event) => [event.type, event.data.provider]),
        ).toEqual([
          ['SubscriptionCheckoutStarted', 'none'],
          ['SubscriptionActivated', 'none'],
        ]);
        expect(
          SubscriptionSchema.parse(
            (await visit('GET', `/api/subscriptions/${answer.subscriptionId}`)).json(),
          ),
        ).toMatchObject({ planName, status: 'active', provider: 'none', priceCents: 0 });
      }
      expect(
        Number(
          (await context.database.pool.query('SELECT count(*) AS n FROM demo_subscription_checkouts')).rows[0]
            .n,
        ),
      ).toBe(checkoutsBefore);
    });

    it('refuses a price that is not the plan’s with a localized 409 giving the current price, and writes nothing', async () => {
      const before = await countOf('SubscriptionCheckoutStarted');
      for (const price of [199, '298.99', 299.5, 0]) {
        const refused = await browser()(
          'POST',
          '/api/create-stripe-session',
          { ...premium, price },
          {
            'accept-language': 'en',
          },
        );
        expect(refused.statusCode, String(price)).toBe(409);
        expect(refused.json()).toEqual({
          error: 'subscription_price_changed',
          message:
            'The price of this plan has changed. Please check the new monthly price before subscribing.',
          details: { planName: 'Hypercar Premium', price: '299.00', priceCents: 29_900 },
        });
      }
      const french = await browser()('POST', '/api/create-paypal-subscription', {
        planName: 'Essential Owner',
        price: 39,
        userEmail: 'ines@example.fr',
      });
      expect(french.json()).toMatchObject({
        message: expect.stringMatching(/^Le prix de cette formule a changé/),
        details: { price: '49.00' },
      });
      expect(await countOf('SubscriptionCheckoutStarted')).toBe(before);
    });

    it('refuses an unknown plan with a 404 naming the plans, in the caller’s language', async () => {
      const refused = await browser()(
        'POST',
        '/api/create-stripe-session',
        { ...premium, planName: 'Gold' },
        {
          'accept-language': 'de-DE,de;q=0.9',
        },
      );
      expect(refused.statusCode).toBe(404);
      expect(refused.json()).toMatchObject({
        error: 'subscription_plan_not_found',
        message: expect.stringMatching(/^Unbekanntes Abonnement/),
        details: {
          plans: ['Free', 'Hypercar Premium', 'Free Owner', 'Essential Owner', 'Premium Owner', 'VIP Owner'],
        },
      });
    });

    it('validates the spec’s payload strictly, with a 400 naming the field', async () => {
      const before = await countOf('SubscriptionCheckoutStarted');
      const cases: [Record<string, unknown>, string][] = [
        [{ userEmail: '' }, 'body.userEmail'],
        [{ userEmail: 'lea.martin-at-example.fr' }, 'body.userEmail'],
        [{ price: -299 }, 'body.price'],
        [{ price: '299,00' }, 'body.price'],
        [{ planName: '' }, 'body.planName'],
        [{ currency: 'EUR' }, 'body.currency'],
      ];
      for (const [override, field] of cases) {
        const refused = await browser()('POST', '/api/create-paypal-subscription', {
          ...premium,
          ...override,
        });
        expect(refused.statusCode, JSON.stringify(override)).toBe(400);
        expect(refused.json().details, JSON.stringify(override)).toEqual(
          expect.arrayContaining([expect.objectContaining({ field })]),
        );
      }
      expect(await countOf('SubscriptionCheckoutStarted')).toBe(before);
    });

    it('answers a retry with the same Idempotency-Key with the first checkout; a new key is a new one', async () => {
      const visit = browser();
      const key = randomUUID();
      const first = await visit('POST', '/api/create-stripe-session', premium, { 'idempotency-key': key });
      const retry = await visit('POST', '/api/create-stripe-session', premium, { 'idempotency-key': key });
      expect(retry.statusCode).toBe(201);
      expect(retry.headers['idempotent-replayed']).toBe('true');
      expect(retry.json()).toEqual(first.json());
      expect(await eventsOf(first.json().subscriptionId)).toHaveLength(1);
      const other = await subscribe(visit, 'create-stripe-session', premium, {
        'idempotency-key': randomUUID(),
      });
      expect(other.subscriptionId).not.toBe(first.json().subscriptionId);
      const changed = await visit(
        'POST',
        '/api/create-stripe-session',
        { ...premium, userEmail: 'x@example.fr' },
        {
          'idempotency-key': key,
        },
      );
      expect(changed.statusCode).toBe(422);
    });

    it('records the signed-in account that chose the plan', async () => {
      const visit = browser();
      const stamp = Date.now();
      const registered = await visit('POST', '/api/register', {
        username: `owner.${stamp}`,
        password: 'Secret-123',
        firstName: 'Hugo',
        lastName: 'Bernard',
        email: `hugo.${stamp}@example.fr`,
        userType: 'owner',
      });
      expect(registered.statusCode, registered.body).toBe(201);
      const answer = await subscribe(visit, 'create-paypal-subscription', {
        planName: 'Premium Owner',
        price: 149,
        userEmail: `hugo.${stamp}@example.fr`,
      });
      expect((await startedOf(answer.subscriptionId)).accountId).toBe(registered.json().user.id);
      expect((await rowOf(answer.subscriptionId)).account_id).toBe(registered.json().user.id);
    });

    it('starts a few checkouts a minute from one address, then answers 429', async () => {
      const visit = browser();
      for (let n = 0; n < CHECKOUTS_PER_MINUTE; n++)
        expect((await visit('POST', '/api/create-stripe-session', premium)).statusCode).toBe(201);
      const limited = await visit('POST', '/api/create-stripe-session', premium, { 'accept-language': 'en' });
      expect(limited.statusCode).toBe(429);
      expect(limited.json()).toMatchObject({
        error: 'rate_limited',
        message: expect.stringMatching(/Too many/),
      });
    });

    it('answers unknown sessions and subscriptions with localized 404s', async () => {
      const visit = browser();
      const missing = await visit(
        'GET',
        '/api/demo-subscriptions/cs_demo_000000000000000000000000',
        undefined,
        {
          'accept-language': 'en',
        },
      );
      expect(missing.statusCode).toBe(404);
      expect(missing.json()).toMatchObject({
        error: 'subscription_checkout_not_found',
        message: expect.stringMatching(/^This checkout page does not exist/),
      });
      expect(
        (await visit('POST', '/api/demo-subscriptions/cs_demo_000000000000000000000000/complete')).statusCode,
      ).toBe(404);
      expect((await visit('GET', '/api/demo-subscriptions/not-a-session')).statusCode).toBe(400);
      const unknown = await visit('GET', `/api/subscriptions/${randomUUID()}`);
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json()).toMatchObject({
        error: 'subscription_not_found',
        message: 'Abonnement introuvable.',
      });
    });

    it('keeps the read model as it is when every subscription event is applied again', async () => {
      const snapshot = async () =>
        (await context.database.pool.query('SELECT * FROM subscriptions ORDER BY id')).rows as unknown[];
      const before = await snapshot();
      expect(before.length).toBeGreaterThan(5);
      const { rows } = await context.database.pool.query(
        `SELECT stream_id FROM emt_messages WHERE stream_id LIKE 'subscription-%' GROUP BY stream_id`,
      );
      for (const { stream_id: stream } of rows as { stream_id: string }[]) {
        const { events } = await context.runtime.store.readStream<SubscriptionEvent>(stream);
        for (const event of events)
          await subscriptionsProjection.apply(
            event as RecordedEvent<SubscriptionEvent>,
            context.database.pool,
          );
      }
      expect(await snapshot()).toEqual(before);
    });
  });

  describe(`subscriptions through Stripe Checkout and PayPal Subscriptions (local fakes) on ${kind}`, () => {
    const webhookSecret = 'whsec_grandtour_subscriptions_api';
    const signer = new Stripe('sk_test_signer_only');
    let stripe: FakeStripe;
    let paypal: FakePayPal;
    beforeAll(async () => {
      [stripe, paypal] = await Promise.all([startFakeStripe(), startFakePayPal()]);
    });
    afterAll(async () => {
      await stripe?.close();
      await paypal?.close();
    });
    const context = useTestRuntime(
      kind,
      () => {
        const stripeOptions = {
          secretKey: stripe.secretKey,
          webhookSecret,
          host: stripe.host,
          port: stripe.port,
          protocol: stripe.protocol,
          maxNetworkRetries: 0,
        };
        const paypalOptions = {
          clientId: paypal.clientId,
          clientSecret: paypal.clientSecret,
          webhookId: paypal.webhookId,
          environment: 'sandbox' as const,
          baseUrl: paypal.baseUrl,
        };
        return {
          background: false,
          payments: {
            card: createStripeCardProvider({ ...stripeOptions, publishableKey: 'pk_test_grandtour' }),
            paypal: createPayPalProvider(paypalOptions),
          },
          subscriptionCheckouts: {
            card: createStripeSubscriptionCheckout(stripeOptions),
            paypal: createPayPalSubscriptionCheckout(paypalOptions),
          },
        };
      },
      // With the fleet, to show that booking payments share the Stripe webhook with subscriptions.
      { ...settings, SUBSCRIPTION_CHECKOUTS_PER_MINUTE: '100', SEED_DEMO_FLEET: 'true' },
    );
    const { browser, eventsOf, startedOf, rowOf } = helpers(
      () => context.runtime,
      () => context.database,
    );
    const post = (path: string, payload: string, headers: Record<string, string>) =>
      context.runtime.app.inject({
        method: 'POST',
        url: path,
        payload,
        headers: { 'content-type': 'application/json', ...headers },
      });
    const postStripe = (payload: string, secret = webhookSecret) =>
      post('/api/webhooks/stripe', payload, {
        'stripe-signature': signer.webhooks.generateTestHeaderString({ payload, secret }),
      });

    it('sends the browser to Stripe Checkout for the plan’s monthly euro price, back to the site’s public address', async () => {
      const answer = await subscribe(browser(), 'create-stripe-session', premium, {
        'accept-language': 'de',
      });
      const session = [...stripe.checkoutSessions.values()].find(
        (candidate) => candidate.metadata?.subscription_id === answer.subscriptionId,
      )!;
      expect(answer.url).toBe(session.url);
      const sent = stripe.requests.filter((request) => request.path === '/v1/checkout/sessions').at(-1)!;
      expect(sent.idempotencyKey).toBe(`subscription-checkout-${answer.subscriptionId}`);
      expect(sent.params).toMatchObject({
        mode: 'subscription',
        customer_email: 'lea.martin@example.fr',
        locale: 'de',
        'line_items[0][price_data][unit_amount]': '29900',
        'line_items[0][price_data][currency]': 'eur',
        'line_items[0][price_data][recurring][interval]': 'month',
        success_url: `${PUBLIC_URL}/subscriptions?success=true&subscription=${answer.subscriptionId}`,
        cancel_url: `${PUBLIC_URL}/subscriptions?kind=client`,
      });
      expect(await startedOf(answer.subscriptionId)).toMatchObject({
        provider: 'stripe',
        providerSessionId: session.id,
      });
    });

    it('activates on a signed checkout.session.completed once, however often Stripe replays it', async () => {
      const visit = browser();
      const answer = await subscribe(visit, 'create-stripe-session', {
        planName: 'Essential Owner',
        price: 49,
        userEmail: 'ines@example.fr',
      });
      const sessionId = (await startedOf(answer.subscriptionId)).providerSessionId as string;
      const completed = stripe.completeCheckout(sessionId);
      const payload = stripe.checkoutEvent('checkout.session.completed', sessionId);
      for (let replay = 0; replay < 5; replay++) {
        const response = await postStripe(payload);
        expect(response.statusCode, response.body).toBe(200);
      }
      const events = await eventsOf(answer.subscriptionId);
      expect(events.map((event) => event.type)).toEqual([
        'SubscriptionCheckoutStarted',
        'SubscriptionActivated',
      ]);
      expect(events[1]!.data).toMatchObject({
        provider: 'stripe',
        providerSubscriptionId: completed.subscription,
        providerEventId: JSON.parse(payload).id,
      });
      expect(await rowOf(answer.subscriptionId)).toMatchObject({
        status: 'active',
        provider_subscription_id: completed.subscription,
      });
      const later = stripe.checkoutEvent('checkout.session.completed', sessionId);
      expect((await postStripe(later)).statusCode).toBe(200);
      expect(await eventsOf(answer.subscriptionId)).toHaveLength(2);
    });

    it('refuses an unsigned or tampered Stripe notification and changes nothing', async () => {
      const answer = await subscribe(browser(), 'create-stripe-session', premium);
      const sessionId = (await startedOf(answer.subscriptionId)).providerSessionId as string;
      stripe.completeCheckout(sessionId);
      const payload = stripe.checkoutEvent('checkout.session.completed', sessionId);
      const forged = await postStripe(payload, 'whsec_someone_else');
      expect(forged.statusCode).toBe(400);
      expect(forged.json().error).toBe('invalid_signature');
      const tampered = await post(
        '/api/webhooks/stripe',
        payload.replace('"amount_total": 29900', '"amount_total": 1'),
        {
          'stripe-signature': signer.webhooks.generateTestHeaderString({ payload, secret: webhookSecret }),
        },
      );
      expect(tampered.statusCode).toBe(400);
      expect((await post('/api/webhooks/stripe', payload, {})).statusCode).toBe(400);
      expect(await eventsOf(answer.subscriptionId)).toHaveLength(1);
    });

    it('still confirms a booking paid by card through the same Stripe webhook', async () => {
      const visit = browser();
      const [car] = z
        .array(CarSchema)
        .parse((await context.runtime.app.inject({ url: '/api/cars?availableNow=true' })).json());
      const [startDate, endDate] = [addDays(todayInParis(), 20), addDays(todayInParis(), 22)];
      const quote = CarQuoteSchema.parse(
        (await visit('GET', `/api/cars/${car!.id}/quote?startDate=${startDate}&endDate=${endDate}`)).json(),
      );
      const booking = BookingSchema.parse(
        (
          await visit(
            'POST',
            '/api/bookings',
            {
              userId: 'guest',
              carId: car!.id,
              startDate,
              endDate,
              pickupLocation: 'car-address',
              totalPrice: (quote.totalCents / 100).toFixed(2),
              customerInfo: {
                firstName: 'Léa',
                lastName: 'Martin',
                email: 'lea@example.fr',
                phone: '+33 612345678',
              },
              driver: TEST_DRIVER,
            },
            { 'idempotency-key': randomUUID() },
          )
        ).json(),
      );
      const intent = await visit('POST', '/api/create-payment-intent', {
        amount: booking.totalPrice,
        bookingId: booking.id,
      });
      const paymentIntentId = intent.json().paymentIntentId as string;
      stripe.succeed(paymentIntentId);
      expect((await postStripe(stripe.event('payment_intent.succeeded', paymentIntentId))).statusCode).toBe(
        200,
      );
      expect(BookingSchema.parse((await visit('GET', `/api/bookings/${booking.id}`)).json()).status).toBe(
        'confirmed',
      );
    });

    it('sends the browser to PayPal’s approval page and activates once on a verified BILLING.SUBSCRIPTION.ACTIVATED', async () => {
      const answer = await subscribe(browser(), 'create-paypal-subscription', {
        planName: 'Premium Owner',
        price: 149,
        userEmail: 'hugo@example.fr',
      });
      expect(answer.url).toMatch(
        /^https:\/\/www\.sandbox\.paypal\.com\/webapps\/billing\/subscriptions\?ba_token=/,
      );
      const started = await startedOf(answer.subscriptionId);
      expect(started).toMatchObject({ provider: 'paypal', providerSessionId: expect.stringMatching(/^I-/) });
      const paypalId = started.providerSessionId as string;
      expect(paypal.subscriptions.get(paypalId)).toMatchObject({
        custom_id: answer.subscriptionId,
        application_context: {
          return_url: `${PUBLIC_URL}/subscriptions?success=true&subscription=${answer.subscriptionId}`,
          cancel_url: `${PUBLIC_URL}/subscriptions?kind=owner`,
        },
      });
      paypal.approveSubscription(paypalId);
      const notification = paypal.subscriptionWebhook('BILLING.SUBSCRIPTION.ACTIVATED', paypalId);
      const tampered = await post(
        '/api/webhooks/paypal',
        notification.rawBody.replace(answer.subscriptionId, randomUUID()),
        notification.headers,
      );
      expect(tampered.statusCode).toBe(400);
      expect(await eventsOf(answer.subscriptionId)).toHaveLength(1);
      for (let replay = 0; replay < 3; replay++) {
        const response = await post('/api/webhooks/paypal', notification.rawBody, notification.headers);
        expect(response.statusCode, response.body).toBe(200);
      }
      const events = await eventsOf(answer.subscriptionId);
      expect(events.map((event) => event.type)).toEqual([
        'SubscriptionCheckoutStarted',
        'SubscriptionActivated',
      ]);
      expect(events[1]!.data).toMatchObject({ provider: 'paypal', providerSubscriptionId: paypalId });
    });

    it('answers a checkout the provider refuses with the provider’s words, and records nothing', async () => {
      const visit = browser();
      const before = (await context.database.pool.query('SELECT count(*) AS n FROM subscriptions')).rows[0].n;
      stripe.failNext(400, {
        type: 'invalid_request_error',
        code: 'email_invalid',
        message: 'Invalid email address: lea@example',
        param: 'customer_email',
      });
      const refused = await visit('POST', '/api/create-stripe-session', premium);
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toMatchObject({
        error: 'email_invalid',
        message: 'Invalid email address: lea@example',
      });
      stripe.failNext(500, { type: 'api_error', message: 'Sorry, something went wrong.' });
      expect((await visit('POST', '/api/create-stripe-session', premium)).statusCode).toBe(502);
      expect((await context.database.pool.query('SELECT count(*) AS n FROM subscriptions')).rows[0].n).toBe(
        before,
      );
    });
  });
}
