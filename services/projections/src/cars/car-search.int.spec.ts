import { addDays, CarSearchQuerySchema } from '@grandtour/shared';
import { carScheduleStreamName } from '@grandtour/commands';
import type { DomainEvent, EventStore } from '@grandtour/event-store';
import { testDatabaseKinds, type TestDatabase } from '@grandtour/platform/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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

const FIRST_DAY = '2027-05-01';
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

    beforeAll(async () => {
      ({ database, store } = await openTestStore(kind));
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
      const next = random(SEED + 1);
      for (let round = 0; round < 300; round++) {
        const startDate = addDays(FIRST_DAY, next(170) - 10);
        const endDate = addDays(startDate, next(12));
        // A rental ends the day it starts at the earliest; it then takes that one day.
        const last = endDate > startDate ? endDate : addDays(startDate, 1);
        const expected = cars
          .filter((carId) => !periods.some((p) => p.carId === carId && p.start < last && p.end > startDate))
          .sort();
        const statement = searchSql(CarSearchQuerySchema.parse({ startDate, endDate, limit: '100' }));
        const { rows } = await database.pool.query<{ id: string }>(statement.text, statement.values);
        expect(rows.map((row) => row.id).sort(), `${startDate} → ${endDate} (seed ${SEED})`).toEqual(
          expected,
        );
      }
    });
  });
}
