import { randomUUID } from 'node:crypto';
import { testDatabaseKinds } from '@grandtour/platform/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPayPalProvider, createStripeCardProvider } from '@grandtour/payments';
import { startFakePayPal, startFakeStripe } from '@grandtour/payments/testing';
import { countEvents } from '../testing/event-count.ts';
import { registerAccount, signInDemoOwner } from '../testing/owner-fixtures.ts';
import type { TestBrowser } from '../testing/test-browser.ts';
import { hostileRequestsFor, routesOf, type OpenApiDocument } from '../testing/hostile-requests.ts';
import { apiMessage, isApiMessageCode } from '../messages/api-messages.ts';
import { useTestRuntime } from '../testing/test-runtime.ts';

// The real server when there is one (what production runs); PGlite otherwise.
const kind = testDatabaseKinds().at(-1)!;

const setups = {
  'the demo payment providers': async () => undefined,
  'Stripe and PayPal (local fakes), with their webhooks': async () => {
    const stripe = await startFakeStripe();
    const paypal = await startFakePayPal();
    stopFakes.push(stripe, paypal);
    return {
      card: createStripeCardProvider({
        secretKey: stripe.secretKey,
        publishableKey: 'pk_test_grandtour',
        webhookSecret: 'whsec_hostile_input',
        host: stripe.host,
        port: stripe.port,
        protocol: stripe.protocol,
      }),
      paypal: createPayPalProvider({
        clientId: paypal.clientId,
        clientSecret: paypal.clientSecret,
        webhookId: paypal.webhookId,
        environment: 'sandbox' as const,
        baseUrl: paypal.baseUrl,
      }),
    };
  },
};
const stopFakes: { close(): Promise<void> }[] = [];

for (const [setup, payments] of Object.entries(setups))
  describe(`every route of the OpenAPI document under hostile input, with ${setup}, on ${kind}`, () => {
    let providers: Awaited<ReturnType<typeof payments>>;
    beforeAll(async () => {
      providers = await payments();
    });
    afterAll(async () => {
      await Promise.all(stopFakes.splice(0).map((fake) => fake.close()));
    });
    const context = useTestRuntime(
      kind,
      () => ({
        background: false,
        ...(providers ? { payments: { card: providers.card, paypal: providers.paypal } } : {}),
      }),
      {
        SEED_DEMO_FLEET: 'true',
        SIGN_IN_ATTEMPTS_PER_MINUTE: '10000',
        CONTACT_MESSAGES_PER_MINUTE: '10000',
        MESSAGE_WRITES_PER_MINUTE: '10000',
        SUBSCRIPTION_CHECKOUTS_PER_MINUTE: '10000',
        BOOKING_REQUESTS_PER_MINUTE: '10000',
      },
    );

    const eventCount = () => countEvents(context.database.pool);

    it('answers every malformed, oversized, mistyped or injected request with a clear 4xx or a normal answer, never a 5xx, and a refusal writes nothing', async () => {
      const { app } = context.runtime;
      const document = (await app.inject({ method: 'GET', url: '/api/docs/json' })).json() as OpenApiDocument;
      const routes = routesOf(document);
      expect(routes.length).toBeGreaterThan(40);
      if (setup.includes('webhooks'))
        expect(routes.map((route) => route.path)).toEqual(
          expect.arrayContaining(['/api/webhooks/stripe', '/api/webhooks/paypal']),
        );

      const owner = await signInDemoOwner(app);
      const ownerId = (await owner('GET', '/api/me')).json().user.id as string;
      const client = await registerAccount(app, 'client');
      const cars = (await app.inject({ method: 'GET', url: '/api/cars' })).json() as { id: string }[];
      // A report's phase is one of two words (decision 87): a valid one, so the body's faults are what is refused.
      const ids = (userId: string) => ({
        id: cars[0]!.id,
        carId: cars[0]!.id,
        userId,
        ownerId,
        phase: 'pickup',
      });

      const failures: string[] = [];
      let sent = 0;
      for (const route of routes) {
        const ownerRoute = /^\/api\/owner[/-]/.test(route.path);
        const browser: TestBrowser = ownerRoute ? owner : client.visit;
        for (const request of hostileRequestsFor(route, ids(ownerRoute ? ownerId : client.userId))) {
          const before = await eventCount();
          const response = await browser(route.method, request.url, request.body, {
            origin: 'http://localhost:5000',
            host: 'localhost:5000',
            'accept-language': 'fr',
            'idempotency-key': randomUUID(),
            ...(request.contentType ? { 'content-type': request.contentType } : {}),
          });
          sent++;
          const where = `${route.method} ${route.path} with ${request.label} → ${response.statusCode}`;
          if (response.body.includes('cross_origin_refused'))
            failures.push(`${where}: taken for a cross-site write`);
          else if (response.statusCode >= 500) failures.push(`${where}: ${response.body.slice(0, 200)}`);
          else if (request.mustRefuse && response.statusCode < 400) failures.push(`${where}: accepted`);
          else if (response.statusCode >= 400) {
            const isJson = response.headers['content-type']?.toString().startsWith('application/json');
            const answer = isJson ? (response.json() as { error?: unknown; message?: unknown }) : {};
            const message = answer.message;
            if (typeof message !== 'string' || message.length === 0)
              failures.push(`${where}: no readable message`);
            // Who may call (401, 403) and how often (429) are checked first: then the refusal is theirs.
            const refusedEarlier = [401, 403, 429].includes(response.statusCode);
            const expected = refusedEarlier ? undefined : request.refusedWith;
            if (expected && (response.statusCode !== 400 || answer.error !== expected))
              failures.push(`${where}: refused as ${String(answer.error)}, not ${expected}`);
            else if (expected && isApiMessageCode(expected) && message !== apiMessage(expected, 'fr'))
              failures.push(`${where}: the message is not the French ${expected} one`);
            if (
              request.label === 'an unknown field' &&
              !refusedEarlier &&
              !response.body.includes('body.unexpectedField')
            )
              failures.push(`${where}: the unknown field is not named`);
            if ((await eventCount()) !== before) failures.push(`${where}: refused but wrote an event`);
          }
        }
      }
      expect(sent).toBeGreaterThan(1000);
      // Every route that takes a date got the impossible ones (the walk found them in the OpenAPI description).
      const datedRoutes = routes.filter(
        (route) =>
          route.dateParameters.length > 0 || JSON.stringify(route.jsonBody ?? {}).includes('"format":"date"'),
      );
      expect(datedRoutes.map((route) => `${route.method} ${route.path}`).sort()).toEqual(
        expect.arrayContaining([
          'GET /api/cars',
          'GET /api/cars/{id}/quote',
          'POST /api/bookings',
          'GET /api/bookings/{id}/change-preview',
          'POST /api/bookings/{id}/change',
          'POST /api/owner-calendar/bulk-update',
          'GET /api/owner-calendar/{ownerId}',
          'GET /api/admin/revenue-audit',
        ]),
      );
      expect(failures).toEqual([]);
    }, 600_000);
  });
