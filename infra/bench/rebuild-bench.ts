import { createPostgresEventStore, withoutStatementTimeout } from '@grandtour/event-store';
import type { TestDatabase } from '@grandtour/platform/testing';
import {
  inlineProjections,
  migrateReadModels,
  projectionRegistry,
  rebuildUnit,
  unitsFor,
} from '@grandtour/projections';
import { generateBookingEvents } from './event-log-generator.ts';
import { CEILINGS } from './rebuild-ceilings.ts';

export interface RebuildFigure {
  projection: string;
  /** Events of the projection's types in the log, each applied. */
  events: number;
  seconds: number;
  /** Events in the whole log per second of rebuild. */
  logEventsPerSecond: number;
  /** The same rows built by one INSERT … SELECT over the events table: the limit. */
  ceilingSeconds: number;
  ceilingLogEventsPerSecond: number;
  /** How long the swap held the live tables' locks. */
  swapMs: number;
  /** The rebuilt table and the pure-SQL one hold exactly the same rows. */
  sameRows: boolean;
}

export interface RebuildBenchResult {
  logEvents: number;
  generateSeconds: number;
  figures: RebuildFigure[];
}

async function digest(database: TestDatabase, table: string) {
  const { rows } = await database.pool.query(
    `SELECT count(*)::int AS n, md5(string_agg(t::text, '|' ORDER BY t::text)) AS d FROM ${table} t`,
  );
  return `${String(rows[0]?.n)}:${String(rows[0]?.d)}`;
}

const seconds = (since: number) => (performance.now() - since) / 1000;

/**
 * A log of `bookings` booking streams (5 events each), then, for each projection: its rebuild by `npm run ops --
 * projections rebuild` (shadow tables, catch-up, swap) beside the same rows made by one INSERT … SELECT.
 */
export async function benchRebuild(
  database: TestDatabase,
  options: { bookings: number; projections: readonly (keyof typeof CEILINGS)[] },
): Promise<RebuildBenchResult> {
  await migrateReadModels(database.pool);
  const store = createPostgresEventStore({
    connectionString: database.connectionString,
    pool: database.pool,
    inlineProjections,
  });
  try {
    await store.readAll({ limit: 1 }); // the event store's tables and index
    let started = performance.now();
    const logEvents = await generateBookingEvents(database.pool, options.bookings);
    const generateSeconds = seconds(started);
    const vacuum = await database.pool.connect();
    await vacuum.query('SET statement_timeout = 0');
    await vacuum.query('VACUUM ANALYZE emt_messages');
    vacuum.release();
    const figures: RebuildFigure[] = [];
    for (const projection of options.projections) {
      const [unit] = unitsFor(projectionRegistry, [projection]);
      await database.pool.query('CREATE SCHEMA bench_ceiling');
      for (const table of unit!.tables)
        await database.pool.query(`CREATE TABLE bench_ceiling.${table} (LIKE public.${table} INCLUDING ALL)`);
      started = performance.now();
      await withoutStatementTimeout(database.pool, CEILINGS[projection]);
      const ceilingSeconds = seconds(started);

      const result = await rebuildUnit({ pool: database.pool, store, unit: unit!, pageSize: 10_000 });
      let sameRows = true;
      for (const table of unit!.tables)
        sameRows &&= (await digest(database, table)) === (await digest(database, `bench_ceiling.${table}`));
      figures.push({
        projection,
        events: result.events,
        seconds: result.seconds,
        swapMs: result.swapMs,
        logEventsPerSecond: logEvents / result.seconds,
        ceilingSeconds,
        ceilingLogEventsPerSecond: logEvents / ceilingSeconds,
        sameRows,
      });
      await database.pool.query('DROP SCHEMA bench_ceiling CASCADE');
    }
    return { logEvents, generateSeconds, figures };
  } finally {
    await store.close();
  }
}
