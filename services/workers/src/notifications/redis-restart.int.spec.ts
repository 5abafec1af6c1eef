import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createPostgresEventStore, type EventStore } from '@grandtour/event-store';
import {
  createDiskObjectStore,
  createErasureConfirmationTokens,
  createExportLinkTokens,
} from '@grandtour/platform';
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from '@grandtour/platform/testing';
import { inlineProjections, migrateReadModels } from '@grandtour/projections';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBackgroundWork, type BackgroundWork } from '../background-work.ts';
import type { Mailer } from '../mail/mailer.ts';
import { createSmtpMailer } from '../mail/smtp-mailer.ts';
import { createBullMqJobQueue } from '../queue/bullmq-job-queue.ts';
import type { JobQueue } from '../queue/job-queue.ts';
import { appendConfirmedBooking, type ConfirmedBooking } from '../testing/confirmed-bookings.ts';
import { eventually, movableClock } from '../testing/eventually.ts';
import { testQueuePrefix } from '../testing/redis.ts';
import { startPrivateRedis } from '../testing/redis-server.ts';
import { startSmtpSink, type SmtpSink } from '../testing/smtp-sink.ts';
import { untilNotificationsIdle } from '../testing/until-idle.ts';
import { NOTIFICATIONS_QUEUE } from './notification-jobs.ts';
import { messageIdFor } from './notification-sender.ts';

const BURST = 200;

// Redis runs where CI gives TEST_REDIS_URL; this test starts (and kills) a redis-server of its own beside it.
if (process.env.TEST_REDIS_URL) {
  const kind = testDatabaseKinds().at(-1)!;
  describe(`a burst of ${BURST} confirmations while Redis restarts empty (${kind})`, () => {
    let redis: Awaited<ReturnType<typeof startPrivateRedis>>;
    let database: TestDatabase;
    let store: EventStore;
    let sink: SmtpSink;
    let queue: JobQueue;
    let work: BackgroundWork;
    let mailer: Mailer;
    const clock = movableClock();
    const errors: string[] = [];

    beforeAll(async () => {
      redis = await startPrivateRedis();
      sink = await startSmtpSink({ parse: false });
      database = await createTestDatabase(kind, 10);
      await migrateReadModels(database.pool);
      store = createPostgresEventStore({
        connectionString: database.connectionString,
        pool: database.pool,
        inlineProjections,
      });
      mailer = createSmtpMailer({ url: sink.url, from: 'Grand Tour <test@grandtour.test>' });
      const onError = (error: Error) => void errors.push(error.message);
      queue = createBullMqJobQueue({ url: redis.url, prefix: testQueuePrefix(), clock: clock.now, onError });
      work = createBackgroundWork({
        pool: database.pool,
        store,
        queue,
        mailer,
        // No handover report is sealed here: an empty store serves.
        objects: createDiskObjectStore(join(tmpdir(), 'grandtour-unused-objects')),
        clock: clock.now,
        publicUrl: 'http://localhost:5000',
        supportEmail: 'support@grandtour.test',
        exportLinks: createExportLinkTokens('export-links-secret-for-tests-only-0000'),
        erasureTokens: createErasureConfirmationTokens('erasure-links-secret-for-tests-only-0000'),
        concurrency: 10,
        attempts: 5,
        namedStatements: true,
        backoffMs: 50,
        onError,
      });
      await work.start();
    });
    afterAll(async () => {
      await work?.stop();
      await queue?.close();
      await mailer?.close();
      await store?.close();
      await database?.close();
      await sink?.close();
      await redis?.kill();
    });

    it('still sends each booking exactly one confirmation', async () => {
      const bookings: ConfirmedBooking[] = [];
      const burst = (async () => {
        for (let index = 0; index < BURST; index++)
          bookings.push(await appendConfirmedBooking(store, { index, now: clock.now() }));
      })();
      await eventually(() => sink.messageIds.length >= 30, 60_000, 2);
      const sentBeforeTheCrash = sink.messageIds.length;
      await redis.kill();
      // Down for a moment (how long a restart takes), not a wait for anything to happen.
      await new Promise((resolve) => setTimeout(resolve, 300));
      await redis.start();
      // It really came back empty: none of the e-mails already sent is known to the queue any more.
      expect((await queue.counts(NOTIFICATIONS_QUEUE)).completed).toBeLessThan(sentBeforeTheCrash);
      await burst;
      expect(sentBeforeTheCrash).toBeLessThan(BURST);

      // The queue came back empty: the deliveries still pending in PostgreSQL are queued again once overdue.
      clock.advance(2 * 60_000);
      await work.reactor.catchUp();
      await work.reactor.requeue();
      const confirmations = async () => {
        const { rows } = await database.pool.query(
          `SELECT id, booking_id AS "bookingId" FROM notification_deliveries WHERE template = 'booking-confirmed'`,
        );
        const received = new Map<string, number>();
        for (const id of sink.messageIds) received.set(id, (received.get(id) ?? 0) + 1);
        return new Map(
          (rows as { id: string; bookingId: string }[]).map((row) => [
            row.bookingId,
            received.get(messageIdFor(row.id)) ?? 0,
          ]),
        );
      };
      await eventually(
        async () => [...(await confirmations()).values()].filter((n) => n > 0).length === BURST,
        60_000,
        50,
      );
      // Give any duplicate every chance to show: another requeue, then until nothing is left that could send.
      clock.advance(5 * 60_000);
      await work.reactor.requeue();
      await untilNotificationsIdle({ pool: database.pool, store, queue, clock: clock.now });

      const perBooking = await confirmations();
      expect(perBooking.size).toBe(BURST);
      for (const booking of bookings) expect(perBooking.get(booking.bookingId), booking.bookingId).toBe(1);
      const { rows } = await database.pool.query(
        `SELECT count(*) FILTER (WHERE (notifications_sent->>'confirmation')::boolean)::int AS flagged FROM bookings`,
      );
      expect(rows[0]!.flagged).toBe(BURST);
      expect(errors.length).toBeGreaterThan(0);
    });
  });
}
