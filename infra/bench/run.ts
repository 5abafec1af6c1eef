// npm run bench: performance on a real PostgreSQL (10,000 cars, 50,000 bookings) with each figure beside its
// limit measured in the same run. Prints a table and writes bench-results/bench.json.
import { benchStore } from './bench-store.ts';
import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { createTestDatabase, dropAbandonedTestDatabases } from '@grandtour/platform/testing';
import { startApiProcess } from './api-process.ts';
import { javascriptSizes } from '@grandtour/infra/web';
import { benchBookings } from './booking-bench.ts';
import { benchLive, type LiveBenchResult } from './live-bench.ts';
import { benchNotifications, type NotificationBenchResult } from './notification-bench.ts';
import { benchPayouts, type PayoutBenchResult } from './payout-bench.ts';
import { populate } from './populate.ts';
import { benchRebuild, type RebuildBenchResult } from './rebuild-bench.ts';
import { CEILINGS } from './rebuild-ceilings.ts';
import { benchAtScale, SCALE_SIZES, type ScaleFigures } from './scale-bench.ts';
import { scaleRows } from './scale-table.ts';
import { benchSearch } from './search-bench.ts';

const CARS = Number(process.env.BENCH_CARS ?? 10_000);
const BOOKINGS_PER_CAR = Number(process.env.BENCH_BOOKINGS_PER_CAR ?? 5);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
/** Confirmed bookings in the notification burst: two e-mails each. */
const BOOKINGS_CONFIRMED = Number(process.env.BENCH_CONFIRMED_BOOKINGS ?? 2500);
/** 200,000 booking streams of 5 events: a log of 1,000,000 events for the rebuild. */
const REBUILD_BOOKINGS = Number(process.env.BENCH_REBUILD_BOOKINGS ?? 200_000);
/** Completed bookings whose owners the payout run pays. */
const PAYOUT_BOOKINGS = Number(process.env.BENCH_PAYOUT_BOOKINGS ?? 10_000);
/** `npm run bench -- notifications` (or `rebuild`, `payouts`, `live`, `scale`) runs only that part. */
const ONLY = process.argv[2];
const WORKER_PROCESSES = Number(process.env.BENCH_WORKER_PROCESSES ?? 2);
const root = new URL('../..', import.meta.url).pathname;

const LIMITS = {
  searchRequestsPerSecond: 1500,
  searchP99Ms: 25,
  shareOfRawSql: 0.7,
  initialJsGzip: 170_000,
  routeChunkGzip: 30_000,
  bookingCommandsPerSecond: 800,
  bookingConflictP99Ms: 100,
  emailsPerSecond: 750,
  queueWaitP99Ms: 1000,
  rebuildEventsPerSecond: 50_000,
  everyRebuildEventsPerSecond: 100_000,
  liveDeliveryP99Ms: 250,
  liveKbPerStream: 64,
};

if (!process.env.TEST_DATABASE_URL) {
  console.error(
    'npm run bench needs a real PostgreSQL: set TEST_DATABASE_URL (e.g. postgresql://postgres@127.0.0.1:5432/test).',
  );
  process.exit(1);
}

const verdict = (ok: boolean) => (ok ? 'ok' : 'OVER LIMIT');

function notificationRows(notifications: NotificationBenchResult) {
  return {
    [`e-mails/s end to end (${notifications.burstEmails}: ${notifications.bookings} bookings confirmed, each a confirmation with its PDF receipt and the owner's notice; ${notifications.workerProcesses} worker processes × ${notifications.concurrencyPerProcess})`]:
      {
        value: Math.round(notifications.emailsPerSecond),
        limit: `≥ ${LIMITS.emailsPerSecond}`,
        verdict: verdict(notifications.emailsPerSecond >= LIMITS.emailsPerSecond),
      },
    [`queue wait p99 at ${notifications.offeredJobsPerSecond} jobs/s (ms, ${notifications.jobsMeasured} jobs)`]:
      {
        value: notifications.queueWaitP99Ms,
        limit: `≤ ${LIMITS.queueWaitP99Ms}`,
        verdict: verdict(notifications.queueWaitP99Ms <= LIMITS.queueWaitP99Ms),
      },
    'queue wait p50 (ms)': { value: notifications.queueWaitP50Ms, limit: '', verdict: '' },
    // At 750 e-mails/s (issue 26), two cores leave 2.67 ms of CPU per e-mail for everything on the machine.
    'machine CPU per e-mail during the burst (ms: workers, PostgreSQL, Redis, sink)': {
      value: notifications.machineCpuMsPerEmail?.toFixed(2) ?? 'n/a',
      limit: '',
      verdict: '',
    },
    "CPU per e-mail: worker processes / their database's PostgreSQL backends (ms)": {
      value: `${notifications.workerCpuMsPerEmail.toFixed(2)} / ${notifications.databaseCpuMsPerEmail.toFixed(2)}`,
      limit: '',
      verdict: '',
    },
    'reactor: whole backlog planned and queued after (s)': {
      value: notifications.reactorSeconds.toFixed(1),
      limit: '',
      verdict: '',
    },
    'SMTP leg alone, nodemailer to the sink (msg/s)': {
      value: Math.round(notifications.smtpCeilingPerSecond),
      limit: 'ceiling',
      verdict: '',
    },
    'SMTP leg alone: machine CPU per message (ms: nodemailer and the sink)': {
      value: notifications.smtpCpuMsPerMessage?.toFixed(2) ?? 'n/a',
      limit: '',
      verdict: '',
    },
  };
}

