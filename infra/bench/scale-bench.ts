import { benchStore } from './bench-store.ts';
import { createTestDatabase, type TestDatabase } from '@grandtour/platform/testing';
import { searchSql } from '@grandtour/projections';
import { CarSearchQuerySchema } from '@grandtour/shared';
import { startApiProcess } from './api-process.ts';
import { benchBookings } from './booking-bench.ts';
import { benchOpenBookings, type OpenBookingResult } from './open-booking-bench.ts';
import { benchRebuild, type RebuildBenchResult } from './rebuild-bench.ts';
import { populateAtScale, type ScalePopulation } from './scale-populate.ts';
import { benchSearch, SEARCH_QUERY } from './search-bench.ts';

/** Today's data (the bench's fleet, the rebuild's log) and ten times it, as issue 26 sets them. */
export const SCALE_SIZES = [
  { label: '1x', cars: 10_000, reservationsPerCar: 5, events: 1_000_000 },
  { label: '10x', cars: 100_000, reservationsPerCar: 10, events: 10_000_000 },
] as const;

/** Bytes on disk (tables, indexes, TOAST) of each group of tables, and its rows. */
const TABLE_GROUPS = {
  events: ['emt_messages', 'emt_streams'],
  cars: ['cars'],
  availability: ['car_unavailability'],
  bookings: ['bookings'],
} as const;

export interface TableGroupSize {
  bytes: number;
  rows: number;
}

export interface SearchPlan {
  executionMs: number;
  /** Shared buffers the plan touched (hit + read): what grows when a query reads more than it returns. */
  buffers: number;
}

export interface ScaleFigures {
  label: string;
  population: ScalePopulation;
  sizes: Record<keyof typeof TABLE_GROUPS, TableGroupSize>;
  searchPlan: SearchPlan;
  search: Awaited<ReturnType<typeof benchSearch>>;
  booking: Awaited<ReturnType<typeof benchBookings>>;
  openBooking: OpenBookingResult;
  rebuild: RebuildBenchResult | null;
}

async function tableSizes(database: TestDatabase) {
  const entries = await Promise.all(
    Object.entries(TABLE_GROUPS).map(async ([group, tables]) => {
      let bytes = 0;
      let rows = 0;
      for (const table of tables) {
        const { rows: found } = await database.pool.query<{ bytes: string; rows: string }>(
          // Emmett's event tables are partitioned: their bytes are their partitions' (a plain table has no tree).
          `SELECT COALESCE((SELECT sum(pg_total_relation_size(relid)) FROM pg_partition_tree($1::regclass)),
                           pg_total_relation_size($1::regclass)) AS bytes,
                  (SELECT count(*) FROM ${table}) AS rows`,
          [table],
        );
        bytes += Number(found[0]!.bytes);
        // A group's rows are its first table's (an event table's events, not its streams).
        if (table === tables[0]) rows = Number(found[0]!.rows);
      }
      return [group, { bytes, rows }] as const;
    }),
  );
  return Object.fromEntries(entries) as Record<keyof typeof TABLE_GROUPS, TableGroupSize>;
}

/** The search's own plan run once, warm: `EXPLAIN (ANALYZE, BUFFERS)`'s execution time and buffers touched. */
async function explainSearch(database: TestDatabase): Promise<SearchPlan> {
  const statement = searchSql(CarSearchQuerySchema.parse(SEARCH_QUERY));
  await database.pool.query(statement.text, statement.values);
  const { rows } = await database.pool.query<{
    'QUERY PLAN': [{ 'Execution Time': number; Plan: PlanNode }];
  }>(`EXPLAIN (ANALYZE, BUFFERS, FORMAT JSON) ${statement.text}`, statement.values);
  const [plan] = rows[0]!['QUERY PLAN'];
  return {
    executionMs: Math.round(plan['Execution Time'] * 100) / 100,
    buffers: plan.Plan['Shared Hit Blocks'] + plan.Plan['Shared Read Blocks'],
  };
}
interface PlanNode {
  'Shared Hit Blocks': number;
  'Shared Read Blocks': number;
}

/**
 * One size: the fleet, its reservations and a log of `events` written straight into a fresh database (read models
 * built from them), then search, booking under contention and without, and the tables' sizes; then the
 * rebuild bench on a log of the same number of events, in a database of its own.
 */
export async function benchAtScale(
  size: { label: string; cars: number; reservationsPerCar: number; events: number },
  options: {
    seconds: number;
    rebuild: boolean;
    rebuildProjections: Parameters<typeof benchRebuild>[1]['projections'];
    /** The sealed log's part of the rebuild bench. */
    rebuildSeal?: boolean;
  },
): Promise<ScaleFigures> {
  const database = await createTestDatabase('postgres', 24);
  let figures: Omit<ScaleFigures, 'rebuild'>;
  try {
    const store = await benchStore(database);
    try {
      const population = await populateAtScale(database.pool, store, size);
      const vacuum = await database.pool.connect();
      await vacuum.query('SET statement_timeout = 0');
      // The loader writes each car twice (its row, then its calendar): the first copies are not what a live fleet
      // keeps on disk, where autovacuum reuses the space of a car's older versions.
      await vacuum.query('VACUUM FULL cars');
      await vacuum.query('VACUUM ANALYZE');
      vacuum.release();
      const searchPlan = await explainSearch(database);
      const api = await startApiProcess(database.connectionString);
      try {
        const search = await benchSearch(api.url, database, options.seconds);
        const booking = await benchBookings(api.url, database, options.seconds);
        // The contention rounds use the first 60 cars; the open round the next thousand (fewer on a small fleet).
        const openBooking = await benchOpenBookings(api.url, {
          firstCar: 60,
          cars: Math.min(1000, size.cars - 60),
          seconds: options.seconds,
        });
        // After the benches: the bookings read model holds the bookings they made.
        const sizes = await tableSizes(database);
        figures = { label: size.label, population, sizes, searchPlan, search, booking, openBooking };
      } finally {
        await api.stop();
      }
    } finally {
      await store.close();
    }
  } finally {
    await database.close();
  }
  if (!options.rebuild) return { ...figures, rebuild: null };
  const rebuildDatabase = await createTestDatabase('postgres', 8);
  try {
    const rebuild = await benchRebuild(rebuildDatabase, {
      bookings: Math.round(size.events / 5),
      projections: options.rebuildProjections,
      seal: options.rebuildSeal,
    });
    return { ...figures, rebuild };
  } finally {
    await rebuildDatabase.close();
  }
}
