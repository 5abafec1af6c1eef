// npm run faults: the marketplace under crashes, each scenario scripted and ending by itself, on a PostgreSQL server
// of the run's own (so crashing it disturbs nothing else). Prints each figure beside its limit; non-zero exit on a miss.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { startApiNode } from './api-node.ts';
import { killDuringBookings } from './kill-during-bookings.ts';
import { killProjectionRunner } from './kill-projection-runner.ts';
import { killWorkerMidPayoutRun } from './kill-worker-mid-payout-run.ts';
import { killWorkerMidSend } from './kill-worker-mid-send.ts';
import { startPrivatePostgres } from './private-postgres.ts';
import { restartPostgresUnderLoad } from './restart-postgres.ts';

const root = new URL('../..', import.meta.url).pathname;
// Below Linux's ephemeral range (32768–60999): no outgoing connection is given these ports meanwhile, so the API and
// PostgreSQL find theirs free at start and again at every restart.
const port = (base: number) => base + Math.floor(Math.random() * 1000);
const rows: Record<string, { value: number | string; limit: string; verdict: string }> = {};
let failed = false;
function check(name: string, value: number, limit: string, ok: boolean) {
  rows[name] = { value: Number.isFinite(value) ? value : 'never', limit, verdict: ok ? 'ok' : 'FAILED' };
  if (!ok) failed = true;
}
const info = (name: string, value: number) => (rows[name] = { value, limit: '', verdict: '' });
/** `npm run faults -- workers projections`: only those scenarios (api, postgres, projections, workers, payouts, webhooks). */
const only = process.argv.slice(2);
const runs = (scenario: string) => only.length === 0 || only.includes(scenario);

