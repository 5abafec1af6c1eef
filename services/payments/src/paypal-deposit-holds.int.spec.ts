import { randomUUID } from 'node:crypto';
import type { PayPalDepositHolds } from '@grandtour/commands';
import { createTestDatabase, type TestDatabase } from '@grandtour/platform/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDemoPayPalDepositHolds } from './demo/demo-paypal-deposit-holds.ts';
import { createPayPalDepositHolds } from './paypal/paypal-deposit-holds.ts';
import { expectRefusal } from './testing/expect-refusal.ts';
import { startFakePayPal, type FakePayPal } from './testing/fake-paypal-server.ts';

const DAY = 86_400_000;

/** The same behaviour from the demo provider and from PayPal's REST API (the fake, checked against PayPal's documents). */
interface Subject {
  holds: PayPalDepositHolds;
  /** The payer approves the order on PayPal's pages (the demo's own approval). */
  approve(orderId: string): Promise<void>;
}

for (const kind of ['demo', 'paypal'] as const) {
  describe(`PayPal deposit holds (${kind})`, () => {
    let now = new Date('2026-12-01T10:00:00Z');
    const clock = () => now;
    let database: TestDatabase | null = null;
    let fake: FakePayPal | null = null;
    let subject: Subject;

    beforeAll(async () => {
      if (kind === 'demo') {
        database = await createTestDatabase('pglite', 2);
        const demo = createDemoPayPalDepositHolds({ pool: database.pool, clock });
        subject = { holds: demo, approve: async (orderId) => void (await demo.approveOrder(orderId)) };
      } else {
        fake = await startFakePayPal({ clock });
        const paypal = fake;
        subject = {
          holds: createPayPalDepositHolds({
            clientId: paypal.clientId,
            clientSecret: paypal.clientSecret,
            environment: 'sandbox',
            baseUrl: paypal.baseUrl,
          }),
          approve: async (orderId) => paypal.approve(orderId),
        };
      }
    });
    // The fake's close() throws if PayPal's documents refused any request or answer of these tests.
    afterAll(async () => {
      await fake?.close();
      await database?.close();
    });

    async function held(amountCents = 500_000) {
      const bookingId = randomUUID();
      const order = await subject.holds.createAuthorizationOrder({
        bookingId,
        amountCents,
        idempotencyKey: `deposit-${bookingId}-1`,
      });
      await subject.approve(order.orderId);
      const hold = await subject.holds.authorizeOrder(order.orderId, `deposit-authorize-${order.orderId}`);
      return { bookingId, order, hold };
    }

    it('opens one AUTHORIZE order per idempotency key, to be approved by the payer first', async () => {
      const bookingId = randomUUID();
      const request = { bookingId, amountCents: 500_000, idempotencyKey: `deposit-${bookingId}-1` };
      const order = await subject.holds.createAuthorizationOrder(request);
      expect(await subject.holds.createAuthorizationOrder(request)).toEqual(order);
      if (kind === 'paypal') {
        expect(order.approveUrl).toMatch(/^https:\/\/www\.sandbox\.paypal\.com\/checkoutnow\?token=/);
        const sent = fake!.requests.find((recorded) => recorded.path === '/v2/checkout/orders')!;
        expect(JSON.parse(sent.body)).toMatchObject({
          intent: 'AUTHORIZE',
          purchase_units: [{ custom_id: bookingId, amount: { currency_code: 'EUR', value: '5000.00' } }],
        });
        expect(sent.requestId).toBe(`deposit-${bookingId}-1`);
      }
      await expectRefusal(subject.holds.authorizeOrder(order.orderId, `authorize-${order.orderId}`), {
        code: 'ORDER_NOT_APPROVED',
        httpStatus: 422,
      });
    });

    it('authorizes an approved order: the hold lasts the 3-day honor period; again, the same hold', async () => {
      const { bookingId, order, hold } = await held();
      expect(hold).toEqual({
        holdId: expect.any(String) as string,
        amountCents: 500_000,
        bookingId,
        expiresAt: new Date(now.getTime() + 3 * DAY).toISOString(),
      });
      expect(await subject.holds.authorizeOrder(order.orderId, `another-request-${randomUUID()}`)).toEqual(
        hold,
      );
      if (kind === 'paypal') {
        const authorization = fake!.authorizations.get(hold.holdId)!;
        expect(authorization.expirationTime.getTime() - now.getTime()).toBe(29 * DAY);
      }
    });

    it('captures part of the hold with final_capture, once per key, and lets the rest go', async () => {
      const { hold } = await held();
      const capture = { holdId: hold.holdId, amountCents: 120_050, idempotencyKey: `capture-${hold.holdId}` };
      const captured = await subject.holds.capture(capture);
      expect(captured).toEqual({ captureId: expect.any(String) as string, amountCents: 120_050 });
      expect(await subject.holds.capture(capture)).toEqual(captured);
      await expectRefusal(subject.holds.capture({ ...capture, idempotencyKey: 'another' }), {
        code: 'AUTHORIZATION_ALREADY_CAPTURED',
        httpStatus: 422,
      });
      await expectRefusal(subject.holds.release({ holdId: hold.holdId, idempotencyKey: 'void-after' }), {
        code: 'PREVIOUSLY_CAPTURED',
      });
      if (kind === 'paypal') {
        expect(fake!.authorizations.get(hold.holdId)!.status).toBe('PARTIALLY_CAPTURED');
        const sent = fake!.requests.find((recorded) => recorded.path.endsWith(`${hold.holdId}/capture`))!;
        expect(JSON.parse(sent.body)).toEqual({
          amount: { currency_code: 'EUR', value: '1200.50' },
          final_capture: true,
        });
      }
    });

    it('voids a hold; voiding again is a no-op, and a voided hold cannot be captured', async () => {
      const { hold } = await held();
      await subject.holds.release({ holdId: hold.holdId, idempotencyKey: `void-${hold.holdId}` });
      await subject.holds.release({ holdId: hold.holdId, idempotencyKey: `void-again-${hold.holdId}` });
      await expectRefusal(
        subject.holds.capture({
          holdId: hold.holdId,
          amountCents: 100,
          idempotencyKey: `capture-${hold.holdId}`,
        }),
        { code: 'AUTHORIZATION_VOIDED', httpStatus: 422 },
      );
      if (kind === 'paypal') expect(fake!.authorizations.get(hold.holdId)!.status).toBe('VOIDED');
    });

    it('reauthorizes once, only from day 4 to day 29, and the reauthorization is captured or voided', async () => {
      const first = await held();
      const reauthorize = (holdId: string, key: string) =>
        subject.holds.reauthorize({ holdId, amountCents: 300_000, idempotencyKey: key });
      await expectRefusal(reauthorize(first.hold.holdId, 'too-soon'), { code: 'TRANSACTION_REFUSED' });
      const second = await held();
      now = new Date(now.getTime() + 5 * DAY);
      const renewed = await reauthorize(first.hold.holdId, `reauthorize-${first.hold.holdId}`);
      expect(renewed).toEqual({
        holdId: expect.any(String) as string,
        amountCents: 300_000,
        expiresAt: new Date(now.getTime() + 3 * DAY).toISOString(),
      });
      expect(renewed.holdId).not.toBe(first.hold.holdId);
      expect(await reauthorize(first.hold.holdId, `reauthorize-${first.hold.holdId}`)).toEqual(renewed);
      await expectRefusal(reauthorize(first.hold.holdId, 'twice'), { code: 'REAUTHORIZATION_NOT_SUPPORTED' });
      const captured = await subject.holds.capture({
        holdId: renewed.holdId,
        amountCents: 300_000,
        idempotencyKey: `capture-${renewed.holdId}`,
      });
      expect(captured.amountCents).toBe(300_000);

      // The other one, voided through its reauthorization (PayPal voids only the parent).
      const renewedSecond = await reauthorize(second.hold.holdId, `reauthorize-${second.hold.holdId}`);
      await subject.holds.release({
        holdId: renewedSecond.holdId,
        idempotencyKey: `void-${renewedSecond.holdId}`,
      });
      await expectRefusal(
        subject.holds.capture({ holdId: second.hold.holdId, amountCents: 1, idempotencyKey: 'after-void' }),
        { code: 'AUTHORIZATION_VOIDED' },
      );

      // After day 29 the authorization can be neither reauthorized nor captured.
      const late = await held();
      now = new Date(now.getTime() + 30 * DAY);
      await expectRefusal(reauthorize(late.hold.holdId, 'too-late'), { code: 'TRANSACTION_REFUSED' });
      await expectRefusal(
        subject.holds.capture({ holdId: late.hold.holdId, amountCents: 1, idempotencyKey: 'too-late' }),
        { code: 'AUTHORIZATION_EXPIRED' },
      );
    });

    it('passes on a refused authorization and an unknown hold with PayPal’s words', async () => {
      await expectRefusal(
        subject.holds.capture({ holdId: 'NOSUCHHOLD0000000', amountCents: 1, idempotencyKey: 'x' }),
        { code: kind === 'paypal' ? 'INVALID_RESOURCE_ID' : 'RESOURCE_NOT_FOUND', httpStatus: 404 },
      );
      if (kind !== 'paypal') return;
      const bookingId = randomUUID();
      const order = await subject.holds.createAuthorizationOrder({
        bookingId,
        amountCents: 500_000,
        idempotencyKey: `deposit-${bookingId}-1`,
      });
      await subject.approve(order.orderId);
      fake!.declineNextAuthorization();
      await expectRefusal(subject.holds.authorizeOrder(order.orderId, `authorize-${order.orderId}`), {
        code: 'TRANSACTION_REFUSED',
        message: 'The request was refused.',
        httpStatus: 422,
      });
    });
  });
}
