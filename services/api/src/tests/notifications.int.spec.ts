import { TEST_DRIVER } from '@grandtour/projections/testing';
import { randomUUID } from 'node:crypto';
import { projectionRegistry, rebuildUnit, unitsFor } from '@grandtour/projections';
import {
  addDays,
  bookingReference,
  type Booking,
  BookingSchema,
  type Car,
  type CarQuote,
  CarQuoteSchema,
  pickupInstant,
  todayInParis,
} from '@grandtour/shared';
import { createJobOperations, formatEuros, NOTIFICATIONS_QUEUE } from '@grandtour/workers';
import { eventually, movableClock, untilNotificationsIdle } from '@grandtour/workers/testing';
import { beforeAll, describe, expect, it } from 'vitest';
import { deliveryAddressIn, payWithDemoCard } from '../testing/booking-requests.ts';
import {
  bookingMailSubjects,
  demoOwnerOf,
  mailSetups,
  useMailTestRuntime,
} from '../testing/mail-test-runtime.ts';
import { testBrowser, type TestBrowser } from '../testing/test-browser.ts';

const HOUR = 3_600_000;

for (const setup of mailSetups()) {
  describe(`notifications on ${setup.database} with the ${setup.redis ? 'Redis' : 'database'} queue, over SMTP`, () => {
    let ownerCars: Car[];
    let ownerEmail: string;
    let nextCar = 0;
    const clock = movableClock();
    const today = todayInParis();
    const context = useMailTestRuntime(
      setup,
      {
        clock: clock.now,
        background: false,
        workers: true,
        notificationBackoffMs: 20,
        requeueAfterMs: 60_000,
      },
      { SUPPORT_EMAIL: 'support@grandtour.test', NOTIFICATION_ATTEMPTS: '2' },
    );
    beforeAll(async () => {
      ({ email: ownerEmail, cars: ownerCars } = await demoOwnerOf(context));
    });

    const freshCar = (owned = false) => {
      if (owned) return ownerCars.shift()!;
      for (;;) {
        const car = context.cars[nextCar++]!;
        if (!ownerCars.includes(car)) return car;
      }
    };
    const mailsTo = (address: string) => context.sink.messages.filter((mail) => mail.to === address);
    const mailsAbout = (bookingId: string, template: string) =>
      context.sink.messages.filter(
        (mail) =>
          mail.messageId.includes(`.${template}@`) && mail.text.includes(bookingId.slice(0, 8).toUpperCase()),
      );

    async function book(
      visit: TestBrowser,
      car: Car,
      options: { start: string; end: string; language: string; email: string; pickup?: string },
    ) {
      const pickup = options.pickup ?? 'car-address';
      const quote = CarQuoteSchema.parse(
        (
          await context.runtime.app.inject({
            url: `/api/cars/${car.id}/quote?startDate=${options.start}&endDate=${options.end}&homeDelivery=${pickup === 'delivery'}`,
          })
        ).json(),
      );
      const response = await visit(
        'POST',
        '/api/bookings',
        {
          userId: 'guest',
          carId: car.id,
          startDate: options.start,
          endDate: options.end,
          pickupLocation: pickup,
          dropoffLocation: pickup,
          ...(pickup === 'delivery' && { deliveryAddress: deliveryAddressIn(car) }),
          totalPrice: (quote.totalCents / 100).toFixed(2),
          depositAmount: car.depositAmount,
          status: 'pending',
          customerInfo: {
            firstName: 'Léa',
            lastName: 'Martin',
            email: options.email,
            phone: '+33 612345678',
          },
          driver: TEST_DRIVER,
          additionalServices: [],
          language: options.language,
        },
        { 'idempotency-key': randomUUID() },
      );
      expect(response.statusCode, response.body).toBe(201);
      return { booking: BookingSchema.parse(response.json()), quote };
    }

    const pay = (visit: TestBrowser, bookingId: string, totalPrice: string) =>
      payWithDemoCard(visit, { id: bookingId, totalPrice });

    /** Nothing left that could send an e-mail: then what the sink holds is all there will be. */
    const idle = () =>
      untilNotificationsIdle({
        pool: context.database.pool,
        store: context.runtime.store,
        queue: context.runtime.queue,
        clock: clock.now,
      });
    const operations = () =>
      createJobOperations({ pool: context.database.pool, queue: context.runtime.queue, attempts: 2 });
    const bookingRow = async (id: string) =>
      (await context.database.pool.query('SELECT notifications_sent FROM bookings WHERE id = $1', [id]))
        .rows[0]!.notifications_sent as Record<string, boolean>;
    const deliveryStatus = async (id: string) =>
      (
        await context.database.pool.query(
          'SELECT template, status FROM notification_deliveries WHERE booking_id = $1 ORDER BY template',
          [id],
        )
      ).rows;

    it('sends exactly one confirmation per confirmed booking, in its language, with its amounts and pickup', async () => {
      const cases = [
        {
          language: 'fr',
          email: `fr-${randomUUID().slice(0, 6)}@example.fr`,
          pickup: 'delivery',
          subject: 'Votre réservation',
          place: 'Livraison à domicile',
        },
        {
          language: 'de',
          email: `de-${randomUUID().slice(0, 6)}@example.de`,
          pickup: 'car-address',
          subject: 'Ihre Buchung',
          place: 'Standort des Fahrzeugs — ',
        },
        {
          language: 'es',
          email: `es-${randomUUID().slice(0, 6)}@example.es`,
          pickup: 'car-address',
          subject: 'Su reserva',
          place: 'Dirección del vehículo — ',
        },
      ] as const;
      const booked: { item: (typeof cases)[number]; booking: Booking; quote: CarQuote; car: Car }[] = [];
      for (const [index, item] of cases.entries()) {
        const visit = testBrowser(context.runtime.app);
        const car = freshCar();
        const { booking, quote } = await book(visit, car, {
          start: addDays(today, 30 + index * 5),
          end: addDays(today, 32 + index * 5),
          language: item.language,
          email: item.email,
          pickup: item.pickup,
        });
        await pay(visit, booking.id, booking.totalPrice);
        booked.push({ item, booking, quote, car });
      }
      await eventually(() => booked.every(({ item }) => mailsTo(item.email).length === 1));
      for (const { item, booking, quote, car } of booked) {
        const [mail] = mailsTo(item.email);
        expect(mail!.subject).toContain(item.subject);
        expect(mail!.subject).toContain(`${car.brand} ${car.model}`);
        const money = (cents: number) => formatEuros(cents, item.language);
        for (const amount of [quote.rentalCents, quote.serviceFeeCents, quote.totalCents, quote.depositCents])
          expect(mail!.text).toContain(money(amount));
        if (item.pickup === 'delivery') expect(mail!.text).toContain(money(quote.deliveryCents));
        expect(mail!.text).toContain(item.place);
        expect(mail!.html).toContain(money(quote.totalCents).replaceAll(' ', ' '));
        expect(mail!.messageId).toMatch(/\.booking-confirmed@notifications\.grandtour$/);
        await eventually(async () => (await bookingRow(booking.id)).confirmation === true);
      }
      expect(formatEuros(123456, 'fr')).toBe('1\u202f234,56\u00a0€');
      expect(formatEuros(123456, 'de')).toBe('1.234,56\u00a0€');
      // Nothing more turns up: the reactor again, the requeue of anything unsent, then until nothing is left to do.
      await context.runtime.background.reactor.catchUp();
      clock.advance(5 * 60_000);
      await context.runtime.background.reactor.requeue();
      await idle();
      for (const { item } of booked) expect(mailsTo(item.email)).toHaveLength(1);
      const { rows } = await context.database.pool.query(
        `SELECT count(*)::int AS n FROM notifications WHERE type = 'booking-confirmed' AND booking_id = ANY($1::uuid[])`,
        [booked.map(({ booking }) => booking.id)],
      );
      expect(rows[0]!.n).toBe(3);
    });

    it('tells the owner who has an account, in their language, and plans nothing for an owner without one', async () => {
      const visit = testBrowser(context.runtime.app);
      const owned = await book(visit, freshCar(true), {
        start: addDays(today, 60),
        end: addDays(today, 62),
        language: 'en',
        email: 'owned@example.com',
      });
      await pay(visit, owned.booking.id, owned.booking.totalPrice);
      const other = await book(visit, freshCar(), {
        start: addDays(today, 60),
        end: addDays(today, 61),
        language: 'en',
        email: 'other@example.com',
      });
      await pay(visit, other.booking.id, other.booking.totalPrice);
      await eventually(() => mailsAbout(owned.booking.id, 'owner-new-booking').length === 1);
      const [mail] = mailsAbout(owned.booking.id, 'owner-new-booking');
      expect(mail!.to).toBe(ownerEmail);
      expect(mail!.subject).toMatch(/^Nouvelle réservation/);
      expect(mail!.text).toContain(formatEuros(owned.quote.rentalCents + owned.quote.deliveryCents, 'fr'));
      await eventually(async () => (await bookingRow(other.booking.id)).confirmation === true);
      expect((await deliveryStatus(other.booking.id)).map((row) => row.template)).not.toContain(
        'owner-new-booking',
      );
      expect(mailsAbout(other.booking.id, 'owner-new-booking')).toHaveLength(0);
    });

    it('tells the owner a day before pickup when the driver is still not verified, and not when verified', async () => {
      const start = addDays(today, 40);
      const dates = { start, end: addDays(start, 2), language: 'en' };
      const visit = testBrowser(context.runtime.app);
      const unverified = await book(visit, freshCar(true), { ...dates, email: 'unverified@example.com' });
      await pay(visit, unverified.booking.id, unverified.booking.totalPrice);
      const other = testBrowser(context.runtime.app);
      const verified = await book(other, freshCar(true), { ...dates, email: 'verified@example.com' });
      await pay(other, verified.booking.id, verified.booking.totalPrice);
      await idle();
      // The second driver's documents verified: the read model the sender asks (the documents' own tests cover how).
      const { rows } = await context.database.pool.query('SELECT user_id FROM bookings WHERE id = $1', [
        verified.booking.id,
      ]);
      await context.database.pool.query(
        `INSERT INTO driver_verifications (user_id, status, documents, licence_expires_on, updated_at, version)
         VALUES ($1, 'verified', '[]', '2035-06-01', now(), 1)`,
        [rows[0]!.user_id],
      );

      clock.set(new Date(pickupInstant(start).getTime() - 24 * HOUR + 60_000));
      await idle();
      const notices = mailsTo(ownerEmail).filter((mail) => mail.subject.startsWith('Conducteur non vérifié'));
      expect(notices).toHaveLength(1);
      expect(notices[0]!.text).toContain(bookingReference(unverified.booking.id));
      expect(notices[0]!.text).toContain(`#/bookings/${unverified.booking.id}/show`);
      expect(
        (await deliveryStatus(verified.booking.id)).find((row) => row.template === 'owner-driver-unverified'),
      ).toEqual({ template: 'owner-driver-unverified', status: 'skipped' });
      clock.set(new Date());
    });

    it('sends the reminders 24 h and 1 h before pickup by the injected clock, and none for a booking cancelled before', async () => {
      const start = addDays(today, 20);
      const visit = testBrowser(context.runtime.app);
      const kept = await book(visit, freshCar(), {
        start,
        end: addDays(start, 2),
        language: 'en',
        email: 'kept@example.com',
      });
      await pay(visit, kept.booking.id, kept.booking.totalPrice);
      const cancelled = await book(visit, freshCar(), {
        start,
        end: addDays(start, 2),
        language: 'en',
        email: 'gone@example.com',
      });
      await pay(visit, cancelled.booking.id, cancelled.booking.totalPrice);
      await eventually(
        () => mailsTo('kept@example.com').length === 1 && mailsTo('gone@example.com').length === 1,
      );
      const delayed = async () => (await context.runtime.queue.counts(NOTIFICATIONS_QUEUE)).delayed;
      const delayedBefore = await delayed();

      expect((await visit('POST', `/api/bookings/${cancelled.booking.id}/cancel`)).statusCode).toBe(200);
      await eventually(() => mailsTo('gone@example.com').length === 2);
      expect(mailsTo('gone@example.com')[1]!.subject).toBe(
        `Your ${cancelled.booking.carBrand} ${cancelled.booking.carModel} booking is cancelled`,
      );
      expect(mailsTo('gone@example.com')[1]!.text).toContain(formatEuros(cancelled.quote.totalCents, 'en'));
      expect(await delayed()).toBe(delayedBefore - 2);

      const pickup = pickupInstant(start);
      clock.set(new Date(pickup.getTime() - 24 * HOUR + 60_000));
      await context.runtime.queue.promoteDue(NOTIFICATIONS_QUEUE, clock.now());
      await idle();
      expect(bookingMailSubjects(context, 'kept@example.com')).toEqual([
        expect.stringMatching(/is confirmed$/),
        expect.stringMatching(/^Tomorrow: your /),
      ]);
      expect(mailsTo('kept@example.com').find((mail) => mail.subject.startsWith('Tomorrow'))!.text).toContain(
        '10:00',
      );
      await eventually(async () => (await bookingRow(kept.booking.id)).reminder24h === true);
      expect(await bookingRow(kept.booking.id)).toEqual({
        confirmation: true,
        reminder24h: true,
        reminder1h: false,
      });

      clock.set(new Date(pickup.getTime() - HOUR + 60_000));
      await context.runtime.queue.promoteDue(NOTIFICATIONS_QUEUE, clock.now());
      await idle();
      expect(bookingMailSubjects(context, 'kept@example.com')).toEqual([
        expect.stringMatching(/is confirmed$/),
        expect.stringMatching(/^Tomorrow: your /),
        expect.stringMatching(/^In one hour: your /),
      ]);
      await eventually(async () => (await bookingRow(kept.booking.id)).reminder1h === true);

      clock.set(new Date(pickup.getTime() + HOUR));
      await context.runtime.queue.promoteDue(NOTIFICATIONS_QUEUE, clock.now());
      await context.runtime.background.reactor.requeue();
      await idle();
      expect(mailsTo('gone@example.com').map((mail) => mail.subject)).toEqual([
        expect.stringMatching(/is confirmed$/),
        expect.stringMatching(/is cancelled$/),
      ]);
      expect(await bookingRow(cancelled.booking.id)).toEqual({
        confirmation: true,
        reminder24h: false,
        reminder1h: false,
      });
      expect(
        (await deliveryStatus(cancelled.booking.id)).filter((row) => row.template.startsWith('reminder')),
      ).toEqual([
        { template: 'reminder-1h', status: 'cancelled' },
        { template: 'reminder-24h', status: 'cancelled' },
      ]);
      clock.set(new Date());
    });

    it('tells a customer whose unpaid hold expired, once', async () => {
      const visit = testBrowser(context.runtime.app);
      const { booking } = await book(visit, freshCar(), {
        start: addDays(today, 70),
        end: addDays(today, 71),
        language: 'es',
        email: 'late@example.es',
      });
      clock.advance(31 * 60_000);
      await context.runtime.sweeper.sweepOnce();
      await eventually(() => mailsTo('late@example.es').length === 1);
      expect(mailsTo('late@example.es')[0]!.subject).toBe(
        `Su reserva del ${booking.carBrand} ${booking.carModel} no se completó`,
      );
      await context.runtime.sweeper.sweepOnce();
      await idle();
      expect(mailsTo('late@example.es')).toHaveLength(1);
      clock.set(new Date());
    });

    it('acknowledges a contact message in its language and forwards it to support, replying to the sender', async () => {
      const response = await context.runtime.app.inject({
        method: 'POST',
        url: '/api/contact',
        headers: { 'accept-language': 'de-DE' },
        payload: {
          firstName: 'Jonas',
          lastName: 'Weber',
          email: 'jonas@example.de',
          subject: 'pricing',
          message: 'Was kostet ein Ferrari <b>für</b> eine Woche?',
        },
      });
      expect(response.statusCode, response.body).toBeLessThan(300);
      await eventually(
        () => mailsTo('jonas@example.de').length === 1 && mailsTo('support@grandtour.test').length === 1,
      );
      expect(mailsTo('jonas@example.de')[0]!.subject).toBe('Wir haben Ihre Nachricht erhalten');
      expect(mailsTo('jonas@example.de')[0]!.html).toContain(
        'Was kostet ein Ferrari &lt;b&gt;für&lt;/b&gt; eine Woche?',
      );
      const forwarded = mailsTo('support@grandtour.test')[0]!;
      expect(forwarded.replyTo).toBe('jonas@example.de');
      expect(forwarded.text).toContain('Was kostet ein Ferrari <b>für</b> eine Woche?');
    });

    it('retries a refused e-mail with back-off, shows it failed, and sends it once when an operator retries', async () => {
      context.sink.refuse.add('bounce@example.com');
      const visit = testBrowser(context.runtime.app);
      const { booking } = await book(visit, freshCar(), {
        start: addDays(today, 80),
        end: addDays(today, 81),
        language: 'en',
        email: 'bounce@example.com',
      });
      await pay(visit, booking.id, booking.totalPrice);
      const deliveryId = await eventually(async () => {
        const { jobs } = await operations().failed();
        const job = jobs.find((failed) => failed.name === 'booking-confirmed');
        if (!job) return false;
        expect(job.attemptsMade).toBe(2);
        expect(job.error).toMatch(/550/);
        return job.id;
      });
      expect(await deliveryStatus(booking.id)).toContainEqual({
        template: 'booking-confirmed',
        status: 'failed',
      });
      context.sink.refuse.delete('bounce@example.com');
      expect(await operations().retry(deliveryId as string)).toBe(1);
      await eventually(() => mailsTo('bounce@example.com').length === 1);
      await eventually(async () => (await bookingRow(booking.id)).confirmation === true);
      await idle();
      expect(mailsTo('bounce@example.com')).toHaveLength(1);
    });

    it('sends nothing when every projection is replayed from the start of the log', async () => {
      const sentBefore = context.sink.messages.length;
      const notificationsBefore = (
        await context.database.pool.query('SELECT count(*)::int AS n FROM notifications')
      ).rows[0]!.n;
      const flagsBefore = (
        await context.database.pool.query('SELECT id, notifications_sent FROM bookings ORDER BY id')
      ).rows;
      // Inline projections over the whole log, as a rebuild would, and the runner's from position 0. The log is read
      // first: the embedded pool has one connection, which the transaction holds.
      const log: Awaited<ReturnType<typeof context.runtime.store.readAll>> = [];
      for (let after; ;) {
        const events = await context.runtime.store.readAll({ after, limit: 1000 });
        if (events.length === 0) break;
        log.push(...events);
        after = events.at(-1)!.metadata.logPosition;
      }
      expect(log.some((event) => event.type === 'NotificationSent')).toBe(true);
      const client = await context.database.pool.connect();
      try {
        await client.query('BEGIN');
        for (const event of log)
          for (const { projection } of projectionRegistry)
            if ((projection.handles as readonly string[]).includes(event.type))
              await projection.apply(event as never, client);
        await client.query('COMMIT');
      } finally {
        client.release();
      }
      await context.database.pool.query('DELETE FROM projection_checkpoints');
      await context.runtime.projectionRunner.catchUp();
      await context.runtime.background.reactor.catchUp();
      clock.advance(10 * 60_000);
      await context.runtime.background.reactor.requeue();
      await idle();
      expect(context.sink.messages.length).toBe(sentBefore);
      expect(
        (await context.database.pool.query('SELECT count(*)::int AS n FROM notifications')).rows[0]!.n,
      ).toBe(notificationsBefore);
      expect(
        (await context.database.pool.query('SELECT id, notifications_sent FROM bookings ORDER BY id')).rows,
      ).toEqual(flagsBefore);
      clock.set(new Date());
    });

    it('sends nothing, queues nothing and moves no reactor when every projection is rebuilt', async () => {
      const digestOf = async (table: string) =>
        (
          await context.database.pool.query(
            `SELECT count(*)::int AS n, md5(string_agg(t::text, '|' ORDER BY t::text)) AS d FROM ${table} t`,
          )
        ).rows[0] as { n: number; d: string };
      const notificationState = async () => ({
        deliveries: await digestOf('notification_deliveries'),
        notifications: await digestOf('notifications'),
        reactors: await digestOf('reactor_checkpoints'),
        flags: (await context.database.pool.query('SELECT id, notifications_sent FROM bookings ORDER BY id'))
          .rows,
        queue: (await operations().counts())[NOTIFICATIONS_QUEUE],
      });
      const sentBefore = context.sink.messages.length;
      const before = await notificationState();
      expect(before.deliveries.n).toBeGreaterThan(0);
      const units = unitsFor(projectionRegistry, 'all');
      expect(units.flatMap((unit) => unit.sideTables)).toEqual(['notification_deliveries']);
      for (const unit of units)
        await rebuildUnit({
          pool: context.database.pool,
          store: context.runtime.store,
          unit,
          singleConnection: context.database.embedded,
        });
      await context.runtime.background.reactor.catchUp();
      await idle();
      expect(context.sink.messages.length).toBe(sentBefore);
      expect(await notificationState()).toEqual(before);
    });
  });
}