function rebuildRows(rebuild: RebuildBenchResult) {
  const millions = (rebuild.logEvents / 1_000_000).toLocaleString('en-US', { maximumFractionDigits: 2 });
  return Object.fromEntries(
    rebuild.figures.flatMap((figure) => [
      [
        `rebuild ${figure.projection}, log of ${millions} M events (log events/s; ${figure.events} applied, ${figure.seconds.toFixed(1)} s, swap ${figure.swapMs} ms)`,
        {
          value: Math.round(figure.logEventsPerSecond),
          limit: `≥ ${LIMITS.rebuildEventsPerSecond}`,
          verdict: verdict(figure.logEventsPerSecond >= LIMITS.rebuildEventsPerSecond && figure.sameRows),
        },
      ],
      [
        `  same rows by one INSERT … SELECT (log events/s; ${figure.ceilingSeconds.toFixed(1)} s; rows equal: ${figure.sameRows ? 'yes' : 'NO'})`,
        { value: Math.round(figure.ceilingLogEventsPerSecond), limit: 'ceiling', verdict: '' },
      ],
    ]),
  );
}

/** Every unit rebuilt over the same log: applied events/s against the limit of issue 26. */
function unitRows(rebuild: RebuildBenchResult) {
  return Object.fromEntries(
    rebuild.units.map((figure) => [
      `rebuild unit ${figure.unit} (applied events/s; ${figure.events} applied, ${figure.seconds.toFixed(2)} s, ${Math.round(figure.logEventsPerSecond)} log events/s${figure.eventByEvent.length > 0 ? `; event by event: ${figure.eventByEvent.join(', ')}` : ''})`,
      {
        value: Math.round(figure.eventsPerSecond),
        limit: `≥ ${LIMITS.everyRebuildEventsPerSecond}`,
        verdict:
          figure.events === 0
            ? 'no events'
            : verdict(figure.eventsPerSecond >= LIMITS.everyRebuildEventsPerSecond),
      },
    ]),
  );
}

/** Decision 100: the personal fields sealed in place, and what reading them sealed costs a rebuild. */
function sealedRows(rebuild: RebuildBenchResult) {
  if (!rebuild.seal) return {};
  return {
    [`seal-log over the whole log (events read/s; ${rebuild.seal.sealed} sealed, ${rebuild.seal.subjects} keys, ${rebuild.seal.seconds.toFixed(1)} s)`]:
      { value: Math.round(rebuild.seal.eventsPerSecond), limit: '', verdict: '' },
    'the whole log read, sealed and opened vs as it is (events/s: what a projection that reads personal fields pays)':
      {
        value: `${Math.round(rebuild.readOpenedEventsPerSecond!)} vs ${Math.round(rebuild.readPlainEventsPerSecond!)}`,
        limit: '',
        verdict: '',
      },
    ...Object.fromEntries(
      rebuild.sealedFigures.map((figure) => [
        `rebuild ${figure.projection}, sealed vs plain log (log events/s; ${figure.sealedSeconds.toFixed(1)} s vs ${figure.plainSeconds.toFixed(1)} s; rows equal: ${figure.sameRows ? 'yes' : 'NO'})`,
        {
          value: `${Math.round(figure.sealedLogEventsPerSecond)} vs ${Math.round(figure.plainLogEventsPerSecond)}`,
          limit: `≥ ${LIMITS.rebuildEventsPerSecond}`,
          verdict: verdict(
            figure.sealedLogEventsPerSecond >= LIMITS.rebuildEventsPerSecond && figure.sameRows,
          ),
        },
      ]),
    ),
  };
}

