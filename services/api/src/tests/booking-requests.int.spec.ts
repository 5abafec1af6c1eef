import { randomUUID } from 'node:crypto';
import { bookingDecider, bookingStreamName, handleCommand, type BookingEvent } from '@grandtour/commands';
import {
  addDays,
  BookingSchema,
  CarSchema,
  OwnerBookingDetailSchema,
  OwnerDashboardSchema,
  REQUEST_RESPONSE_HOURS,
  todayInParis,
  type Booking,
  type Car,
} from '@grandtour/shared';
import { movableClock, untilNotificationsIdle } from '@grandtour/workers/testing';
import { describe, expect, it } from 'vitest';
import { bookAs, bookingRequest } from '../testing/booking-requests.ts';
import {
  bookingMailSubjects,
  demoOwnerOf,
  mailSetups,
  useMailTestRuntime,
} from '../testing/mail-test-runtime.ts';
import { registerAccount, signInDemoOwner } from '../testing/owner-fixtures.ts';
import { testBrowser, type TestBrowser } from '../testing/test-browser.ts';

const HOUR = 3_600_000;
const MINUTE = 60_000;

/** Issue 22, decision 85: a request to book confirms only when its owner accepts; nothing is charged otherwise. */
for (const setup of mailSetups()) {
  describe(`request to book end to end on ${setup.database}`, { timeout: 240_000 }, () => {
    const clock = movableClock();
    const context = useMailTestRuntime(setup, {
      clock: clock.now,
      background: false,
      workers: true,
      notificationBackoffMs: 20,
    });
    let visitor = 0;
    let slot = 0;

    const idle = () =>
      untilNotificationsIdle(
        {
          pool: context.database.pool,
          store: context.runtime.store,
          queue: context.runtime.queue,
          clock: clock.now,
        },
        { timeoutMs: 120_000 },
      );
    const requestCar = async (): Promise<Car> => {
      const car = (await demoOwnerOf(context)).cars.find((candidate) => candidate.model === 'Ghost');
      expect(car?.driverRequirements?.bookingMode).toBe('request');
      return car!;
    };
    const customerOf = async (visit: TestBrowser, bookingId: string) =>
      BookingSchema.parse((await visit('GET', `/api/bookings/${bookingId}`)).json());
    const intentAtProvider = async (bookingId: string) =>
      (
        await context.database.pool.query<{ status: string }>(
          `SELECT status FROM demo_payments WHERE booking_id = $1 AND method = 'card'`,
          [bookingId],
        )
      ).rows.map((row) => row.status);
    const eventTypes = async (bookingId: string) =>
      (await context.runtime.store.readStream<BookingEvent>(bookingStreamName(bookingId))).events.map(
        (event) => event.type,
      );

    /** A customer's request for the Ghost, on dates of its own, authorised with the demo card. */
    async function authorisedRequest(options: { email?: string } = {}) {
      const car = await requestCar();
      const visit = testBrowser(context.runtime.app, { remoteAddress: `10.23.0.${++visitor}` });
      const email = options.email ?? `request-${randomUUID().slice(0, 8)}@example.com`;
      const startDate = addDays(todayInParis(clock.now()), 20 + 4 * ++slot);
      const endDate = addDays(startDate, 2);
      const booking = await bookAs(
        visit,
        context.runtime.app,
        car,
        { startDate, endDate },
        { customer: { firstName: 'Léa', lastName: 'Martin', email, phone: '+33 612345678' }, language: 'en' },
      );
      expect(booking.request).toEqual({
        status: 'awaiting_payment',
        respondBy: null,
        respondedAt: null,
        declineMessage: null,
      });
      const intent = await visit('POST', '/api/create-payment-intent', {
        amount: Number(booking.totalPrice),
        bookingId: booking.id,
        description: 'test',
      });
      expect(intent.statusCode, intent.body).toBe(200);
      const authorisedAt = clock.now().getTime();
      const paid = await visit('POST', '/api/demo-payments/confirm', {
        clientSecret: intent.json().clientSecret,
        cardNumber: '4242 4242 4242 4242',
        expiry: '12/35',
        cvc: '123',
      });
      expect(paid.statusCode, paid.body).toBe(200);
      expect(paid.json()).toMatchObject({ status: 'authorised', outcome: { status: 'requested' } });
      return { car, visit, booking, email, startDate, endDate, authorisedAt };
    }

    const owner = () => signInDemoOwner(context.runtime.app);
    const answer = (visit: TestBrowser, bookingId: string, verb: 'accept' | 'decline', body?: object) =>
      visit('POST', `/api/owner/bookings/${bookingId}/${verb}`, body, { 'accept-language': 'en' });

    /** Whether someone else can book the same car on those dates now. */
    async function datesFree(car: Car, startDate: string, endDate: string) {
      const other = testBrowser(context.runtime.app, { remoteAddress: `10.24.0.${++visitor}` });
      const response = await other(
        'POST',
        '/api/bookings',
        await bookingRequest(context.runtime.app, car, { startDate, endDate }),
        { 'idempotency-key': randomUUID() },
      );
      if (response.statusCode === 201) {
        await other('POST', `/api/bookings/${response.json().id}/cancel`, undefined, {
          'idempotency-key': randomUUID(),
        });
        return true;
      }
      expect(response.statusCode, response.body).toBe(409);
      return false;
    }

    it('authorises without charging, holds the dates a day for the owner, and confirms only when the owner accepts', async () => {
      const { car, visit, booking, email, startDate, endDate, authorisedAt } = await authorisedRequest();
      const waiting = await customerOf(visit, booking.id);
      expect(waiting).toMatchObject({ status: 'pending', paymentStatus: 'pending' });
      expect(waiting.request?.status).toBe('awaiting_owner');
      // A day from the authorisation (recorded a moment after the card form was sent).
      const dayAfter = Date.parse(waiting.request!.respondBy!) - authorisedAt;
      expect(dayAfter).toBeGreaterThanOrEqual(REQUEST_RESPONSE_HOURS * HOUR);
      expect(dayAfter).toBeLessThan(REQUEST_RESPONSE_HOURS * HOUR + MINUTE);
      expect(await intentAtProvider(booking.id)).toEqual(['requires_capture']);
      // Held past the ordinary payment hold: nobody else can take the dates while the owner decides.
      clock.set(new Date(authorisedAt + 2 * HOUR));
      expect((await context.runtime.sweeper.sweepOnce()).expired).toBe(0);
      expect(await datesFree(car, startDate, endDate)).toBe(false);

      const ownerVisit = await owner();
      const dashboard = OwnerDashboardSchema.parse((await ownerVisit('GET', '/api/owner/dashboard')).json());
      expect(dashboard.pendingRequests.map((request) => request.bookingId)).toContain(booking.id);

      const accepted = await answer(ownerVisit, booking.id, 'accept');
      expect(accepted.statusCode, accepted.body).toBe(200);
      const detail = OwnerBookingDetailSchema.parse(accepted.json());
      expect(detail).toMatchObject({
        status: 'confirmed',
        paymentStatus: 'paid',
        paidCents: detail.totalCents,
      });
      expect(detail.request).toMatchObject({ status: 'accepted' });
      await context.runtime.projectionRunner.catchUp();
      const withTimeline = OwnerBookingDetailSchema.parse(
        (await ownerVisit('GET', `/api/owner/bookings/${booking.id}`)).json(),
      );
      expect(withTimeline.timeline.map((step) => step.kind)).toEqual(
        expect.arrayContaining(['payment_authorised', 'request_accepted', 'payment_succeeded', 'confirmed']),
      );
      expect(await intentAtProvider(booking.id)).toEqual(['succeeded']);
      expect(await customerOf(visit, booking.id)).toMatchObject({
        status: 'confirmed',
        paymentStatus: 'paid',
      });

      const again = await answer(ownerVisit, booking.id, 'decline', {});
      expect(again.statusCode, again.body).toBe(409);
      expect(again.json()).toMatchObject({
        error: 'request_not_pending',
        message: expect.stringMatching(/^This request/),
      });

      await idle();
      expect(bookingMailSubjects(context, email)).toEqual(
        expect.arrayContaining([expect.stringMatching(/^Request sent/), expect.stringMatching(/confirmed/)]),
      );
      const ownerEmail = (await demoOwnerOf(context)).email;
      expect(
        context.sink.messages.filter((mail) => mail.to === ownerEmail).map((mail) => mail.subject),
      ).toEqual(
        expect.arrayContaining([
          expect.stringMatching(/^Nouvelle demande de réservation : Rolls-Royce Ghost/),
        ]),
      );
    });

    it('cancels a declined request for nothing, voids the authorisation, frees the dates and tells the customer why', async () => {
      const { car, visit, booking, email, startDate, endDate } = await authorisedRequest();
      const declined = await answer(await owner(), booking.id, 'decline', {
        message: 'The car is being serviced.',
      });
      expect(declined.statusCode, declined.body).toBe(200);
      expect(OwnerBookingDetailSchema.parse(declined.json())).toMatchObject({
        status: 'cancelled',
        paidCents: 0,
        request: { status: 'declined', declineMessage: 'The car is being serviced.' },
      });
      expect(await customerOf(visit, booking.id)).toMatchObject({
        status: 'cancelled',
        cancellationReason: 'request_declined',
        refundAmount: '0.00',
      });
      expect(await intentAtProvider(booking.id)).toEqual(['canceled']);
      expect(await eventTypes(booking.id)).toEqual(
        expect.arrayContaining(['BookingRequestDeclined', 'BookingCancelled', 'AuthorisationVoided']),
      );
      expect(await datesFree(car, startDate, endDate)).toBe(true);
      await idle();
      const mail = context.sink.messages.find(
        (message) => message.to === email && /^Request declined/.test(message.subject),
      );
      expect(mail?.text).toContain('“The car is being serviced.”');
      expect(mail?.text).toContain('Nothing was charged');
    });

    it('expires a request its owner leaves unanswered for a day, and reminds the owner before', async () => {
      const { car, visit, booking, email, startDate, endDate, authorisedAt } = await authorisedRequest();
      const ownerEmail = (await demoOwnerOf(context)).email;
      const reminders = () =>
        context.sink.messages.filter(
          (mail) =>
            mail.to === ownerEmail &&
            mail.subject.startsWith('Plus que') &&
            mail.text.includes(booking.id.slice(0, 8).toUpperCase()),
        );
      clock.set(new Date(authorisedAt + (REQUEST_RESPONSE_HOURS - 12) * HOUR + MINUTE));
      await idle();
      expect(reminders().map((mail) => mail.subject)).toEqual([
        'Plus que 12 h pour répondre : Rolls-Royce Ghost',
      ]);
      clock.set(new Date(authorisedAt + REQUEST_RESPONSE_HOURS * HOUR - MINUTE));
      expect((await context.runtime.sweeper.sweepOnce()).requestsExpired).toBe(0);
      await idle();
      expect(reminders()).toHaveLength(2);
      clock.set(new Date(authorisedAt + REQUEST_RESPONSE_HOURS * HOUR + MINUTE));
      expect((await context.runtime.sweeper.sweepOnce()).requestsExpired).toBe(1);
      expect((await context.runtime.sweeper.sweepOnce()).requestsExpired).toBe(0);
      expect(await customerOf(visit, booking.id)).toMatchObject({
        status: 'cancelled',
        cancellationReason: 'request_expired',
        request: { status: 'expired' },
      });
      expect(await intentAtProvider(booking.id)).toEqual(['canceled']);
      expect(await datesFree(car, startDate, endDate)).toBe(true);
      const late = await answer(await owner(), booking.id, 'accept');
      expect(late.statusCode, late.body).toBe(409);
      await idle();
      expect(bookingMailSubjects(context, email)).toEqual(
        expect.arrayContaining([expect.stringMatching(/^Request expired/)]),
      );
      expect(
        context.sink.messages.some(
          (mail) => mail.to === ownerEmail && mail.subject.startsWith('Demande expirée'),
        ),
      ).toBe(true);
    });

    it('lets the customer withdraw a waiting request for free, and only the car’s owner answer it', async () => {
      const { visit, booking } = await authorisedRequest();
      const stranger = (await registerAccount(context.runtime.app, 'owner')).visit;
      expect((await answer(stranger, booking.id, 'accept')).statusCode).toBe(404);
      expect((await answer(visit, booking.id, 'accept')).statusCode).toBe(401);
      const body = await answer(await owner(), booking.id, 'decline', { message: 'x'.repeat(501) });
      expect(body.statusCode).toBe(400);
      expect((await customerOf(visit, booking.id)).request?.status).toBe('awaiting_owner');

      const withdrawn = await visit('POST', `/api/bookings/${booking.id}/cancel`, undefined, {
        'idempotency-key': randomUUID(),
      });
      expect(withdrawn.statusCode, withdrawn.body).toBe(200);
      expect(withdrawn.json()).toMatchObject({
        hasFees: false,
        cancellationFee: '0.00',
        refundAmount: '0.00',
      });
      const after: Booking = await customerOf(visit, booking.id);
      expect(after).toMatchObject({ status: 'cancelled', request: { status: 'withdrawn' } });
      expect(await intentAtProvider(booking.id)).toEqual(['canceled']);
    });

    it('takes PayPal too: the approved order is authorised, captured on acceptance, and refunded like any payment', async () => {
      const car = await requestCar();
      const visit = testBrowser(context.runtime.app, { remoteAddress: `10.23.1.${++visitor}` });
      const startDate = addDays(todayInParis(clock.now()), 20 + 4 * ++slot);
      const booking = await bookAs(visit, context.runtime.app, car, {
        startDate,
        endDate: addDays(startDate, 2),
      });
      const order = await visit('POST', '/paypal/order', {
        amount: booking.totalPrice,
        currency: 'EUR',
        intent: 'CAPTURE',
        bookingId: booking.id,
      });
      expect(order.statusCode, order.body).toBe(200);
      const orderId = order.json().id as string;
      expect((await visit('POST', `/api/demo-paypal/orders/${orderId}/approve`)).statusCode).toBe(200);
      const authorised = await visit('POST', `/paypal/order/${orderId}/capture`);
      expect(authorised.statusCode, authorised.body).toBe(200);
      expect(authorised.json()).toMatchObject({ bookingId: booking.id, outcome: { status: 'requested' } });
      expect(await customerOf(visit, booking.id)).toMatchObject({
        status: 'pending',
        paymentStatus: 'pending',
        paymentMethod: 'paypal',
        request: { status: 'awaiting_owner' },
      });

      const accepted = await answer(await owner(), booking.id, 'accept');
      expect(accepted.statusCode, accepted.body).toBe(200);
      expect(accepted.json()).toMatchObject({ status: 'confirmed', paymentStatus: 'paid' });

      const cancelled = await visit('POST', `/api/bookings/${booking.id}/cancel`, undefined, {
        'idempotency-key': randomUUID(),
      });
      expect(cancelled.statusCode, cancelled.body).toBe(200);
      expect(cancelled.json()).toMatchObject({ hasFees: false, refundAmount: booking.totalPrice });
      expect(await customerOf(visit, booking.id)).toMatchObject({
        status: 'cancelled',
        paymentStatus: 'refunded',
      });
    });

    it('shows the owner’s acceptance rate and response time on their cars once enough requests were answered', async () => {
      const car = await requestCar();
      const figures = async () =>
        CarSchema.parse((await context.runtime.app.inject({ url: `/api/cars/${car.id}` })).json())
          .ownerResponse;
      // Answered so far in this block: two accepted (card, PayPal), one declined, one expired; one withdrawn counts not.
      expect(await figures()).toEqual({
        acceptanceRatePercent: 50,
        medianResponseMinutes: expect.any(Number),
      });
      const { booking, authorisedAt } = await authorisedRequest();
      clock.set(new Date(authorisedAt + 30 * MINUTE));
      expect((await answer(await owner(), booking.id, 'accept')).statusCode).toBe(200);
      expect((await figures())?.acceptanceRatePercent).toBe(60);
    });

    it('reserves the dates of a request recorded as authorised when the step after it was cut short', async () => {
      const car = await requestCar();
      const visit = testBrowser(context.runtime.app, { remoteAddress: `10.23.2.${++visitor}` });
      const startDate = addDays(todayInParis(clock.now()), 20 + 4 * ++slot);
      const endDate = addDays(startDate, 2);
      const booking = await bookAs(visit, context.runtime.app, car, { startDate, endDate });
      // The authorisation is on the booking's stream, then the process stops before the dates are reserved.
      await handleCommand(context.runtime.store, bookingStreamName(booking.id), bookingDecider, {
        type: 'RecordPaymentAuthorisation',
        data: {
          provider: 'demo',
          method: 'card',
          paymentIntentId: `pi_cut_${booking.id}`,
          authorisationId: `pi_cut_${booking.id}`,
          amountCents: Math.round(Number(booking.totalPrice) * 100),
          providerEventId: null,
        },
        metadata: { now: clock.now().toISOString() },
      });
      // Past the ordinary payment hold, the sweep reserves them: nobody else can take them while the owner decides.
      clock.set(new Date(clock.now().getTime() + 31 * MINUTE));
      expect((await context.runtime.sweeper.sweepOnce()).settled).toBeGreaterThanOrEqual(1);
      expect(await datesFree(car, startDate, endDate)).toBe(false);
      expect((await customerOf(visit, booking.id)).request?.status).toBe('awaiting_owner');
    });
  });
}
