import { randomUUID } from 'node:crypto';
import { bookingStreamName, type PaymentProviderName } from '@grandtour/commands';
import type { EventStore } from '@grandtour/event-store';
import { loadConfig } from '@grandtour/platform';
import { testDatabaseKinds, type TestDatabase } from '@grandtour/platform/testing';
import {
  createDemoProviderRecords,
  createPayPalDepositHolds,
  createPayPalProvider,
  createPayPalProviderRecords,
  createStripeProviderRecords,
} from '@grandtour/payments';
import {
  startFakePayPal,
  startFakeStripe,
  type FakePayPal,
  type FakeStripe,
  type StripePaymentIntent,
} from '@grandtour/payments/testing';
import { asyncProjections, createProjectionRunner, ledgerNamedObjects } from '@grandtour/projections';
import {
  catchUpWithLog,
  marketplaceActivity,
  moneyEvents,
  openTestStore,
} from '@grandtour/projections/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OpsContext } from './ops-context.ts';
import { createRevenueCommand } from './revenue-command.ts';

// Two days at 1200 € + 5 %: what every booking of the car costs.
const TOTAL = 252_000;
const DEPOSIT = 500_000;

for (const kind of testDatabaseKinds()) {
  describe(`npm run ops -- revenue audit reconciles the ledger with the providers on ${kind}`, () => {
    let database: TestDatabase;
    let store: EventStore;
    let stripe: FakeStripe;
    let paypal: FakePayPal;
    let context: OpsContext;
    const clock = () => new Date('2027-05-03T09:00:00.000Z');
    const ids = {
      demoPaid: '',
      demoPaymentId: '',
      stripePaidOut: '',
      stripeCaptured: '',
      paypal: '',
      paypalCapture: '',
    };

    const command = () =>
      createRevenueCommand(({ database: { pool } }) => [
        createDemoProviderRecords({ pool }),
        createStripeProviderRecords({
          secretKey: stripe.secretKey,
          host: stripe.host,
          port: stripe.port,
          protocol: stripe.protocol,
          maxNetworkRetries: 0,
          named: () => ledgerNamedObjects(pool, 'stripe'),
        }),
        createPayPalProviderRecords({
          clientId: paypal.clientId,
          clientSecret: paypal.clientSecret,
          environment: 'sandbox',
          baseUrl: paypal.baseUrl,
          named: () => ledgerNamedObjects(pool, 'paypal'),
        }),
      ]);
    async function audit(...args: string[]) {
      const lines: string[] = [];
      const code = await command().run(['audit', ...args], async () => context, {
        print: (line) => lines.push(line),
        progress: { write: () => true },
      });
      return { code, output: lines.join('\n') };
    }

    beforeAll(async () => {
      ({ database, store } = await openTestStore(kind));
      [stripe, paypal] = await Promise.all([startFakeStripe(), startFakePayPal()]);
      const activity = marketplaceActivity({ store, pool: database.pool, clock });
      const money = moneyEvents({ store, clock });
      const { workflow } = activity;
      const car = await activity.publishCar('owner-a');
      const commission = { planId: 'starter', rateBps: 1500 };
      const refund = (
        bookingId: string,
        provider: PaymentProviderName,
        refundId: string,
        amountCents: number,
      ) =>
        store.appendToStream(
          bookingStreamName(bookingId),
          [
            {
              type: 'RefundIssued',
              data: {
                bookingId,
                carId: car,
                ownerId: 'owner-a',
                provider,
                refundId,
                amountCents,
                issuedAt: clock().toISOString(),
              },
            },
          ],
          { expectedVersion: 'any' },
        );
      const pay = async (
        bookingId: string,
        provider: PaymentProviderName,
        intentId: string,
        paymentId: string,
      ) => {
        const method = provider === 'paypal' ? 'paypal' : 'card';
        await workflow.recordPaymentIntent(bookingId, {
          provider,
          method,
          paymentIntentId: intentId,
          amountCents: TOTAL,
        });
        await workflow.paymentSucceeded({
          bookingId,
          provider,
          method,
          paymentIntentId: intentId,
          paymentId,
          amountCents: TOTAL,
          providerEventId: null,
        });
      };
      const stripeHold = (id: string, bookingId: string, status: string, amountReceived: number) =>
        stripe.paymentIntents.set(id, {
          id,
          object: 'payment_intent',
          amount: DEPOSIT,
          amount_received: amountReceived,
          capture_method: 'manual',
          currency: 'eur',
          created: Math.floor(Date.now() / 1000),
          status,
          metadata: { booking_id: bookingId },
          // Only what the reconciliation reads: a hold as Stripe lists it, planted straight into the fake.
        } as unknown as StripePaymentIntent);

      // The demo provider: a booking paid by card, another cancelled in time and refunded.
      ids.demoPaid = await activity.book(car, 'owner-a', { commission });
      await workflow.cancel(await activity.book(car, 'owner-a', { commission }));
      ids.demoPaymentId = (
        await database.pool.query<{ id: string }>('SELECT id FROM demo_payments WHERE booking_id = $1', [
          ids.demoPaid,
        ])
      ).rows[0]!.id;

      // Stripe: paid, part refunded, the deposit held and let go, the owner paid out.
      ids.stripePaidOut = await activity.book(car, 'owner-a', { unpaid: true, commission });
      await pay(ids.stripePaidOut, 'stripe', 'pi_paid_out', 'pi_paid_out');
      stripe.balance.charge({
        paymentIntentId: 'pi_paid_out',
        amount: TOTAL,
        metadata: { booking_id: ids.stripePaidOut },
      });
      await refund(ids.stripePaidOut, 'stripe', 're_partial', 5_000);
      stripe.balance.refund({ refundId: 're_partial', paymentIntentId: 'pi_paid_out', amount: 5_000 });
      stripeHold('pi_hold_released', ids.stripePaidOut, 'canceled', 0);
      await money.hold(ids.stripePaidOut, {
        holdId: 'pi_hold_released',
        amountCents: DEPOSIT,
        provider: 'stripe',
      });
      await money.release(ids.stripePaidOut, 'pi_hold_released');
      await money.payOut(ids.stripePaidOut, {
        ownerId: 'owner-a',
        payoutId: randomUUID(),
        grossCents: 240_000,
        commissionCents: 36_000,
        commissionRateBps: 1500,
        transferId: 'tr_owner_a',
        provider: 'stripe',
      });
      stripe.balance.transfer({ transferId: 'tr_owner_a', amount: 204_000, destination: 'acct_owner_a' });
      // Stripe: paid, 800 € of the deposit captured for a claim (Stripe let the rest go).
      ids.stripeCaptured = await activity.book(car, 'owner-a', { unpaid: true, commission });
      await pay(ids.stripeCaptured, 'stripe', 'pi_captured', 'pi_captured');
      stripe.balance.charge({
        paymentIntentId: 'pi_captured',
        amount: TOTAL,
        metadata: { booking_id: ids.stripeCaptured },
      });
      stripeHold('pi_hold_captured', ids.stripeCaptured, 'succeeded', 80_000);
      await money.hold(ids.stripeCaptured, {
        holdId: 'pi_hold_captured',
        amountCents: DEPOSIT,
        provider: 'stripe',
      });
      const charge = stripe.balance.charge({ paymentIntentId: 'pi_hold_captured', amount: 80_000 });
      await money.capture(ids.stripeCaptured, {
        holdId: 'pi_hold_captured',
        captureId: charge,
        amountCents: 80_000,
      });

      // PayPal: an order captured, part refunded; the deposit authorised, 500 € captured finally, the rest let go.
      const payPal = createPayPalProvider({
        clientId: paypal.clientId,
        clientSecret: paypal.clientSecret,
        environment: 'sandbox',
        baseUrl: paypal.baseUrl,
      });
      ids.paypal = await activity.book(car, 'owner-a', { unpaid: true, commission });
      const order = await payPal.createOrder({
        bookingId: ids.paypal,
        amountCents: TOTAL,
        idempotencyKey: `order-${ids.paypal}`,
      });
      paypal.approve(order.id);
      const captured = await payPal.captureOrder(order.id, `capture-${ids.paypal}`);
      await pay(ids.paypal, 'paypal', order.id, captured.captureId);
      const payPalRefund = await payPal.refundCapture({
        captureId: captured.captureId,
        amountCents: 2_000,
        idempotencyKey: `refund-${ids.paypal}`,
      });
      await refund(ids.paypal, 'paypal', payPalRefund.id, 2_000);
      const depositHolds = createPayPalDepositHolds({
        clientId: paypal.clientId,
        clientSecret: paypal.clientSecret,
        environment: 'sandbox',
        baseUrl: paypal.baseUrl,
      });
      const depositOrder = await depositHolds.createAuthorizationOrder({
        bookingId: ids.paypal,
        amountCents: DEPOSIT,
        idempotencyKey: `deposit-order-${ids.paypal}`,
      });
      paypal.approve(depositOrder.orderId);
      const authorization = await depositHolds.authorizeOrder(depositOrder.orderId, `deposit-${ids.paypal}`);
      await money.hold(ids.paypal, {
        holdId: authorization.holdId,
        amountCents: DEPOSIT,
        provider: 'paypal',
      });
      const depositCapture = await depositHolds.capture({
        holdId: authorization.holdId,
        amountCents: 50_000,
        idempotencyKey: `deposit-capture-${ids.paypal}`,
      });
      ids.paypalCapture = depositCapture.captureId;
      await money.capture(ids.paypal, {
        holdId: authorization.holdId,
        captureId: ids.paypalCapture,
        amountCents: 50_000,
      });

      await catchUpWithLog(
        database.pool,
        createProjectionRunner({ pool: database.pool, store, projections: asyncProjections }),
        asyncProjections.map((projection) => projection.name),
      );
      context = { config: loadConfig({ DATABASE_URL: '' }), database, store, clock };
    });
    afterAll(async () => {
      await Promise.all([stripe?.close(), paypal?.close()]);
      await store?.close();
      await database?.close();
    });

    it('matches every charge, refund, hold, capture, release and transfer of every provider to the cent', async () => {
      const { code, output } = await audit();
      expect(output).toContain('No difference: the read models agree with the events.');
      // Demo: 2 payments, 1 refund. Stripe: 2 payments, 1 refund, 2 holds, 2 releases, 1 capture, 1 transfer.
      // PayPal: 1 payment, 1 refund, 1 hold, 1 capture, 1 release.
      expect(output).toContain(
        'Reconciliation with the providers (demo, stripe, paypal): 17 provider record(s), 17 matched to the ledger to the cent.',
      );
      expect(output).toContain(
        'No mismatch: every charge, refund, hold, capture, release and transfer matches the ledger.',
      );
      expect(code).toBe(0);
      const { reconciliation } = JSON.parse((await audit('--json')).output) as {
        reconciliation: { ok: boolean; matched: number; notYetProjected: number };
      };
      expect(reconciliation).toMatchObject({ ok: true, matched: 17, notYetProjected: 0 });
    });

    it('lists a tampered provider record with its booking, and exits 1', async () => {
      await database.pool.query('UPDATE demo_payments SET amount_cents = amount_cents - 100 WHERE id = $1', [
        ids.demoPaymentId,
      ]);
      const transfer = stripe.balance.transactions.find(
        (transaction) => transaction.source === 'tr_owner_a',
      )!;
      transfer.amount -= 1;
      paypal.lookups.hide(ids.paypalCapture);
      try {
        const { code, output } = await audit();
        expect(code).toBe(1);
        // The capture gone, PayPal's authorization no longer tells what its final capture let go either.
        expect(output).toContain('4 mismatch(es), in cents:');
        expect(output).toMatch(/\nbooking +provider +kind +id +problem +ledger +provider\n/);
        expect(output).toMatch(
          new RegExp(
            `\\n${ids.demoPaid} +demo +charge +${ids.demoPaymentId} +amount differs +${TOTAL} +${TOTAL - 100}\\n?`,
          ),
        );
        expect(output).toMatch(
          new RegExp(`\\n${ids.stripePaidOut} +stripe +transfer +tr_owner_a +amount differs +204000 +204001`),
        );
        expect(output).toMatch(
          new RegExp(
            `\\n${ids.paypal} +paypal +capture +${ids.paypalCapture} +missing at the provider +50000 +none`,
          ),
        );
        expect(output).toMatch(
          new RegExp(`\\n${ids.paypal} +paypal +release +[A-F0-9]+ +missing at the provider +450000 +none`),
        );
      } finally {
        await database.pool.query(
          'UPDATE demo_payments SET amount_cents = amount_cents + 100 WHERE id = $1',
          [ids.demoPaymentId],
        );
        transfer.amount += 1;
        paypal.lookups.restore(ids.paypalCapture);
      }
      expect((await audit()).code).toBe(0);
    });

    it('lists a movement the ledger never recorded', async () => {
      stripe.balance.transfer({
        transferId: 'tr_unknown',
        amount: 10_000,
        destination: 'acct_x',
        metadata: { booking_id: ids.stripeCaptured },
      });
      const { code, output } = await audit();
      expect(code).toBe(1);
      expect(output).toMatch(
        new RegExp(
          `\\n${ids.stripeCaptured} +stripe +transfer +tr_unknown +missing in the ledger +none +10000`,
        ),
      );
      stripe.balance.transactions.pop();
    });
  });
}