function payoutRows(payouts: PayoutBenchResult) {
  return {
    [`payouts of ${payouts.bookings} completed bookings (payouts/s: scheduled, transferred on the demo provider, recorded; ${payouts.runs} runs, ${payouts.runSeconds.toFixed(1)} s)`]:
      { value: Math.round(payouts.payoutsPerSecond), limit: '', verdict: '' },
    'payouts not made exactly once': {
      value: payouts.notPaidOnce,
      limit: '0',
      verdict: verdict(payouts.notPaidOnce === 0 && payouts.paid === payouts.bookings),
    },
    'payout run with nothing due (ms)': { value: payouts.idleRunMs, limit: '', verdict: '' },
  };
}

function liveRows(live: LiveBenchResult) {
  return {
    [`live: POST → delivery to the other side p99 (ms; ${live.connections} streams on one node, ${live.ownerStreams} of them the owner's; ${live.messagesPerSecond} messages/s for ${live.seconds} s posted on another node)`]:
      {
        value: live.p99Ms,
        limit: `≤ ${LIMITS.liveDeliveryP99Ms}`,
        verdict: verdict(live.p99Ms <= LIMITS.liveDeliveryP99Ms),
      },
    'live: POST → delivery p50 / max (ms)': {
      value: `${live.p50Ms} / ${live.maxMs}`,
      limit: '',
      verdict: '',
    },
    'live: POST answered p50 / p99 (ms)': {
      value: `${live.postP50Ms} / ${live.postP99Ms}`,
      limit: '',
      verdict: '',
    },
    'live: deliveries missing / doubled': {
      value: `${live.deliveriesMissing} / ${live.deliveriesDuplicated} (of ${live.deliveriesExpected})`,
      limit: '0 / 0',
      verdict: verdict(live.deliveriesMissing === 0 && live.deliveriesDuplicated === 0),
    },
    'live: API node memory per open stream (kB, RSS delta / streams)': {
      value: (live.bytesPerConnection / 1024).toFixed(1),
      limit: `≤ ${LIMITS.liveKbPerStream}`,
      verdict: verdict(live.bytesPerConnection / 1024 <= LIMITS.liveKbPerStream),
    },
    'live: API node JavaScript heap per open stream (kB, after GC)': {
      value: (live.heapBytesPerConnection / 1024).toFixed(1),
      limit: '',
      verdict: '',
    },
    'live: API node RSS before streams / with them / after the messages (MB)': {
      value: [live.rssBeforeStreams, live.rssWithStreams, live.rssAfterMessages]
        .map((bytes) => (bytes / 1024 / 1024).toFixed(0))
        .join(' / '),
      limit: '',
      verdict: '',
    },
  };
}

/**
 * `npm run bench -- live`: BENCH_LIVE_CONNECTIONS streams (1000) on one API node, BENCH_LIVE_OWNER_STREAMS (10) of
 * them the owner's, BENCH_LIVE_RATE messages/s (50) posted on a second node.
 */
async function liveOnly() {
  const database = await createTestDatabase('postgres', 8);
  try {
    const live = await benchLive(database, {
      connections: Number(process.env.BENCH_LIVE_CONNECTIONS ?? 1000),
      ownerStreams: Number(process.env.BENCH_LIVE_OWNER_STREAMS ?? 10),
      messagesPerSecond: Number(process.env.BENCH_LIVE_RATE ?? 50),
      seconds: SECONDS,
    });
    mkdirSync(join(root, 'bench-results'), { recursive: true });
    writeFileSync(
      join(root, 'bench-results/live.json'),
      JSON.stringify({ date: new Date().toISOString(), live, limits: LIMITS }, null, 2),
    );
    const table = liveRows(live);
    console.table(table);
    if (Object.values(table).some((row) => row.verdict === 'OVER LIMIT')) process.exitCode = 1;
  } finally {
    await database.close();
  }
}

async function payoutPart(): Promise<PayoutBenchResult> {
  const database = await createTestDatabase('postgres', 8);
  try {
    return await benchPayouts(database, { bookings: PAYOUT_BOOKINGS });
  } finally {
    await database.close();
  }
}

