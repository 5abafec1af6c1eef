// Notifications on real PostgreSQL and Redis with a local SMTP sink: e-mails per second end to end (from the events in
// the log to the SMTP server's acceptance), and how long jobs wait in the queue when 200 arrive each second.
import { randomUUID } from 'node:crypto';
import { contactStreamName, createPostgresEventStore, type ContactEvent } from '@grandtour/commands';
import type { TestDatabase } from '@grandtour/infra/testing';
import { inlineProjections, migrateReadModels } from '@grandtour/projections';
import { createBackgroundWork, createBullMqJobQueue, createSmtpMailer } from '@grandtour/workers';
import {
  appendConfirmedBooking,
  dropRedisPrefix,
  startSmtpSinkProcess,
  testQueuePrefix,
} from '@grandtour/workers/testing';

export interface NotificationBenchResult {
  burstEmails: number;
  emailsPerSecond: number;
  concurrency: number;
  offeredJobsPerSecond: number;
  jobsMeasured: number;
  queueWaitP50Ms: number;
  queueWaitP99Ms: number;
  eventToSmtpP99Ms: number;
}

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
};
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function waitFor(check: () => Promise<boolean>, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('notification bench: the e-mails did not all arrive in time');
    await sleep(10);
  }
}

export async function benchNotifications(
  database: TestDatabase,
  options: { redisUrl: string; burst: number; rateSeconds: number; concurrency: number },
): Promise<NotificationBenchResult> {
  await migrateReadModels(database.pool);
  const store = createPostgresEventStore({
    connectionString: database.connectionString,
    pool: database.pool,
    inlineProjections,
  });
  const sink = await startSmtpSinkProcess();
  const prefix = testQueuePrefix();
  const clock = () => new Date();
  const queue = createBullMqJobQueue({ url: options.redisUrl, prefix, clock });
  const mailer = createSmtpMailer({
    url: sink.url,
    from: 'Grand Tour <bench@grandtour.test>',
    maxConnections: 10,
  });
  const waits: number[] = [];
  let measuring = false;
  const work = createBackgroundWork({
    pool: database.pool,
    store,
    queue,
    mailer,
    clock,
    publicUrl: 'http://localhost:5000',
    supportEmail: 'support@grandtour.test',
    concurrency: options.concurrency,
    attempts: 3,
    onJobStarted(job) {
      if (measuring) waits.push(Date.now() - job.enqueuedAt.getTime());
    },
  });
  try {
    // 1. Throughput: a backlog of confirmed bookings already in the log; the clock runs from the workers' start to
    //    the SMTP sink's acceptance of the last confirmation (each also plans the owner's e-mail and two reminders).
    await work.reactor.initialise();
    for (let index = 0; index < options.burst; index += 50)
      await Promise.all(
        Array.from({ length: Math.min(50, options.burst - index) }, (_, i) =>
          appendConfirmedBooking(store, { index: index + i, now: new Date() }),
        ),
      );
    const started = performance.now();
    await work.start();
    await waitFor(async () => (await sink.count()) >= options.burst, 120_000);
    const emailsPerSecond = options.burst / ((performance.now() - started) / 1000);

    // 2. Queue wait at a steady 200 jobs/s: 100 contact messages a second, each an acknowledgement and a forward.
    const perSecond = 100;
    const before = await sink.count();
    measuring = true;
    const sentAt = new Map<string, number>();
    const rateStarted = performance.now();
    let sent = 0;
    while (sent < perSecond * options.rateSeconds) {
      const due = Math.floor(((performance.now() - rateStarted) / 1000) * perSecond);
      for (; sent < Math.min(due, perSecond * options.rateSeconds); sent++) {
        const messageId = randomUUID();
        const event: ContactEvent = {
          type: 'ContactMessageReceived',
          data: {
            messageId,
            firstName: 'Camille',
            lastName: `Bench ${sent}`,
            email: `bench-${sent}@example.com`,
            phone: null,
            subject: 'general',
            message: 'Bonjour, une question sur la location.',
            language: 'fr',
            senderId: null,
            receivedAt: new Date().toISOString(),
          },
        };
        sentAt.set(event.data.email, Date.now());
        void store.appendToStream(contactStreamName(messageId), [event], { expectedVersion: 0 });
      }
      await sleep(2);
    }
    const expected = before + sent * 2;
    await waitFor(async () => (await sink.count()) >= expected, 60_000);
    measuring = false;
    const { rows } = await database.pool.query(
      `SELECT recipient, sent_at AS "sentAt" FROM notifications WHERE type = 'contact-acknowledgement'`,
    );
    const latencies = (rows as { recipient: string; sentAt: Date }[])
      .filter((row) => sentAt.has(row.recipient))
      .map((row) => row.sentAt.getTime() - sentAt.get(row.recipient)!);
    return {
      burstEmails: options.burst,
      emailsPerSecond,
      concurrency: options.concurrency,
      offeredJobsPerSecond: perSecond * 2,
      jobsMeasured: waits.length,
      queueWaitP50Ms: percentile(waits, 50),
      queueWaitP99Ms: percentile(waits, 99),
      eventToSmtpP99Ms: percentile(latencies, 99),
    };
  } finally {
    await work.stop();
    await queue.close();
    await mailer.close();
    await store.close();
    await sink.close();
    await dropRedisPrefix(options.redisUrl, prefix);
  }
}
