import { addDays } from '@grandtour/shared';
import {
  carDecider,
  carScheduleDecider,
  carScheduleStreamName,
  carStreamName,
  handleCommand,
  type CarCommand,
} from '@grandtour/commands';
import type { EventStore } from '@grandtour/event-store';
import { testDatabaseKinds, type TestDatabase } from '@grandtour/platform/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { projectionRegistry } from '../index.ts';
import { marketplaceActivity } from '../testing/marketplace-activity.ts';
import { openTestStore } from '../testing/test-store.ts';
import { buildFromLog, EVENT_BY_EVENT } from '../testing/build-from-log.ts';
import { rebuildUnits } from './rebuild-plan.ts';

const UNITS = rebuildUnits(projectionRegistry);
const BATCHED = projectionRegistry.filter((entry) => entry.projection.applyBatch);
/** Every table of a unit that has a set-based member: what a batch may write, beside what it may read. */
const TABLES = UNITS.filter((unit) => unit.members.some((member) => member.projection.applyBatch)).flatMap(
  (unit) => unit.tables,
);

async function rowsOf(database: TestDatabase, schema: string): Promise<Record<string, string[]>> {
  const result: Record<string, string[]> = {};
  for (const table of TABLES) {
    // Rows as they read, without the id of the transaction that wrote them.
    const { rows } = await database.pool.query(
      `SELECT (to_jsonb(t) - 'transaction_id')::text AS row FROM ${schema}.${table} t ORDER BY 1`,
    );
    result[table] = rows.map((row) => row.row as string);
  }
  return result;
}

