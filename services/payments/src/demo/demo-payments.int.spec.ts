import { randomUUID } from 'node:crypto';
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from '@grandtour/platform/testing';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectRefusal } from '../testing/expect-refusal.ts';
import { createDemoPayments, type DemoPayments } from './demo-payments.ts';
import { createDemoProviderRecords } from './demo-provider-records.ts';
import { NON_TEST_CARD_MESSAGE } from './test-cards.ts';

const now = new Date('2026-11-23T10:00:00Z');
const key = () => `key-${randomUUID()}`;

for (const kind of testDatabaseKinds()) {
  describe(`demo payment provider on ${kind}`, () => {
    let database: TestDatabase;
    let demo: DemoPayments;
    beforeAll(async () => {
      database = await createTestDatabase(kind, 4);
      demo = createDemoPayments({ pool: database.pool, clock: () => now });
      // Open every connection of the pool now, so that the racing tests below really race.
      const clients = await Promise.all(
        Array.from({ length: database.pool.options.max }, () => database.pool.connect()),
      );
      for (const client of clients) client.release();
    });
    afterAll(async () => {
      await database?.close();
    });

    const newIntent = (amountCents = 10_000) =>
      demo.card.createPaymentIntent({
        bookingId: randomUUID(),
        amountCents,
        description: 'Ferrari 296 GTB, 3 days',
        idempotencyKey: key(),
      });
    const pay = (clientSecret: string, cardNumber = '4242 4242 4242 4242', expiry = '12/34', cvc = '123') =>
      demo.card.confirmCardPayment({
        clientSecret,
        cardNumber,
        expiry,
        cvc,
        cardholderName: 'Jeanne Martin',
      });

    describe('card', () => {
      it('creates PaymentIntents once per idempotency key, with Stripe-shaped ids', async () => {
        const input = {
          bookingId: randomUUID(),
          amountCents: 45_150,
          description: 'Porsche 911',
          idempotencyKey: key(),
        };
        const first = await demo.card.createPaymentIntent(input);
        expect(first.id).toMatch(/^pi_demo_[A-Za-z0-9]{24}$/);
        expect(first.clientSecret).toMatch(new RegExp(`^${first.id}_secret_[A-Za-z0-9]{25}$`));
        expect(await demo.card.createPaymentIntent(input)).toEqual(first);
        const racing = await Promise.all(
          [1, 2, 3].map(() =>
            demo.card.createPaymentIntent({ ...input, idempotencyKey: 'race-' + input.idempotencyKey }),
          ),
        );
        expect(new Set(racing.map((intent) => intent.id)).size).toBe(1);
        expect((await demo.card.createPaymentIntent({ ...input, idempotencyKey: key() })).id).not.toBe(
          first.id,
        );
        expect(await demo.card.retrievePaymentIntent(first.id)).toEqual({
          id: first.id,
          status: 'requires_payment_method',
          amountCents: 45_150,
          bookingId: input.bookingId,
          lastErrorMessage: null,
        });
      });

      it('refuses a reused key with other parameters, and amounts below 50 cents', async () => {
        const input = {
          bookingId: randomUUID(),
          amountCents: 10_000,
          description: 'Lamborghini',
          idempotencyKey: key(),
        };
        await demo.card.createPaymentIntent(input);
        await expectRefusal(demo.card.createPaymentIntent({ ...input, amountCents: 9_000 }), {
          code: 'idempotency_error',
          httpStatus: 400,
        });
        await expectRefusal(newIntent(49), {
          code: 'amount_too_small',
          message: 'Amount must be at least €0.50 eur',
        });
      });

      it('succeeds with 4242 4242 4242 4242 and returns the payment_succeeded event a webhook would carry', async () => {
        const intent = await newIntent(123_45);
        const state = await demo.card.retrievePaymentIntent(intent.id);
        const event = await pay(intent.clientSecret);
        expect(event).toEqual({
          eventId: expect.stringMatching(/^evt_demo_[A-Za-z0-9]{24}$/),
          type: 'payment_succeeded',
          paymentIntentId: intent.id,
          bookingId: state.bookingId,
          amountCents: 123_45,
        });
        expect(await demo.card.retrievePaymentIntent(intent.id)).toMatchObject({
          status: 'succeeded',
          lastErrorMessage: null,
        });
      });

      it.each([
        ['4000 0000 0000 0002', '12/34', '123', 'card_declined', 'Your card was declined.'],
        ['4000 0000 0000 9995', '12/34', '123', 'card_declined', 'Your card has insufficient funds.'],
        ['4000 0000 0000 0069', '12/34', '123', 'expired_card', 'Your card has expired.'],
        ['4000 0000 0000 0127', '12/34', '123', 'incorrect_cvc', "Your card's security code is incorrect."],
        ['4242 4242 4242 4241', '12/34', '123', 'incorrect_number', 'Your card number is incorrect.'],
        [
          '4242 4242 4242 4242',
          '12/25',
          '123',
          'invalid_expiry_year',
          "Your card's expiration year is invalid.",
        ],
        [
          '4242 4242 4242 4242',
          '10/26',
          '123',
          'invalid_expiry_month',
          "Your card's expiration month is invalid.",
        ],
        ['4111 1111 1111 1111', '12/34', '123', 'card_declined', NON_TEST_CARD_MESSAGE],
      ])(
        'declines %s (expiry %s) with "%s: %s" and records the message',
        async (cardNumber, expiry, cvc, code, message) => {
          const intent = await newIntent();
          await expectRefusal(pay(intent.clientSecret, cardNumber, expiry, cvc), {
            code,
            message,
            httpStatus: 402,
          });
          expect(await demo.card.retrievePaymentIntent(intent.id)).toMatchObject({
            status: 'requires_payment_method',
            lastErrorMessage: message,
          });
        },
      );

      it('lets a declined intent succeed with another card, and clears the last error', async () => {
        const intent = await newIntent();
        await expectRefusal(pay(intent.clientSecret, '4000000000000002'), { code: 'card_declined' });
        await pay(intent.clientSecret);
        expect(await demo.card.retrievePaymentIntent(intent.id)).toMatchObject({
          status: 'succeeded',
          lastErrorMessage: null,
        });
      });

      it('confirms an intent once: a second confirmation, or two at once, return the one same event', async () => {
        const intent = await newIntent();
        const first = await pay(intent.clientSecret);
        expect(await pay(intent.clientSecret)).toEqual(first);
        expect(await pay(intent.clientSecret, '4000000000000002')).toEqual(first);

        const racing = await newIntent();
        const events = await Promise.all([
          pay(racing.clientSecret),
          pay(racing.clientSecret),
          pay(racing.clientSecret),
        ]);
        expect(new Set(events.map((event) => event.eventId)).size).toBe(1);
      });

      it('answers resource_missing for an unknown client secret or intent', async () => {
        await expectRefusal(pay('pi_demo_nope_secret_nope'), {
          code: 'resource_missing',
          httpStatus: 404,
          message: "No such payment_intent: 'pi_demo_nope'",
        });
        await expectRefusal(demo.card.retrievePaymentIntent('pi_demo_nope'), { code: 'resource_missing' });
      });

      it('refunds in part and in full, once per key, never more than was paid', async () => {
        const intent = await newIntent(10_000);
        await pay(intent.clientSecret);
        const refundKey = key();
        const partial = await demo.card.refund({
          paymentIntentId: intent.id,
          amountCents: 3_000,
          idempotencyKey: refundKey,
        });
        expect(partial.id).toMatch(/^re_demo_[A-Za-z0-9]{24}$/);
        expect(
          await demo.card.refund({
            paymentIntentId: intent.id,
            amountCents: 3_000,
            idempotencyKey: refundKey,
          }),
        ).toEqual(partial);
        await expectRefusal(
          demo.card.refund({ paymentIntentId: intent.id, amountCents: 2_000, idempotencyKey: refundKey }),
          {
            code: 'idempotency_error',
          },
        );
        await expectRefusal(
          demo.card.refund({ paymentIntentId: intent.id, amountCents: 7_001, idempotencyKey: key() }),
          {
            code: 'amount_too_large',
            httpStatus: 400,
            message: 'Refund amount (€70.01) is greater than unrefunded amount on charge (€70.00)',
          },
        );
        const rest = await demo.card.refund({
          paymentIntentId: intent.id,
          amountCents: 7_000,
          idempotencyKey: key(),
        });
        expect(rest.id).not.toBe(partial.id);
        await expectRefusal(
          demo.card.refund({ paymentIntentId: intent.id, amountCents: 1, idempotencyKey: key() }),
          {
            code: 'charge_already_refunded',
          },
        );
      });

      it('lets racing refunds through only as far as the payment goes', async () => {
        const intent = await newIntent(10_000);
        await pay(intent.clientSecret);
        const outcomes = await Promise.allSettled(
          [1, 2, 3, 4, 5].map(() =>
            demo.card.refund({ paymentIntentId: intent.id, amountCents: 3_000, idempotencyKey: key() }),
          ),
        );
        expect(outcomes.filter((outcome) => outcome.status === 'fulfilled')).toHaveLength(3);
      });

      // PGlite runs one query at a time, so two refunds can never both read before either writes: the race
      // exists, and is tested, on a real server only.
      if (kind === 'postgres')
        it('decides two refunds one after the other even when both have read the total before either writes', async () => {
          const intent = await newIntent(10_000);
          await pay(intent.clientSecret);
          // Inserting refunds waits on this lock, reading them does not: without a lock on the payment row,
          // both refunds would read "nothing refunded yet" and both would be written.
          const blocker = new pg.Client({ connectionString: database.connectionString });
          await blocker.connect();
          try {
            await blocker.query('BEGIN');
            await blocker.query('LOCK TABLE demo_payment_refunds IN EXCLUSIVE MODE');
            const refunds = Promise.allSettled(
              [1, 2].map(() =>
                demo.card.refund({ paymentIntentId: intent.id, amountCents: 6_000, idempotencyKey: key() }),
              ),
            );
            await expect.poll(() => waitingOnLocks(blocker), { timeout: 10_000 }).toBe(2);
            await blocker.query('COMMIT');
            const outcomes = await refunds;
            expect(outcomes.map((outcome) => outcome.status).sort()).toEqual(['fulfilled', 'rejected']);
          } finally {
            await blocker.end();
          }
        });

      it('refuses to refund an unpaid or unknown intent, and has no webhooks', async () => {
        const intent = await newIntent();
        await expectRefusal(
          demo.card.refund({ paymentIntentId: intent.id, amountCents: 100, idempotencyKey: key() }),
          {
            code: 'payment_intent_unexpected_state',
          },
        );
        await expectRefusal(
          demo.card.refund({ paymentIntentId: 'pi_demo_nope', amountCents: 100, idempotencyKey: key() }),
          {
            code: 'resource_missing',
          },
        );
        expect(
          demo.card.parseWebhook('{"type":"payment_intent.succeeded"}', { 'stripe-signature': 't=1,v1=x' }),
        ).toBeNull();
        expect(demo.card.publishableKey).toBeNull();
      });

      it('keeps its state in the database, where a second instance finds it', async () => {
        const intent = await newIntent();
        await pay(intent.clientSecret);
        const other = createDemoPayments({ pool: database.pool });
        expect(await other.card.retrievePaymentIntent(intent.id)).toMatchObject({ status: 'succeeded' });
      });
    });

    describe('card, captured later (request to book)', () => {
      const newManualIntent = (bookingId = randomUUID(), amountCents = 48_000) =>
        demo.card.createPaymentIntent({
          bookingId,
          amountCents,
          description: 'McLaren Artura, 2 days, on request',
          idempotencyKey: key(),
          captureMethod: 'manual',
        });
      const chargesOf = async (bookingId: string) => {
        const records = [];
        for await (const record of createDemoProviderRecords({ pool: database.pool }).list(new Date(0)))
          if (record.bookingId === bookingId && record.kind === 'charge') records.push(record);
        return records;
      };

      it('authorises on confirmation, captures once in full, then refunds, charges again and holds on the card', async () => {
        const bookingId = randomUUID();
        const intent = await newManualIntent(bookingId);
        const authorised = await pay(intent.clientSecret);
        expect(authorised).toEqual({
          eventId: expect.stringMatching(/^evt_demo_/),
          type: 'payment_authorised',
          paymentIntentId: intent.id,
          bookingId,
          amountCents: 48_000,
        });
        expect(await pay(intent.clientSecret)).toEqual(authorised);
        expect(await demo.card.retrievePaymentIntent(intent.id)).toMatchObject({
          status: 'requires_capture',
        });
        // Authorised is no money yet: not refundable, not in the provider's records.
        await expectRefusal(
          demo.card.refund({ paymentIntentId: intent.id, amountCents: 100, idempotencyKey: key() }),
          { code: 'payment_intent_unexpected_state' },
        );
        expect(await chargesOf(bookingId)).toEqual([]);

        const captured = await demo.card.capturePaymentIntent({
          paymentIntentId: intent.id,
          idempotencyKey: key(),
        });
        expect(captured).toEqual({ paymentIntentId: intent.id, amountCents: 48_000 });
        expect(
          await demo.card.capturePaymentIntent({ paymentIntentId: intent.id, idempotencyKey: key() }),
        ).toEqual(captured);
        expect(await demo.card.retrievePaymentIntent(intent.id)).toMatchObject({ status: 'succeeded' });
        await expectRefusal(
          demo.card.cancelPaymentIntent({ paymentIntentId: intent.id, idempotencyKey: key() }),
          {
            code: 'payment_intent_unexpected_state',
            httpStatus: 400,
          },
        );
        expect(await chargesOf(bookingId)).toEqual([
          expect.objectContaining({ id: intent.id, amountCents: 48_000, at: now.toISOString() }),
        ]);

        await demo.card.refund({ paymentIntentId: intent.id, amountCents: 48_000, idempotencyKey: key() });
        await expectRefusal(
          demo.card.refund({ paymentIntentId: intent.id, amountCents: 1, idempotencyKey: key() }),
          { code: 'charge_already_refunded' },
        );
        const again = await demo.card.chargeAgain({
          originalPaymentId: intent.id,
          bookingId,
          amountCents: 5_000,
          description: 'one more day',
          idempotencyKey: key(),
        });
        expect(again.amountCents).toBe(5_000);
        const hold = await demo.deposits.card.holdOnSavedCard({
          bookingId,
          paymentIntentId: intent.id,
          amountCents: 300_000,
          description: 'deposit',
          idempotencyKey: key(),
        });
        expect(hold.amountCents).toBe(300_000);
      });

      it('declines as the test card says, and a declined intent can still be authorised with another card', async () => {
        const intent = await newManualIntent();
        await expectRefusal(pay(intent.clientSecret, '4000 0000 0000 0002'), { code: 'card_declined' });
        expect(await demo.card.retrievePaymentIntent(intent.id)).toMatchObject({
          status: 'requires_payment_method',
          lastErrorMessage: 'Your card was declined.',
        });
        expect((await pay(intent.clientSecret)).type).toBe('payment_authorised');
      });

      it('cancels an authorisation once, and then refuses to capture or confirm it', async () => {
        const bookingId = randomUUID();
        const intent = await newManualIntent(bookingId);
        await pay(intent.clientSecret);
        await demo.card.cancelPaymentIntent({ paymentIntentId: intent.id, idempotencyKey: key() });
        await demo.card.cancelPaymentIntent({ paymentIntentId: intent.id, idempotencyKey: key() });
        expect(await demo.card.retrievePaymentIntent(intent.id)).toMatchObject({ status: 'canceled' });
        await expectRefusal(
          demo.card.capturePaymentIntent({ paymentIntentId: intent.id, idempotencyKey: key() }),
          {
            code: 'payment_intent_unexpected_state',
            httpStatus: 400,
            message: /status of canceled/,
          },
        );
        await expectRefusal(pay(intent.clientSecret), { code: 'payment_intent_unexpected_state' });
        expect(await chargesOf(bookingId)).toEqual([]);
      });

      it('captures only a manual intent that was authorised, once when captures and a cancel race', async () => {
        const automatic = await newIntent();
        await pay(automatic.clientSecret);
        await expectRefusal(
          demo.card.capturePaymentIntent({ paymentIntentId: automatic.id, idempotencyKey: key() }),
          { code: 'payment_intent_unexpected_state' },
        );
        const unconfirmed = await newManualIntent();
        await expectRefusal(
          demo.card.capturePaymentIntent({ paymentIntentId: unconfirmed.id, idempotencyKey: key() }),
          { message: /status of requires_payment_method/ },
        );
        await expectRefusal(
          demo.card.capturePaymentIntent({ paymentIntentId: 'pi_demo_nope', idempotencyKey: key() }),
          {
            code: 'resource_missing',
            httpStatus: 404,
          },
        );
        const intent = await newManualIntent();
        await pay(intent.clientSecret);
        const outcomes = await Promise.allSettled([
          demo.card.capturePaymentIntent({ paymentIntentId: intent.id, idempotencyKey: key() }),
          demo.card.cancelPaymentIntent({ paymentIntentId: intent.id, idempotencyKey: key() }),
          demo.card.capturePaymentIntent({ paymentIntentId: intent.id, idempotencyKey: key() }),
        ]);
        const status = (await demo.card.retrievePaymentIntent(intent.id)).status;
        const fulfilled = outcomes.map((outcome) => outcome.status);
        expect(fulfilled).toEqual(
          status === 'succeeded'
            ? ['fulfilled', 'rejected', 'fulfilled']
            : ['rejected', 'fulfilled', 'rejected'],
        );
      });

      it('takes the same key with another capture method for another intent, as a reused key', async () => {
        const input = {
          bookingId: randomUUID(),
          amountCents: 10_000,
          description: 'x',
          idempotencyKey: key(),
        };
        await demo.card.createPaymentIntent({ ...input, captureMethod: 'manual' });
        await expectRefusal(demo.card.createPaymentIntent(input), { code: 'idempotency_error' });
      });
    });

    describe('PayPal', () => {
      it('creates, refuses capture before approval, approves, captures once and refunds', async () => {
        expect((await demo.paypal.setup()).clientToken).toMatch(/^demo_/);
        const bookingId = randomUUID();
        const orderKey = key();
        const order = await demo.paypal.createOrder({
          bookingId,
          amountCents: 25_000,
          idempotencyKey: orderKey,
        });
        expect(order).toEqual({
          id: expect.stringMatching(/^DEMO[A-Z0-9]{13}$/),
          status: 'CREATED',
          approveUrl: `/paypal/demo-approve?token=${order.id}`,
        });
        expect(
          (await demo.paypal.createOrder({ bookingId, amountCents: 25_000, idempotencyKey: orderKey })).id,
        ).toBe(order.id);
        expect(await demo.paypal.getOrder(order.id)).toEqual({
          id: order.id,
          status: 'CREATED',
          amountCents: 25_000,
          bookingId,
        });

        await expectRefusal(demo.paypal.captureOrder(order.id, key()), {
          code: 'ORDER_NOT_APPROVED',
          message: 'Payer has not yet approved the Order for payment.',
          httpStatus: 422,
        });
        expect(await demo.paypal.approveOrder(order.id)).toMatchObject({ status: 'APPROVED' });
        expect(await demo.paypal.approveOrder(order.id)).toMatchObject({ status: 'APPROVED' });

        const capture = await demo.paypal.captureOrder(order.id, key());
        expect(capture).toEqual({
          orderId: order.id,
          captureId: expect.stringMatching(/^DEMO[A-Z0-9]{13}$/),
          status: 'COMPLETED',
          amountCents: 25_000,
          bookingId,
        });
        expect(await demo.paypal.captureOrder(order.id, key())).toEqual(capture);
        expect(await demo.paypal.getOrder(order.id)).toMatchObject({ status: 'COMPLETED' });
        await expectRefusal(demo.paypal.approveOrder(order.id), { code: 'ORDER_ALREADY_CAPTURED' });

        const refundKey = key();
        const refund = await demo.paypal.refundCapture({
          captureId: capture.captureId,
          amountCents: 7_500,
          idempotencyKey: refundKey,
        });
        expect(refund.id).toMatch(/^DEMO[A-Z0-9]{13}$/);
        expect(
          await demo.paypal.refundCapture({
            captureId: capture.captureId,
            amountCents: 7_500,
            idempotencyKey: refundKey,
          }),
        ).toEqual(refund);
        await expectRefusal(
          demo.paypal.refundCapture({
            captureId: capture.captureId,
            amountCents: 17_501,
            idempotencyKey: key(),
          }),
          {
            code: 'REFUND_AMOUNT_EXCEEDED',
            httpStatus: 422,
          },
        );
        await demo.paypal.refundCapture({
          captureId: capture.captureId,
          amountCents: 17_500,
          idempotencyKey: key(),
        });
        await expectRefusal(
          demo.paypal.refundCapture({ captureId: capture.captureId, amountCents: 1, idempotencyKey: key() }),
          {
            code: 'CAPTURE_FULLY_REFUNDED',
          },
        );
      });

      describe('authorized, captured later (request to book)', () => {
        const authorizedOrder = async (bookingId = randomUUID(), amountCents = 60_000) => {
          const order = await demo.paypal.createOrder({
            bookingId,
            amountCents,
            idempotencyKey: key(),
            intent: 'AUTHORIZE',
          });
          await demo.paypal.approveOrder(order.id);
          return { order, authorization: await demo.paypal.authorizeOrder(order.id, key()) };
        };
        const paymentsOf = async (bookingId: string) => {
          const records = [];
          for await (const record of createDemoProviderRecords({ pool: database.pool }).list(new Date(0)))
            if (record.bookingId === bookingId)
              records.push({ kind: record.kind, id: record.id, cents: record.amountCents });
          return records;
        };

        it('authorizes an approved order once, captures it in full once, and refunds the capture', async () => {
          const bookingId = randomUUID();
          const order = await demo.paypal.createOrder({
            bookingId,
            amountCents: 60_000,
            idempotencyKey: key(),
            intent: 'AUTHORIZE',
          });
          await expectRefusal(demo.paypal.authorizeOrder(order.id, key()), { code: 'ORDER_NOT_APPROVED' });
          await demo.paypal.approveOrder(order.id);
          await expectRefusal(demo.paypal.captureOrder(order.id, key()), {
            code: 'TRANSACTION_REFUSED',
            httpStatus: 422,
          });
          const authorization = await demo.paypal.authorizeOrder(order.id, key());
          expect(authorization).toEqual({
            orderId: order.id,
            authorizationId: expect.stringMatching(/^DEMO[A-Z0-9]{13}$/),
            status: 'CREATED',
            amountCents: 60_000,
            bookingId,
          });
          expect(await demo.paypal.authorizeOrder(order.id, key())).toEqual(authorization);
          expect(await paymentsOf(bookingId)).toEqual([]);

          const capture = await demo.paypal.captureAuthorization({
            authorizationId: authorization.authorizationId,
            idempotencyKey: key(),
          });
          expect(capture).toEqual({
            orderId: order.id,
            captureId: expect.stringMatching(/^DEMO[A-Z0-9]{13}$/),
            status: 'COMPLETED',
            amountCents: 60_000,
            bookingId,
          });
          expect(
            await demo.paypal.captureAuthorization({
              authorizationId: authorization.authorizationId,
              idempotencyKey: key(),
            }),
          ).toEqual(capture);
          expect((await demo.paypal.authorizeOrder(order.id, key())).status).toBe('CAPTURED');
          await expectRefusal(
            demo.paypal.voidAuthorization({
              authorizationId: authorization.authorizationId,
              idempotencyKey: key(),
            }),
            { code: 'PREVIOUSLY_CAPTURED', httpStatus: 422 },
          );
          expect(await paymentsOf(bookingId)).toEqual([
            { kind: 'charge', id: capture.captureId, cents: 60_000 },
          ]);

          const refund = await demo.paypal.refundCapture({
            captureId: capture.captureId,
            amountCents: 60_000,
            idempotencyKey: key(),
          });
          expect(await paymentsOf(bookingId)).toEqual([
            { kind: 'charge', id: capture.captureId, cents: 60_000 },
            { kind: 'refund', id: refund.id, cents: 60_000 },
          ]);
          await expectRefusal(
            demo.paypal.refundCapture({
              captureId: capture.captureId,
              amountCents: 1,
              idempotencyKey: key(),
            }),
            { code: 'CAPTURE_FULLY_REFUNDED' },
          );
        });

        it('voids an authorization once, and then refuses to capture it', async () => {
          const bookingId = randomUUID();
          const { authorization } = await authorizedOrder(bookingId);
          const { authorizationId } = authorization;
          await demo.paypal.voidAuthorization({ authorizationId, idempotencyKey: key() });
          await demo.paypal.voidAuthorization({ authorizationId, idempotencyKey: key() });
          await expectRefusal(demo.paypal.captureAuthorization({ authorizationId, idempotencyKey: key() }), {
            code: 'AUTHORIZATION_VOIDED',
            httpStatus: 422,
          });
          expect(await paymentsOf(bookingId)).toEqual([]);
          await expectRefusal(
            demo.paypal.voidAuthorization({ authorizationId: 'DEMONOAUTHORIZ00', idempotencyKey: key() }),
            { code: 'RESOURCE_NOT_FOUND', httpStatus: 404 },
          );
        });

        it('captures once when captures and a void race', async () => {
          const { authorization } = await authorizedOrder();
          const { authorizationId } = authorization;
          const outcomes = await Promise.allSettled([
            demo.paypal.captureAuthorization({ authorizationId, idempotencyKey: key() }),
            demo.paypal.voidAuthorization({ authorizationId, idempotencyKey: key() }),
            demo.paypal.captureAuthorization({ authorizationId, idempotencyKey: key() }),
          ]);
          const captures = outcomes.flatMap((outcome, index) =>
            index !== 1 && outcome.status === 'fulfilled' ? [outcome.value] : [],
          );
          if (outcomes[1]!.status === 'fulfilled') expect(captures).toEqual([]);
          else expect(captures).toEqual([captures[0], captures[0]]);
        });

        it('refuses to authorize a capture order', async () => {
          const order = await demo.paypal.createOrder({
            bookingId: randomUUID(),
            amountCents: 1_000,
            idempotencyKey: key(),
          });
          await demo.paypal.approveOrder(order.id);
          await expectRefusal(demo.paypal.authorizeOrder(order.id, key()), {
            code: 'ACTION_DOES_NOT_MATCH_INTENT',
          });
        });
      });

      it('captures an order once even when two captures race', async () => {
        const order = await demo.paypal.createOrder({
          bookingId: randomUUID(),
          amountCents: 9_900,
          idempotencyKey: key(),
        });
        await demo.paypal.approveOrder(order.id);
        const captures = await Promise.all([1, 2, 3].map(() => demo.paypal.captureOrder(order.id, key())));
        expect(new Set(captures.map((capture) => capture.captureId)).size).toBe(1);
      });

      it('answers RESOURCE_NOT_FOUND for unknown orders and captures, and has no webhooks', async () => {
        await expectRefusal(demo.paypal.getOrder('DEMONOTANORDER00'), {
          code: 'RESOURCE_NOT_FOUND',
          httpStatus: 404,
        });
        await expectRefusal(demo.paypal.captureOrder('DEMONOTANORDER00', key()), {
          code: 'RESOURCE_NOT_FOUND',
        });
        await expectRefusal(
          demo.paypal.refundCapture({ captureId: 'DEMONOCAPTURE000', amountCents: 1, idempotencyKey: key() }),
          {
            code: 'RESOURCE_NOT_FOUND',
          },
        );
        await expectRefusal(
          demo.paypal.createOrder({ bookingId: randomUUID(), amountCents: 0, idempotencyKey: key() }),
          {
            code: 'CANNOT_BE_ZERO_OR_NEGATIVE',
          },
        );
        expect(await demo.paypal.verifyWebhook('{}', {})).toBeNull();
        expect(demo.paypal.clientId).toBeNull();
      });
    });
  });
}

async function waitingOnLocks(client: pg.Client): Promise<number> {
  const result = await client.query<{ waiting: number }>(
    `SELECT count(*)::int AS waiting FROM pg_stat_activity
      WHERE datname = current_database() AND wait_event_type = 'Lock'`,
  );
  return result.rows[0]?.waiting ?? 0;
}
