import { randomUUID } from 'node:crypto';
import { testDatabaseKinds } from '@grandtour/platform/testing';
import { createDemoPayments, createStripeCardProvider } from '@grandtour/payments';
import { startFakeStripe, type FakeStripe } from '@grandtour/payments/testing';
import { addDays, BookingSchema, CarQuoteSchema, paymentOutcomeOf, todayInParis } from '@grandtour/shared';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookAs } from '../../testing/booking-requests.ts';
import { signInDemoOwner } from '../../testing/owner-fixtures.ts';
import { testBrowser, type TestBrowser } from '../../testing/test-browser.ts';
import { useTestRuntime } from '../../testing/test-runtime.ts';

const webhookSecret = 'whsec_grandtour_api_test';
const signer = new Stripe('sk_test_signer_only');

for (const kind of testDatabaseKinds()) {
  describe(`card payments through Stripe (local fake) on ${kind}`, () => {
    let stripe: FakeStripe;
    let nextCar = 0;
    let now = new Date();
    const today = todayInParis();

    beforeAll(async () => {
      stripe = await startFakeStripe();
    });
    afterAll(async () => {
      await stripe?.close();
    });
    const context = useTestRuntime(kind, (database) => ({
      clock: () => now,
      background: false,
      payments: {
        card: createStripeCardProvider({
          secretKey: stripe.secretKey,
          publishableKey: 'pk_test_grandtour',
          webhookSecret,
          host: stripe.host,
          port: stripe.port,
          protocol: stripe.protocol,
        }),
        paypal: createDemoPayments({ pool: database.pool }).paypal,
      },
    }));

    async function bookAndStartPaying(visit: TestBrowser, offset: number) {
      const car = context.cars[nextCar++]!;
      const booking = await bookAs(
        visit,
        context.runtime.app,
        car,
        { startDate: addDays(today, offset), endDate: addDays(today, offset + 2) },
        {
          pickup: 'car-address',
          customer: {
            firstName: 'Jonas',
            lastName: 'Weber',
            email: 'jonas@example.de',
            phone: '+49 1701234567',
          },
          idempotencyKey: `booking-${car.id}`,
        },
      );
      const intent = await visit('POST', '/api/create-payment-intent', {
        amount: booking.totalPrice,
        bookingId: booking.id,
      });
      expect(intent.json()).toMatchObject({ provider: 'stripe' });
      return { booking, paymentIntentId: intent.json().paymentIntentId as string };
    }

    const postWebhook = (payload: string, signature: string) =>
      context.runtime.app.inject({
        method: 'POST',
        url: '/api/webhooks/stripe',
        payload,
        headers: { 'content-type': 'application/json', 'stripe-signature': signature },
      });

    const paymentEventsOf = async (bookingId: string) =>
      (await context.runtime.store.readStream(`booking-${bookingId}`)).events.filter(
        (event) => event.type === 'PaymentSucceeded',
      );

    it('creates the intent at Stripe for the frozen total, with the booking id and one idempotency key', async () => {
      const visit = testBrowser(context.runtime.app);
      const { booking, paymentIntentId } = await bookAndStartPaying(visit, 30);
      const created = stripe.requests.filter(
        (request) => request.path === '/v1/payment_intents' && request.method === 'POST',
      );
      const mine = created.find((request) => request.params['metadata[booking_id]'] === booking.id)!;
      expect(mine.params.amount).toBe(String(Math.round(Number(booking.totalPrice) * 100)));
      expect(mine.params.currency).toBe('eur');
      expect(mine.idempotencyKey).toBe(`payment-intent-${booking.id}`);
      const again = await visit('POST', '/api/create-payment-intent', {
        amount: booking.totalPrice,
        bookingId: booking.id,
      });
      expect(again.json().paymentIntentId).toBe(paymentIntentId);
      const config = await visit('GET', '/api/payments/config');
      expect(config.json()).toMatchObject({ card: 'stripe', stripePublishableKey: 'pk_test_grandtour' });
      // Stripe.js and its card frames may load, and only Stripe's: PayPal stays on the demo here.
      const policy = String(config.headers['content-security-policy']);
      expect(policy).toMatch(/script-src 'self' https:\/\/js\.stripe\.com;/);
      expect(policy).toContain('frame-src https://js.stripe.com https://hooks.stripe.com');
      expect(policy).toContain("connect-src 'self' https://api.stripe.com");
      expect(policy).not.toContain('paypal');
    });

    it('confirms the booking once on a signed webhook, however many times Stripe replays it', async () => {
      const visit = testBrowser(context.runtime.app);
      const { booking, paymentIntentId } = await bookAndStartPaying(visit, 40);
      stripe.succeed(paymentIntentId);
      const payload = stripe.event('payment_intent.succeeded', paymentIntentId);
      const signature = signer.webhooks.generateTestHeaderString({ payload, secret: webhookSecret });
      for (let replay = 0; replay < 10; replay++) {
        const response = await postWebhook(payload, signature);
        expect(response.statusCode, response.body).toBe(200);
      }
      expect(BookingSchema.parse((await visit('GET', `/api/bookings/${booking.id}`)).json())).toMatchObject({
        status: 'confirmed',
        paymentStatus: 'paid',
      });
      expect(await paymentEventsOf(booking.id)).toHaveLength(1);
      const confirmations = (await context.runtime.store.readStream(`booking-${booking.id}`)).events.filter(
        (event) => event.type === 'BookingConfirmed',
      );
      expect(confirmations).toHaveLength(1);
    });

    it('authorises a request to book on amount_capturable_updated, once, and captures it when the owner accepts', async () => {
      const visit = testBrowser(context.runtime.app);
      const car = context.cars.find((candidate) => candidate.driverRequirements?.bookingMode === 'request')!;
      const booking = await bookAs(visit, context.runtime.app, car, {
        startDate: addDays(today, 70),
        endDate: addDays(today, 72),
      });
      const intent = await visit('POST', '/api/create-payment-intent', {
        amount: booking.totalPrice,
        bookingId: booking.id,
      });
      const paymentIntentId = intent.json().paymentIntentId as string;
      const created = stripe.requests.find(
        (request) =>
          request.path === '/v1/payment_intents' && request.params['metadata[booking_id]'] === booking.id,
      )!;
      expect(created.params.capture_method).toBe('manual');
      stripe.succeed(paymentIntentId);
      const payload = stripe.event('payment_intent.amount_capturable_updated', paymentIntentId);
      const signature = signer.webhooks.generateTestHeaderString({ payload, secret: webhookSecret });
      for (let replay = 0; replay < 3; replay++)
        expect((await postWebhook(payload, signature)).statusCode).toBe(200);
      const events = async () =>
        (await context.runtime.store.readStream(`booking-${booking.id}`)).events.map((event) => event.type);
      expect((await events()).filter((type) => type === 'PaymentAuthorised')).toHaveLength(1);
      expect(BookingSchema.parse((await visit('GET', `/api/bookings/${booking.id}`)).json())).toMatchObject({
        status: 'pending',
        paymentStatus: 'pending',
        request: { status: 'awaiting_owner' },
      });

      const owner = await signInDemoOwner(context.runtime.app);
      const accepted = await owner('POST', `/api/owner/bookings/${booking.id}/accept`, undefined, {
        'idempotency-key': randomUUID(),
      });
      expect(accepted.statusCode, accepted.body).toBe(200);
      expect(accepted.json()).toMatchObject({ status: 'confirmed', paymentStatus: 'paid' });
      const captures = stripe.requests.filter(
        (request) => request.path === `/v1/payment_intents/${paymentIntentId}/capture`,
      );
      expect(captures.map((request) => request.idempotencyKey)).toEqual([`request-capture-${booking.id}`]);
      expect(await paymentEventsOf(booking.id)).toHaveLength(1);
    });

    it('records a declined payment once however often Stripe replays payment_intent.payment_failed', async () => {
      const visit = testBrowser(context.runtime.app);
      const { booking, paymentIntentId } = await bookAndStartPaying(visit, 45);
      stripe.decline(paymentIntentId);
      const payload = stripe.event('payment_intent.payment_failed', paymentIntentId);
      const signature = signer.webhooks.generateTestHeaderString({ payload, secret: webhookSecret });
      for (let replay = 0; replay < 5; replay++) {
        const response = await postWebhook(payload, signature);
        expect(response.statusCode, response.body).toBe(200);
      }
      const failures = (await context.runtime.store.readStream(`booking-${booking.id}`)).events.filter(
        (event) => event.type === 'PaymentFailed',
      );
      expect(failures.map((event) => event.data)).toEqual([
        expect.objectContaining({
          provider: 'stripe',
          paymentIntentId,
          message: 'Your card was declined.',
          providerEventId: JSON.parse(payload).id,
        }),
      ]);
      expect(BookingSchema.parse((await visit('GET', `/api/bookings/${booking.id}`)).json())).toMatchObject({
        status: 'pending',
        paymentStatus: 'pending',
      });
    });

    it('refuses a webhook with a wrong signature or a tampered body, and changes nothing', async () => {
      const visit = testBrowser(context.runtime.app);
      const { booking, paymentIntentId } = await bookAndStartPaying(visit, 50);
      stripe.succeed(paymentIntentId);
      const payload = stripe.event('payment_intent.succeeded', paymentIntentId);
      const forged = signer.webhooks.generateTestHeaderString({ payload, secret: 'whsec_someone_else' });
      expect((await postWebhook(payload, forged)).statusCode).toBe(400);
      const signature = signer.webhooks.generateTestHeaderString({ payload, secret: webhookSecret });
      const tampered = payload.replace(booking.id, '00000000-0000-4000-8000-000000000000');
      const refused = await postWebhook(tampered, signature);
      expect(refused.statusCode).toBe(400);
      expect(refused.json().error).toBe('invalid_signature');
      expect((await visit('GET', `/api/bookings/${booking.id}`)).json().status).toBe('pending');
    });

    const refundsOf = (paymentIntentId: string) =>
      stripe.requests.filter(
        (request) => request.path === '/v1/refunds' && request.params.payment_intent === paymentIntentId,
      );

    it('refunds a payment Stripe reports after the hold expired and the car was booked again, and says why', async () => {
      const visit = testBrowser(context.runtime.app);
      const { booking, paymentIntentId } = await bookAndStartPaying(visit, 100);
      const car = context.cars.find((candidate) => candidate.id === booking.carId)!;
      now = new Date(Date.now() + 31 * 60_000);
      try {
        await bookAs(testBrowser(context.runtime.app), context.runtime.app, car, {
          startDate: booking.startDate,
          endDate: booking.endDate,
        });
        stripe.succeed(paymentIntentId);
        const payload = stripe.event('payment_intent.succeeded', paymentIntentId);
        const signature = signer.webhooks.generateTestHeaderString({ payload, secret: webhookSecret });
        expect((await postWebhook(payload, signature)).statusCode).toBe(200);
      } finally {
        now = new Date();
      }
      expect(refundsOf(paymentIntentId).map((request) => request.params.amount)).toEqual([
        String(Math.round(Number(booking.totalPrice) * 100)),
      ]);
      // What the payment success page reads, and what it tells the customer.
      const after = BookingSchema.parse((await visit('GET', `/api/bookings/${booking.id}`)).json());
      expect(after).toMatchObject({ status: 'cancelled', cancellationReason: 'schedule_conflict' });
      expect(paymentOutcomeOf(after, paymentIntentId)).toEqual({
        status: 'refunded',
        refundReason: 'dates_taken',
        refundedAmount: booking.totalPrice,
      });
    });

    it('refunds a card payment Stripe reports for a booking PayPal had already paid, and says why', async () => {
      const visit = testBrowser(context.runtime.app);
      const { booking, paymentIntentId } = await bookAndStartPaying(visit, 105);
      const order = await visit('POST', '/paypal/order', {
        amount: booking.totalPrice,
        currency: 'EUR',
        intent: 'CAPTURE',
        bookingId: booking.id,
      });
      const orderId = order.json().id as string;
      expect((await visit('POST', `/api/demo-paypal/orders/${orderId}/approve`)).statusCode).toBe(200);
      expect((await visit('POST', `/paypal/order/${orderId}/capture`)).json()).toMatchObject({
        outcome: { status: 'confirmed' },
      });
      stripe.succeed(paymentIntentId);
      const payload = stripe.event('payment_intent.succeeded', paymentIntentId);
      const signature = signer.webhooks.generateTestHeaderString({ payload, secret: webhookSecret });
      expect((await postWebhook(payload, signature)).statusCode).toBe(200);
      const refunds = refundsOf(paymentIntentId);
      expect(refunds.map((request) => request.params.amount)).toEqual([
        String(Math.round(Number(booking.totalPrice) * 100)),
      ]);
      expect(refunds[0]?.idempotencyKey).toBe(`refund-extra-${paymentIntentId}`);
      const after = BookingSchema.parse((await visit('GET', `/api/bookings/${booking.id}`)).json());
      expect(after).toMatchObject({ status: 'confirmed', paymentMethod: 'paypal', paymentIntentId: orderId });
      expect(paymentOutcomeOf(after, paymentIntentId)).toEqual({
        status: 'refunded',
        refundReason: 'already_paid',
        refundedAmount: null,
      });
      expect(paymentOutcomeOf(after, orderId)).toMatchObject({ status: 'confirmed' });
    });

    it('brings a booking up to date from Stripe when the webhook is late, and refunds a cancellation through Stripe', async () => {
      const visit = testBrowser(context.runtime.app);
      const { booking, paymentIntentId } = await bookAndStartPaying(visit, 60);
      stripe.succeed(paymentIntentId);
      const synced = await visit('POST', `/api/bookings/${booking.id}/sync-payment`);
      expect(BookingSchema.parse(synced.json()).status).toBe('confirmed');
      const cancelled = await visit('POST', `/api/bookings/${booking.id}/cancel`);
      expect(cancelled.json()).toMatchObject({ hasFees: false, refundAmount: booking.totalPrice });
      const refund = stripe.requests.find(
        (request) => request.path === '/v1/refunds' && request.params.payment_intent === paymentIntentId,
      );
      expect(refund?.params.amount).toBe(String(Math.round(Number(booking.totalPrice) * 100)));
      expect(refund?.idempotencyKey).toBe(`refund-${booking.id}-0`);
    });

    it('charges a dearer change on the saved card off session, ignores that charge’s webhook, refunds a cheaper one', async () => {
      const visit = testBrowser(context.runtime.app);
      const { booking, paymentIntentId } = await bookAndStartPaying(visit, 60);
      const created = stripe.paymentIntents.get(paymentIntentId)!;
      expect(created).toMatchObject({
        setup_future_usage: 'off_session',
        customer: expect.stringMatching(/^cus_/),
      });
      stripe.succeed(paymentIntentId);
      const paid = stripe.event('payment_intent.succeeded', paymentIntentId);
      await postWebhook(
        paid,
        signer.webhooks.generateTestHeaderString({ payload: paid, secret: webhookSecret }),
      );
      const change = async (endOffset: number) => {
        const quote = CarQuoteSchema.parse(
          (
            await visit(
              'GET',
              `/api/cars/${booking.carId}/quote?startDate=${booking.startDate}&endDate=${addDays(today, endOffset)}&homeDelivery=false`,
            )
          ).json(),
        );
        return visit(
          'POST',
          `/api/bookings/${booking.id}/change`,
          {
            startDate: booking.startDate,
            endDate: addDays(today, endOffset),
            pickupLocation: 'car-address',
            totalPrice: (quote.totalCents / 100).toFixed(2),
          },
          { 'idempotency-key': randomUUID(), 'accept-language': 'en' },
        );
      };

      const dearer = await change(64);
      expect(dearer.statusCode, dearer.body).toBe(200);
      const { chargedCents } = dearer.json() as { chargedCents: number };
      const extra = [...stripe.paymentIntents.values()].find(
        (intent) => intent.metadata.booking_change === 'true' && intent.metadata.booking_id === booking.id,
      )!;
      expect(extra).toMatchObject({
        status: 'succeeded',
        amount: chargedCents,
        customer: created.customer,
        payment_method: stripe.paymentIntents.get(paymentIntentId)!.payment_method,
      });
      const extraEvent = stripe.event('payment_intent.succeeded', extra.id);
      const replayed = await postWebhook(
        extraEvent,
        signer.webhooks.generateTestHeaderString({ payload: extraEvent, secret: webhookSecret }),
      );
      expect(replayed.statusCode).toBe(200);
      expect(await paymentEventsOf(booking.id)).toHaveLength(1);
      expect(
        stripe.requests.filter(
          (request) => request.path === '/v1/refunds' && request.params.payment_intent === extra.id,
        ),
      ).toHaveLength(0);

      const cheaper = await change(61);
      expect(cheaper.statusCode, cheaper.body).toBe(200);
      const { refundedCents } = cheaper.json() as { refundedCents: number };
      const refunds = stripe.requests.filter((request) => request.path === '/v1/refunds');
      const onExtra = refunds.find((request) => request.params.payment_intent === extra.id);
      const onFirst = refunds.find((request) => request.params.payment_intent === paymentIntentId);
      expect(onExtra?.params.amount).toBe(String(chargedCents));
      expect(onFirst?.params.amount).toBe(String(refundedCents - chargedCents));
    });

    it('refuses a dearer change when the card was not saved for later (an older payment), changing nothing', async () => {
      const visit = testBrowser(context.runtime.app);
      const { booking, paymentIntentId } = await bookAndStartPaying(visit, 70);
      // As paid before cards were saved: no off-session set-up on the intent.
      Object.assign(stripe.paymentIntents.get(paymentIntentId)!, { setup_future_usage: null });
      stripe.succeed(paymentIntentId);
      const paid = stripe.event('payment_intent.succeeded', paymentIntentId);
      await postWebhook(
        paid,
        signer.webhooks.generateTestHeaderString({ payload: paid, secret: webhookSecret }),
      );
      const quote = CarQuoteSchema.parse(
        (
          await visit(
            'GET',
            `/api/cars/${booking.carId}/quote?startDate=${booking.startDate}&endDate=${addDays(today, 74)}&homeDelivery=false`,
          )
        ).json(),
      );
      const response = await visit(
        'POST',
        `/api/bookings/${booking.id}/change`,
        {
          startDate: booking.startDate,
          endDate: addDays(today, 74),
          pickupLocation: 'car-address',
          totalPrice: (quote.totalCents / 100).toFixed(2),
        },
        { 'idempotency-key': randomUUID(), 'accept-language': 'en' },
      );
      expect(response.statusCode).toBe(422);
      expect(response.json()).toMatchObject({
        error: 'change_payment_unavailable',
        message: expect.stringContaining('cannot be charged again without you'),
      });
      expect(BookingSchema.parse((await visit('GET', `/api/bookings/${booking.id}`)).json())).toMatchObject({
        endDate: booking.endDate,
        totalPrice: booking.totalPrice,
      });
    });
  });
}