async function payoutsOnly() {
  const payouts = await payoutPart();
  mkdirSync(join(root, 'bench-results'), { recursive: true });
  writeFileSync(
    join(root, 'bench-results/payouts.json'),
    JSON.stringify({ date: new Date().toISOString(), payouts }, null, 2),
  );
  const table = payoutRows(payouts);
  console.table(table);
  if (Object.values(table).some((row) => row.verdict === 'OVER LIMIT')) process.exitCode = 1;
}

/** The projections rebuilt beside their pure-SQL build: BENCH_REBUILD_PROJECTIONS, or every one that has one. */
function rebuildProjections(): (keyof typeof CEILINGS)[] {
  const names = process.env.BENCH_REBUILD_PROJECTIONS?.split(',') ?? Object.keys(CEILINGS);
  const unknown = names.filter((name) => !(name in CEILINGS));
  if (unknown.length > 0)
    throw new Error(`BENCH_REBUILD_PROJECTIONS: no pure-SQL build for ${unknown.join(', ')}`);
  return names as (keyof typeof CEILINGS)[];
}

async function rebuildPart(): Promise<RebuildBenchResult> {
  const database = await createTestDatabase('postgres', 8);
  try {
    return await benchRebuild(database, {
      bookings: REBUILD_BOOKINGS,
      projections: rebuildProjections(),
      eventByEvent: (process.env.BENCH_REBUILD_EVENT_BY_EVENT ?? '').split(',').filter(Boolean),
      skipUnits: (process.env.BENCH_REBUILD_SKIP ?? '').split(',').filter(Boolean),
      seal: process.env.BENCH_REBUILD_SEAL !== '0',
    });
  } finally {
    await database.close();
  }
}

function bookingRows(booking: Awaited<ReturnType<typeof benchBookings>>) {
  return {
    'booking commands/s (64 clients, 20 cars)': {
      value: Math.round(booking.commandsPerSecond),
      limit: `≥ ${LIMITS.bookingCommandsPerSecond}`,
      verdict: verdict(booking.commandsPerSecond >= LIMITS.bookingCommandsPerSecond),
    },
    'bookings made / refused with 409': {
      value: `${booking.created} / ${booking.conflicts}`,
      limit: '',
      verdict: '',
    },
    'double bookings (SQL self-join)': {
      value: booking.doubleBookings,
      limit: '0',
      verdict: verdict(booking.doubleBookings === 0),
    },
    'booking 5xx and socket errors': {
      value: booking.serverErrors + booking.socketErrors,
      limit: '0',
      verdict: verdict(booking.serverErrors + booking.socketErrors === 0),
    },
    'booking 409 p99 (ms)': {
      value: booking.conflictP99Ms,
      limit: `≤ ${LIMITS.bookingConflictP99Ms}`,
      verdict: verdict(booking.conflictP99Ms <= LIMITS.bookingConflictP99Ms),
    },
  };
}

/** `npm run bench -- bookings`: the booking commands alone, on BENCH_CARS cars (the booking rounds use 60 of them). */
async function bookingsOnly() {
  const database = await createTestDatabase('postgres', 24);
  try {
    const store = await benchStore(database);
    await populate(store, CARS, BOOKINGS_PER_CAR);
    await database.pool.query('VACUUM ANALYZE');
    const api = await startApiProcess(database.connectionString);
    try {
      const table = bookingRows(await benchBookings(api.url, database, SECONDS));
      console.table(table);
      if (Object.values(table).some((row) => row.verdict === 'OVER LIMIT')) process.exitCode = 1;
    } finally {
      await api.stop();
      await store.close();
    }
  } finally {
    await database.close();
  }
}

async function rebuildOnly() {
  const rebuild = await rebuildPart();
  mkdirSync(join(root, 'bench-results'), { recursive: true });
  writeFileSync(
    join(root, 'bench-results/rebuild.json'),
    JSON.stringify({ date: new Date().toISOString(), rebuild, limits: LIMITS }, null, 2),
  );
  const table = {
    ...rebuildRows(rebuild),
    ...unitRows(rebuild),
    ...sealedRows(rebuild),
    'generating the log (INSERT … SELECT generate_series, s)': {
      value: rebuild.generateSeconds.toFixed(1),
      limit: '',
      verdict: '',
    },
  };
  console.table(table);
  if (Object.values(table).some((row) => row.verdict === 'OVER LIMIT')) process.exitCode = 1;
}

