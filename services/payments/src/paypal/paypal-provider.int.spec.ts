import { randomUUID } from 'node:crypto';
import { WebhookSignatureError } from '@grandtour/commands';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectRefusal } from '../testing/expect-refusal.ts';
import { startFakePayPal, type FakePayPal } from '../testing/fake-paypal-server.ts';
import {
  createPayPalProvider,
  type PayPalProviderOptions,
  type PayPalRestProvider,
} from './paypal-provider.ts';
import { createPayPalProviderRecords } from './paypal-provider-records.ts';

describe('PayPal provider against a local PayPal REST API', () => {
  let paypal: FakePayPal;
  let provider: PayPalRestProvider;
  beforeAll(async () => {
    paypal = await startFakePayPal();
    provider = providerFor(paypal);
  });
  afterAll(async () => {
    await paypal?.close();
  });

  function providerFor(fake: FakePayPal, overrides: Partial<PayPalProviderOptions> = {}) {
    return createPayPalProvider({
      clientId: fake.clientId,
      clientSecret: fake.clientSecret,
      webhookId: fake.webhookId,
      environment: 'sandbox',
      baseUrl: fake.baseUrl,
      ...overrides,
    });
  }

  const newOrder = (amountCents = 25_000, bookingId = randomUUID()) =>
    provider.createOrder({ bookingId, amountCents, idempotencyKey: `order-${randomUUID()}` });
  const lastRequestTo = (path: string) => paypal.requests.filter((request) => request.path === path).at(-1)!;
  const capturedOrder = async (amountCents = 25_000, bookingId = randomUUID()) => {
    const order = await newOrder(amountCents, bookingId);
    paypal.approve(order.id);
    return provider.captureOrder(order.id, `capture-${randomUUID()}`);
  };

  it('gets an OAuth token with Basic client credentials once, and calls with it as a bearer', async () => {
    const fresh = await startFakePayPal();
    try {
      const client = providerFor(fresh);
      await client.setup();
      await client.createOrder({ bookingId: randomUUID(), amountCents: 100, idempotencyKey: 'a' });
      expect(fresh.tokensIssued()).toBe(1);
      const tokenRequest = fresh.requests.find((request) => request.path === '/v1/oauth2/token')!;
      expect(tokenRequest.authorization).toBe(
        `Basic ${Buffer.from(`${fresh.clientId}:${fresh.clientSecret}`).toString('base64')}`,
      );
      expect(tokenRequest.body).toBe('grant_type=client_credentials');
      const calls = fresh.requests.filter((request) => request.path !== '/v1/oauth2/token');
      expect(calls.map((call) => call.authorization)).toEqual([
        expect.stringMatching(/^Bearer A21AA/),
        calls[0]!.authorization,
      ]);
    } finally {
      await fresh.close();
    }
  });

  it('asks for a new token when the old one expires or is refused, and shares one among concurrent calls', async () => {
    const fresh = await startFakePayPal();
    try {
      let now = Date.now();
      const client = providerFor(fresh, { now: () => now });
      await Promise.all([client.setup(), client.setup(), client.setup()]);
      expect(fresh.tokensIssued()).toBe(1);
      now += 32_400_000;
      await client.setup();
      expect(fresh.tokensIssued()).toBe(2);
      fresh.revokeTokens();
      await client.setup();
      expect(fresh.tokensIssued()).toBe(3);
    } finally {
      await fresh.close();
    }
  });

  it('refuses wrong client credentials as a bad gateway with PayPal’s description', async () => {
    await expectRefusal(providerFor(paypal, { clientSecret: 'wrong' }).setup(), {
      code: 'invalid_client',
      message: 'Client Authentication failed',
      httpStatus: 502,
    });
  });

  it('gives the JS SDK a client token', async () => {
    expect((await provider.setup()).clientToken).toMatch(/^[A-Za-z0-9+/=]{40,}$/);
    expect(lastRequestTo('/v1/identity/generate-token').method).toBe('POST');
  });

  it('creates a CAPTURE order in euros with the booking id as custom_id, under the PayPal-Request-Id', async () => {
    const bookingId = randomUUID();
    const idempotencyKey = `order-${bookingId}`;
    const order = await provider.createOrder({ bookingId, amountCents: 12_345, idempotencyKey });
    expect(order).toEqual({
      id: expect.stringMatching(/^[A-Z0-9]{17}$/),
      status: 'CREATED',
      approveUrl: `https://www.sandbox.paypal.com/checkoutnow?token=${order.id}`,
    });
    const sent = lastRequestTo('/v2/checkout/orders');
    expect(sent.requestId).toBe(idempotencyKey);
    expect(JSON.parse(sent.body)).toEqual({
      intent: 'CAPTURE',
      purchase_units: [
        {
          reference_id: bookingId,
          custom_id: bookingId,
          // The payer's statement names the booking as every page and e-mail does (decision 60).
          description: `Grand Tour — ${bookingId.slice(0, 8).toUpperCase()}`,
          amount: { currency_code: 'EUR', value: '123.45' },
        },
      ],
    });
    expect((await provider.createOrder({ bookingId, amountCents: 12_345, idempotencyKey })).id).toBe(
      order.id,
    );
  });

  it('refuses to capture before the payer approved, with PayPal’s issue and description', async () => {
    const order = await newOrder();
    await expectRefusal(provider.captureOrder(order.id, `capture-${randomUUID()}`), {
      code: 'ORDER_NOT_APPROVED',
      message: /^Payer has not yet approved the Order for payment\. Please redirect the payer/,
      httpStatus: 422,
    });
    await expectRefusal(provider.captureOrder('5O190127TN364715T', 'x'), {
      code: 'INVALID_RESOURCE_ID',
      httpStatus: 404,
    });
  });

  it('captures an approved order, with the booking id round-tripped, and returns the same capture after', async () => {
    const bookingId = randomUUID();
    const order = await newOrder(25_099, bookingId);
    paypal.approve(order.id);
    const captureKey = `capture-${randomUUID()}`;
    const capture = await provider.captureOrder(order.id, captureKey);
    expect(capture).toEqual({
      orderId: order.id,
      captureId: expect.stringMatching(/^[A-Z0-9]{17}$/),
      status: 'COMPLETED',
      amountCents: 25_099,
      bookingId,
    });
    const sent = lastRequestTo(`/v2/checkout/orders/${order.id}/capture`);
    expect(sent).toMatchObject({ requestId: captureKey, prefer: 'return=representation' });
    expect(await provider.captureOrder(order.id, captureKey)).toEqual(capture);
    expect(await provider.captureOrder(order.id, `capture-${randomUUID()}`)).toEqual(capture);
  });

  it('passes on a declined instrument', async () => {
    const order = await newOrder();
    paypal.approve(order.id);
    paypal.declineNextCapture();
    await expectRefusal(provider.captureOrder(order.id, `capture-${randomUUID()}`), {
      code: 'INSTRUMENT_DECLINED',
      httpStatus: 422,
    });
  });

  it('refunds part of a capture under the PayPal-Request-Id, once, and never more than is left', async () => {
    const capture = await capturedOrder(10_000);
    const refundKey = `refund-${randomUUID()}`;
    const refund = await provider.refundCapture({
      captureId: capture.captureId,
      amountCents: 3_050,
      idempotencyKey: refundKey,
    });
    expect(refund.id).toMatch(/^[A-Z0-9]{17}$/);
    const sent = lastRequestTo(`/v2/payments/captures/${capture.captureId}/refund`);
    expect(sent.requestId).toBe(refundKey);
    expect(JSON.parse(sent.body)).toEqual({ amount: { currency_code: 'EUR', value: '30.50' } });
    expect(
      await provider.refundCapture({
        captureId: capture.captureId,
        amountCents: 3_050,
        idempotencyKey: refundKey,
      }),
    ).toEqual(refund);
    await expectRefusal(
      provider.refundCapture({
        captureId: capture.captureId,
        amountCents: 6_951,
        idempotencyKey: `refund-${randomUUID()}`,
      }),
      { code: 'REFUND_AMOUNT_EXCEEDED', httpStatus: 422 },
    );
    await provider.refundCapture({
      captureId: capture.captureId,
      amountCents: 6_950,
      idempotencyKey: `refund-${randomUUID()}`,
    });
    await expectRefusal(
      provider.refundCapture({
        captureId: capture.captureId,
        amountCents: 1,
        idempotencyKey: `refund-${randomUUID()}`,
      }),
      { code: 'CAPTURE_FULLY_REFUNDED' },
    );
  });

  describe('payments on request: AUTHORIZE orders (decision 85)', () => {
    const authorizedOrder = async (amountCents = 70_000, bookingId = randomUUID()) => {
      const order = await provider.createOrder({
        bookingId,
        amountCents,
        idempotencyKey: `order-${randomUUID()}`,
        intent: 'AUTHORIZE',
      });
      paypal.approve(order.id);
      return provider.authorizeOrder(order.id, `authorize-${randomUUID()}`);
    };

    it('authorizes an approved AUTHORIZE order once, with the booking id round-tripped', async () => {
      const bookingId = randomUUID();
      const order = await provider.createOrder({
        bookingId,
        amountCents: 70_000,
        idempotencyKey: `order-${bookingId}`,
        intent: 'AUTHORIZE',
      });
      expect(JSON.parse(lastRequestTo('/v2/checkout/orders').body)).toMatchObject({ intent: 'AUTHORIZE' });
      await expectRefusal(provider.authorizeOrder(order.id, `authorize-${randomUUID()}`), {
        code: 'ORDER_NOT_APPROVED',
        httpStatus: 422,
      });
      paypal.approve(order.id);
      await expectRefusal(provider.captureOrder(order.id, `capture-${randomUUID()}`), {
        code: 'TRANSACTION_REFUSED',
      });
      const authorizeKey = `authorize-${bookingId}`;
      const authorization = await provider.authorizeOrder(order.id, authorizeKey);
      expect(authorization).toEqual({
        orderId: order.id,
        authorizationId: expect.stringMatching(/^[A-Z0-9]{17}$/),
        status: 'CREATED',
        amountCents: 70_000,
        bookingId,
      });
      expect(lastRequestTo(`/v2/checkout/orders/${order.id}/authorize`)).toMatchObject({
        requestId: authorizeKey,
        prefer: 'return=representation',
      });
      expect(await provider.authorizeOrder(order.id, `authorize-${randomUUID()}`)).toEqual(authorization);
    });

    it('captures the authorization in full and final once, and refunds the capture like any other', async () => {
      const authorization = await authorizedOrder(70_000);
      const captureKey = `accept-${randomUUID()}`;
      const capture = await provider.captureAuthorization({
        authorizationId: authorization.authorizationId,
        idempotencyKey: captureKey,
      });
      expect(capture).toEqual({
        orderId: authorization.orderId,
        captureId: expect.stringMatching(/^[A-Z0-9]{17}$/),
        status: 'COMPLETED',
        amountCents: 70_000,
        bookingId: authorization.bookingId,
      });
      const sent = lastRequestTo(`/v2/payments/authorizations/${authorization.authorizationId}/capture`);
      expect(sent).toMatchObject({ requestId: captureKey });
      expect(JSON.parse(sent.body)).toEqual({ final_capture: true });
      expect(
        await provider.captureAuthorization({
          authorizationId: authorization.authorizationId,
          idempotencyKey: captureKey,
        }),
      ).toEqual(capture);
      // Another request id: PayPal refuses a captured authorization, the order tells which capture it was.
      expect(
        await provider.captureAuthorization({
          authorizationId: authorization.authorizationId,
          idempotencyKey: `accept-${randomUUID()}`,
        }),
      ).toEqual(capture);
      await expectRefusal(
        provider.voidAuthorization({
          authorizationId: authorization.authorizationId,
          idempotencyKey: `void-${randomUUID()}`,
        }),
        { code: 'PREVIOUSLY_CAPTURED', httpStatus: 422 },
      );
      // The reconciliation finds it as the booking's payment, like an order's capture.
      const records = createPayPalProviderRecords({
        clientId: paypal.clientId,
        clientSecret: paypal.clientSecret,
        environment: 'sandbox',
        baseUrl: paypal.baseUrl,
        named: async () => [
          { provider: 'paypal', kind: 'charge', id: capture.captureId, bookingId: authorization.bookingId },
        ],
      });
      const listed = [];
      for await (const record of records.list(new Date(0))) listed.push(record);
      expect(listed).toEqual([
        expect.objectContaining({
          kind: 'charge',
          id: capture.captureId,
          bookingId: authorization.bookingId,
          amountCents: 70_000,
        }),
      ]);

      await provider.refundCapture({
        captureId: capture.captureId,
        amountCents: 20_000,
        idempotencyKey: `refund-${randomUUID()}`,
      });
      await expectRefusal(
        provider.refundCapture({
          captureId: capture.captureId,
          amountCents: 50_001,
          idempotencyKey: `refund-${randomUUID()}`,
        }),
        { code: 'REFUND_AMOUNT_EXCEEDED' },
      );
      await provider.refundCapture({
        captureId: capture.captureId,
        amountCents: 50_000,
        idempotencyKey: `refund-${randomUUID()}`,
      });
      await expectRefusal(
        provider.refundCapture({
          captureId: capture.captureId,
          amountCents: 1,
          idempotencyKey: `refund-${randomUUID()}`,
        }),
        { code: 'CAPTURE_FULLY_REFUNDED' },
      );
    });

    it('voids an authorization; voiding again is a no-op; a voided one cannot be captured', async () => {
      const authorization = await authorizedOrder();
      const { authorizationId } = authorization;
      const voidKey = `decline-${randomUUID()}`;
      await provider.voidAuthorization({ authorizationId, idempotencyKey: voidKey });
      expect(lastRequestTo(`/v2/payments/authorizations/${authorizationId}/void`)).toMatchObject({
        requestId: voidKey,
      });
      await provider.voidAuthorization({ authorizationId, idempotencyKey: `decline-${randomUUID()}` });
      expect(paypal.authorizations.get(authorizationId)?.status).toBe('VOIDED');
      await expectRefusal(
        provider.captureAuthorization({ authorizationId, idempotencyKey: `accept-${randomUUID()}` }),
        { code: 'AUTHORIZATION_VOIDED', httpStatus: 422 },
      );
      await expectRefusal(
        provider.voidAuthorization({ authorizationId: '0VF52814937998046', idempotencyKey: 'x' }),
        { httpStatus: 404 },
      );
    });
  });

  it('turns an unreachable PayPal into a bad gateway', async () => {
    const closed = await startFakePayPal();
    await closed.close();
    await expectRefusal(providerFor(closed).setup(), { code: 'api_connection_error', httpStatus: 502 });
  });

  describe('webhooks', () => {
    it('verifies a completed capture with PayPal, passing the event on verbatim, and maps it', async () => {
      const bookingId = randomUUID();
      const capture = await capturedOrder(45_000, bookingId);
      const { rawBody, headers } = paypal.webhook('PAYMENT.CAPTURE.COMPLETED', capture.captureId);
      expect(await provider.verifyWebhook(rawBody, headers)).toEqual({
        eventId: JSON.parse(rawBody).id,
        type: 'capture_completed',
        orderId: capture.orderId,
        captureId: capture.captureId,
        bookingId,
        amountCents: 45_000,
      });
      const sent = JSON.parse(lastRequestTo('/v1/notifications/verify-webhook-signature').body);
      expect(sent).toMatchObject({
        auth_algo: headers['paypal-auth-algo'],
        cert_url: headers['paypal-cert-url'],
        transmission_id: headers['paypal-transmission-id'],
        transmission_sig: headers['paypal-transmission-sig'],
        transmission_time: headers['paypal-transmission-time'],
        webhook_id: paypal.webhookId,
      });
    });

    it('maps a denied capture, and ignores other event types', async () => {
      const bookingId = randomUUID();
      const capture = await capturedOrder(20_000, bookingId);
      const denied = paypal.webhook('PAYMENT.CAPTURE.DENIED', capture.captureId);
      expect(await provider.verifyWebhook(denied.rawBody, denied.headers)).toEqual({
        eventId: JSON.parse(denied.rawBody).id,
        type: 'capture_denied',
        orderId: capture.orderId,
        captureId: capture.captureId,
        bookingId,
      });
      const refunded = paypal.webhook('PAYMENT.CAPTURE.REFUNDED', capture.captureId);
      expect(await provider.verifyWebhook(refunded.rawBody, refunded.headers)).toBeNull();
    });

    it('refuses what PayPal does not verify: tampered body, another webhook id, missing headers', async () => {
      const capture = await capturedOrder(30_000);
      const { rawBody, headers } = paypal.webhook('PAYMENT.CAPTURE.COMPLETED', capture.captureId);
      const tampered = rawBody.replace('"value": "300.00"', '"value": "3.00"');
      expect(tampered).not.toBe(rawBody);
      await expect(provider.verifyWebhook(tampered, headers)).rejects.toThrow(WebhookSignatureError);
      await expect(
        providerFor(paypal, { webhookId: 'ANOTHERWEBHOOK' }).verifyWebhook(rawBody, headers),
      ).rejects.toThrow(WebhookSignatureError);
      await expect(
        providerFor(paypal, { webhookId: undefined }).verifyWebhook(rawBody, headers),
      ).rejects.toThrow(/PAYPAL_WEBHOOK_ID/);
      const { ['paypal-transmission-sig']: _sig, ...unsigned } = headers;
      const before = paypal.requests.length;
      await expect(provider.verifyWebhook(rawBody, unsigned)).rejects.toThrow(/paypal-transmission-sig/);
      expect(paypal.requests.length).toBe(before);
      await expect(provider.verifyWebhook('not json', headers)).rejects.toThrow(WebhookSignatureError);
      expect(await provider.verifyWebhook(rawBody, headers)).toMatchObject({ type: 'capture_completed' });
    });
  });

  it('offers the client id to the browser', () => {
    expect(provider).toMatchObject({ name: 'paypal', clientId: paypal.clientId });
  });
});
