import type { ChildProcess } from 'node:child_process';
import { bookingStreamName, payoutIdOf, type BookingEvent } from '@grandtour/commands';
import { createPostgresEventStore } from '@grandtour/event-store';
import { createPool } from '@grandtour/platform';
import { inlineProjections } from '@grandtour/projections';
import { startPrivateRedis } from '@grandtour/workers/testing';
import { appendPayableCompletedBookings } from './payable-bookings.ts';
import { sleep } from './visitor.ts';
import { kill, startWorker } from './worker-process.ts';

const BOOKINGS = 300;
const KILLS = 3;
const TIMEOUT_MS = 180_000;

/**
 * `npm run workers` (on Redis) pays the owners of 300 completed bookings (the payout run in its booking sweep, on the demo
 * provider) and is killed with SIGKILL three times while transfers are going out, then started again. Once every
 * payout is recorded paid, each payout must have been made exactly once at the provider (the demo's transfer table)
 * and recorded once on its booking's stream.
 */
export async function killWorkerMidPayoutRun(databaseUrl: string) {
  // BullMQ, as in production: a killed worker's sweep job is taken up again once its lock runs out (30 s).
  const redis = await startPrivateRedis();
  const pool = createPool(databaseUrl, 4);
  const store = createPostgresEventStore({ connectionString: databaseUrl, pool, inlineProjections });
  const env = {
    DATABASE_URL: databaseUrl,
    REDIS_URL: redis.url,
    QUEUE_PREFIX: 'faults-payouts',
    NODE_ENV: 'production',
    COOKIE_SECRET: 'x'.repeat(40),
    DOCUMENTS_KEY: 'ZG9jdW1lbnRzLWtleS1mb3ItdGVzdHMtb25seS0wMDA=',
    PERSONAL_DATA_KEY: 'cGVyc29uYWwtZGF0YS1rZXktZm9yLXRlc3RzLTAwMDA=',
    LOG_LEVEL: 'fatal',
    BOOKING_SWEEP_SECONDS: '1',
  };
  const count = async (sql: string, params: unknown[]) =>
    Number((await pool.query<{ n: string }>(sql, params)).rows[0]?.n ?? 0);
  let worker: ChildProcess | undefined;
  try {
    const bookingIds = await appendPayableCompletedBookings(
      { store, pool, now: new Date() },
      { bookings: BOOKINGS, owners: 10 },
    );
    const payoutIds = bookingIds.map(payoutIdOf);
    const transfers = () =>
      count('SELECT count(*) AS n FROM demo_transfers WHERE payout_id = ANY($1::text[])', [payoutIds]);
    const paid = () =>
      count(`SELECT count(*) AS n FROM payouts WHERE status = 'paid' AND payout_id = ANY($1::uuid[])`, [
        payoutIds,
      ]);
    worker = await startWorker(env);
    let kills = 0;
    for (; kills < KILLS; kills++) {
      // Into the run: some transfers made, more to come.
      const target = Math.floor(((kills + 1) * BOOKINGS) / (KILLS + 2));
      const deadline = Date.now() + TIMEOUT_MS;
      while ((await transfers()) < target) {
        if (Date.now() > deadline) throw new Error('the payout run did not get going');
        await sleep(5);
      }
      await kill(worker);
      worker = await startWorker(env);
    }
    const lastKill = Date.now();
    let secondsToAllPaid = Infinity;
    while (Date.now() - lastKill < TIMEOUT_MS) {
      if ((await paid()) === BOOKINGS) {
        secondsToAllPaid = (Date.now() - lastKill) / 1000;
        break;
      }
      await sleep(50);
    }
    const perPayout = (
      await pool.query<{ payout_id: string; n: string }>(
        'SELECT payout_id, count(*) AS n FROM demo_transfers WHERE payout_id = ANY($1::text[]) GROUP BY payout_id',
        [payoutIds],
      )
    ).rows;
    let recordedTwice = 0;
    let notRecorded = 0;
    for (const bookingId of bookingIds) {
      const { events } = await store.readStream<BookingEvent>(bookingStreamName(bookingId));
      const sent = events.filter((event) => event.type === 'PayoutSent').length;
      if (sent > 1) recordedTwice++;
      if (sent === 0) notRecorded++;
    }
    return {
      kills,
      bookings: BOOKINGS,
      secondsToAllPaid,
      transfers: await transfers(),
      payoutsWithoutTransfer: BOOKINGS - perPayout.length,
      payoutsTransferredTwice: perPayout.filter((row) => Number(row.n) > 1).length,
      recordedTwice,
      notRecorded,
    };
  } finally {
    if (worker) await kill(worker);
    await store.close();
    await pool.end();
    await redis.kill();
  }
}
