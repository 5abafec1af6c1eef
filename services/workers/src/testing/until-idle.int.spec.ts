import { createPostgresEventStore, type EventStore } from '@grandtour/event-store';
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from '@grandtour/platform/testing';
import { inlineProjections, migrateReadModels } from '@grandtour/projections';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NOTIFICATIONS_QUEUE } from '../notifications/notification-jobs.ts';
import {
  createNotificationReactor,
  type NotificationReactor,
} from '../notifications/notification-reactor.ts';
import { createBullMqJobQueue } from '../queue/bullmq-job-queue.ts';
import type { JobQueue, JobWorker } from '../queue/job-queue.ts';
import { createPostgresJobQueue } from '../queue/postgres-job-queue.ts';
import { appendConfirmedBooking } from './confirmed-bookings.ts';
import { eventually, movableClock } from './eventually.ts';
import { dropRedisPrefix, testQueuePrefix } from './redis.ts';
import { notificationActivity, untilNotificationsIdle, type NotificationSystem } from './until-idle.ts';

const DAY = 24 * 3_600_000;
const redisUrl = process.env.TEST_REDIS_URL;
const setups: { database: ReturnType<typeof testDatabaseKinds>[number]; redis: boolean }[] =
  testDatabaseKinds().map((database) => ({ database, redis: false }));
if (redisUrl) setups.push({ database: testDatabaseKinds().at(-1)!, redis: true });

for (const setup of setups) {
  describe(`waiting for the notifications to be idle (${setup.database}, ${setup.redis ? 'BullMQ on Redis' : 'database queue'})`, () => {
    let database: TestDatabase;
    let store: EventStore;
    let queue: JobQueue;
    let reactor: NotificationReactor;
    let system: NotificationSystem;
    const clock = movableClock();
    const prefix = testQueuePrefix();
    const workers: JobWorker[] = [];

    beforeAll(async () => {
      database = await createTestDatabase(setup.database, 4);
      await migrateReadModels(database.pool);
      store = createPostgresEventStore({
        connectionString: database.connectionString,
        pool: database.pool,
        inlineProjections,
      });
      queue = setup.redis
        ? createBullMqJobQueue({ url: redisUrl!, prefix, clock: clock.now })
        : createPostgresJobQueue({ pool: database.pool, clock: clock.now, pollMs: 10 });
      reactor = createNotificationReactor({
        pool: database.pool,
        store,
        queue,
        clock: clock.now,
        attempts: 2,
        backoffMs: 60_000,
      });
      await reactor.initialise();
      system = { pool: database.pool, store, queue, clock: clock.now };
    });
    afterAll(async () => {
      await Promise.all(workers.map((worker) => worker.close()));
      await queue?.close();
      await store?.close();
      await database?.close();
      if (setup.redis) await dropRedisPrefix(redisUrl!, prefix);
    });

    /** Not idle now, and waiting for it gives up saying why. */
    async function expectBusy(reason: RegExp) {
      expect((await notificationActivity(system)).busy.join('; ')).toMatch(reason);
      await expect(untilNotificationsIdle(system, { timeoutMs: 300 })).rejects.toThrow(reason);
    }
    const work = (handler: (id: string) => Promise<void>) => {
      const worker = queue.process(NOTIFICATIONS_QUEUE, (job) => handler(job.id), { concurrency: 1 });
      workers.push(worker);
      return worker;
    };

    it('is idle at once when nothing is left to do, and ignores a job delayed to a later time', async () => {
      await queue.add(
        NOTIFICATIONS_QUEUE,
        'reminder-24h',
        {},
        { id: 'a-reminder-next-month', runAt: new Date(clock.now().getTime() + 30 * DAY) },
      );
      await untilNotificationsIdle(system, { timeoutMs: 5_000 });
    });

    it('is not idle while a job waits for a worker', async () => {
      await queue.add(NOTIFICATIONS_QUEUE, 'booking-confirmed', {}, { id: 'waiting-job' });
      await expectBusy(/1 waiting/);
    });

    it('is not idle while a job runs, and is once it has finished', async () => {
      let release = () => {};
      const held = new Promise<void>((resolve) => (release = resolve));
      const worker = work(() => held);
      await eventually(async () => (await queue.runnable(NOTIFICATIONS_QUEUE, clock.now())).active === 1);
      await expectBusy(/1 active/);
      release();
      await untilNotificationsIdle(system, { timeoutMs: 10_000 });
      await worker.close();
    });

    it('is not idle while a failed job waits out its back-off before another attempt', async () => {
      await queue.add(
        NOTIFICATIONS_QUEUE,
        'booking-confirmed',
        {},
        { id: 'failing-job', attempts: 2, backoffMs: 60_000 },
      );
      const worker = work(async () => {
        throw new Error('421 try again later');
      });
      await eventually(async () => (await queue.runnable(NOTIFICATIONS_QUEUE, clock.now())).due === 1);
      await worker.close();
      await expectBusy(/1 delayed but due or retrying/);
      expect(await queue.remove(NOTIFICATIONS_QUEUE, 'failing-job')).toBe(true);
      await untilNotificationsIdle(system, { timeoutMs: 5_000 });
    });

    it('is not idle while the reactor has events to read, then while their deliveries are unsent', async () => {
      const booking = await appendConfirmedBooking(store, { index: 1, now: clock.now() });
      await expectBusy(/the reactor has events still to read/);
      await reactor.catchUp();
      await expectBusy(/1 deliveries due and unsent.*1 waiting/);
      // A worker that settles the delivery as the sender would: sending while the job runs, then sent.
      let release = () => {};
      const held = new Promise<void>((resolve) => (release = resolve));
      const worker = work(async (id) => {
        await database.pool.query(`UPDATE notification_deliveries SET status = 'sending' WHERE id = $1`, [
          id,
        ]);
        await held;
        await database.pool.query(`UPDATE notification_deliveries SET status = 'sent' WHERE id = $1`, [id]);
      });
      await eventually(async () => (await notificationActivity(system)).busy.join().includes('being sent'));
      await expectBusy(/1 deliveries being sent/);
      release();
      await untilNotificationsIdle(system, { timeoutMs: 10_000 });
      await worker.close();
      const { rows } = await database.pool.query(
        `SELECT template, status FROM notification_deliveries WHERE booking_id = $1 ORDER BY template`,
        [booking.bookingId],
      );
      // The reminders are still ahead: planned, not due, and no reason to wait.
      expect(rows).toEqual([
        { template: 'booking-confirmed', status: 'sent' },
        { template: 'reminder-1h', status: 'pending' },
        { template: 'reminder-24h', status: 'pending' },
      ]);
    });
  });
}
