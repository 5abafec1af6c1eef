import { randomUUID } from 'node:crypto';
import { testDatabaseKinds } from '@grandtour/platform/testing';
import { createDemoPayments, createPayPalProvider, type PayPalRestProvider } from '@grandtour/payments';
import { startFakePayPal, type FakePayPal } from '@grandtour/payments/testing';
import { addDays, BookingSchema, todayInParis } from '@grandtour/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookAs } from '../../testing/booking-requests.ts';
import { testBrowser, type TestBrowser } from '../../testing/test-browser.ts';
import { useTestRuntime } from '../../testing/test-runtime.ts';

for (const kind of testDatabaseKinds()) {
  describe(`PayPal payments through the API (local PayPal fake) on ${kind}`, () => {
    let paypal: FakePayPal;
    /** The same adapter as the server's, for what happens at PayPal without our API (a capture whose answer was lost). */
    let paypalClient: PayPalRestProvider;
    let paypalOptions: Parameters<typeof createPayPalProvider>[0];
    let nextCar = 0;
    let now = new Date();
    const today = todayInParis();

    beforeAll(async () => {
      paypal = await startFakePayPal();
      paypalOptions = {
        clientId: paypal.clientId,
        clientSecret: paypal.clientSecret,
        webhookId: paypal.webhookId,
        environment: 'sandbox' as const,
        baseUrl: paypal.baseUrl,
      };
      paypalClient = createPayPalProvider(paypalOptions);
    });
    afterAll(async () => {
      await paypal?.close();
    });
    const context = useTestRuntime(kind, (database) => ({
      clock: () => now,
      background: false,
      payments: {
        card: createDemoPayments({ pool: database.pool }).card,
        paypal: createPayPalProvider(paypalOptions),
      },
    }));

    const book = (visit: TestBrowser, offset: number) =>
      bookAs(
        visit,
        context.runtime.app,
        context.cars[nextCar++]!,
        { startDate: addDays(today, offset), endDate: addDays(today, offset + 3) },
        {
          pickup: 'car-address',
          customer: {
            firstName: 'Lucía',
            lastName: 'García',
            email: 'lucia@example.es',
            phone: '+34 612345678',
          },
        },
      );

    const openOrder = async (visit: TestBrowser, bookingId: string, amount: number | string) =>
      visit('POST', '/paypal/order', { amount, currency: 'EUR', intent: 'CAPTURE', bookingId });

    async function orderFor(visit: TestBrowser, offset: number) {
      const booking = await book(visit, offset);
      const order = await openOrder(visit, booking.id, booking.totalPrice);
      expect(order.statusCode, order.body).toBe(200);
      return { booking, orderId: order.json().id as string };
    }

    const eventsOf = async (bookingId: string) =>
      (await context.runtime.store.readStream(`booking-${bookingId}`)).events;

    const postWebhook = (rawBody: string, headers: Record<string, string>) =>
      context.runtime.app.inject({
        method: 'POST',
        url: '/api/webhooks/paypal',
        payload: rawBody,
        headers: { ...headers, 'content-type': 'application/json' },
      });

    const bookingOf = async (visit: TestBrowser, id: string) =>
      BookingSchema.parse((await visit('GET', `/api/bookings/${id}`)).json());

    it("gives PayPal's JS SDK a client token, and says PayPal is the provider", async () => {
      const visit = testBrowser(context.runtime.app);
      const setup = await visit('GET', '/paypal/setup');
      expect(setup.statusCode).toBe(200);
      expect(setup.json().clientToken).toMatch(/^[A-Za-z0-9+/=]{40,}$/);
      expect(paypal.requests.some((request) => request.path === '/v1/identity/generate-token')).toBe(true);
      expect((await visit('GET', '/api/payments/config')).json()).toMatchObject({
        paypal: 'paypal',
        paypalClientId: paypal.clientId,
      });
    });

    it("opens an order at PayPal for the booking's frozen total, never for the client's amount", async () => {
      const visit = testBrowser(context.runtime.app);
      const booking = await book(visit, 30);
      const ordersBefore = paypal.orders.size;
      const cheaper = await openOrder(visit, booking.id, (Number(booking.totalPrice) - 100).toFixed(2));
      expect(cheaper.statusCode).toBe(409);
      expect(cheaper.json()).toMatchObject({
        error: 'price_changed',
        details: { totalPrice: booking.totalPrice },
      });
      expect(paypal.orders.size).toBe(ordersBefore);

      const order = await openOrder(visit, booking.id, Number(booking.totalPrice));
      expect(order.statusCode, order.body).toBe(200);
      const atPayPal = paypal.orders.get(order.json().id)!;
      expect(atPayPal.intent).toBe('CAPTURE');
      expect(atPayPal.purchase_units[0]).toMatchObject({
        custom_id: booking.id,
        amount: { currency_code: 'EUR', value: booking.totalPrice },
      });
      const sent = paypal.requests.filter((request) => request.path === '/v2/checkout/orders').at(-1)!;
      expect(sent.requestId).toBe(`paypal-order-${booking.id}`);
      expect((await openOrder(visit, booking.id, booking.totalPrice)).json().id).toBe(order.json().id);
      expect((await eventsOf(booking.id)).filter((event) => event.type === 'PaymentIntentCreated')).toEqual([
        expect.objectContaining({
          data: expect.objectContaining({
            provider: 'paypal',
            method: 'paypal',
            paymentIntentId: order.json().id,
            amountCents: Math.round(Number(booking.totalPrice) * 100),
          }),
        }),
      ]);
    });

    it('captures after approval even when an attempt before approval was refused', async () => {
      const visit = testBrowser(context.runtime.app);
      const { booking, orderId } = await orderFor(visit, 41);
      const early = await visit('POST', `/paypal/order/${orderId}/capture`, undefined, {
        'idempotency-key': 'capture-attempt-1',
      });
      expect(early.statusCode).toBeGreaterThanOrEqual(400);
      expect(early.statusCode).toBeLessThan(500);
      paypal.approve(orderId);
      const later = await visit('POST', `/paypal/order/${orderId}/capture`, undefined, {
        'idempotency-key': 'capture-attempt-2',
      });
      expect(later.statusCode, later.body).toBe(200);
      expect(await bookingOf(visit, booking.id)).toMatchObject({
        status: 'confirmed',
        paymentStatus: 'paid',
      });
    });

    it('confirms the booking when the approved order is captured, and a second capture changes nothing', async () => {
      const visit = testBrowser(context.runtime.app);
      const { booking, orderId } = await orderFor(visit, 40);
      paypal.approve(orderId);
      expect(
        (await testBrowser(context.runtime.app)('POST', `/paypal/order/${orderId}/capture`)).statusCode,
      ).toBe(404);
      const capture = await visit('POST', `/paypal/order/${orderId}/capture`);
      expect(capture.statusCode, capture.body).toBe(200);
      expect(capture.json()).toEqual({
        id: orderId,
        status: 'COMPLETED',
        bookingId: booking.id,
        outcome: { status: 'confirmed', refundReason: null, refundedAmount: null },
      });
      expect(await bookingOf(visit, booking.id)).toMatchObject({
        status: 'confirmed',
        paymentStatus: 'paid',
        paymentMethod: 'paypal',
      });
      const captureId = paypal.orders.get(orderId)!.purchase_units[0]!.payments!.captures[0]!.id;
      const eventCount = (await eventsOf(booking.id)).length;
      expect((await visit('POST', `/paypal/order/${orderId}/capture`)).statusCode).toBe(200);
      const events = await eventsOf(booking.id);
      expect(events).toHaveLength(eventCount);
      expect(events.filter((event) => event.type === 'PaymentSucceeded')).toEqual([
        expect.objectContaining({
          data: expect.objectContaining({ paymentIntentId: orderId, paymentId: captureId }),
        }),
      ]);
    });

    it('refuses a notification PayPal does not verify, and changes nothing', async () => {
      const visit = testBrowser(context.runtime.app);
      const { booking, orderId } = await orderFor(visit, 50);
      paypal.approve(orderId);
      const capture = await paypalClient.captureOrder(orderId, `lost-${orderId}`);
      const genuine = paypal.webhook('PAYMENT.CAPTURE.COMPLETED', capture.captureId);
      const before = (await eventsOf(booking.id)).length;
      const refusals = [
        postWebhook(genuine.rawBody.replace(booking.totalPrice, '1.00'), genuine.headers),
        postWebhook(genuine.rawBody, {
          ...genuine.headers,
          'paypal-transmission-sig': Buffer.from('forged').toString('base64'),
        }),
        postWebhook(genuine.rawBody, { ...genuine.headers, 'paypal-transmission-id': randomUUID() }),
        postWebhook(genuine.rawBody, {}),
      ];
      for (const refused of await Promise.all(refusals)) {
        expect(refused.statusCode, refused.body).toBe(400);
        expect(refused.json().error).toBe('invalid_signature');
      }
      expect(await eventsOf(booking.id)).toHaveLength(before);
      expect(await bookingOf(visit, booking.id)).toMatchObject({
        status: 'pending',
        paymentStatus: 'pending',
      });
    });

    it('confirms on a verified capture notification once, however often PayPal replays it', async () => {
      const visit = testBrowser(context.runtime.app);
      const { booking, orderId } = await orderFor(visit, 60);
      paypal.approve(orderId);
      // PayPal captured, but the browser never heard back: PayPal's notification is what tells us.
      const capture = await paypalClient.captureOrder(orderId, `lost-${orderId}`);
      const notification = paypal.webhook('PAYMENT.CAPTURE.COMPLETED', capture.captureId);
      const first = await postWebhook(notification.rawBody, notification.headers);
      expect(first.statusCode, first.body).toBe(200);
      expect(await bookingOf(visit, booking.id)).toMatchObject({
        status: 'confirmed',
        paymentMethod: 'paypal',
      });
      const afterFirst = await eventsOf(booking.id);
      expect(afterFirst.filter((event) => event.type === 'PaymentSucceeded')).toEqual([
        expect.objectContaining({
          data: expect.objectContaining({
            paymentId: capture.captureId,
            providerEventId: JSON.parse(notification.rawBody).id,
          }),
        }),
      ]);
      for (let replay = 0; replay < 5; replay++) {
        const again = await postWebhook(notification.rawBody, notification.headers);
        expect(again.statusCode, again.body).toBe(200);
      }
      expect(await eventsOf(booking.id)).toHaveLength(afterFirst.length);
    });

    it('records a denied capture once, however often PayPal replays the notification', async () => {
      const visit = testBrowser(context.runtime.app);
      const { booking, orderId } = await orderFor(visit, 70);
      paypal.approve(orderId);
      const capture = await paypalClient.captureOrder(orderId, `lost-${orderId}`);
      const denied = paypal.webhook('PAYMENT.CAPTURE.DENIED', capture.captureId);
      for (let replay = 0; replay < 4; replay++) {
        const response = await postWebhook(denied.rawBody, denied.headers);
        expect(response.statusCode, response.body).toBe(200);
      }
      const failures = (await eventsOf(booking.id)).filter((event) => event.type === 'PaymentFailed');
      expect(failures.map((event) => event.data)).toEqual([
        expect.objectContaining({
          provider: 'paypal',
          paymentIntentId: orderId,
          providerEventId: JSON.parse(denied.rawBody).id,
        }),
      ]);
      expect((await bookingOf(visit, booking.id)).status).toBe('pending');
    });

    it('answers REFUNDED, and why, when PayPal captures after the hold expired and the car was booked again', async () => {
      const visit = testBrowser(context.runtime.app);
      const car = context.cars[nextCar++]!;
      const dates = { startDate: addDays(today, 90), endDate: addDays(today, 93) };
      const booking = await bookAs(visit, context.runtime.app, car, dates);
      const order = await openOrder(visit, booking.id, booking.totalPrice);
      const orderId = order.json().id as string;
      paypal.approve(orderId);
      now = new Date(Date.now() + 31 * 60_000);
      try {
        await bookAs(testBrowser(context.runtime.app), context.runtime.app, car, dates);
        const capture = await visit('POST', `/paypal/order/${orderId}/capture`);
        expect(capture.statusCode, capture.body).toBe(200);
        expect(capture.json()).toEqual({
          id: orderId,
          status: 'REFUNDED',
          bookingId: booking.id,
          outcome: { status: 'refunded', refundReason: 'dates_taken', refundedAmount: booking.totalPrice },
        });
      } finally {
        now = new Date();
      }
      const captureId = paypal.orders.get(orderId)!.purchase_units[0]!.payments!.captures[0]!.id;
      expect(paypal.refunds.filter((refund) => refund.captureId === captureId)).toEqual([
        { id: expect.any(String), captureId, amountCents: Math.round(Number(booking.totalPrice) * 100) },
      ]);
    });

    it('refunds a cancelled PayPal booking through its PayPal capture', async () => {
      const visit = testBrowser(context.runtime.app);
      const { booking, orderId } = await orderFor(visit, 80);
      paypal.approve(orderId);
      expect((await visit('POST', `/paypal/order/${orderId}/capture`)).statusCode).toBe(200);
      const captureId = paypal.orders.get(orderId)!.purchase_units[0]!.payments!.captures[0]!.id;
      const cancelled = await visit('POST', `/api/bookings/${booking.id}/cancel`);
      expect(cancelled.statusCode, cancelled.body).toBe(200);
      expect(cancelled.json()).toMatchObject({
        hasFees: false,
        refundAmount: booking.totalPrice,
        booking: { status: 'cancelled', paymentStatus: 'refunded' },
      });
      const totalCents = Math.round(Number(booking.totalPrice) * 100);
      const refunds = paypal.refunds.filter((refund) => refund.captureId === captureId);
      expect(refunds).toEqual([{ id: expect.any(String), captureId, amountCents: totalCents }]);
      const sent = paypal.requests.find(
        (request) => request.path === `/v2/payments/captures/${captureId}/refund`,
      );
      expect(sent?.requestId).toBe(`refund-${booking.id}-0`);
      expect((await eventsOf(booking.id)).filter((event) => event.type === 'RefundIssued')).toEqual([
        expect.objectContaining({
          data: expect.objectContaining({
            provider: 'paypal',
            refundId: refunds[0]!.id,
            amountCents: totalCents,
          }),
        }),
      ]);
    });
  });
}
