import { randomUUID } from 'node:crypto';
import type { SubscriptionCheckoutRequest } from '@grandtour/commands';
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from '@grandtour/platform/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectRefusal } from '../testing/expect-refusal.ts';
import { createDemoPayments, type DemoPayments } from './demo-payments.ts';

const now = new Date('2026-11-24T10:00:00Z');

for (const kind of testDatabaseKinds()) {
  describe(`demo subscription checkout on ${kind}`, () => {
    let database: TestDatabase;
    let demo: DemoPayments;
    beforeAll(async () => {
      database = await createTestDatabase(kind, 4);
      demo = createDemoPayments({ pool: database.pool, clock: () => now });
    });
    afterAll(async () => {
      await database?.close();
    });

    const request = (overrides: Partial<SubscriptionCheckoutRequest> = {}): SubscriptionCheckoutRequest => {
      const subscriptionId = randomUUID();
      return {
        subscriptionId,
        planId: 'owner-essential',
        planName: 'Essential Owner',
        kind: 'owner',
        priceCents: 4_900,
        email: 'ines.roux@example.fr',
        language: 'fr',
        successUrl: `http://localhost:5000/subscriptions?success=true&subscription=${subscriptionId}`,
        cancelUrl: 'http://localhost:5000/subscriptions',
        idempotencyKey: `subscription-checkout-${subscriptionId}`,
        ...overrides,
      };
    };

    it('opens a session on the site’s own checkout page, once per idempotency key', async () => {
      const wanted = request();
      const session = await demo.subscriptions.card.createCheckout(wanted);
      expect(session.id).toMatch(/^cs_demo_[A-Za-z0-9]{24}$/);
      expect(session.url).toBe(`/subscriptions/checkout?session=${session.id}`);
      expect(await demo.subscriptions.card.createCheckout(wanted)).toEqual(session);
      const racing = await Promise.all(
        [1, 2, 3].map(() =>
          demo.subscriptions.card.createCheckout({
            ...wanted,
            idempotencyKey: 'race-' + wanted.idempotencyKey,
          }),
        ),
      );
      expect(new Set(racing.map((opened) => opened.id)).size).toBe(1);
      await expectRefusal(demo.subscriptions.card.createCheckout({ ...wanted, priceCents: 14_900 }), {
        code: 'idempotency_error',
        httpStatus: 400,
      });
      expect(await demo.subscriptions.paypal.getSession(session.id)).toEqual({
        id: session.id,
        method: 'card',
        subscriptionId: wanted.subscriptionId,
        planName: 'Essential Owner',
        kind: 'owner',
        priceCents: 4_900,
        email: 'ines.roux@example.fr',
        status: 'open',
        successUrl: wanted.successUrl,
        cancelUrl: wanted.cancelUrl,
      });
    });

    it('tells the PayPal button’s sessions from the card’s, and refuses nothing to pay', async () => {
      const session = await demo.subscriptions.paypal.createCheckout(request());
      expect((await demo.subscriptions.card.getSession(session.id)).method).toBe('paypal');
      await expectRefusal(demo.subscriptions.paypal.createCheckout(request({ priceCents: 0 })), {
        code: 'amount_too_small',
        httpStatus: 400,
      });
    });

    it('completes a session once: paying twice, or twice at the same time, gives the same event', async () => {
      const wanted = request();
      const session = await demo.subscriptions.card.createCheckout(wanted);
      const [first, second] = await Promise.all([
        demo.subscriptions.card.completeSession(session.id),
        demo.subscriptions.card.completeSession(session.id),
      ]);
      expect(first).toEqual({
        eventId: expect.stringMatching(/^evt_demo_/),
        type: 'subscription_paid',
        subscriptionId: wanted.subscriptionId,
        providerSessionId: session.id,
        providerSubscriptionId: expect.stringMatching(/^sub_demo_/),
        amountCents: 4_900,
      });
      expect(second).toEqual(first);
      expect(await demo.subscriptions.card.completeSession(session.id)).toEqual(first);
      expect((await demo.subscriptions.card.getSession(session.id)).status).toBe('complete');
    });

    it('answers an unknown session as Stripe would, and sends no webhooks', async () => {
      await expectRefusal(demo.subscriptions.card.getSession('cs_demo_unknown'), {
        code: 'resource_missing',
        httpStatus: 404,
      });
      await expectRefusal(demo.subscriptions.card.completeSession('cs_demo_unknown'), { httpStatus: 404 });
      expect(await demo.subscriptions.card.verifyWebhook('{}', {})).toBeNull();
    });
  });
}