const postgres = startPrivatePostgres(port(26000));
const dataDir = mkdtempSync(join(tmpdir(), 'grandtour-faults-'));
const pool = new pg.Pool({ connectionString: postgres.url, max: 2 });
pool.on('error', () => undefined);
const api = await startApiNode(port(27000), {
  DATABASE_URL: postgres.url,
  DATA_DIR: dataDir,
  NODE_ENV: 'production',
  COOKIE_SECRET: 'faults-run-secret-faults-run-secret-0000',
  DOCUMENTS_KEY: 'ZG9jdW1lbnRzLWtleS1mb3ItdGVzdHMtb25seS0wMDA=',
  PERSONAL_DATA_KEY: 'cGVyc29uYWwtZGF0YS1rZXktZm9yLXRlc3RzLTAwMDA=',
  SEED_DEMO_FLEET: 'true',
  RUN_WORKERS: 'false',
  // The asynchronous projections run in their own process (`npm run projections`), as in production.
  RUN_PROJECTIONS: 'false',
  LOG_LEVEL: 'fatal',
  // A handful of clients stand for many visitors from one address.
  SEARCH_REQUESTS_PER_MINUTE: '1000000',
  BOOKING_REQUESTS_PER_MINUTE: '1000000',
});
try {
  if (runs('api')) {
    console.log('1/6 kill -9 the API during a booking burst, clients retrying with their Idempotency-Key…');
    const kills = await killDuringBookings(api, pool);
    info('API processes killed (SIGKILL) during the burst', kills.kills);
    info('bookings attempted', kills.attempts);
    info('booked', kills.booked);
    info('refused (dates taken)', kills.refused);
    // Proof that the kills landed in the burst: requests were cut and retried.
    check('retries after a cut or a busy key', kills.retries, '> 0', kills.retries > 0);
    check('attempts left without a definitive answer', kills.gaveUp, '= 0', kills.gaveUp === 0);
    check(
      'bookings stored beyond one per acknowledged key',
      kills.bookingStreams - kills.booked,
      '= 0',
      kills.bookingStreams === kills.booked,
    );
    check(
      '201 answers that differ from the stored events',
      kills.answersNotMatchingEvents,
      '= 0',
      kills.answersNotMatchingEvents === 0,
    );
    check(
      'bookings the visitor was told had failed',
      kills.bookingsTheVisitorWasToldFailed,
      '= 0',
      kills.bookingsTheVisitorWasToldFailed === 0,
    );
    check(
      'overlapping live bookings of one car',
      kills.overlappingBookings,
      '= 0',
      kills.overlappingBookings === 0,
    );
  }

  if (runs('postgres')) {
    console.log('2/6 crash PostgreSQL under load and start it again…');
    const restart = await restartPostgresUnderLoad(api, postgres);
    info('requests during the run', restart.requests);
    info('answers while PostgreSQL was down', restart.answeredWhileDown);
    check(
      '503 answers while PostgreSQL was down',
      restart.status503WhileDown,
      '> 0',
      restart.status503WhileDown > 0,
    );
    check('500s or unanswered requests', restart.otherServerErrors, '= 0', restart.otherServerErrors === 0);
    check(
      'seconds from PostgreSQL back to the first write served',
      restart.recoverySeconds,
      '≤ 10',
      restart.recoverySeconds <= 10,
    );
    info('favourites acknowledged (201)', restart.acknowledgedFavourites);
    check(
      'acknowledged writes lost',
      restart.lostAcknowledgedWrites,
      '= 0',
      restart.lostAcknowledgedWrites === 0,
    );
  }

  if (runs('projections')) {
    console.log('3/6 kill -9 the projection runner while bookings and payments keep coming…');
    const projections = await killProjectionRunner(api, postgres.url, pool);
    info('projection runner processes killed (SIGKILL)', projections.kills);
    info('bookings made meanwhile', projections.booked);
    info('tables of the asynchronous projections compared', projections.tables);
    check(
      'tables that differ from a clean rebuild',
      projections.differing.length,
      '= 0',
      projections.differing.length === 0,
    );
    for (const difference of projections.differing) console.error(`  ${difference}`);
  }

  if (runs('workers')) {
    console.log('4/6 kill -9 the e-mail worker in the middle of a burst of confirmations over SMTP…');
    const mails = await killWorkerMidSend(postgres.url);
    info('worker processes killed (SIGKILL) while sending', mails.kills);
    info('confirmations planned', mails.confirmationsPlanned);
    info('e-mails the SMTP server received', mails.emailsReceived);
    info('e-mails claimed by a worker when it was killed', mails.inFlightAtKills);
    check(
      'seconds from the last kill to nothing left to send (claims run out after 120)',
      mails.secondsToIdle,
      '≤ 240',
      mails.secondsToIdle <= 240,
    );
    check(
      'confirmations planned for the bookings',
      mails.confirmationsPlanned,
      `= ${mails.bookings}`,
      mails.confirmationsPlanned === mails.bookings,
    );
    check('confirmations never received', mails.lost, '= 0', mails.lost === 0);
    check('confirmations not recorded as sent', mails.notSent, '= 0', mails.notSent === 0);
    check(
      'distinct Message-IDs received (what a receiver keeps)',
      mails.distinctMessageIds,
      `= ${mails.confirmationsPlanned}`,
      mails.distinctMessageIds === mails.confirmationsPlanned,
    );
    check('Message-IDs of no delivery', mails.unknownMessageIds, '= 0', mails.unknownMessageIds === 0);
    info('second copies (same Message-ID) of e-mails claimed at a kill', mails.secondCopies);
    check(
      'second copies beyond one per kill that caught the e-mail claimed',
      mails.secondCopiesOutsideTheWindow,
      '= 0',
      mails.secondCopiesOutsideTheWindow === 0,
    );
    check(
      'notifications recorded beyond one per confirmation',
      mails.recordedRows - mails.confirmationsPlanned,
      '= 0',
      mails.recordedRows === mails.confirmationsPlanned && mails.recordedBookings === mails.bookings,
    );
  }

  if (runs('payouts')) {
    console.log('5/6 kill -9 the worker during a payout run…');
    const payouts = await killWorkerMidPayoutRun(postgres.url);
    info('worker processes killed (SIGKILL) while paying out', payouts.kills);
    info('payouts due', payouts.bookings);
    info('transfers at the provider', payouts.transfers);
    check(
      'seconds from the last kill to every payout recorded paid',
      payouts.secondsToAllPaid,
      '≤ 120',
      payouts.secondsToAllPaid <= 120,
    );
    check(
      'payouts never transferred',
      payouts.payoutsWithoutTransfer,
      '= 0',
      payouts.payoutsWithoutTransfer === 0,
    );
    check(
      'payouts transferred twice',
      payouts.payoutsTransferredTwice,
      '= 0',
      payouts.payoutsTransferredTwice === 0,
    );
    check('payouts not recorded sent', payouts.notRecorded, '= 0', payouts.notRecorded === 0);
    check('payouts recorded sent twice', payouts.recordedTwice, '= 0', payouts.recordedTwice === 0);
  }
} finally {
  await api.stop().catch(() => undefined);
  await pool.end().catch(() => undefined);
  postgres.remove();
  rmSync(dataDir, { recursive: true, force: true });
}

if (runs('webhooks')) {
  console.log('6/6 replay signed payment webhooks (Stripe and PayPal, local fakes) ten times…');
  const replay = spawnSync(
    'npx',
    [
      'vitest',
      'run',
      '--project',
      'int',
      'services/api/src/routes/payments/stripe-payments',
      'services/api/src/routes/payments/paypal-payments',
      '-t',
      'replay',
    ],
    { cwd: root, stdio: 'inherit' },
  );
  check('webhook replay tests failing', replay.status ?? 1, '= 0', replay.status === 0);
}

console.table(rows);
process.exit(failed ? 1 : 0);
