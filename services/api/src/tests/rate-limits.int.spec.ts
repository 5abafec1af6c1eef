import { testDatabaseKinds } from '@grandtour/platform/testing';
import { createDemoPayments, createStripeCardProvider } from '@grandtour/payments';
import { startFakeStripe, type FakeStripe } from '@grandtour/payments/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useTestRuntime } from '../testing/test-runtime.ts';

const kind = testDatabaseKinds().at(-1)!;
const LIMIT = { search: 20, bookings: 5, webhooks: 5 };

describe(`rate limits on search, booking and webhooks, on ${kind}`, () => {
  let stripe: FakeStripe;
  beforeAll(async () => {
    stripe = await startFakeStripe();
  });
  afterAll(async () => {
    await stripe?.close();
  });
  const context = useTestRuntime(
    kind,
    (database) => ({
      background: false,
      payments: {
        card: createStripeCardProvider({
          secretKey: stripe.secretKey,
          publishableKey: 'pk_test_grandtour',
          webhookSecret: 'whsec_rate_limits',
          host: stripe.host,
          port: stripe.port,
          protocol: stripe.protocol,
        }),
        paypal: createDemoPayments({ pool: database.pool }).paypal,
      },
    }),
    {
      SEED_DEMO_FLEET: 'true',
      SEARCH_REQUESTS_PER_MINUTE: String(LIMIT.search),
      BOOKING_REQUESTS_PER_MINUTE: String(LIMIT.bookings),
      WEBHOOK_REQUESTS_PER_MINUTE: String(LIMIT.webhooks),
      TRUSTED_PROXY_HOPS: '1',
    },
  );

  /** Ten times the allowance at once from one visitor (behind our proxy), in English. */
  async function burst(visitor: string, request: { method: 'GET' | 'POST'; url: string; payload?: string }) {
    const answers = await Promise.all(
      Array.from({ length: 10 * LIMIT[kindOf(request.url)] }, () =>
        context.runtime.app.inject({
          ...request,
          remoteAddress: '10.0.0.1',
          headers: {
            'x-forwarded-for': visitor,
            'accept-language': 'en',
            'content-type': 'application/json',
            'idempotency-key': crypto.randomUUID(),
          },
        }),
      ),
    );
    const statuses = answers.map((answer) => answer.statusCode);
    return {
      statuses,
      limited: answers.filter((answer) => answer.statusCode === 429),
      served: statuses.filter((status) => status !== 429).length,
    };
  }
  const kindOf = (url: string): keyof typeof LIMIT =>
    url.startsWith('/api/cars') ? 'search' : url.startsWith('/api/webhooks') ? 'webhooks' : 'bookings';

  it('serves the allowance of searches from one visitor, then answers 429 in their language, never a 5xx', async () => {
    const { statuses, limited, served } = await burst('203.0.113.7', { method: 'GET', url: '/api/cars' });
    expect(statuses.every((status) => status === 200 || status === 429)).toBe(true);
    expect(served).toBe(LIMIT.search);
    expect(limited[0]!.json()).toMatchObject({
      error: 'rate_limited',
      message: 'Too many attempts. Please wait a minute before trying again.',
    });
    expect(Number(limited[0]!.headers['retry-after'])).toBeGreaterThan(0);
    // Another visitor behind the same proxy has an allowance of their own.
    const other = await context.runtime.app.inject({
      url: '/api/cars',
      remoteAddress: '10.0.0.1',
      headers: { 'x-forwarded-for': '198.51.100.4' },
    });
    expect(other.statusCode).toBe(200);
  });

  it('limits booking writes per visitor, whatever the requests hold', async () => {
    const { statuses, served } = await burst('203.0.113.8', {
      method: 'POST',
      url: '/api/bookings',
      payload: '{}',
    });
    expect(served).toBe(LIMIT.bookings);
    expect(statuses.filter((status) => status !== 429).every((status) => status === 400)).toBe(true);
  });

  it('limits payment notifications per sender', async () => {
    const { statuses, served } = await burst('203.0.113.9', {
      method: 'POST',
      url: '/api/webhooks/stripe',
      payload: '{"id":"evt_1","type":"payment_intent.succeeded"}',
    });
    expect(served).toBe(LIMIT.webhooks);
    expect(statuses.filter((status) => status !== 429).every((status) => status === 400)).toBe(true);
  });

  it('counts the address the proxy saw, not one a client claims beyond it', async () => {
    // Only the nearest hop is trusted: a forged address further up the chain does not earn a new allowance.
    const answers = await Promise.all(
      Array.from({ length: 2 * LIMIT.search }, (_, index) =>
        context.runtime.app.inject({
          url: '/api/cars?limit=1',
          remoteAddress: '10.0.0.1',
          headers: { 'x-forwarded-for': `192.0.2.${index}, 203.0.113.10` },
        }),
      ),
    );
    expect(answers.filter((answer) => answer.statusCode === 200)).toHaveLength(LIMIT.search);
  });
});
