import { createPostgresEventStore, type EventStore } from '@grandtour/event-store';
import { createTestDatabase, type TestDatabase } from '@grandtour/platform/testing';
import {
  inlineProjections,
  migrateReadModels,
  projectionRegistry,
  rebuildUnit,
  unitsFor,
} from '@grandtour/projections';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildCarReadModels, writeCarEvents } from './scale-populate.ts';

const TABLES = ['cars', 'car_unavailability'];

async function digest(database: TestDatabase, table: string) {
  const { rows } = await database.pool.query<{ n: number; digest: string }>(
    `SELECT count(*)::int AS n, md5(string_agg(to_jsonb(t)::text, '|' ORDER BY to_jsonb(t)::text)) AS digest
       FROM ${table} t`,
  );
  return rows[0]!;
}

describe("the scale bench's fleet written straight into the tables", () => {
  let database: TestDatabase;
  let store: EventStore;

  beforeAll(async () => {
    database = await createTestDatabase('postgres', 4);
    await migrateReadModels(database.pool);
    store = createPostgresEventStore({
      connectionString: database.connectionString,
      pool: database.pool,
      inlineProjections,
    });
    await store.readAll({ limit: 1 });
  });

  afterAll(async () => {
    await store.close();
    await database.close();
  });

  it('has read models with exactly the rows the cars and availability projections make from its events', async () => {
    await writeCarEvents(database.pool, 40, 4);
    await buildCarReadModels(database.pool);
    const bySql = await Promise.all(TABLES.map((table) => digest(database, table)));
    expect(bySql.map(({ n }) => n)).toEqual([40, 160]);

    for (const unit of unitsFor(projectionRegistry, ['cars', 'availability']))
      await rebuildUnit({ pool: database.pool, store, unit, pageSize: 1000 });
    const byProjections = await Promise.all(TABLES.map((table) => digest(database, table)));
    expect(bySql).toEqual(byProjections);
  });

  it('has cars the booking decider reads back: a stream per car and per schedule, at their positions', async () => {
    const car = await store.readStream('car-00000000-0000-4000-8000-000000000007');
    expect(car.events.map((event) => event.type)).toEqual(['CarPublished']);
    expect(car.currentVersion).toBe(1);
    const schedule = await store.readStream('carSchedule-00000000-0000-4000-8000-000000000007');
    expect(schedule.currentVersion).toBe(4);
    expect(schedule.events.map((event) => [event.type, event.metadata.streamPosition])).toEqual([
      ['CarPeriodReserved', 1],
      ['CarPeriodReserved', 2],
      ['CarPeriodReserved', 3],
      ['CarPeriodReserved', 4],
    ]);
    expect(schedule.events[0]!.data).toMatchObject({ bookingId: 'bench-7-0', startDate: expect.any(String) });
  });
});
