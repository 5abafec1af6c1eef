import { createPostgresEventStore } from '@grandtour/event-store';
import { createPool } from '@grandtour/platform';
import { inlineProjections } from '@grandtour/projections';
import { createBullMqJobQueue, messageIdFor } from '@grandtour/workers';
import {
  appendConfirmedBooking,
  startPrivateRedis,
  startSmtpSink,
  untilNotificationsIdle,
} from '@grandtour/workers/testing';
import { sleep } from './visitor.ts';
import { kill, startWorker } from './worker-process.ts';

const BOOKINGS = 300;
const KILLS = 3;
/** The sink holds its answer this long after it has a message: the sender may die in between (decision 24's window). */
const SINK_ANSWER_MS = 30;
/** A killed worker's claims run out after two minutes; then they are sent again. */
const IDLE_TIMEOUT_MS = 240_000;

/**
 * `npm run workers` on Redis, sending a burst of confirmations (each with its PDF receipt) to a real SMTP server, is
 * killed with SIGKILL three times while it sends, each time with e-mails in the middle of their SMTP exchange, and
 * started again. Once nothing is left that could send (`untilNotificationsIdle`, no sleep), every e-mail the server
 * received is counted per Message-ID. Decision 24 promises: none lost; a second copy only of an e-mail whose worker
 * died between the server taking it and its record (it is sent again when the claim runs out), with the same
 * Message-ID, so a receiver that drops repeated Message-IDs gets each exactly once; each recorded once.
 */
export async function killWorkerMidSend(databaseUrl: string) {
  const redis = await startPrivateRedis();
  const sink = await startSmtpSink({ parse: false, answerAfterMs: SINK_ANSWER_MS });
  const pool = createPool(databaseUrl, 4);
  const store = createPostgresEventStore({ connectionString: databaseUrl, pool, inlineProjections });
  const prefix = 'faults';
  const queue = createBullMqJobQueue({ url: redis.url, prefix, clock: () => new Date() });
  const env = {
    DATABASE_URL: databaseUrl,
    REDIS_URL: redis.url,
    QUEUE_PREFIX: prefix,
    SMTP_URL: sink.url,
    NODE_ENV: 'production',
    COOKIE_SECRET: 'x'.repeat(40),
    DOCUMENTS_KEY: 'ZG9jdW1lbnRzLWtleS1mb3ItdGVzdHMtb25seS0wMDA=',
    PERSONAL_DATA_KEY: 'cGVyc29uYWwtZGF0YS1rZXktZm9yLXRlc3RzLTAwMDA=',
    LOG_LEVEL: 'fatal',
    NOTIFICATION_CONCURRENCY: '20',
  };
  let worker = await startWorker(env);
  /** Per delivery, how many kills caught it claimed: each may have cost one copy more. */
  const inFlightAtKills = new Map<string, number>();
  try {
    const bookingIds: string[] = [];
    const burst = (async () => {
      for (let index = 0; index < BOOKINGS; index++)
        bookingIds.push((await appendConfirmedBooking(store, { index, now: new Date() })).bookingId);
    })();
    const sending = async () =>
      (await pool.query(`SELECT id FROM notification_deliveries WHERE status = 'sending'`)).rows.map(
        (row: { id: string }) => row.id,
      );
    let kills = 0;
    for (; kills < KILLS; kills++) {
      // Into the burst, and with e-mails under way: some claimed, their SMTP exchange begun.
      const target = ((kills + 1) * BOOKINGS) / (KILLS + 2);
      const deadline = Date.now() + 120_000;
      while (sink.messageIds.length < target || (await sending()).length < 3) {
        if (Date.now() > deadline) throw new Error('the burst did not get going');
        await sleep(5);
      }
      await kill(worker);
      for (const id of await sending()) inFlightAtKills.set(id, (inFlightAtKills.get(id) ?? 0) + 1);
      worker = await startWorker(env);
    }
    await burst;
    const lastKill = Date.now();
    const secondsToIdle = await untilNotificationsIdle(
      { pool, store, queue, clock: () => new Date() },
      { timeoutMs: IDLE_TIMEOUT_MS, settleMs: 200 },
    ).then(
      () => (Date.now() - lastKill) / 1000,
      (error: Error) => {
        console.error(`  ${error.message}`);
        return Infinity;
      },
    );

    const deliveries = (
      await pool.query(
        `SELECT id, status FROM notification_deliveries
          WHERE template = 'booking-confirmed' AND booking_id = ANY($1::uuid[])`,
        [bookingIds],
      )
    ).rows as { id: string; status: string }[];
    const received = new Map<string, number>();
    for (const id of sink.messageIds) received.set(id, (received.get(id) ?? 0) + 1);
    const known = new Set(
      (await pool.query(`SELECT id FROM notification_deliveries`)).rows.map((row: { id: string }) =>
        messageIdFor(row.id),
      ),
    );
    const copies = deliveries.map((delivery) => ({
      ...delivery,
      copies: received.get(messageIdFor(delivery.id)) ?? 0,
    }));
    const duplicated = copies.filter((delivery) => delivery.copies > 1);
    const recorded = (
      await pool.query(
        `SELECT count(*)::int AS rows, count(DISTINCT booking_id)::int AS bookings FROM notifications
          WHERE type = 'booking-confirmed' AND booking_id = ANY($1::uuid[])`,
        [bookingIds],
      )
    ).rows[0] as { rows: number; bookings: number };
    return {
      kills,
      bookings: bookingIds.length,
      confirmationsPlanned: deliveries.length,
      emailsReceived: sink.messageIds.length,
      distinctMessageIds: received.size,
      inFlightAtKills: inFlightAtKills.size,
      lost: copies.filter((delivery) => delivery.copies === 0).length,
      notSent: copies.filter((delivery) => delivery.status !== 'sent').length,
      secondCopies: duplicated.reduce((sum, delivery) => sum + delivery.copies - 1, 0),
      secondCopiesOutsideTheWindow: duplicated.filter(
        (delivery) => delivery.copies - 1 > (inFlightAtKills.get(delivery.id) ?? 0),
      ).length,
      unknownMessageIds: [...received.keys()].filter((id) => !known.has(id)).length,
      recordedRows: recorded.rows,
      recordedBookings: recorded.bookings,
      secondsToIdle,
    };
  } finally {
    await kill(worker);
    await queue.close();
    await store.close();
    await pool.end();
    await sink.close();
    await redis.kill();
  }
}
