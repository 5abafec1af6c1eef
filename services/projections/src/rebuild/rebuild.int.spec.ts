import { randomUUID } from 'node:crypto';
import type { EventStore } from '@grandtour/event-store';
import { testDatabaseKinds, type TestDatabase } from '@grandtour/platform/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asyncProjections, projectionRegistry } from '../index.ts';
import { createProjectionRunner } from '../runner/projection-runner.ts';
import { projectionsStatus } from '../status/projection-status.ts';
import { catchUpWithLog } from '../testing/catch-up.ts';
import { marketplaceActivity } from '../testing/marketplace-activity.ts';
import { openTestStore } from '../testing/test-store.ts';
import { buildFromLog, EVENT_BY_EVENT } from '../testing/build-from-log.ts';
import { rebuildUnits, unitsFor } from './rebuild-plan.ts';
import { RebuildInProgressError, rebuildUnit } from './rebuild.ts';

const ASYNC_NAMES = asyncProjections.map((projection) => projection.name);
const ALL_TABLES = rebuildUnits(projectionRegistry).flatMap((unit) => unit.tables);

async function digests(database: TestDatabase, schema = 'public'): Promise<Record<string, string>> {
  const result: Record<string, string> = {};
  for (const table of ALL_TABLES) {
    // Rows as they read, without the id of the transaction that wrote them (a rebuild writes them anew).
    const { rows } = await database.pool.query(
      `SELECT count(*)::int AS n, md5(string_agg((to_jsonb(t) - 'transaction_id')::text, '|' ORDER BY (to_jsonb(t) - 'transaction_id')::text)) AS digest FROM ${schema}.${table} t`,
    );
    result[table] = `${String(rows[0]?.n)}:${String(rows[0]?.digest)}`;
  }
  return result;
}

/** Index and constraint names and definitions of the live tables, schema left out. */
async function tableShapes(database: TestDatabase) {
  const { rows } = await database.pool.query(
    `SELECT tablename, indexname, replace(indexdef, 'public.', '') AS definition FROM pg_indexes
      WHERE schemaname = 'public' AND tablename = ANY($1) ORDER BY tablename, indexname`,
    [ALL_TABLES],
  );
  const { rows: constraints } = await database.pool.query(
    `SELECT conrelid::regclass::text AS table_name, conname, pg_get_constraintdef(oid) AS definition
       FROM pg_constraint WHERE conrelid = ANY(SELECT format('public.%I', t)::regclass FROM unnest($1::text[]) t)
      ORDER BY 1, 2`,
    [ALL_TABLES],
  );
  return { indexes: rows, constraints };
}

