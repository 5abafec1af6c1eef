import { randomUUID } from 'node:crypto';
import {
  type CarCommand,
  carDecider,
  carScheduleStreamName,
  carStreamName,
  handleCommand,
} from '@grandtour/commands';
import { testDatabaseKinds } from '@grandtour/platform/testing';
import {
  addDays,
  BookingSchema,
  type Car,
  CarQuoteSchema,
  CarSchema,
  CancellationResponseSchema,
  centsToDecimalString,
  decimalStringToCents,
  freeCancellationDeadline,
  todayInParis,
} from '@grandtour/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { bookingRequest as bookingRequestFor } from '../../testing/booking-requests.ts';
import { testBrowser, type TestBrowser } from '../../testing/test-browser.ts';
import { useTestRuntime } from '../../testing/test-runtime.ts';

const MINUTE = 60_000;

for (const kind of testDatabaseKinds()) {
  describe(`bookings and payments on ${kind}`, () => {
    let cars: Car[];
    let now = new Date();
    const today = todayInParis();
    // Every visitor here comes from one address: the booking limit itself is rate-limits.int.spec.ts's to prove.
    const context = useTestRuntime(
      kind,
      { clock: () => now, background: false },
      { BOOKING_REQUESTS_PER_MINUTE: '100000' },
    );
    beforeAll(async () => {
      cars = z
        .array(CarSchema)
        .parse((await context.runtime.app.inject({ url: '/api/cars?availableNow=true' })).json());
    });

    /** A car of its own for each test (the first unused one that fits), so tests never share dates. */
    const used = new Set<string>();
    /** A car of its own for each test, booked instantly (a request to book waits for its owner, decision 85). */
    const freshCar = (fits: (car: Car) => boolean = () => true) => {
      const car = cars.find(
        (candidate) =>
          !used.has(candidate.id) &&
          candidate.driverRequirements?.bookingMode !== 'request' &&
          fits(candidate),
      )!;
      used.add(car.id);
      return car;
    };

    async function quoteFor(car: Car, startDate: string, endDate: string, homeDelivery = false) {
      const response = await context.runtime.app.inject({
        url: `/api/cars/${car.id}/quote?startDate=${startDate}&endDate=${endDate}&homeDelivery=${homeDelivery}`,
      });
      return CarQuoteSchema.parse(response.json());
    }

    const bookingRequest = (car: Car, startDate: string, endDate: string, pickup?: string) =>
      bookingRequestFor(context.runtime.app, car, { startDate, endDate }, { pickup });

    /** One booking attempt: a key of its own, as the booking form sends. */
    const withKey = (headers: Record<string, string> = {}) => ({
      'idempotency-key': randomUUID(),
      ...headers,
    });

    async function book(visit: TestBrowser, car: Car, startDate: string, endDate: string, pickup?: string) {
      const response = await visit(
        'POST',
        '/api/bookings',
        await bookingRequest(car, startDate, endDate, pickup),
        withKey(),
      );
      expect(response.statusCode, response.body).toBe(201);
      return BookingSchema.parse(response.json());
    }

    async function payByCard(
      visit: TestBrowser,
      bookingId: string,
      totalPrice: string,
      cardNumber = '4242 4242 4242 4242',
    ) {
      const intent = await visit('POST', '/api/create-payment-intent', {
        amount: Number(totalPrice),
        bookingId,
        description: 'test',
      });
      expect(intent.statusCode, intent.body).toBe(200);
      return visit('POST', '/api/demo-payments/confirm', {
        clientSecret: intent.json().clientSecret,
        cardNumber,
        expiry: '12/35',
        cvc: '123',
      });
    }

    const bookingOf = async (visit: TestBrowser, id: string) =>
      BookingSchema.parse((await visit('GET', `/api/bookings/${id}`)).json());

    const searchIds = async (startDate: string, endDate: string) =>
      z
        .array(CarSchema)
        .parse(
          (
            await context.runtime.app.inject({ url: `/api/cars?startDate=${startDate}&endDate=${endDate}` })
          ).json(),
        )
        .map((car) => car.id);

    it('books at the server’s price, frozen in the booking, and holds the dates', async () => {
      const visit = testBrowser(context.runtime.app);
      const car = freshCar((candidate) => candidate.deliveryAvailable && candidate.deliveryFee !== '0.00');
      const [start, end] = [addDays(today, 40), addDays(today, 43)];
      const booking = await book(visit, car, start, end, 'delivery');
      const quote = await quoteFor(car, start, end, true);
      expect(booking).toMatchObject({
        carId: car.id,
        status: 'pending',
        paymentStatus: 'pending',
        days: 3,
        totalPrice: (quote.totalCents / 100).toFixed(2),
        // Delivered and collected: the car's own fee for each leg.
        deliveryFee: centsToDecimalString(2 * decimalStringToCents(car.deliveryFee)),
        platformFee: (quote.serviceFeeCents / 100).toFixed(2),
        ownerPayout: ((quote.rentalCents + quote.deliveryCents) / 100).toFixed(2),
        depositAmount: car.depositAmount,
        pickupLocation: 'delivery',
        customerInfo: { firstName: 'Léa', lastName: 'Martin' },
      });
      expect(Date.parse(booking.holdExpiresAt!) - now.getTime()).toBe(30 * MINUTE);
      expect(await searchIds(addDays(today, 42), addDays(today, 45))).not.toContain(car.id);
      expect(await searchIds(end, addDays(today, 45))).toContain(car.id);
      const mine = z.array(BookingSchema).parse((await visit('GET', '/api/bookings/user/guest')).json());
      expect(mine.map((item) => item.id)).toEqual([booking.id]);
    });

    it('refuses a tampered total with the current price, and writes nothing', async () => {
      const visit = testBrowser(context.runtime.app);
      const car = freshCar();
      const request = await bookingRequest(car, addDays(today, 40), addDays(today, 42));
      const tampered = await visit('POST', '/api/bookings', { ...request, totalPrice: '1.00' }, withKey());
      expect(tampered.statusCode).toBe(409);
      expect(tampered.json()).toMatchObject({
        error: 'price_changed',
        details: { totalPrice: request.totalPrice },
      });
      expect((await visit('GET', '/api/bookings/user/guest')).json()).toEqual([]);
      expect(await searchIds(addDays(today, 40), addDays(today, 42))).toContain(car.id);
    });

    it('answers bad requests with a clear 4xx and changes nothing', async () => {
      const visit = testBrowser(context.runtime.app);
      const car = freshCar();
      const good = await bookingRequest(car, addDays(today, 40), addDays(today, 42));
      const cases: [object, number, string][] = [
        [{ ...good, endDate: addDays(today, 39) }, 400, 'end_before_start'],
        [{ ...good, startDate: addDays(today, -1) }, 422, 'start_in_past'],
        [{ ...good, endDate: addDays(today, 40 + 91) }, 422, 'rental_too_long'],
        [{ ...good, startDate: addDays(today, 400), endDate: addDays(today, 402) }, 422, 'too_far_ahead'],
        [{ ...good, carId: randomUUID() }, 404, 'car_not_found'],
        [{ ...good, pickupLocation: 'the-moon' }, 400, 'validation_failed'],
        [{ ...good, customerInfo: { ...good.customerInfo, email: 'nope' } }, 400, 'validation_failed'],
        [{ ...good, hacker: true }, 400, 'validation_failed'],
        [{ ...good, totalPrice: 'free' }, 400, 'validation_failed'],
        [{ ...good, userId: 'someone-else' }, 403, 'forbidden'],
      ];
      for (const [payload, status, error] of cases) {
        const response = await visit('POST', '/api/bookings', payload, withKey({ 'accept-language': 'en' }));
        expect(response.statusCode, JSON.stringify(payload)).toBe(status);
        expect(response.json().error).toBe(error);
        expect(response.json().message).toMatch(/\w/);
      }
      expect((await visit('GET', '/api/bookings/user/guest')).json()).toEqual([]);
    });

    /** What the owner does from the back office: a command on the car's own stream. */
    const ownerDoes = (car: Car, command: CarCommand) =>
      handleCommand(context.runtime.store, carStreamName(car.id), carDecider, command);
    const ownersCar = (car: Car) => ({ carId: car.id, ownerId: car.ownerId });

    const scheduleVersionOf = async (carId: string) =>
      (await context.runtime.store.readStream(carScheduleStreamName(carId))).currentVersion;

    it('refuses a car its owner made unavailable, and writes nothing on its schedule', async () => {
      const visit = testBrowser(context.runtime.app);
      const car = freshCar();
      const request = await bookingRequest(car, addDays(today, 44), addDays(today, 46));
      const scheduleBefore = await scheduleVersionOf(car.id);
      await ownerDoes(car, {
        type: 'UpdateCar',
        data: { ...ownersCar(car), changes: { isAvailable: false } },
        metadata: { now: now.toISOString() },
      });
      const shown = CarSchema.parse(
        (await context.runtime.app.inject({ url: `/api/cars/${car.id}` })).json(),
      );
      expect(shown.isAvailable).toBe(false);
      const response = await visit('POST', '/api/bookings', request, withKey({ 'accept-language': 'en' }));
      expect(response.statusCode).toBe(422);
      expect(response.json()).toMatchObject({
        error: 'car_unavailable',
        message: 'Vehicle not available: it cannot be booked at the moment.',
      });
      expect(await scheduleVersionOf(car.id)).toBe(scheduleBefore);
      expect((await visit('GET', '/api/bookings/user/guest')).json()).toEqual([]);
    });

    it('refuses a delisted car with a clear 404, and writes nothing on its schedule', async () => {
      const visit = testBrowser(context.runtime.app);
      const car = freshCar();
      const request = await bookingRequest(car, addDays(today, 47), addDays(today, 49));
      const scheduleBefore = await scheduleVersionOf(car.id);
      await ownerDoes(car, {
        type: 'DelistCar',
        data: ownersCar(car),
        metadata: { now: now.toISOString() },
      });
      const response = await visit('POST', '/api/bookings', request, withKey({ 'accept-language': 'fr' }));
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({
        error: 'car_not_found',
        message: 'Véhicule non trouvé : il n’existe pas ou n’est plus disponible.',
      });
      expect(await scheduleVersionOf(car.id)).toBe(scheduleBefore);
      expect((await visit('GET', '/api/bookings/user/guest')).json()).toEqual([]);
    });

    it('lets exactly one of many overlapping requests win; the others get a localized 409', async () => {
      const car = freshCar();
      const attempts = await Promise.all(
        Array.from({ length: 12 }, async (_, index) => {
          const visit = testBrowser(context.runtime.app);
          const start = addDays(today, 50 + (index % 3));
          return visit(
            'POST',
            '/api/bookings',
            await bookingRequest(car, start, addDays(start, 3)),
            withKey({ 'accept-language': 'de' }),
          );
        }),
      );
      const won = attempts.filter((response) => response.statusCode === 201);
      const refused = attempts.filter((response) => response.statusCode === 409);
      expect(won).toHaveLength(1);
      expect(refused).toHaveLength(11);
      for (const response of refused) {
        expect(response.json().error).toMatch(/^(dates_unavailable|concurrent_change)$/);
        expect(response.json().message).toMatch(/Bitte|Daten/);
      }
    });

    it('replays the first answer to a retry with the same Idempotency-Key, and refuses the key on another request', async () => {
      const visit = testBrowser(context.runtime.app);
      const car = freshCar();
      const request = await bookingRequest(car, addDays(today, 60), addDays(today, 62));
      const key = randomUUID();
      const first = await visit('POST', '/api/bookings', request, { 'idempotency-key': key });
      const again = await visit('POST', '/api/bookings', request, { 'idempotency-key': key });
      expect(first.statusCode).toBe(201);
      expect(again.statusCode).toBe(201);
      expect(again.headers['idempotent-replayed']).toBe('true');
      expect(again.json()).toEqual(first.json());
      expect((await visit('GET', '/api/bookings/user/guest')).json()).toHaveLength(1);
      const other = await visit(
        'POST',
        '/api/bookings',
        { ...request, endDate: addDays(today, 63) },
        {
          'idempotency-key': key,
        },
      );
      expect(other.statusCode).toBe(422);
      expect(other.json().error).toBe('idempotency_key_reused');
      const stranger = testBrowser(context.runtime.app);
      const strangerAnswer = await stranger('POST', '/api/bookings', request, { 'idempotency-key': key });
      expect(strangerAnswer.statusCode).toBe(409);
      expect(strangerAnswer.headers['idempotent-replayed']).toBeUndefined();
    });

    it('books without an Idempotency-Key (the spec’s call); with one, the same key twice is one booking and a new key a new attempt', async () => {
      const visit = testBrowser(context.runtime.app);
      const car = freshCar();
      // The spec's call, without the header (decision 48): a booking, answered 201 with the booking.
      const request = await bookingRequest(car, addDays(today, 64), addDays(today, 66));
      const scheduleBefore = await scheduleVersionOf(car.id);
      const keyless = await visit('POST', '/api/bookings', request);
      expect(keyless.statusCode, keyless.body).toBe(201);
      const booking = BookingSchema.parse(keyless.json());
      expect(booking).toMatchObject({ carId: car.id, status: 'pending', totalPrice: request.totalPrice });
      expect(await scheduleVersionOf(car.id)).toBeGreaterThan(scheduleBefore);
      expect(await bookingOf(visit, booking.id)).toEqual(booking);
      // Without a key, each call is a new attempt: the same call again finds the dates held.
      const blindRetry = await visit('POST', '/api/bookings', request);
      expect(blindRetry.statusCode).toBe(409);
      expect(blindRetry.json().error).toBe('dates_unavailable');
      // With a key, the same key twice is one booking, and a new key is a new attempt.
      const later = await bookingRequest(car, addDays(today, 67), addDays(today, 69));
      const key = randomUUID();
      const first = await visit('POST', '/api/bookings', later, { 'idempotency-key': key });
      const retried = await visit('POST', '/api/bookings', later, { 'idempotency-key': key });
      expect([first.statusCode, retried.statusCode]).toEqual([201, 201]);
      expect(retried.headers['idempotent-replayed']).toBe('true');
      expect(retried.json().id).toBe(first.json().id);
      const secondAttempt = await visit('POST', '/api/bookings', later, withKey());
      expect(secondAttempt.statusCode).toBe(409);
      expect(secondAttempt.json().error).toBe('dates_unavailable');
      const mine = z.array(BookingSchema).parse((await visit('GET', '/api/bookings/user/guest')).json());
      expect(mine.map(({ id }) => id).sort()).toEqual([booking.id, first.json().id].sort());
    });

    it('refuses a pickup whose 10:00 (Paris) has passed, at booking and at change, in winter, summer and on clock-change days', async () => {
      const boundaries = [
        // [the day, 10:00 in Paris that day in UTC]: winter UTC+1, summer UTC+2, and both clock changes.
        ['2027-01-15', '2027-01-15T09:00:00.000Z'],
        ['2027-07-01', '2027-07-01T08:00:00.000Z'],
        ['2027-03-28', '2027-03-28T08:00:00.000Z'],
        ['2027-10-31', '2027-10-31T09:00:00.000Z'],
      ] as const;
      try {
        for (const [date, pickup] of boundaries) {
          const visit = testBrowser(context.runtime.app);
          const car = freshCar();
          const request = await bookingRequest(car, date, addDays(date, 2));
          const scheduleBefore = await scheduleVersionOf(car.id);
          now = new Date(pickup);
          const messages = new Set<string>();
          for (const language of ['fr', 'en', 'es', 'de']) {
            const late = await visit(
              'POST',
              '/api/bookings',
              request,
              withKey({ 'accept-language': language }),
            );
            expect(late.statusCode, `${date} ${late.body}`).toBe(422);
            expect(late.json().error).toBe('pickup_time_passed');
            messages.add(late.json().message);
          }
          expect(messages.size).toBe(4);
          expect(await scheduleVersionOf(car.id)).toBe(scheduleBefore);
          // A minute before the pickup, the same booking is made.
          now = new Date(Date.parse(pickup) - MINUTE);
          const inTime = await visit('POST', '/api/bookings', request, withKey());
          expect(inTime.statusCode, `${date} ${inTime.body}`).toBe(201);
          expect(inTime.json()).toMatchObject({ startDate: date, status: 'pending' });
        }
        // A change to a pickup already passed is refused the same way, in the summary and in the change.
        now = new Date('2027-01-05T12:00:00.000Z');
        const visit = testBrowser(context.runtime.app);
        const booking = await book(visit, freshCar(), '2027-01-20', '2027-01-22');
        expect((await payByCard(visit, booking.id, booking.totalPrice)).statusCode).toBe(200);
        now = new Date('2027-01-15T09:00:00.000Z');
        const wanted = { startDate: '2027-01-15', endDate: '2027-01-22', pickupLocation: 'car-address' };
        const preview = await visit(
          'GET',
          `/api/bookings/${booking.id}/change-preview?${new URLSearchParams(wanted).toString()}`,
          undefined,
          { 'accept-language': 'en' },
        );
        expect(preview.statusCode).toBe(422);
        expect(preview.json()).toMatchObject({
          error: 'pickup_time_passed',
          message: expect.stringContaining('10:00'),
        });
        const changed = await visit(
          'POST',
          `/api/bookings/${booking.id}/change`,
          { ...wanted, totalPrice: booking.totalPrice },
          withKey(),
        );
        expect(changed.statusCode).toBe(422);
        expect(changed.json().error).toBe('pickup_time_passed');
        expect((await bookingOf(visit, booking.id)).startDate).toBe('2027-01-20');
      } finally {
        now = new Date();
      }
    });

    it('keeps each visitor to their own bookings, and GET /api/bookings is not public', async () => {
      const alice = testBrowser(context.runtime.app);
      const bob = testBrowser(context.runtime.app);
      const booking = await book(alice, freshCar(), addDays(today, 70), addDays(today, 72));
      expect((await bob('GET', `/api/bookings/${booking.id}`)).statusCode).toBe(404);
      expect((await bob('POST', `/api/bookings/${booking.id}/cancel`)).statusCode).toBe(404);
      const intent = await bob('POST', '/api/create-payment-intent', {
        amount: booking.totalPrice,
        bookingId: booking.id,
      });
      expect(intent.statusCode).toBe(404);
      expect((await bob('GET', '/api/bookings/user/guest')).json()).toEqual([]);
      expect((await bob('GET', '/api/bookings')).statusCode).toBe(401);
      expect((await alice('GET', `/api/bookings/${booking.id}`)).statusCode).toBe(200);
    });

    it('confirms a booking paid with the demo card; a declined card leaves it pending with the provider’s message', async () => {
      const visit = testBrowser(context.runtime.app);
      const declinedBooking = await book(visit, freshCar(), addDays(today, 80), addDays(today, 82));
      const declined = await payByCard(
        visit,
        declinedBooking.id,
        declinedBooking.totalPrice,
        '4000 0000 0000 0002',
      );
      expect(declined.statusCode).toBe(402);
      expect(declined.json()).toMatchObject({
        error: 'card_declined',
        message: 'Your card was declined.',
        // The reason too, for the site to say it in the payer's language (decision 60).
        details: { provider: true, declineCode: 'generic_decline' },
      });
      expect(await bookingOf(visit, declinedBooking.id)).toMatchObject({
        status: 'pending',
        paymentStatus: 'pending',
      });

      const paid = await payByCard(visit, declinedBooking.id, declinedBooking.totalPrice);
      expect(paid.statusCode, paid.body).toBe(200);
      expect(await bookingOf(visit, declinedBooking.id)).toMatchObject({
        status: 'confirmed',
        paymentStatus: 'paid',
        paymentMethod: 'card',
        holdExpiresAt: null,
      });
      const mismatch = await visit('POST', '/api/create-payment-intent', {
        amount: 1,
        bookingId: declinedBooking.id,
      });
      expect(mismatch.statusCode).toBe(409);
    });

    it('refuses a payment whose amount is not the booking total', async () => {
      const visit = testBrowser(context.runtime.app);
      const booking = await book(visit, freshCar(), addDays(today, 84), addDays(today, 86));
      const response = await visit('POST', '/api/create-payment-intent', {
        amount: 1,
        bookingId: booking.id,
      });
      expect(response.statusCode).toBe(409);
      expect(response.json()).toMatchObject({
        error: 'price_changed',
        details: { totalPrice: booking.totalPrice },
      });
    });

    it('cancels for free with a full refund 48 hours ahead, and not twice', async () => {
      const visit = testBrowser(context.runtime.app);
      const start = addDays(today, 90);
      const booking = await book(visit, freshCar(), start, addDays(start, 2));
      await payByCard(visit, booking.id, booking.totalPrice);
      now = new Date(freeCancellationDeadline(start).getTime() - MINUTE);
      try {
        const response = await visit('POST', `/api/bookings/${booking.id}/cancel`);
        expect(response.statusCode).toBe(200);
        expect(CancellationResponseSchema.parse(response.json())).toMatchObject({
          hasFees: false,
          cancellationFee: '0.00',
          refundAmount: booking.totalPrice,
          booking: { status: 'cancelled', paymentStatus: 'refunded', cancellationReason: 'customer' },
        });
        const twice = await visit('POST', `/api/bookings/${booking.id}/cancel`);
        expect(twice.statusCode).toBe(409);
        expect(twice.json().error).toBe('booking_already_cancelled');
      } finally {
        now = new Date();
      }
      expect(await searchIds(start, addDays(start, 2))).toContain(booking.carId);
    });

    it('keeps 30 % within 48 hours and refunds the rest through the provider', async () => {
      const visit = testBrowser(context.runtime.app);
      const start = addDays(today, 95);
      const booking = await book(visit, freshCar(), start, addDays(start, 2));
      await payByCard(visit, booking.id, booking.totalPrice);
      now = new Date(freeCancellationDeadline(start).getTime() + MINUTE);
      try {
        const response = CancellationResponseSchema.parse(
          (await visit('POST', `/api/bookings/${booking.id}/cancel`)).json(),
        );
        const totalCents = Math.round(Number(booking.totalPrice) * 100);
        const feeCents = Math.round(totalCents * 0.3);
        expect(response).toMatchObject({
          hasFees: true,
          cancellationFee: (feeCents / 100).toFixed(2),
          refundAmount: ((totalCents - feeCents) / 100).toFixed(2),
          booking: { paymentStatus: 'partially_refunded' },
        });

        // The ledger: cash in, revenue recognised, then taken back but for the kept fee, and the refund out.
        await context.runtime.projectionRunner.catchUp();
        const { rows } = await context.database.pool.query(
          `SELECT sum(amount_cents)::int AS cash, sum(platform_revenue_cents)::int AS platform,
                  sum(owner_payout_cents)::int AS owner, array_agg(kind ORDER BY occurred_at, kind) AS kinds
             FROM platform_revenue WHERE booking_id = $1`,
          [booking.id],
        );
        const platformShare = Math.round((feeCents * Number(booking.platformRevenue) * 100) / totalCents);
        expect(rows[0]).toEqual({
          cash: feeCents,
          platform: platformShare,
          owner: feeCents - platformShare,
          kinds: ['payment_captured', 'service_fee', 'cancellation_fee', 'refund'],
        });
      } finally {
        now = new Date();
      }
    });

    it('expires an unpaid hold after 30 minutes, freeing the dates; a later payment cannot start', async () => {
      const visit = testBrowser(context.runtime.app);
      const start = addDays(today, 100);
      const booking = await book(visit, freshCar(), start, addDays(start, 2));
      now = new Date(Date.now() + 29 * MINUTE);
      expect((await context.runtime.sweeper.sweepOnce()).expired).toBe(0);
      now = new Date(Date.now() + 31 * MINUTE);
      try {
        expect((await context.runtime.sweeper.sweepOnce()).expired).toBeGreaterThanOrEqual(1);
        expect(await bookingOf(visit, booking.id)).toMatchObject({
          status: 'cancelled',
          cancellationReason: 'hold_expired',
          refundAmount: '0.00',
        });
        expect(await searchIds(start, addDays(start, 2))).toContain(booking.carId);
        const late = await visit('POST', '/api/create-payment-intent', {
          amount: booking.totalPrice,
          bookingId: booking.id,
        });
        expect(late.json().error).toBe('booking_expired');
      } finally {
        now = new Date();
      }
    });

    it('refunds in full a payment that arrives after the hold expired and another visitor took the dates', async () => {
      const first = testBrowser(context.runtime.app);
      const second = testBrowser(context.runtime.app);
      const car = freshCar();
      const start = addDays(today, 110);
      const booking = await book(first, car, start, addDays(start, 3));
      const intent = await first('POST', '/api/create-payment-intent', {
        amount: booking.totalPrice,
        bookingId: booking.id,
      });
      now = new Date(Date.now() + 31 * MINUTE);
      try {
        await book(second, car, addDays(start, 1), addDays(start, 2));
        const paid = await first('POST', '/api/demo-payments/confirm', {
          clientSecret: intent.json().clientSecret,
          cardNumber: '4242424242424242',
          expiry: '12/35',
          cvc: '123',
        });
        expect(paid.statusCode).toBe(200);
        // The answer says what happened: charged, then given back because the car was taken (not "succeeded").
        expect(paid.json()).toEqual({
          status: 'refunded',
          paymentIntentId: intent.json().paymentIntentId,
          bookingId: booking.id,
          outcome: { status: 'refunded', refundReason: 'dates_taken', refundedAmount: booking.totalPrice },
        });
        expect(await bookingOf(first, booking.id)).toMatchObject({
          status: 'cancelled',
          cancellationReason: 'schedule_conflict',
          paymentStatus: 'refunded',
          refundAmount: booking.totalPrice,
        });
      } finally {
        now = new Date();
      }
    });

    it('answers that a payment arriving after the hold was expired is refunded, and why', async () => {
      const visit = testBrowser(context.runtime.app);
      const car = freshCar();
      const start = addDays(today, 112);
      const booking = await book(visit, car, start, addDays(start, 2));
      const intent = await visit('POST', '/api/create-payment-intent', {
        amount: booking.totalPrice,
        bookingId: booking.id,
      });
      now = new Date(Date.now() + 31 * MINUTE);
      try {
        expect((await context.runtime.sweeper.sweepOnce()).expired).toBeGreaterThanOrEqual(1);
        const paid = await visit('POST', '/api/demo-payments/confirm', {
          clientSecret: intent.json().clientSecret,
          cardNumber: '4242424242424242',
          expiry: '12/35',
          cvc: '123',
        });
        expect(paid.statusCode, paid.body).toBe(200);
        expect(paid.json()).toMatchObject({
          status: 'refunded',
          outcome: { status: 'refunded', refundReason: 'hold_expired', refundedAmount: booking.totalPrice },
        });
      } finally {
        now = new Date();
      }
    });

    it('answers that a second payment of a paid booking is refunded, and leaves the booking paid once', async () => {
      const visit = testBrowser(context.runtime.app);
      const booking = await book(visit, freshCar(), addDays(today, 114), addDays(today, 116));
      // Two tabs: one opens the card payment, the other pays with PayPal first.
      const intent = await visit('POST', '/api/create-payment-intent', {
        amount: booking.totalPrice,
        bookingId: booking.id,
      });
      const order = await visit('POST', '/paypal/order', {
        amount: booking.totalPrice,
        currency: 'EUR',
        intent: 'CAPTURE',
        bookingId: booking.id,
      });
      expect(order.statusCode, order.body).toBe(200);
      expect((await visit('POST', `/api/demo-paypal/orders/${order.json().id}/approve`)).statusCode).toBe(
        200,
      );
      const captured = await visit('POST', `/paypal/order/${order.json().id}/capture`);
      expect(captured.json()).toMatchObject({
        status: 'COMPLETED',
        outcome: { status: 'confirmed', refundReason: null, refundedAmount: null },
      });
      const second = await visit('POST', '/api/demo-payments/confirm', {
        clientSecret: intent.json().clientSecret,
        cardNumber: '4242424242424242',
        expiry: '12/35',
        cvc: '123',
      });
      expect(second.statusCode, second.body).toBe(200);
      expect(second.json()).toEqual({
        status: 'refunded',
        paymentIntentId: intent.json().paymentIntentId,
        bookingId: booking.id,
        outcome: { status: 'refunded', refundReason: 'already_paid', refundedAmount: booking.totalPrice },
      });
      const { rows } = await context.database.pool.query(
        'SELECT amount_cents FROM demo_payment_refunds WHERE payment_id = $1',
        [intent.json().paymentIntentId],
      );
      expect(rows.map((row) => Number(row.amount_cents))).toEqual([decimalStringToCents(booking.totalPrice)]);
      expect(await bookingOf(visit, booking.id)).toMatchObject({
        status: 'confirmed',
        paymentStatus: 'paid',
        paymentMethod: 'paypal',
        paymentIntentId: order.json().id,
      });
    });

    it('completes confirmed rentals once their end date is over', async () => {
      const visit = testBrowser(context.runtime.app);
      const start = addDays(today, 120);
      const booking = await book(visit, freshCar(), start, addDays(start, 2));
      await payByCard(visit, booking.id, booking.totalPrice);
      now = new Date(Date.parse(`${addDays(start, 3)}T12:00:00Z`));
      try {
        expect((await context.runtime.sweeper.sweepOnce()).completed).toBeGreaterThanOrEqual(1);
        expect((await bookingOf(visit, booking.id)).status).toBe('completed');
      } finally {
        now = new Date();
      }
    });

    it('pays with the demo PayPal: capture before approval is refused, then approve and capture confirm the booking', async () => {
      const visit = testBrowser(context.runtime.app);
      const booking = await book(visit, freshCar(), addDays(today, 130), addDays(today, 131));
      const order = await visit('POST', '/paypal/order', {
        amount: booking.totalPrice,
        currency: 'EUR',
        intent: 'CAPTURE',
        bookingId: booking.id,
      });
      expect(order.statusCode, order.body).toBe(200);
      const { id, approveUrl } = order.json();
      expect(approveUrl).toBe(`/paypal/demo-approve?token=${id}`);
      expect((await visit('POST', `/paypal/order/${id}/capture`)).statusCode).toBe(422);
      expect(
        (await testBrowser(context.runtime.app)('POST', `/api/demo-paypal/orders/${id}/approve`)).statusCode,
      ).toBe(404);
      expect((await visit('POST', `/api/demo-paypal/orders/${id}/approve`)).statusCode).toBe(200);
      const capture = await visit('POST', `/paypal/order/${id}/capture`);
      expect(capture.json()).toMatchObject({ id, status: 'COMPLETED', bookingId: booking.id });
      expect(await bookingOf(visit, booking.id)).toMatchObject({
        status: 'confirmed',
        paymentMethod: 'paypal',
      });
      const again = await visit('POST', `/paypal/order/${id}/capture`);
      expect(again.statusCode).toBe(200);
      expect((await bookingOf(visit, booking.id)).status).toBe('confirmed');
    });
  });
}