for (const kind of testDatabaseKinds()) {
  describe(`set-based rebuilds on ${kind}`, () => {
    let database: TestDatabase;
    let store: EventStore;
    const START = '2027-03-01T09:00:00.000Z';
    let now = START;
    const clock = () => new Date(now);

    beforeAll(async () => {
      ({ database, store } = await openTestStore(kind));
      const activity = marketplaceActivity({ store, pool: database.pool, clock });
      for (let i = 0; i < 8; i++) {
        const owner = `owner-${i % 3}`;
        const car = await activity.publishCar(owner);
        // A booking of the car completed once it is over; then (round) one confirmed, cancelled one round in two:
        // the last change to its booking count a cancellation. The owner's calendar: days blocked, one let go again.
        const completed = await activity.book(car, owner);
        now = addDays(START.slice(0, 10), 50) + START.slice(10);
        await activity.workflow.complete(completed);
        now = START;
        const day = (offset: number) => addDays('2027-03-01', 60 + offset);
        await handleCommand(store, carScheduleStreamName(car), carScheduleDecider, {
          type: 'SetCarDaysAvailability',
          data: {
            carId: car,
            ownerId: owner,
            days: [0, 1, 2].map((offset) => ({
              date: day(offset),
              available: false,
              reason: 'maintenance',
              notes: null,
            })),
          },
          metadata: { now: clock().toISOString() },
        });
        if (i % 2 === 0)
          await handleCommand(store, carScheduleStreamName(car), carScheduleDecider, {
            type: 'SetCarDaysAvailability',
            data: {
              carId: car,
              ownerId: owner,
              days: [{ date: day(1), available: true, reason: null, notes: null }],
            },
            metadata: { now: clock().toISOString() },
          });
        await activity.round(i, car, owner);
        await activity.moneyRound(i, car, owner);
        // The listing changed after its bookings: described anew, repriced, one car in two delisted, one in four back.
        const onCar = (command: Omit<CarCommand, 'metadata'>) =>
          handleCommand(store, carStreamName(car), carDecider, {
            ...command,
            metadata: { now: clock().toISOString() },
          } as CarCommand);
        await onCar({
          type: 'UpdateCar',
          data: {
            carId: car,
            ownerId: owner,
            changes: { colour: '#112233', features: ['Carbon pack', `Kit ${i}`] },
          },
        });
        await onCar({
          type: 'ChangeCarPrice',
          data: { carId: car, ownerId: owner, dailyPriceCents: 130_000 + i },
        });
        if (i % 2 === 0) await onCar({ type: 'DelistCar', data: { carId: car, ownerId: owner } });
        if (i % 4 === 0) await onCar({ type: 'RelistCar', data: { carId: car, ownerId: owner } });
      }
    });
    afterAll(async () => {
      await store?.close();
      await database?.close();
    });

    it('has projections built set-based: cars, bookings, availability, users, deposits and ledger among them', () => {
      expect(BATCHED.map((entry) => entry.projection.name)).toEqual(
        expect.arrayContaining(['cars', 'bookings', 'availability', 'users', 'deposits', 'ledger']),
      );
    });

    it('builds with applyBatch the very rows apply builds event by event, in every table, whatever the page size', async () => {
      await buildFromLog(database, store, { schema: 'by_event', members: EVENT_BY_EVENT, pageSize: 500 });
      const reference = await rowsOf(database, 'by_event');
      // Something to compare in each: a batch that wrote nothing would pass against an empty reference.
      for (const table of [
        'bookings',
        'car_unavailability',
        'users',
        'cars',
        'platform_revenue',
        'booking_deposits',
        'ledger_entries',
        'ledger_booking_facts',
      ])
        expect(reference[table]!.length, table).toBeGreaterThan(0);
      // The money loop in both: deposits held, renewed, released and captured; every kind of money event posted.
      const deposits = reference.booking_deposits!.map((row) => JSON.parse(row) as { status: string });
      expect([...new Set(deposits.map((row) => row.status))]).toEqual(
        expect.arrayContaining(['scheduled', 'held', 'released', 'captured']),
      );
      const posted = reference.ledger_entries!.map(
        (row) => (JSON.parse(row) as { event_type: string }).event_type,
      );
      expect([...new Set(posted)]).toEqual(
        expect.arrayContaining([
          'PaymentSucceeded',
          'ChangePaymentSucceeded',
          'BookingConfirmed',
          'BookingChanged',
          'BookingCancelled',
          'RefundIssued',
          'DepositHeld',
          'DepositReleased',
          'DepositCaptured',
          'PayoutSent',
        ]),
      );
      const statuses = reference.bookings!.map((row) => (JSON.parse(row) as { status: string }).status);
      expect(new Set(statuses)).toEqual(new Set(['pending', 'confirmed', 'cancelled', 'completed']));
      expect(
        reference.cars!.some((row) => (JSON.parse(row) as { booking_count: number }).booking_count > 0),
      ).toBe(true);
      expect(
        reference.cars!.some((row) => (JSON.parse(row) as { review_count: number }).review_count > 0),
      ).toBe(true);
      expect(
        reference.cars!.some((row) => (JSON.parse(row) as { firm_periods: string }).firm_periods !== '{}'),
      ).toBe(true);
      const cars = reference.cars!.map((row) => JSON.parse(row) as { is_listed: boolean; colour: string });
      expect(cars.filter((car) => !car.is_listed)).toHaveLength(2);
      expect(cars.every((car) => car.colour === '#112233')).toBe(true);
      expect(reference.car_unavailability!.map((row) => (JSON.parse(row) as { kind: string }).kind)).toEqual(
        expect.arrayContaining(['hold', 'reservation', 'owner_block']),
      );

      // One event a page (every stream split), a few (streams across pages), the whole log in one.
      for (const pageSize of [1, 7, 10_000]) {
        const schema = `batched_${pageSize}`;
        await buildFromLog(database, store, { schema, members: projectionRegistry, pageSize });
        expect(await rowsOf(database, schema), `page of ${pageSize}`).toEqual(reference);
      }
      // As a rebuild's first pass: the recounts of other tables (booking counts, ratings, owners' figures,
      // calendars) left out of every page and run once over every row at the end (decision 110).
      for (const pageSize of [7, 10_000]) {
        const schema = `deferred_${pageSize}`;
        await buildFromLog(database, store, {
          schema,
          members: projectionRegistry,
          pageSize,
          deferRecounts: true,
        });
        expect(await rowsOf(database, schema), `page of ${pageSize}, recounts at the end`).toEqual(reference);
      }
    });
  });
}