for (const kind of testDatabaseKinds()) {
  describe(`projection rebuilds on ${kind}`, () => {
    let database: TestDatabase;
    let store: EventStore;
    let activity: ReturnType<typeof marketplaceActivity>;
    const clock = () => new Date('2027-03-01T09:00:00.000Z');

    beforeAll(async () => {
      ({ database, store } = await openTestStore(kind));
      activity = marketplaceActivity({ store, pool: database.pool, clock });
      const runner = createProjectionRunner({ pool: database.pool, store, projections: asyncProjections });
      for (let i = 0; i < 6; i++)
        await activity.round(i, await activity.publishCar(`owner-${i % 2}`), `owner-${i % 2}`);
      await catchUpWithLog(database.pool, runner, ASYNC_NAMES);
    });
    afterAll(async () => {
      await store?.close();
      await database?.close();
    });

    const rebuild = (unit: ReturnType<typeof rebuildUnits>[number], onProgress?: (done: number) => void) =>
      rebuildUnit({
        pool: database.pool,
        store,
        unit,
        pageSize: 50,
        singleConnection: database.embedded,
        onProgress: (progress) => onProgress?.(progress.done),
      });

    it('groups projections that share tables, and names each unit after its members', () => {
      expect(rebuildUnits(projectionRegistry).map((unit) => unit.name)).toEqual([
        'cars+reviews+availability+bookings+owner_request_responses+notifications+conversations',
        'users',
        'favourites',
        'driver_verifications',
        'deposits',
        'handover_reports',
        'subscriptions',
        'owner_calendars',
        'payouts',
        'payout_accounts',
        'claims',
        'personal_data_erasures',
        'personal_data_accesses',
        'platform_revenue',
        'owner_stats',
        'booking_timeline',
        'similar_cars',
        'ledger',
      ]);
      const [bookings] = unitsFor(projectionRegistry, ['reviews']);
      expect(bookings).toMatchObject({
        tables: [
          'cars',
          'reviews',
          'car_unavailability',
          'bookings',
          'owner_request_responses',
          'notifications',
          'conversations',
          'conversation_messages',
          'conversation_activity',
          'owner_message_responses',
        ],
        sideTables: ['notification_deliveries'],
        shadowSchema: 'rebuild_cars',
      });
      expect(() => unitsFor(projectionRegistry, ['nope'])).toThrow(/No projection named nope/);
    });

    it('rebuilds every read model from position 0 to the same rows, indexes and constraints, and hands over the checkpoints', async () => {
      const before = await digests(database);
      const shapes = await tableShapes(database);
      expect(before.bookings).toMatch(/^12:/);
      expect(before.platform_revenue).not.toMatch(/^0:/);
      let reported = 0;
      for (const unit of rebuildUnits(projectionRegistry)) {
        const result = await rebuild(unit, (done) => (reported = Math.max(reported, done)));
        expect(result.swapAttempts).toBe(1);
      }
      expect(reported).toBeGreaterThan(0);
      const handedOver = await projectionsStatus(database.pool, projectionRegistry);
      for (const projection of handedOver.projections.filter((entry) => entry.mode === 'async')) {
        expect(projection.owner).toMatch(/^rebuild@/);
        expect(projection.checkpoint).not.toBeNull();
      }
      // A transaction elsewhere on a shared server may have held the gap-free log back: the runner takes the rest.
      const runner = createProjectionRunner({ pool: database.pool, store, projections: asyncProjections });
      await catchUpWithLog(database.pool, runner, ASYNC_NAMES);
      expect(await digests(database)).toEqual(before);
      expect(await tableShapes(database)).toEqual(shapes);
      const { rows: schemas } = await database.pool.query(
        `SELECT nspname FROM pg_namespace WHERE nspname LIKE 'rebuild%'`,
      );
      expect(schemas).toEqual([]);
      const status = await projectionsStatus(database.pool, projectionRegistry);
      for (const projection of status.projections.filter((entry) => entry.mode === 'async')) {
        expect(projection).toMatchObject({ lag: 0, rebuilding: false });
        expect(projection.checkpoint).toEqual(status.head);
      }
    });

    it('keeps serving reads and loses no write landing before, during or after the swap', async () => {
      const runner = createProjectionRunner({
        pool: database.pool,
        store,
        projections: asyncProjections,
        pollIntervalMs: 20,
      });
      runner.start();
      const owners = ['owner-a', 'owner-b'];
      const cars = [];
      for (const owner of owners) cars.push({ owner, car: await activity.publishCar(owner) });
      let writing = true;
      let rounds = 0;
      const writers = cars.map(async ({ owner, car }) => {
        while (writing) await activity.round(rounds++, car, owner);
      });
      const readErrors: unknown[] = [];
      let reads = 0;
      const reader = (async () => {
        while (writing) {
          try {
            await database.pool.query('SELECT count(*) FROM bookings JOIN cars ON cars.id = bookings.car_id');
            await database.pool.query('SELECT sum(platform_revenue_cents) FROM platform_revenue');
            reads++;
          } catch (error) {
            readErrors.push(error);
          }
          await new Promise((resolve) => setTimeout(resolve, 5));
        }
      })();
      while (rounds < 2) await new Promise((resolve) => setTimeout(resolve, 10));
      const roundsBefore = rounds;
      for (const unit of rebuildUnits(projectionRegistry)) await rebuild(unit);
      const roundsDuring = rounds - roundsBefore;
      const target = rounds + 2;
      while (rounds < target) await new Promise((resolve) => setTimeout(resolve, 10));
      writing = false;
      await Promise.all([...writers, reader]);
      await runner.stop();
      await catchUpWithLog(database.pool, runner, ASYNC_NAMES);

      expect(roundsDuring).toBeGreaterThan(0);
      expect(readErrors).toEqual([]);
      expect(reads).toBeGreaterThan(0);
      const reference = `reference_${randomUUID().slice(0, 8)}`;
      await buildFromLog(database, store, { schema: reference, members: EVENT_BY_EVENT, pageSize: 500 });
      expect(await digests(database)).toEqual(await digests(database, reference));
      await database.pool.query(`DROP SCHEMA ${reference} CASCADE`);
    });

    if (kind === 'postgres')
      it('refuses a second rebuild of the same projections while one runs, and leaves the tables alone', async () => {
        const [unit] = unitsFor(projectionRegistry, ['platform_revenue']);
        const before = await digests(database);
        const first = await database.pool.connect();
        try {
          await first.query('SELECT pg_advisory_lock(hashtext($1))', [`rebuild:${unit!.shadowSchema}`]);
          await expect(rebuild(unit!)).rejects.toThrow(RebuildInProgressError);
        } finally {
          await first.query('SELECT pg_advisory_unlock(hashtext($1))', [`rebuild:${unit!.shadowSchema}`]);
          first.release();
        }
        expect(await digests(database)).toEqual(before);
        expect((await rebuild(unit!)).unit).toBe('platform_revenue');
      });

    if (kind === 'postgres')
      it('takes in inline writes committed while an older transaction holds the log back', async () => {
        const [unit] = unitsFor(projectionRegistry, ['bookings']);
        const owner = 'owner-c';
        const car = await activity.publishCar(owner);
        // An open transaction with an id keeps every younger commit out of the subscribers' log (decision 1).
        const older = await database.pool.connect();
        try {
          await older.query('BEGIN');
          await older.query('SELECT pg_current_xact_id()');
          const booked = await activity.book(car, owner);
          expect(await store.readAll({ after: undefined, limit: 100_000 })).not.toContainEqual(
            expect.objectContaining({ data: expect.objectContaining({ bookingId: booked }) }),
          );
          await rebuild(unit!);
          const { rows } = await database.pool.query('SELECT status FROM bookings WHERE id = $1', [booked]);
          expect(rows).toEqual([{ status: 'confirmed' }]);
        } finally {
          await older.query('ROLLBACK');
          older.release();
        }
      });
  });
}