/**
 * `npm run bench -- scale`: cost against size, at today's data and ten times it (issue 26). BENCH_SCALE_FACTOR
 * shrinks both sizes (0.01 for a quick check of the harness), BENCH_SCALE_SIZES=1x runs one of them;
 * BENCH_SCALE_REBUILD=0 leaves the rebuild bench out.
 */
async function scaleOnly() {
  const factor = Number(process.env.BENCH_SCALE_FACTOR ?? 1);
  const only = process.env.BENCH_SCALE_SIZES?.split(',');
  const figures: ScaleFigures[] = [];
  for (const size of SCALE_SIZES.filter(({ label }) => !only || only.includes(label))) {
    const scaled = {
      label: factor === 1 ? size.label : `${size.label} × ${factor}`,
      cars: Math.max(100, Math.round(size.cars * factor)),
      reservationsPerCar: size.reservationsPerCar,
      events: Math.round(size.events * factor),
    };
    console.error(`bench scale: ${scaled.label} (${scaled.cars} cars, ${scaled.events} events)`);
    figures.push(
      await benchAtScale(scaled, {
        seconds: SECONDS,
        rebuild: process.env.BENCH_SCALE_REBUILD !== '0',
        rebuildProjections: ['booking_timeline', 'platform_revenue', 'owner_stats'],
        rebuildSeal: process.env.BENCH_REBUILD_SEAL !== '0',
      }),
    );
  }
  mkdirSync(join(root, 'bench-results'), { recursive: true });
  writeFileSync(
    join(root, 'bench-results/scale.json'),
    JSON.stringify({ date: new Date().toISOString(), factor, figures }, null, 2),
  );
  const table = scaleRows(figures);
  console.table(table);
  for (const size of figures.filter((found) => found.rebuild))
    console.table({
      ...rebuildRows(size.rebuild!),
      ...unitRows(size.rebuild!),
      ...sealedRows(size.rebuild!),
    });
  if (Object.values(table).some((row) => row.verdict === 'OVER LIMIT')) process.exitCode = 1;
}

async function notificationsOnly() {
  const database = await createTestDatabase('postgres', 24);
  try {
    const notifications = await benchNotifications(database, {
      redisUrl: REDIS_URL,
      bookings: BOOKINGS_CONFIRMED,
      rateSeconds: SECONDS,
      processes: WORKER_PROCESSES,
      concurrency: Number(process.env.BENCH_CONCURRENCY ?? 25),
    });
    mkdirSync(join(root, 'bench-results'), { recursive: true });
    writeFileSync(
      join(root, 'bench-results/notifications.json'),
      JSON.stringify({ date: new Date().toISOString(), notifications, limits: LIMITS }, null, 2),
    );
    const table = notificationRows(notifications);
    console.table(table);
    if (Object.values(table).some((row) => row.verdict === 'OVER LIMIT')) process.exitCode = 1;
  } finally {
    await database.close();
  }
}

