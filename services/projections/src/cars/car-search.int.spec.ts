import { addDays, CarSearchQuerySchema } from '@grandtour/shared';
import { carScheduleStreamName } from '@grandtour/commands';
import { inTransaction, type DomainEvent, type EventStore } from '@grandtour/event-store';
import { testDatabaseKinds, type TestDatabase } from '@grandtour/platform/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { projectionRegistry } from '../index.ts';
import { MOST_PERIODS_IN_ROW } from '../availability/car-calendar.ts';
import { buildFromLog } from '../testing/build-from-log.ts';
import { marketplaceActivity } from '../testing/marketplace-activity.ts';
import { openTestStore } from '../testing/test-store.ts';
import { searchSql } from './car-search.ts';

interface Period {
  carId: string;
  start: string;
  end: string;
}

/** A small deterministic generator, so that a failing case can be run again from its seed. */
function random(seed: number) {
  let state = seed;
  return (below: number) => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return (((t ^ (t >>> 14)) >>> 0) % below) as number;
  };
}

const SEED = 20261127;
const LIVE = '2100-01-01T00:00:00Z';
const EXPIRED = '2020-01-01T00:00:00Z';
const KINDS = ['reservation', 'hold', 'expired', 'released', 'block', 'lifted'] as const;

for (const kind of testDatabaseKinds()) {
  describe(`date search on ${kind}`, () => {
    let database: TestDatabase;
    let store: EventStore;
    const cars: string[] = [];
    const periods: Period[] = [];
    // The calendars straddle the database's today: a row leaves out the periods that ended before its recount
    // (decision 111), and the windows searched start before and after that day.
    let TODAY: string;
    let FIRST_DAY: string;
    /** A car with a long past: 300 one-day reservations a day apart before today, and 5 ahead. */
    let pastCar: string;
    /** A car booked far ahead: more periods to come than its row may carry, and 40 past ones. */
    let busyCar: string;

    /** One-day reservations a day apart, `count` of them from `first`. */
    function reservations(carId: string, first: string, count: number): DomainEvent[] {
      return Array.from({ length: count }, (_, n) => {
        const startDate = addDays(first, 2 * n);
        const endDate = addDays(startDate, 1);
        const bookingId = `${carId.slice(0, 8)}-long-${n}`;
        periods.push({ carId, start: startDate, end: endDate });
        return [
          { type: 'CarPeriodHeld', data: { carId, bookingId, startDate, endDate, expiresAt: LIVE } },
          { type: 'CarPeriodReserved', data: { carId, bookingId, startDate, endDate } },
        ];
      }).flat();
    }

    /** The ids of the cars a search of [startDate, endDate) lists, in `schema`. */
    async function listed(schema: string, startDate: string, endDate: string): Promise<string[]> {
      const statement = searchSql(CarSearchQuerySchema.parse({ startDate, endDate, limit: '100' }));
      const { rows } = await inTransaction(
        database.pool,
        (client) => client.query<{ id: string }>(statement.text, statement.values),
        { settings: [`SET LOCAL search_path TO ${schema}`] },
      );
      return rows.map((row) => row.id).sort();
    }

    /** 300 windows, each checked against a check of every period. */
    async function expectExactWindows(schema: string) {
      const next = random(SEED + 1);
      for (let round = 0; round < 300; round++) {
        const startDate = addDays(FIRST_DAY, next(170) - 10);
        const endDate = addDays(startDate, next(12));
        // A rental ends the day it starts at the earliest; it then takes that one day.
        const last = endDate > startDate ? endDate : addDays(startDate, 1);
        const expected = cars
          .filter((carId) => !periods.some((p) => p.carId === carId && p.start < last && p.end > startDate))
          .sort();
        expect(await listed(schema, startDate, endDate), `${startDate} → ${endDate} (seed ${SEED})`).toEqual(
          expected,
        );
      }
    }

    beforeAll(async () => {
      ({ database, store } = await openTestStore(kind));
      const { rows: today } = await database.pool.query<{ day: string }>('SELECT current_date::text AS day');
      TODAY = today[0]!.day;
      FIRST_DAY = addDays(TODAY, -75);
      const activity = marketplaceActivity({
        store,
        pool: database.pool,
        clock: () => new Date('2027-04-01T09:00:00Z'),
      });
      for (let i = 0; i < 10; i++) cars.push(await activity.publishCar(`owner-${i % 3}`));
      // Each car's calendar, written as the schedule's own events so that the projection keeps the car row's
      // calendar (decision 109): periods that never overlap, past and future; live holds, holds whose expiry has
      // passed (they still sit in the table), holds released, reservations, owner blocks partly lifted.
      const next = random(SEED);
      for (const [index, carId] of cars.entries()) {
        const events: DomainEvent[] = [];
        let day = next(6);
        for (let n = 0; day < 150; n++) {
          const length = 1 + next(5);
          const start = addDays(FIRST_DAY, day);
          const end = addDays(FIRST_DAY, day + length);
          const bookingId = `${carId.slice(0, 8)}-${n}`;
          const held = (expiresAt: string) => ({
            type: 'CarPeriodHeld',
            data: { carId, bookingId, startDate: start, endDate: end, expiresAt },
          });
          const dates = Array.from({ length }, (_, offset) => addDays(start, offset));
          const blocked = {
            type: 'CarDaysBlocked',
            data: { carId, ownerId: 'owner', dates, reason: null, notes: null },
          };
          // Half the cars never have a live hold: their calendar is checked in the row alone, without a probe.
          const kinds = index % 2 === 0 ? KINDS : KINDS.filter((kind) => kind !== 'hold');
          switch (kinds[next(kinds.length)]!) {
            case 'reservation':
              events.push(held(LIVE), {
                type: 'CarPeriodReserved',
                data: { carId, bookingId, startDate: start, endDate: end },
              });
              periods.push({ carId, start, end });
              break;
            case 'hold':
              events.push(held(LIVE));
              periods.push({ carId, start, end });
              break;
            case 'expired':
              events.push(held(EXPIRED));
              break;
            case 'released':
              events.push(held(LIVE), {
                type: 'CarPeriodReleased',
                data: { carId, bookingId, reason: 'test' },
              });
              break;
            case 'block':
              events.push(blocked);
              periods.push({ carId, start, end });
              break;
            case 'lifted':
              // The first day is given back: the others stay blocked.
              events.push(blocked, {
                type: 'CarDaysUnblocked',
                data: { carId, ownerId: 'owner', dates: dates.slice(0, 1) },
              });
              if (length > 1) periods.push({ carId, start: addDays(start, 1), end });
              break;
          }
          day += length + next(4);
        }
        // Half the calendars are appended event by event (the projection's `apply`), half in one append (its
        // `applyBatch`).
        const appends = index < cars.length / 2 ? events.map((event) => [event]) : [events];
        for (const append of appends)
          await store.appendToStream(carScheduleStreamName(carId), append, { expectedVersion: 'any' });
      }
      // The long calendars: one in a single append, the other event by event.
      pastCar = await activity.publishCar('owner-long');
      busyCar = await activity.publishCar('owner-long');
      cars.push(pastCar, busyCar);
      const past = [...reservations(pastCar, addDays(TODAY, -600), 300), ...reservations(pastCar, TODAY, 5)];
      await store.appendToStream(carScheduleStreamName(pastCar), past, { expectedVersion: 'any' });
      const busy = reservations(busyCar, addDays(TODAY, -80), 40 + 3 * MOST_PERIODS_IN_ROW);
      for (const event of busy)
        await store.appendToStream(carScheduleStreamName(busyCar), [event], { expectedVersion: 'any' });
    });

    afterAll(async () => {
      await store?.close();
      await database?.close();
    });

    it('lists exactly the cars no live period overlaps, whatever the window, against a check of every period', async () => {
      // The calendars are not all empty, and some cars carry live holds (the probe's path) and some none.
      const { rows: calendars } = await database.pool.query<{ firm: boolean; holds: boolean }>(
        `SELECT NOT isempty(firm_periods) AS firm, holds_until > now() AS holds FROM cars`,
      );
      expect(calendars.some((car) => car.firm)).toBe(true);
      expect(calendars.some((car) => car.holds)).toBe(true);
      expect(calendars.some((car) => !car.holds)).toBe(true);
      await expectExactWindows('public');
    });

    it('keeps a long past out of the row, and leaves out the calendar of a car booked far ahead (decision 111)', async () => {
      const calendarOf = async (schema: string, carId: string) =>
        (
          await database.pool.query<{ ranges: number; since: string }>(
            `SELECT (SELECT count(*) FROM unnest(firm_periods))::int AS ranges, firm_since::text AS since
               FROM ${schema}.cars WHERE id = $1`,
            [carId],
          )
        ).rows[0];
      // The past car's row holds its 5 periods ahead, and knows it left the others out up to the last one's end.
      expect(await calendarOf('public', pastCar)).toEqual({ ranges: 5, since: addDays(TODAY, -1) });
      expect(await calendarOf('public', busyCar)).toEqual({ ranges: 0, since: 'infinity' });
      // Every car with a calendar of its own in the row.
      const { rows } = await database.pool.query<{ since: string }>(
        `SELECT firm_since::text AS since FROM cars WHERE id <> ALL($1)`,
        [[pastCar, busyCar]],
      );
      expect(rows.some((row) => row.since !== '-infinity')).toBe(true);
    });

    it('rebuilds the same calendars from the log, and they answer the same searches', async () => {
      await buildFromLog(database, store, {
        schema: 'rebuilt',
        members: projectionRegistry,
        pageSize: 100,
        deferRecounts: true,
      });
      const calendars = (schema: string) =>
        database.pool
          .query(`SELECT id, firm_periods::text, firm_since, holds_until FROM ${schema}.cars ORDER BY id`)
          .then((result) => result.rows);
      const rebuilt = await calendars('rebuilt');
      expect(rebuilt).toHaveLength(cars.length);
      expect(rebuilt).toEqual(await calendars('public'));
      await expectExactWindows('rebuilt');
    });
  });
}
