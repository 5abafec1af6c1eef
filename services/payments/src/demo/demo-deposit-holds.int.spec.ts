import { randomUUID } from 'node:crypto';
import { integerFromDatabase } from '@grandtour/event-store';
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from '@grandtour/platform/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectRefusal } from '../testing/expect-refusal.ts';
import { createDemoPayments, type DemoPayments } from './demo-payments.ts';

const HOUR = 3_600_000;
const start = new Date('2027-03-09T09:00:00Z');
const key = () => `deposit-${randomUUID()}`;

for (const kind of testDatabaseKinds()) {
  describe(`demo card deposit holds on ${kind}`, () => {
    let database: TestDatabase;
    let demo: DemoPayments;
    let now = start;
    beforeAll(async () => {
      database = await createTestDatabase(kind, 4);
      demo = createDemoPayments({ pool: database.pool, clock: () => now });
      const clients = await Promise.all(
        Array.from({ length: database.pool.options.max }, () => database.pool.connect()),
      );
      for (const client of clients) client.release();
    });
    afterAll(async () => {
      await database?.close();
    });

    /** A booking paid with a test card: the card is remembered for its off-session deposit. */
    async function paidWith(cardNumber: string) {
      now = start;
      const bookingId = randomUUID();
      const intent = await demo.card.createPaymentIntent({
        bookingId,
        amountCents: 330_750,
        description: 'Ferrari Roma, 3 days',
        idempotencyKey: key(),
      });
      await demo.card.confirmCardPayment({
        clientSecret: intent.clientSecret,
        cardNumber,
        expiry: '12/34',
        cvc: '123',
      });
      return { bookingId, paymentIntentId: intent.id };
    }
    const holdOn = (paid: { bookingId: string; paymentIntentId: string }, idempotencyKey = key()) =>
      demo.deposits.card.holdOnSavedCard({
        ...paid,
        amountCents: 500_000,
        description: 'Deposit',
        idempotencyKey,
      });
    const rowOf = async (holdId: string) =>
      (
        await database.pool.query<{ status: string; captured_cents: string }>(
          'SELECT status, captured_cents FROM demo_deposit_holds WHERE id = $1',
          [holdId],
        )
      ).rows[0]!;

    it('holds off-session on the saved card until capture_before, 4 d 18 h later, once per key', async () => {
      const paid = await paidWith('4242424242424242');
      const idempotencyKey = key();
      const hold = await holdOn(paid, idempotencyKey);
      expect(hold).toEqual({
        holdId: expect.stringMatching(/^pi_demo_hold_/),
        amountCents: 500_000,
        expiresAt: new Date(start.getTime() + 114 * HOUR).toISOString(),
      });
      expect(await holdOn(paid, idempotencyKey)).toEqual(hold);
      expect((await demo.deposits.card.retrieveHold(hold.holdId)).status).toBe('held');
    });

    it('refuses a hold when no card was saved with the payment', async () => {
      const paid = await paidWith('4242424242424242');
      await database.pool.query('DELETE FROM demo_saved_cards WHERE payment_intent_id = $1', [
        paid.paymentIntentId,
      ]);
      const refusal = await expectRefusal(holdOn(paid), {
        code: 'payment_method_unavailable',
        httpStatus: 402,
      });
      expect(refusal.message).toMatch(/No card is saved/);
    });

    it('the card that declines later: paid, then the hold refused for insufficient funds, again on a retry', async () => {
      const paid = await paidWith('4000 0000 0000 0341');
      const idempotencyKey = key();
      const first = await expectRefusal(holdOn(paid, idempotencyKey), {
        message: 'Your card has insufficient funds.',
        code: 'card_declined',
        httpStatus: 402,
      });
      expect(first.declineCode).toBe('insufficient_funds');
      await expectRefusal(holdOn(paid, idempotencyKey), { message: 'Your card has insufficient funds.' });
    });

    it('captures part of a hold (the rest let go), once per key', async () => {
      const hold = await holdOn(await paidWith('5555555555554444'));
      const capture = {
        holdId: hold.holdId,
        amountCents: 120_000,
        idempotencyKey: `deposit-capture-${hold.holdId}`,
      };
      const captured = await demo.deposits.card.capture(capture);
      expect(captured).toEqual({ captureId: expect.stringMatching(/^ch_demo_/), amountCents: 120_000 });
      expect(await demo.deposits.card.capture(capture)).toEqual(captured);
      expect(await rowOf(hold.holdId)).toMatchObject({ status: 'succeeded' });
      expect(integerFromDatabase((await rowOf(hold.holdId)).captured_cents)).toBe(120_000);
      await expectRefusal(demo.deposits.card.capture({ ...capture, idempotencyKey: 'another' }), {
        code: 'payment_intent_unexpected_state',
      });
      await expectRefusal(demo.deposits.card.release({ holdId: hold.holdId, idempotencyKey: 'release' }), {
        code: 'payment_intent_unexpected_state',
      });
    });

    it('refuses a capture above the hold', async () => {
      const hold = await holdOn(await paidWith('4242424242424242'));
      await expectRefusal(
        demo.deposits.card.capture({ holdId: hold.holdId, amountCents: 500_001, idempotencyKey: key() }),
        { code: 'amount_too_large', httpStatus: 400 },
      );
    });

    it('cancels a hold; cancelling again is a no-op; a cancelled hold cannot be captured', async () => {
      const hold = await holdOn(await paidWith('4242424242424242'));
      await demo.deposits.card.release({
        holdId: hold.holdId,
        idempotencyKey: `deposit-release-${hold.holdId}`,
      });
      await demo.deposits.card.release({
        holdId: hold.holdId,
        idempotencyKey: `deposit-release-${hold.holdId}`,
      });
      expect((await demo.deposits.card.retrieveHold(hold.holdId)).status).toBe('released');
      await expectRefusal(
        demo.deposits.card.capture({ holdId: hold.holdId, amountCents: 100, idempotencyKey: key() }),
        { code: 'payment_intent_unexpected_state' },
      );
    });

    it('lets a hold lapse at capture_before, as Stripe does', async () => {
      const hold = await holdOn(await paidWith('4242424242424242'));
      now = new Date(new Date(hold.expiresAt).getTime() + 1);
      expect((await demo.deposits.card.retrieveHold(hold.holdId)).status).toBe('released');
      await expectRefusal(
        demo.deposits.card.capture({ holdId: hold.holdId, amountCents: 100, idempotencyKey: key() }),
        { code: 'payment_intent_unexpected_state' },
      );
    });

    it('a capture racing a release on the same hold: exactly one wins', async () => {
      for (let round = 0; round < 5; round++) {
        const hold = await holdOn(await paidWith('4242424242424242'));
        const [captured, released] = await Promise.allSettled([
          demo.deposits.card.capture({ holdId: hold.holdId, amountCents: 50_000, idempotencyKey: key() }),
          demo.deposits.card.release({ holdId: hold.holdId, idempotencyKey: key() }),
        ]);
        expect([captured.status, released.status].sort()).toEqual(['fulfilled', 'rejected']);
        expect((await rowOf(hold.holdId)).status).toBe(
          captured.status === 'fulfilled' ? 'succeeded' : 'canceled',
        );
      }
    });

    it('an on-session hold with another card lasts 7 days; a decline leaves it open for a third card', async () => {
      now = start;
      const bookingId = randomUUID();
      const intent = await demo.deposits.card.createHoldIntent({
        bookingId,
        amountCents: 500_000,
        description: 'Deposit',
        idempotencyKey: key(),
      });
      const card = { clientSecret: intent.clientSecret, expiry: '12/34', cvc: '123' };
      await expectRefusal(
        demo.deposits.card.confirmHoldWithCard({ ...card, cardNumber: '4000000000000002' }),
        {
          message: 'Your card was declined.',
        },
      );
      expect(await demo.deposits.card.retrieveHold(intent.holdId)).toMatchObject({
        status: 'failed',
        lastErrorMessage: 'Your card was declined.',
        bookingId,
      });
      const held = await demo.deposits.card.confirmHoldWithCard({ ...card, cardNumber: '4242424242424242' });
      expect(held).toMatchObject({
        status: 'held',
        hold: { holdId: intent.holdId, expiresAt: new Date(start.getTime() + 168 * HOUR).toISOString() },
      });
    });
  });
}
