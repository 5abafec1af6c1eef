import { randomUUID } from 'node:crypto';
import { WebhookSignatureError } from '@grandtour/commands';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectRefusal } from '../testing/expect-refusal.ts';
import { startFakeStripe, type FakeStripe } from '../testing/fake-stripe-server.ts';
import { createStripeCardProvider, type StripeCardProvider } from './stripe-card-provider.ts';

const webhookSecret = 'whsec_test_grandtour';
const signer = new Stripe('sk_test_unused');

describe('Stripe card provider against a local Stripe API', () => {
  let stripe: FakeStripe;
  let provider: StripeCardProvider;
  beforeAll(async () => {
    stripe = await startFakeStripe();
    provider = providerFor(stripe);
  });
  afterAll(async () => {
    await stripe?.close();
  });

  function providerFor(
    fake: FakeStripe,
    overrides: { secretKey?: string; maxNetworkRetries?: number; port?: number } = {},
  ) {
    return createStripeCardProvider({
      secretKey: overrides.secretKey ?? fake.secretKey,
      publishableKey: 'pk_test_grandtour',
      webhookSecret,
      host: fake.host,
      port: overrides.port ?? fake.port,
      protocol: fake.protocol,
      maxNetworkRetries: overrides.maxNetworkRetries ?? 0,
    });
  }

  const newIntent = (amountCents = 12_345, idempotencyKey = `pay-${randomUUID()}`) =>
    provider.createPaymentIntent({
      bookingId: randomUUID(),
      amountCents,
      description: 'Aston Martin DB12, 2 days',
      idempotencyKey,
    });
  const requestsTo = (path: string) => stripe.requests.filter((request) => request.path === path);

  it('creates a card-only PaymentIntent in euros with the booking id, for a Customer of its own, card saved for later', async () => {
    const bookingId = randomUUID();
    const idempotencyKey = `pay-${bookingId}`;
    const intent = await provider.createPaymentIntent({
      bookingId,
      amountCents: 12_345,
      description: 'Aston Martin DB12',
      idempotencyKey,
    });
    expect(intent.id).toMatch(/^pi_/);
    expect(intent.clientSecret).toBe(stripe.paymentIntents.get(intent.id)?.client_secret);
    const sent = requestsTo('/v1/payment_intents').at(-1)!;
    expect(sent).toMatchObject({
      method: 'POST',
      idempotencyKey,
      authorization: `Bearer ${stripe.secretKey}`,
    });
    const customer = requestsTo('/v1/customers').at(-1)!;
    expect(customer).toMatchObject({
      idempotencyKey: `${idempotencyKey}-customer`,
      params: { 'metadata[booking_id]': bookingId },
    });
    expect(sent.params).toEqual({
      amount: '12345',
      currency: 'eur',
      description: 'Aston Martin DB12',
      customer: expect.stringMatching(/^cus_/),
      setup_future_usage: 'off_session',
      'metadata[booking_id]': bookingId,
      'allowed_payment_method_types[0]': 'card',
    });
  });

  it('charges the saved card again off session, once per key; a card not saved for later is refused', async () => {
    const bookingId = randomUUID();
    const first = await provider.createPaymentIntent({
      bookingId,
      amountCents: 20_000,
      description: 'Ferrari Roma',
      idempotencyKey: `pay-${bookingId}`,
    });
    stripe.succeed(first.id);
    const request = {
      originalPaymentId: first.id,
      bookingId,
      amountCents: 5_000,
      description: 'change',
      idempotencyKey: `change-${bookingId}`,
    };
    const charged = await provider.chargeAgain(request);
    expect(await provider.chargeAgain(request)).toEqual(charged);
    const extra = stripe.paymentIntents.get(charged.paymentIntentId)!;
    expect(extra).toMatchObject({
      status: 'succeeded',
      amount: 5_000,
      customer: stripe.paymentIntents.get(first.id)!.customer,
      metadata: { booking_id: bookingId, booking_change: 'true' },
    });
    expect(requestsTo('/v1/payment_intents').at(-1)!.params).toMatchObject({
      off_session: 'true',
      confirm: 'true',
      payment_method: stripe.paymentIntents.get(first.id)!.payment_method,
    });
    // An intent from before cards were saved.
    const older = await provider.createPaymentIntent({
      bookingId,
      amountCents: 20_000,
      description: 'Ferrari Roma',
      idempotencyKey: `pay-older-${bookingId}`,
    });
    Object.assign(stripe.paymentIntents.get(older.id)!, { setup_future_usage: null });
    stripe.succeed(older.id);
    await expect(
      provider.chargeAgain({
        ...request,
        originalPaymentId: older.id,
        idempotencyKey: `change-older-${bookingId}`,
      }),
    ).rejects.toMatchObject({ code: 'payment_method_unavailable', httpStatus: 422 });
  });

  it('gets the same PaymentIntent back when the same key is sent again', async () => {
    const bookingId = randomUUID();
    const input = {
      bookingId,
      amountCents: 50_000,
      description: 'McLaren 750S',
      idempotencyKey: `pay-${bookingId}`,
    };
    const first = await provider.createPaymentIntent(input);
    expect(await provider.createPaymentIntent(input)).toEqual(first);
    expect(
      requestsTo('/v1/payment_intents').filter((request) => request.idempotencyKey === input.idempotencyKey),
    ).toHaveLength(2);
    await expectRefusal(provider.createPaymentIntent({ ...input, amountCents: 40_000 }), {
      code: 'idempotency_error',
      httpStatus: 400,
      message: /^Keys for idempotent requests can only be used with the same parameters/,
    });
  });

  it('retrieves the intent as Stripe reports it: waiting, declined with its message, then succeeded', async () => {
    const intent = await newIntent(80_000);
    const bookingId = stripe.paymentIntents.get(intent.id)!.metadata.booking_id;
    expect(await provider.retrievePaymentIntent(intent.id)).toEqual({
      id: intent.id,
      status: 'requires_payment_method',
      amountCents: 80_000,
      bookingId,
      lastErrorMessage: null,
    });
    stripe.decline(intent.id, {
      type: 'card_error',
      code: 'card_declined',
      decline_code: 'insufficient_funds',
      message: 'Your card has insufficient funds.',
    });
    expect(await provider.retrievePaymentIntent(intent.id)).toMatchObject({
      status: 'requires_payment_method',
      lastErrorMessage: 'Your card has insufficient funds.',
    });
    stripe.succeed(intent.id);
    expect(await provider.retrievePaymentIntent(intent.id)).toMatchObject({
      status: 'succeeded',
      lastErrorMessage: null,
    });
    expect(requestsTo(`/v1/payment_intents/${intent.id}`).every((request) => request.method === 'GET')).toBe(
      true,
    );
  });

  it("answers an unknown intent with Stripe's resource_missing", async () => {
    await expectRefusal(provider.retrievePaymentIntent('pi_unknown'), {
      code: 'resource_missing',
      httpStatus: 404,
      message: "No such payment_intent: 'pi_unknown'",
    });
  });

  it('refunds part of a payment under the idempotency key, and passes on the refusal of too much', async () => {
    const intent = await newIntent(10_000);
    stripe.succeed(intent.id);
    const idempotencyKey = `refund-${randomUUID()}`;
    const refund = await provider.refund({ paymentIntentId: intent.id, amountCents: 3_000, idempotencyKey });
    expect(refund.id).toMatch(/^re_/);
    expect(requestsTo('/v1/refunds').at(-1)).toMatchObject({
      idempotencyKey,
      params: { payment_intent: intent.id, amount: '3000' },
    });
    expect(await provider.refund({ paymentIntentId: intent.id, amountCents: 3_000, idempotencyKey })).toEqual(
      refund,
    );
    await expectRefusal(
      provider.refund({
        paymentIntentId: intent.id,
        amountCents: 7_001,
        idempotencyKey: `refund-${randomUUID()}`,
      }),
      {
        code: 'amount_too_large',
        httpStatus: 400,
        message: 'Refund amount (€70.01) is greater than unrefunded amount on charge (€70.00)',
      },
    );
    await provider.refund({
      paymentIntentId: intent.id,
      amountCents: 7_000,
      idempotencyKey: `refund-${randomUUID()}`,
    });
    await expectRefusal(
      provider.refund({
        paymentIntentId: intent.id,
        amountCents: 1,
        idempotencyKey: `refund-${randomUUID()}`,
      }),
      {
        code: 'charge_already_refunded',
      },
    );
  });

  it("passes on a card error with Stripe's message and code, as a 402", async () => {
    stripe.failNext(402, {
      type: 'card_error',
      code: 'card_declined',
      decline_code: 'generic_decline',
      message: 'Your card was declined.',
    });
    await expectRefusal(newIntent(), {
      code: 'card_declined',
      httpStatus: 402,
      message: 'Your card was declined.',
    });
  });

  it('turns bad credentials, Stripe outages and an unreachable Stripe into a bad gateway', async () => {
    await expectRefusal(providerFor(stripe, { secretKey: 'sk_test_wrong' }).retrievePaymentIntent('pi_x'), {
      httpStatus: 502,
      message: /^Invalid API Key provided/,
    });
    stripe.failNext(500, { type: 'api_error', message: 'Sorry, something went wrong.' });
    await expectRefusal(newIntent(), { code: 'api_error', httpStatus: 502 });
    const closed = await startFakeStripe();
    await closed.close();
    await expectRefusal(providerFor(closed).retrievePaymentIntent('pi_x'), {
      code: 'api_connection_error',
      httpStatus: 502,
    });
  });

  it('retries a failed creation with the same idempotency key', async () => {
    const retrying = providerFor(stripe, { maxNetworkRetries: 1 });
    stripe.failNext(500, { type: 'api_error', message: 'Sorry, something went wrong.' });
    const idempotencyKey = `pay-${randomUUID()}`;
    const intent = await retrying.createPaymentIntent({
      bookingId: randomUUID(),
      amountCents: 9_900,
      description: 'Bentley',
      idempotencyKey,
    });
    // The first call (the Customer) failed once and was retried under its key; the intent went through once.
    const customerAttempts = requestsTo('/v1/customers').filter(
      (request) => request.idempotencyKey === `${idempotencyKey}-customer`,
    );
    expect(customerAttempts).toHaveLength(2);
    const attempts = requestsTo('/v1/payment_intents').filter(
      (request) => request.idempotencyKey === idempotencyKey,
    );
    expect(attempts).toHaveLength(1);
    expect(stripe.paymentIntents.has(intent.id)).toBe(true);
  });

  describe('payments on request (manual capture, decision 85)', () => {
    const newManualIntent = async (amountCents = 80_000) => {
      const bookingId = randomUUID();
      const intent = await provider.createPaymentIntent({
        bookingId,
        amountCents,
        description: 'Bentley Continental GT, on request',
        idempotencyKey: `request-${bookingId}`,
        captureMethod: 'manual',
      });
      return { ...intent, bookingId };
    };

    it('authorises, then captures in full once under its key, and the capture refunds and charges again like a payment', async () => {
      const intent = await newManualIntent();
      expect(requestsTo('/v1/payment_intents').at(-1)!.params).toMatchObject({
        capture_method: 'manual',
        setup_future_usage: 'off_session',
        customer: expect.stringMatching(/^cus_/),
      });
      stripe.succeed(intent.id);
      expect(await provider.retrievePaymentIntent(intent.id)).toMatchObject({
        status: 'requires_capture',
        amountCents: 80_000,
      });

      const captureKey = `accept-${intent.bookingId}`;
      const captured = await provider.capturePaymentIntent({
        paymentIntentId: intent.id,
        idempotencyKey: captureKey,
      });
      expect(captured).toEqual({ paymentIntentId: intent.id, amountCents: 80_000 });
      expect(requestsTo(`/v1/payment_intents/${intent.id}/capture`)).toEqual([
        expect.objectContaining({ method: 'POST', idempotencyKey: captureKey, params: {} }),
      ]);
      // Another key: Stripe refuses a captured intent, the provider answers with the capture made.
      expect(
        await provider.capturePaymentIntent({ paymentIntentId: intent.id, idempotencyKey: randomUUID() }),
      ).toEqual(captured);
      expect(await provider.retrievePaymentIntent(intent.id)).toMatchObject({ status: 'succeeded' });
      await expectRefusal(
        provider.cancelPaymentIntent({ paymentIntentId: intent.id, idempotencyKey: randomUUID() }),
        {
          code: 'payment_intent_unexpected_state',
          httpStatus: 400,
        },
      );

      const refund = await provider.refund({
        paymentIntentId: intent.id,
        amountCents: 80_000,
        idempotencyKey: randomUUID(),
      });
      expect(refund.id).toMatch(/^re_/);
      const again = await provider.chargeAgain({
        originalPaymentId: intent.id,
        bookingId: intent.bookingId,
        amountCents: 9_000,
        description: 'one more day',
        idempotencyKey: randomUUID(),
      });
      expect(again.amountCents).toBe(9_000);
    });

    it('cancels an authorisation; cancelling again is a no-op; a cancelled one cannot be captured', async () => {
      const intent = await newManualIntent();
      stripe.succeed(intent.id);
      const cancelKey = `decline-${intent.bookingId}`;
      await provider.cancelPaymentIntent({ paymentIntentId: intent.id, idempotencyKey: cancelKey });
      expect(requestsTo(`/v1/payment_intents/${intent.id}/cancel`)).toEqual([
        expect.objectContaining({ method: 'POST', idempotencyKey: cancelKey }),
      ]);
      await provider.cancelPaymentIntent({ paymentIntentId: intent.id, idempotencyKey: randomUUID() });
      expect(await provider.retrievePaymentIntent(intent.id)).toMatchObject({ status: 'canceled' });
      await expectRefusal(
        provider.capturePaymentIntent({ paymentIntentId: intent.id, idempotencyKey: randomUUID() }),
        { code: 'payment_intent_unexpected_state', httpStatus: 400, message: /status of canceled/ },
      );
      await expectRefusal(
        provider.cancelPaymentIntent({ paymentIntentId: 'pi_missing', idempotencyKey: randomUUID() }),
        { code: 'resource_missing', httpStatus: 404 },
      );
    });
  });

  describe('webhooks', () => {
    const sign = (payload: string, options: { secret?: string; timestamp?: number } = {}) =>
      signer.webhooks.generateTestHeaderString({
        payload,
        secret: options.secret ?? webhookSecret,
        timestamp: options.timestamp,
      });

    it('turns a signed payment_intent.succeeded into payment_succeeded', async () => {
      const intent = await newIntent(45_000);
      stripe.succeed(intent.id);
      const payload = stripe.event('payment_intent.succeeded', intent.id);
      expect(provider.parseWebhook(payload, { 'stripe-signature': sign(payload) })).toEqual({
        eventId: JSON.parse(payload).id,
        type: 'payment_succeeded',
        paymentIntentId: intent.id,
        bookingId: stripe.paymentIntents.get(intent.id)!.metadata.booking_id,
        amountCents: 45_000,
      });
    });

    it('turns a signed payment_intent.payment_failed into payment_failed with the decline message', async () => {
      const intent = await newIntent();
      stripe.decline(intent.id, {
        type: 'card_error',
        code: 'expired_card',
        message: 'Your card has expired.',
      });
      const payload = stripe.event('payment_intent.payment_failed', intent.id);
      expect(provider.parseWebhook(payload, { 'Stripe-Signature': [sign(payload)] })).toEqual({
        eventId: JSON.parse(payload).id,
        type: 'payment_failed',
        paymentIntentId: intent.id,
        bookingId: stripe.paymentIntents.get(intent.id)!.metadata.booking_id,
        errorMessage: 'Your card has expired.',
      });
    });

    it('turns a signed payment_intent.amount_capturable_updated into payment_authorised, and ignores its capture', async () => {
      const bookingId = randomUUID();
      const intent = await provider.createPaymentIntent({
        bookingId,
        amountCents: 66_000,
        description: 'on request',
        idempotencyKey: randomUUID(),
        captureMethod: 'manual',
      });
      stripe.succeed(intent.id);
      const payload = stripe.event('payment_intent.amount_capturable_updated', intent.id);
      expect(provider.parseWebhook(payload, { 'stripe-signature': sign(payload) })).toEqual({
        eventId: JSON.parse(payload).id,
        type: 'payment_authorised',
        paymentIntentId: intent.id,
        bookingId,
        amountCents: 66_000,
      });
      expect(() =>
        provider.parseWebhook(payload, { 'stripe-signature': sign(payload, { secret: 'whsec_other' }) }),
      ).toThrow(WebhookSignatureError);
      await provider.capturePaymentIntent({ paymentIntentId: intent.id, idempotencyKey: randomUUID() });
      const captured = stripe.event('payment_intent.succeeded', intent.id);
      expect(provider.parseWebhook(captured, { 'stripe-signature': sign(captured) })).toBeNull();
    });

    it('ignores other event types and intents without a booking id', async () => {
      const intent = await newIntent();
      stripe.succeed(intent.id);
      const other = stripe.event('payment_intent.created', intent.id);
      expect(provider.parseWebhook(other, { 'stripe-signature': sign(other) })).toBeNull();
      delete stripe.paymentIntents.get(intent.id)!.metadata.booking_id;
      const foreign = stripe.event('payment_intent.succeeded', intent.id);
      expect(provider.parseWebhook(foreign, { 'stripe-signature': sign(foreign) })).toBeNull();
    });

    it('refuses a wrong secret, a tampered body, an old timestamp and a missing signature', async () => {
      const intent = await newIntent(20_000);
      stripe.succeed(intent.id);
      const payload = stripe.event('payment_intent.succeeded', intent.id);
      const refused = (body: string, header: string | undefined) => () =>
        provider.parseWebhook(body, header === undefined ? {} : { 'stripe-signature': header });
      expect(refused(payload, sign(payload, { secret: 'whsec_someone_else' }))).toThrow(
        WebhookSignatureError,
      );
      expect(refused(payload.replace('"amount": 20000', '"amount": 1'), sign(payload))).toThrow(
        WebhookSignatureError,
      );
      const tenMinutesAgo = Math.floor(Date.now() / 1000) - 600;
      expect(refused(payload, sign(payload, { timestamp: tenMinutesAgo }))).toThrow(/tolerance zone/);
      expect(refused(payload, undefined)).toThrow(WebhookSignatureError);
      expect(refused(payload, 't=1,v1=deadbeef')).toThrow(WebhookSignatureError);
    });
  });

  it('offers the publishable key to the browser', () => {
    expect(provider).toMatchObject({ name: 'stripe', publishableKey: 'pk_test_grandtour' });
  });
});
