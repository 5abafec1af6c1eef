import { randomUUID } from 'node:crypto';
import { startFakeKurrentDb, type FakeKurrentDb } from '@grandtour/event-store/testing';
import { createAccountQueries } from '@grandtour/projections';
import { testDatabaseKinds } from '@grandtour/platform/testing';
import { addDays, BookingSchema, todayInParis } from '@grandtour/shared';
import { eventually } from '@grandtour/workers/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdmin } from '../routes/accounts/create-admin.ts';
import { INLINE_READ_MODELS } from '../runtime.ts';
import { bookAs, bookingRequest, payWithDemoCard } from '../testing/booking-requests.ts';
import { testBrowser } from '../testing/test-browser.ts';
import { useTestRuntime } from '../testing/test-runtime.ts';

// The whole marketplace with its events in a KurrentDB node (the local gRPC fake: the real client and wire
// protocol, an in-memory server) and its read models in PostgreSQL.
for (const kind of testDatabaseKinds()) {
  describe(`the marketplace on EventStoreDB/KurrentDB (local gRPC fake) with read models on ${kind}`, () => {
    let server: FakeKurrentDb;
    const today = todayInParis();

    beforeAll(async () => {
      server = await startFakeKurrentDb();
    });
    afterAll(async () => {
      await server?.close();
    });
    const context = useTestRuntime(
      kind,
      { background: true, workers: false },
      {
        // Read when the runtime starts, once the server above is listening.
        get EVENTSTORE_URL() {
          return server.connectionString;
        },
      },
    );

    it('keeps the events in the event store, none in PostgreSQL, and the read models show the seeded fleet at once', async () => {
      expect(context.cars.length).toBeGreaterThan(30);
      const { rows } = await context.database.pool.query(
        `SELECT to_regclass('emt_messages') AS events_table`,
      );
      expect(rows[0]!.events_table).toBeNull();
      const streams = new Set<string>();
      for (let index = 0; index < server.log.length; index++) streams.add(server.log.at(index)!.streamId);
      const { rows: published } = await context.database.pool.query(`SELECT count(*)::int AS n FROM cars`);
      expect([...streams].filter((stream) => stream.startsWith('car-'))).toHaveLength(published[0]!.n);
    });

    it('answers a booking only once its read models show it, and refuses overlapping bookings from the stream revision', async () => {
      const car = context.cars[0]!;
      const visit = testBrowser(context.runtime.app);
      const booking = await bookAs(visit, context.runtime.app, car, {
        startDate: addDays(today, 40),
        endDate: addDays(today, 43),
      });
      const read = await visit('GET', `/api/bookings/${booking.id}`);
      expect(read.statusCode).toBe(200);
      expect(BookingSchema.parse(read.json()).status).toBe('pending');

      const racing = await Promise.all(
        Array.from({ length: 8 }, async (_, index) =>
          testBrowser(context.runtime.app)(
            'POST',
            '/api/bookings',
            await bookingRequest(context.runtime.app, context.cars[1]!, {
              startDate: addDays(today, 50 + (index % 2)),
              endDate: addDays(today, 53),
            }),
            { 'idempotency-key': randomUUID() },
          ),
        ),
      );
      expect(racing.filter((response) => response.statusCode === 201)).toHaveLength(1);
      expect(racing.filter((response) => response.statusCode === 409)).toHaveLength(7);
    });

    it('confirms a paid booking at once, and the asynchronous projections follow from the $all subscription', async () => {
      const visit = testBrowser(context.runtime.app);
      const booking = await bookAs(visit, context.runtime.app, context.cars[2]!, {
        startDate: addDays(today, 60),
        endDate: addDays(today, 62),
      });
      await payWithDemoCard(visit, booking);
      expect(BookingSchema.parse((await visit('GET', `/api/bookings/${booking.id}`)).json()).status).toBe(
        'confirmed',
      );
      await eventually(async () => {
        const { rows } = await context.database.pool.query(
          `SELECT kind FROM platform_revenue WHERE booking_id = $1 ORDER BY kind`,
          [booking.id],
        );
        return rows.length > 0;
      });
      const timeline = await context.database.pool.query(
        `SELECT count(*)::int AS n FROM booking_timeline WHERE booking_id = $1`,
        [booking.id],
      );
      expect(timeline.rows[0]!.n).toBeGreaterThan(0);
    });

    it('keeps every checkpoint in PostgreSQL at the position of the last event of the log', async () => {
      const last = server.log.at(server.log.length - 1)!;
      await eventually(async () => {
        const { rows } = await context.database.pool.query(
          `SELECT name, commit_position::text AS commit FROM projection_checkpoints ORDER BY name`,
        );
        expect(rows.map((row) => row.name)).toEqual(
          expect.arrayContaining([INLINE_READ_MODELS, 'platform_revenue', 'owner_stats', 'booking_timeline']),
        );
        for (const row of rows) expect(row.commit).toBe(last.position.toString());
        return true;
      });
    });

    it('gives administrators the booking histories from the event store, and refuses the figures computed from the PostgreSQL log', async () => {
      const admin = {
        email: 'ops@grandtour.test',
        username: 'admin.ops',
        password: 'Correct-Horse-Battery-9',
      };
      await createAdmin(
        {
          store: context.runtime.store,
          accounts: createAccountQueries(context.database.pool),
          clock: () => new Date(),
        },
        { ...admin, firstName: 'Admin', lastName: 'Grand Tour' },
      );
      const visit = testBrowser(context.runtime.app);
      expect(
        (await visit('POST', '/api/login', { identifier: admin.username, password: admin.password }))
          .statusCode,
      ).toBe(200);
      const booking = await bookAs(testBrowser(context.runtime.app), context.runtime.app, context.cars[3]!, {
        startDate: addDays(today, 70),
        endDate: addDays(today, 72),
      });
      const history = await visit('GET', `/api/admin/bookings/${booking.id}/events`);
      expect(history.statusCode).toBe(200);
      expect(history.json().events[0]).toMatchObject({ position: 1, type: 'BookingCreated' });
      for (const path of ['/api/admin/projections', '/api/admin/revenue-audit']) {
        const refused = await visit('GET', path, undefined, { 'accept-language': 'fr' });
        expect(refused.statusCode).toBe(409);
        expect(refused.json()).toMatchObject({
          error: 'log_not_in_postgres',
          message: expect.stringContaining('EventStoreDB'),
        });
      }
    });
  });
}
