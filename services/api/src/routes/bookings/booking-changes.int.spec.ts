import { TEST_DRIVER } from '@grandtour/projections/testing';
import { randomUUID } from 'node:crypto';
import {
  bookingDecider,
  bookingStreamName,
  carScheduleStreamName,
  handleCommand,
  nameBasedUuid,
  type BookingEvent,
} from '@grandtour/commands';
import { testDatabaseKinds } from '@grandtour/platform/testing';
import {
  addDays,
  type Booking,
  BookingChangePreviewSchema,
  BookingChangeResponseSchema,
  BookingDetailsSchema,
  type Car,
  CarQuoteSchema,
  CarSchema,
  quoteRental,
  decimalStringToCents,
  todayInParis,
  changeDeadline,
} from '@grandtour/shared';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { bookAs, payWithDemoCard, payByDemoPayPal } from '../../testing/booking-requests.ts';
import { bookCar, newCarBody, registerAccount } from '../../testing/owner-fixtures.ts';
import { testBrowser, type TestBrowser } from '../../testing/test-browser.ts';
import { useTestRuntime } from '../../testing/test-runtime.ts';

for (const kind of testDatabaseKinds()) {
  describe(`changing a booking on ${kind}`, () => {
    let now = new Date();
    let nextCar = 0;
    const today = todayInParis();
    const day = (offset: number) => addDays(today, offset);
    const context = useTestRuntime(kind, { clock: () => now, background: false });

    const freshCar = () => context.cars[nextCar++]!;

    /** A confirmed booking of its own car, paid by card (or PayPal) by a browser of its own. */
    async function confirmedBooking(
      car: Car,
      startOffset: number,
      endOffset: number,
      options: { pickup?: string; method?: 'card' | 'paypal' } = {},
    ) {
      const visit = testBrowser(context.runtime.app);
      const booking = await bookAs(
        visit,
        context.runtime.app,
        car,
        { startDate: day(startOffset), endDate: day(endOffset) },
        { pickup: options.pickup },
      );
      if (options.method === 'paypal') await payByDemoPayPal(visit, booking);
      else await payWithDemoCard(visit, booking);
      return { visit, booking };
    }

    const quoteOf = async (car: Car, start: string, end: string, pickup = 'car-address') =>
      CarQuoteSchema.parse(
        (
          await context.runtime.app.inject({
            url: `/api/cars/${car.id}/quote?startDate=${start}&endDate=${end}&homeDelivery=${pickup === 'delivery'}`,
          })
        ).json(),
      );

    /** The change form's request: the total the summary showed, one key per attempt. */
    async function change(
      visit: TestBrowser,
      booking: Booking,
      to: { startDate: string; endDate: string; pickupLocation?: string },
      headers: Record<string, string> = { 'idempotency-key': randomUUID() },
    ) {
      const car = CarSchema.parse(
        (await context.runtime.app.inject({ url: `/api/cars/${booking.carId}` })).json(),
      );
      const pickupLocation = to.pickupLocation ?? booking.pickupLocation;
      const quote = await quoteOf(car, to.startDate, to.endDate, pickupLocation);
      return visit(
        'POST',
        `/api/bookings/${booking.id}/change`,
        { ...to, pickupLocation, totalPrice: (quote.totalCents / 100).toFixed(2) },
        headers,
      );
    }

    const details = async (visit: TestBrowser, id: string) =>
      BookingDetailsSchema.parse((await visit('GET', `/api/bookings/${id}/details`)).json());
    const searchIds = async (startDate: string, endDate: string) =>
      z
        .array(CarSchema)
        .parse(
          (
            await context.runtime.app.inject({ url: `/api/cars?startDate=${startDate}&endDate=${endDate}` })
          ).json(),
        )
        .map((car) => car.id);
    const demoPayments = async (bookingId: string) =>
      (
        await context.database.pool.query(
          `SELECT p.id, p.method, p.amount_cents::int, p.capture_id, p.idempotency_key LIKE 'change-%' AS for_change,
                  COALESCE((SELECT sum(r.amount_cents) FROM demo_payment_refunds r WHERE r.payment_id = p.id), 0)::int
                    AS refunded_cents
             FROM demo_payments p WHERE p.booking_id = $1 AND p.status IN ('succeeded', 'COMPLETED')
            ORDER BY for_change, p.created_at, p.id`,
          [bookingId],
        )
      ).rows as { id: string; method: string; amount_cents: number; refunded_cents: number }[];
    const periodsOf = async (carId: string) =>
      (
        await context.database.pool.query(
          `SELECT source_id, lower(period)::text AS start, upper(period)::text AS "end"
             FROM car_unavailability WHERE car_id = $1 AND kind IN ('hold', 'reservation') ORDER BY lower(period)`,
          [carId],
        )
      ).rows as { source_id: string; start: string; end: string }[];
    const eventTypes = async (stream: string) =>
      (await context.runtime.store.readStream(stream)).events.map((event) => event.type);

    it('shows the summary, then moves the dates at once and charges the difference on the booking’s card', async () => {
      const car = freshCar();
      const { visit, booking } = await confirmedBooking(car, 20, 23);
      const newQuote = await quoteOf(car, day(20), day(25));
      const difference = newQuote.totalCents - decimalStringToCents(booking.totalPrice);
      expect(difference).toBeGreaterThan(0);

      const preview = await visit(
        'GET',
        `/api/bookings/${booking.id}/change-preview?startDate=${day(20)}&endDate=${day(25)}&pickupLocation=car-address`,
      );
      expect(preview.statusCode, preview.body).toBe(200);
      expect(BookingChangePreviewSchema.parse(preview.json())).toMatchObject({
        current: {
          startDate: day(20),
          endDate: day(23),
          totalCents: decimalStringToCents(booking.totalPrice),
        },
        proposed: { startDate: day(20), endDate: day(25), days: 5, totalCents: newQuote.totalCents },
        differenceCents: difference,
        changeableUntil: changeDeadline(day(20)).toISOString(),
      });

      const key = randomUUID();
      const changed = await change(
        visit,
        booking,
        { startDate: day(20), endDate: day(25) },
        { 'idempotency-key': key },
      );
      expect(changed.statusCode, changed.body).toBe(200);
      expect(BookingChangeResponseSchema.parse(changed.json())).toMatchObject({
        booking: { startDate: day(20), endDate: day(25), days: 5, status: 'confirmed' },
        chargedCents: difference,
        refundedCents: 0,
      });
      expect((await details(visit, booking.id)).paidCents).toBe(newQuote.totalCents);
      expect((await demoPayments(booking.id)).map((payment) => payment.amount_cents)).toEqual([
        decimalStringToCents(booking.totalPrice),
        difference,
      ]);
      expect(await periodsOf(car.id)).toEqual([
        { source_id: `booking:${booking.id}`, start: day(20), end: day(25) },
      ]);
      expect(await searchIds(day(23), day(25))).not.toContain(car.id);
      expect((await eventTypes(carScheduleStreamName(car.id))).slice(-2)).toEqual([
        'CarPeriodReleased',
        'CarPeriodReserved',
      ]);

      const retried = await change(
        visit,
        booking,
        { startDate: day(20), endDate: day(25) },
        { 'idempotency-key': key },
      );
      expect(retried.headers['idempotent-replayed']).toBe('true');
      expect(await demoPayments(booking.id)).toHaveLength(2);
      expect(
        (await eventTypes(bookingStreamName(booking.id))).filter((type) => type === 'BookingChanged'),
      ).toHaveLength(1);
    });

    it('refunds a cheaper change through the provider, and a later cancellation gives back the rest', async () => {
      const car = freshCar();
      const { visit, booking } = await confirmedBooking(car, 30, 34, { pickup: 'delivery' });
      const paid = decimalStringToCents(booking.totalPrice);
      const response = await change(visit, booking, {
        startDate: day(31),
        endDate: day(33),
        pickupLocation: 'car-address',
      });
      expect(response.statusCode, response.body).toBe(200);
      const { booking: after, refundedCents } = BookingChangeResponseSchema.parse(response.json());
      const newTotal = decimalStringToCents(after.totalPrice);
      expect(after).toMatchObject({ pickupLocation: 'car-address', deliveryFee: '0.00', days: 2 });
      expect(refundedCents).toBe(paid - newTotal);
      expect(after.paymentStatus).toBe('partially_refunded');
      expect(await demoPayments(booking.id)).toEqual([
        expect.objectContaining({ amount_cents: paid, refunded_cents: paid - newTotal }),
      ]);
      expect(await searchIds(day(30), day(31))).toContain(car.id);
      expect(await searchIds(day(33), day(34))).toContain(car.id);

      const preview = (await visit('GET', `/api/bookings/${booking.id}/cancellation-preview`)).json();
      expect(preview).toMatchObject({ cancellable: true, hasFees: false, refundCents: newTotal });
      const cancelled = await visit('POST', `/api/bookings/${booking.id}/cancel`);
      expect(cancelled.statusCode, cancelled.body).toBe(200);
      expect(await demoPayments(booking.id)).toEqual([
        expect.objectContaining({ amount_cents: paid, refunded_cents: paid }),
      ]);
      expect((await details(visit, booking.id)).booking.paymentStatus).toBe('refunded');
    });

    it('charges a PayPal booking’s difference through PayPal, and refunds the newest payment first', async () => {
      const car = freshCar();
      const { visit, booking } = await confirmedBooking(car, 36, 38, { method: 'paypal' });
      const response = await change(visit, booking, { startDate: day(36), endDate: day(39) });
      expect(response.statusCode, response.body).toBe(200);
      const { chargedCents } = BookingChangeResponseSchema.parse(response.json());
      expect(
        (await demoPayments(booking.id)).map((payment) => [payment.method, payment.amount_cents]),
      ).toEqual([
        ['paypal', decimalStringToCents(booking.totalPrice)],
        ['paypal', chargedCents],
      ]);
      const shorter = await change(visit, booking, { startDate: day(36), endDate: day(37) });
      expect(shorter.statusCode, shorter.body).toBe(200);
      const back = BookingChangeResponseSchema.parse(shorter.json()).refundedCents;
      const [original, extra] = await demoPayments(booking.id);
      expect(extra!.refunded_cents).toBe(Math.min(back, chargedCents));
      expect(original!.refunded_cents).toBe(back - extra!.refunded_cents);
    });

    it('lets exactly one of two changes racing for the same days win; the other is refunded and unchanged', async () => {
      const car = freshCar();
      const first = await confirmedBooking(car, 40, 42);
      const second = await confirmedBooking(car, 46, 48);
      const target = { startDate: day(42), endDate: day(45) };
      const results = await Promise.all([
        change(first.visit, first.booking, target),
        change(second.visit, second.booking, target),
      ]);
      const statuses = results.map((result) => result.statusCode).sort();
      expect(statuses).toEqual([200, 409]);
      const lost = results.find((result) => result.statusCode === 409)!;
      expect(lost.json()).toMatchObject({ error: 'dates_unavailable' });
      const loser = results[0]!.statusCode === 409 ? first : second;
      const loserDetails = await details(loser.visit, loser.booking.id);
      expect(loserDetails.booking).toMatchObject({
        startDate: loser.booking.startDate,
        endDate: loser.booking.endDate,
        totalPrice: loser.booking.totalPrice,
      });
      expect(loserDetails.paidCents - loserDetails.refundedCents).toBe(
        decimalStringToCents(loser.booking.totalPrice),
      );
      const periods = await periodsOf(car.id);
      expect(periods).toHaveLength(2);
      expect(periods[0]!.end <= periods[1]!.start).toBe(true);
    });

    it('lets exactly one of a change and a new booking racing for the same days win', async () => {
      const car = freshCar();
      const { visit, booking } = await confirmedBooking(car, 50, 52);
      const newcomer = testBrowser(context.runtime.app);
      const [changed, booked] = await Promise.all([
        change(visit, booking, { startDate: day(53), endDate: day(55) }),
        newcomer(
          'POST',
          '/api/bookings',
          {
            userId: 'guest',
            carId: car.id,
            startDate: day(54),
            endDate: day(56),
            pickupLocation: 'car-address',
            totalPrice: ((await quoteOf(car, day(54), day(56))).totalCents / 100).toFixed(2),
            customerInfo: {
              firstName: 'Hugo',
              lastName: 'Petit',
              email: 'hugo@example.fr',
              phone: '+33 611111111',
            },
            driver: TEST_DRIVER,
          },
          { 'idempotency-key': randomUUID() },
        ),
      ]);
      expect([changed.statusCode === 200, booked.statusCode === 201].filter(Boolean)).toHaveLength(1);
      expect([changed.statusCode, booked.statusCode]).toContain(409);
      const booking2 = (await newcomer('GET', '/api/bookings/user/guest')).json() as { id: string }[];
      expect(await periodsOf(car.id)).toEqual(
        changed.statusCode === 200
          ? [{ source_id: `booking:${booking.id}`, start: day(53), end: day(55) }]
          : [
              { source_id: `booking:${booking.id}`, start: day(50), end: day(52) },
              { source_id: `booking:${booking2[0]!.id}`, start: day(54), end: day(56) },
            ],
      );
    });

    it('keeps the schedule, the booking and the money in step when one booking is changed twice at once', async () => {
      const car = freshCar();
      const { visit, booking } = await confirmedBooking(car, 60, 62);
      const results = await Promise.all([
        change(visit, booking, { startDate: day(63), endDate: day(66) }),
        change(visit, booking, { startDate: day(67), endDate: day(68) }),
      ]);
      expect(results.some((result) => result.statusCode === 200)).toBe(true);
      for (const result of results) expect([200, 409, 422], result.body).toContain(result.statusCode);
      const { booking: after, paidCents, refundedCents } = await details(visit, booking.id);
      expect(await periodsOf(car.id)).toEqual([
        { source_id: `booking:${booking.id}`, start: after.startDate, end: after.endDate },
      ]);
      expect(paidCents - refundedCents).toBe(decimalStringToCents(after.totalPrice));
    });

    it('refuses, with clear localized reasons, what cannot be changed, and changes nothing', async () => {
      const car = freshCar();
      const { visit, booking } = await confirmedBooking(car, 70, 72);
      const other = await confirmedBooking(car, 74, 76);
      const unpaidVisit = testBrowser(context.runtime.app);
      const unpaid = await bookAs(unpaidVisit, context.runtime.app, car, {
        startDate: day(80),
        endDate: day(81),
      });
      const en = (extra: Record<string, string> = {}) => ({
        'idempotency-key': randomUUID(),
        'accept-language': 'en',
        ...extra,
      });
      const refusals: [
        Promise<{ statusCode: number; json(): { error: string; message: string } }>,
        number,
        string,
      ][] = [
        [change(visit, booking, { startDate: day(73), endDate: day(75) }, en()), 409, 'dates_unavailable'],
        [change(visit, booking, { startDate: day(70), endDate: day(72) }, en()), 422, 'booking_unchanged'],
        [
          change(unpaidVisit, unpaid, { startDate: day(82), endDate: day(83) }, en()),
          422,
          'booking_not_changeable',
        ],
        [
          visit(
            'POST',
            `/api/bookings/${booking.id}/change`,
            { startDate: day(71), endDate: day(70), pickupLocation: 'car-address', totalPrice: '1.00' },
            en(),
          ),
          400,
          'end_before_start',
        ],
        [
          visit(
            'POST',
            `/api/bookings/${booking.id}/change`,
            { startDate: day(71), endDate: day(73), pickupLocation: 'car-address', totalPrice: '1.00' },
            en(),
          ),
          409,
          'price_changed',
        ],
        [
          visit('POST', `/api/bookings/${booking.id}/change`, {
            startDate: day(71),
            endDate: day(73),
            pickupLocation: 'car-address',
            totalPrice: '1.00',
          }),
          400,
          'idempotency_key_required',
        ],
      ];
      for (const [pending, status, error] of refusals) {
        const response = await pending;
        expect(response.statusCode, error).toBe(status);
        expect(response.json().error).toBe(error);
        expect(response.json().message).toMatch(/[A-Za-z]/);
      }
      expect(await periodsOf(car.id)).toEqual([
        { source_id: `booking:${booking.id}`, start: day(70), end: day(72) },
        { source_id: `booking:${other.booking.id}`, start: day(74), end: day(76) },
        { source_id: `booking:${unpaid.id}`, start: day(80), end: day(81) },
      ]);

      // 24 hours before the 10:00 pickup, changes close.
      const saved = now;
      now = new Date(changeDeadline(day(70)).getTime() + 1000);
      try {
        const late = await change(visit, booking, { startDate: day(70), endDate: day(71) }, en());
        expect(late.statusCode).toBe(422);
        expect(late.json()).toMatchObject({
          error: 'change_too_late',
          message: expect.stringContaining('24 hours'),
        });
        expect((await details(visit, booking.id)).canChange).toBe(false);
      } finally {
        now = saved;
      }
      const fr = await change(
        visit,
        booking,
        { startDate: day(73), endDate: day(75) },
        { 'idempotency-key': randomUUID(), 'accept-language': 'fr' },
      );
      expect(fr.json().message).toContain('Ces dates ne sont plus disponibles');
    });

    it('refuses to change a booking whose car has been delisted', async () => {
      const owner = await registerAccount(context.runtime.app, 'owner');
      const created = await owner.visit('POST', '/api/owner/cars', newCarBody());
      expect(created.statusCode, created.body).toBe(201);
      const carId = created.json().id as string;
      const { visit, booking } = await bookCar(context.runtime.app, carId, day(90), day(92));
      expect((await owner.visit('DELETE', `/api/owner/cars/${carId}`)).statusCode).toBe(200);
      const response = await visit(
        'POST',
        `/api/bookings/${booking.id}/change`,
        {
          startDate: day(93),
          endDate: day(95),
          pickupLocation: 'car-address',
          totalPrice: booking.totalPrice,
        },
        { 'idempotency-key': randomUUID(), 'accept-language': 'de' },
      );
      expect(response.statusCode).toBe(422);
      expect(response.json()).toMatchObject({
        error: 'car_withdrawn',
        message: expect.stringContaining('Fahrzeug'),
      });
    });

    it('keeps another visitor out: their booking is a 404 to read, simulate, preview, change or download', async () => {
      const car = freshCar();
      const { booking } = await confirmedBooking(car, 100, 102);
      const stranger = testBrowser(context.runtime.app);
      const query = `startDate=${day(103)}&endDate=${day(105)}&pickupLocation=car-address`;
      for (const url of ['details', 'cancellation-preview', `change-preview?${query}`, 'receipt'])
        expect((await stranger('GET', `/api/bookings/${booking.id}/${url}`)).statusCode, url).toBe(404);
      const attempt = await stranger(
        'POST',
        `/api/bookings/${booking.id}/change`,
        {
          startDate: day(103),
          endDate: day(105),
          pickupLocation: 'car-address',
          totalPrice: booking.totalPrice,
        },
        { 'idempotency-key': randomUUID() },
      );
      expect(attempt.statusCode).toBe(404);
      expect(await periodsOf(car.id)).toEqual([
        { source_id: `booking:${booking.id}`, start: day(100), end: day(102) },
      ]);
    });

    it('converges when a change is retried with its key after the answer was lost, open or already made', async () => {
      const car = freshCar();
      const { visit, booking } = await confirmedBooking(car, 120, 122);
      const key = randomUUID();
      const made = await change(
        visit,
        booking,
        { startDate: day(120), endDate: day(124) },
        { 'idempotency-key': key },
      );
      expect(made.statusCode, made.body).toBe(200);
      // The server died before keeping its answer: the same request comes again.
      await context.database.pool.query('DELETE FROM idempotency_keys');
      const again = await change(
        visit,
        booking,
        { startDate: day(120), endDate: day(124) },
        { 'idempotency-key': key },
      );
      expect(again.statusCode, again.body).toBe(200);
      expect(again.json()).toMatchObject({ chargedCents: made.json().chargedCents });
      expect(await demoPayments(booking.id)).toHaveLength(2);

      // Cut short after it was recorded: the retry finishes it instead of calling it "another change".
      const second = randomUUID();
      const quote = await quoteOf(car, day(120), day(125));
      await handleCommand(context.runtime.store, bookingStreamName(booking.id), bookingDecider, {
        type: 'RequestBookingChange',
        data: {
          changeId: nameBasedUuid('booking-change', booking.id, second),
          startDate: day(120),
          endDate: day(125),
          pickupLocation: 'car-address',
          dropoffLocation: 'car-address',
          quote: quoteRental({
            dailyPriceCents: decimalStringToCents(car.dailyPrice),
            depositCents: decimalStringToCents(car.depositAmount),
            startDate: day(120),
            endDate: day(125),
            deliveredLegs: 0,
            deliveryFeeCents: 0,
          }),
        },
        metadata: { now: now.toISOString() },
      });
      const finished = await change(
        visit,
        booking,
        { startDate: day(120), endDate: day(125) },
        { 'idempotency-key': second },
      );
      expect(finished.statusCode, finished.body).toBe(200);
      expect((await details(visit, booking.id)).booking.totalPrice).toBe((quote.totalCents / 100).toFixed(2));
      expect(await periodsOf(car.id)).toEqual([
        { source_id: `booking:${booking.id}`, start: day(120), end: day(125) },
      ]);
    });

    it('finishes a change cut short by a crash: the sweep charges, moves and applies it', async () => {
      const car = freshCar();
      const { visit, booking } = await confirmedBooking(car, 110, 112);
      const quote = quoteRental({
        dailyPriceCents: decimalStringToCents(car.dailyPrice),
        depositCents: decimalStringToCents(car.depositAmount),
        startDate: day(110),
        endDate: day(114),
        deliveredLegs: 0,
        deliveryFeeCents: 0,
      });
      // The request died right after the change was recorded.
      await handleCommand(context.runtime.store, bookingStreamName(booking.id), bookingDecider, {
        type: 'RequestBookingChange',
        data: {
          changeId: randomUUID(),
          startDate: day(110),
          endDate: day(114),
          pickupLocation: 'car-address',
          dropoffLocation: 'car-address',
          quote,
        },
        metadata: { now: now.toISOString() },
      });
      expect((await details(visit, booking.id)).canChange).toBe(false);
      expect((await context.runtime.sweeper.sweepOnce()).settled).toBe(0);
      const saved = now;
      now = new Date(now.getTime() + 2 * 60_000);
      try {
        await context.runtime.sweeper.sweepOnce();
      } finally {
        now = saved;
      }
      const after = await details(visit, booking.id);
      expect(after.booking).toMatchObject({
        endDate: day(114),
        totalPrice: (quote.totalCents / 100).toFixed(2),
      });
      expect(after.paidCents).toBe(quote.totalCents);
      expect(await periodsOf(car.id)).toEqual([
        { source_id: `booking:${booking.id}`, start: day(110), end: day(114) },
      ]);
      const events = (await context.runtime.store.readStream<BookingEvent>(bookingStreamName(booking.id)))
        .events;
      expect(events.map((event) => event.type).slice(-3)).toEqual([
        'BookingChangeRequested',
        'ChangePaymentSucceeded',
        'BookingChanged',
      ]);
    });
  });
}
