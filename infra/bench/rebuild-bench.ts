import { benchStore } from './bench-store.ts';
import { randomBytes } from 'node:crypto';
import { sealLog } from '@grandtour/api';
import { personalDataRules } from '@grandtour/commands';
import { createPostgresEventStore, withoutStatementTimeout, type EventStore } from '@grandtour/event-store';
import { createPersonalDataCodec, createPersonalDataKeys } from '@grandtour/platform';
import type { TestDatabase } from '@grandtour/platform/testing';
import { inlineProjections, projectionRegistry, rebuildUnit, unitsFor } from '@grandtour/projections';
import { generateBookingEvents } from './event-log-generator.ts';
import { CEILINGS } from './rebuild-ceilings.ts';
import { benchEveryUnit, type UnitRebuildFigure } from './rebuild-every-unit.ts';

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

/** The same rebuild on the log as written before decision 99 (plain) and once sealed (decision 100). */
export interface SealedRebuildFigure {
  projection: string;
  plainSeconds: number;
  sealedSeconds: number;
  plainLogEventsPerSecond: number;
  sealedLogEventsPerSecond: number;
  /** Rebuilt from the sealed log, the tables hold exactly the rows the plain log gave. */
  sameRows: boolean;
}

export interface RebuildBenchResult {
  logEvents: number;
  generateSeconds: number;
  figures: RebuildFigure[];
  /**
   * `npm run ops -- personal-data seal-log` on the whole log: events read per second, subjects' keys made; null when
   * the run left the sealed log out (BENCH_REBUILD_SEAL=0), as the figures below.
   */
  seal: { seconds: number; eventsPerSecond: number; sealed: number; subjects: number } | null;
  /** The whole log read page by page as it is, then opened (a projection that reads personal fields pays this). */
  readPlainEventsPerSecond: number | null;
  readOpenedEventsPerSecond: number | null;
  sealedFigures: SealedRebuildFigure[];
  /** Every unit of the registry rebuilt over the same log. */
  units: UnitRebuildFigure[];
}

/** The table's rows as one hash: of each row's own, so that ten million rows stay within a string's 1 GB. */
async function digest(database: TestDatabase, table: string) {
  const { rows } = await withoutStatementTimeout(
    database.pool,
    `SELECT count(*)::int AS n, md5(string_agg(row_hash, '' ORDER BY row_hash)) AS d
       FROM (SELECT md5(t::text) AS row_hash FROM ${table} t) AS hashed`,
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
  options: {
    bookings: number;
    projections: readonly (keyof typeof CEILINGS)[];
    /** Projections whose units are also rebuilt with them event by event, to compare. */
    eventByEvent?: readonly string[];
    /** Units left out of the every-unit pass. */
    skipUnits?: readonly string[];
    /** The sealed log's part (seal-log, then the rebuilds again on it); true unless false. */
    seal?: boolean;
  },
): Promise<RebuildBenchResult> {
  const store = await benchStore(database);
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
    const plain = new Map<string, { seconds: number; digest: string }>();
    for (const projection of options.projections) {
      const [unit] = unitsFor(projectionRegistry, [projection]);
      await database.pool.query('CREATE SCHEMA bench_ceiling');
      for (const table of unit!.tables)
        await database.pool.query(`CREATE TABLE bench_ceiling.${table} (LIKE public.${table} INCLUDING ALL)`);
      started = performance.now();
      await withoutStatementTimeout(database.pool, CEILINGS[projection].sql);
      const ceilingSeconds = seconds(started);

      const result = await rebuildUnit({ pool: database.pool, store, unit: unit!, pageSize: 10_000 });
      let sameRows = true;
      for (const table of CEILINGS[projection].tables)
        sameRows &&= (await digest(database, table)) === (await digest(database, `bench_ceiling.${table}`));
      const digests = await Promise.all(unit!.tables.map((table) => digest(database, table)));
      plain.set(projection, { seconds: result.seconds, digest: digests.join(',') });
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
    const units = await benchEveryUnit(database, store, logEvents, options.eventByEvent, options.skipUnits);
    const sealedPart =
      options.seal === false
        ? NO_SEALED_PART
        : await benchSealedLog(database, store, logEvents, options.projections, plain);
    return { logEvents, generateSeconds, figures, units, ...sealedPart };
  } finally {
    await store.close();
  }
}

type SealedPart = Pick<
  RebuildBenchResult,
  'seal' | 'sealedFigures' | 'readPlainEventsPerSecond' | 'readOpenedEventsPerSecond'
>;

const NO_SEALED_PART: SealedPart = {
  seal: null,
  sealedFigures: [],
  readPlainEventsPerSecond: null,
  readOpenedEventsPerSecond: null,
};

/** `npm run ops -- personal-data seal-log` on the bench's log, then its rebuilds again on the sealed log. */
async function benchSealedLog(
  database: TestDatabase,
  store: EventStore,
  logEvents: number,
  projections: readonly string[],
  plain: ReadonlyMap<string, { seconds: number; digest: string }>,
): Promise<SealedPart> {
  // The cost of sealing: the same rebuilds on the sealed log. Each opens the customer's fields of every booking.
  const rebuildAndDigest = async (projection: string, from: EventStore) => {
    const [unit] = unitsFor(projectionRegistry, [projection]);
    const result = await rebuildUnit({ pool: database.pool, store: from, unit: unit!, pageSize: 10_000 });
    const digests = await Promise.all(unit!.tables.map((table) => digest(database, table)));
    return { seconds: result.seconds, digest: digests.join(',') };
  };
  const keys = createPersonalDataKeys(database.pool, randomBytes(32));
  const codec = createPersonalDataCodec(keys, personalDataRules);
  const started = performance.now();
  const sealed = await sealLog(database.pool, codec, { pageSize: 10_000 });
  const sealSeconds = seconds(started);
  const { rows } = await database.pool.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM personal_data_keys',
  );
  const sealing = createPostgresEventStore({
    connectionString: database.connectionString,
    pool: database.pool,
    inlineProjections,
    personalData: codec,
  });
  const readWhole = async (from: EventStore) => {
    const begun = performance.now();
    let after;
    for (;;) {
      const page = await from.readAll({ after, limit: 10_000 });
      if (page.length === 0) break;
      after = page.at(-1)!.metadata.logPosition;
    }
    return logEvents / seconds(begun);
  };
  const readPlainEventsPerSecond = await readWhole(store);
  const readOpenedEventsPerSecond = await readWhole(sealing);
  const sealedFigures: SealedRebuildFigure[] = [];
  try {
    for (const projection of projections) {
      const before = plain.get(projection)!;
      const after = await rebuildAndDigest(projection, sealing);
      sealedFigures.push({
        projection,
        plainSeconds: before.seconds,
        sealedSeconds: after.seconds,
        plainLogEventsPerSecond: logEvents / before.seconds,
        sealedLogEventsPerSecond: logEvents / after.seconds,
        sameRows: before.digest === after.digest,
      });
    }
  } finally {
    await sealing.close();
  }
  return {
    seal: {
      seconds: sealSeconds,
      eventsPerSecond: sealed.events / sealSeconds,
      sealed: sealed.sealed,
      subjects: rows[0]!.n,
    },
    sealedFigures,
    readPlainEventsPerSecond,
    readOpenedEventsPerSecond,
  };
}