async function main() {
  // The sizes are those of the current sources: build them first (about two seconds).
  execFileSync('npm', ['run', 'build', '--silent', '-w', 'frontend-public'], { cwd: root, stdio: 'ignore' });
  const database = await createTestDatabase('postgres', 24);
  try {
    const store = await benchStore(database);
    const started = Date.now();
    await populate(store, CARS, BOOKINGS_PER_CAR);
    const populateSeconds = (Date.now() - started) / 1000;
    // What autovacuum does on a live server: statistics for the planner, visibility maps for index-only scans.
    await database.pool.query('VACUUM ANALYZE');

    const api = await startApiProcess(database.connectionString);
    let search;
    let booking;
    try {
      search = await benchSearch(api.url, database, SECONDS);
      booking = await benchBookings(api.url, database, SECONDS);
    } finally {
      await api.stop();
    }
    await store.close();
    const javascript = javascriptSizes(join(root, 'frontend-public/dist'));
    const notificationDatabase = await createTestDatabase('postgres', 24);
    let notifications: NotificationBenchResult;
    try {
      notifications = await benchNotifications(notificationDatabase, {
        redisUrl: REDIS_URL,
        bookings: BOOKINGS_CONFIRMED,
        rateSeconds: SECONDS,
        processes: WORKER_PROCESSES,
        concurrency: Number(process.env.BENCH_CONCURRENCY ?? 25),
      });
    } finally {
      await notificationDatabase.close();
    }

    const rebuild = await rebuildPart();
    const payouts = await payoutPart();

    const report = {
      date: new Date().toISOString(),
      data: { cars: CARS, bookings: CARS * BOOKINGS_PER_CAR, populateSeconds },
      search,
      booking,
      javascript,
      notifications,
      rebuild,
      payouts,
      limits: LIMITS,
    };
    mkdirSync(join(root, 'bench-results'), { recursive: true });
    writeFileSync(join(root, 'bench-results/bench.json'), JSON.stringify(report, null, 2));

    const routeOk = (size: number | null) => size !== null && size <= LIMITS.routeChunkGzip;
    const table = {
      [`search req/s (saturation, 16 conns, ${search.loadGenerator})`]: {
        value: Math.round(search.saturationRequestsPerSecond),
        limit: `≥ ${LIMITS.searchRequestsPerSecond}`,
        verdict: verdict(search.saturationRequestsPerSecond >= LIMITS.searchRequestsPerSecond),
      },
      'search errors (5xx, socket)': {
        value: search.saturationErrors + search.fixedRateErrors,
        limit: '0',
        verdict: verdict(search.saturationErrors + search.fixedRateErrors === 0),
      },
      'search p99 at 500 req/s (ms)': {
        value: search.p99AtFixed500Ms,
        limit: `≤ ${LIMITS.searchP99Ms}`,
        verdict: verdict(search.p99AtFixed500Ms <= LIMITS.searchP99Ms),
      },
      'raw SQL queries/s (pg, 16 conns, no HTTP)': {
        value: Math.round(search.rawSqlQueriesPerSecond),
        limit: 'ceiling',
        verdict: '',
      },
      'API share of raw SQL': {
        value: `${(search.apiShareOfRawSql * 100).toFixed(0)} %`,
        limit: `≥ ${LIMITS.shareOfRawSql * 100} %`,
        verdict: verdict(search.apiShareOfRawSql >= LIMITS.shareOfRawSql),
      },
      ...bookingRows(booking),
      'hello-world req/s (same server)': {
        value: Math.round(search.helloWorldRequestsPerSecond),
        limit: 'ceiling',
        verdict: '',
      },
      'public initial JS gzip (bytes)': {
        value: javascript.initialGzip,
        limit: `≤ ${LIMITS.initialJsGzip}`,
        verdict: verdict(javascript.initialGzip <= LIMITS.initialJsGzip),
      },
      'search route chunk gzip (bytes)': {
        value: javascript.searchRouteGzip ?? 'not built',
        limit: `≤ ${LIMITS.routeChunkGzip}`,
        verdict: verdict(routeOk(javascript.searchRouteGzip)),
      },
      'compare route chunk gzip (bytes)': {
        value: javascript.compareRouteGzip ?? 'not built',
        limit: `≤ ${LIMITS.routeChunkGzip}`,
        verdict: verdict(routeOk(javascript.compareRouteGzip)),
      },
      ...notificationRows(notifications),
      ...rebuildRows(rebuild),
      ...unitRows(rebuild),
      ...sealedRows(rebuild),
      ...payoutRows(payouts),
      [`data: ${CARS} cars, ${CARS * BOOKINGS_PER_CAR} bookings`]: {
        value: `${populateSeconds.toFixed(0)} s to load`,
        limit: `${search.resultsPerSearch} results/search`,
        verdict: '',
      },
    };
    console.table(table);
    const over = Object.entries(table).filter(([, row]) => row.verdict === 'OVER LIMIT');
    if (over.length > 0) {
      console.error(`Over the limit: ${over.map(([name]) => name).join('; ')}`);
      process.exitCode = 1;
    }
  } finally {
    await database.close();
  }
}

const parts: Record<string, () => Promise<void>> = {
  bookings: bookingsOnly,
  notifications: notificationsOnly,
  rebuild: rebuildOnly,
  payouts: payoutsOnly,
  live: liveOnly,
  scale: scaleOnly,
};
// A bench killed before its teardown leaves its databases (a 10× one is some 10 GB): the next run drops them.
const abandoned = await dropAbandonedTestDatabases(process.env.TEST_DATABASE_URL);
if (abandoned.length > 0) console.log(`Dropped databases left by killed runs: ${abandoned.join(', ')}`);
(ONLY && parts[ONLY] ? parts[ONLY]() : main()).catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
