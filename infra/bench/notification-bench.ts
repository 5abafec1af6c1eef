// Notifications on real PostgreSQL and Redis with a local SMTP sink, run by the production worker process itself
// (`npm run workers`, several of them): e-mails per second end to end (from the confirmations in the log to the SMTP
// server's acceptance), and how long jobs wait in the queue when 200 arrive each second (BullMQ's own timestamps).
import { benchStore } from './bench-store.ts';
import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import { createInterface } from 'node:readline';
import { contactStreamName, type ContactEvent } from '@grandtour/commands';
import type { TestDatabase } from '@grandtour/platform/testing';
import {
  createBullMqJobQueue,
  createNotificationReactor,
  createSmtpMailer,
  NOTIFICATIONS_QUEUE,
} from '@grandtour/workers';
import {
  appendConfirmedBooking,
  appendOwnerAccount,
  dropRedisPrefix,
  startSmtpSinkProcess,
  testQueuePrefix,
} from '@grandtour/workers/testing';
import { Queue } from 'bullmq';
import { Redis } from 'ioredis';
import { cpuSpentMs, processesCpuMs } from './process-cpu.ts';

export interface NotificationBenchResult {
  /** Confirmed bookings in the backlog: each calls for a confirmation with its PDF receipt and the owner's notice. */
  bookings: number;
  burstEmails: number;
  workerProcesses: number;
  concurrencyPerProcess: number;
  emailsPerSecond: number;
  /** CPU time of the whole machine (workers, PostgreSQL, Redis, the sink) per e-mail of the burst; null off Linux. */
  machineCpuMsPerEmail: number | null;
  /**
   * CPU time of the worker processes alone per e-mail, and of the PostgreSQL backends serving this database: on a
   * shared machine, what the notifications themselves cost (0 off Linux).
   */
  workerCpuMsPerEmail: number;
  databaseCpuMsPerEmail: number;
  /** How long the reactor took to plan the whole backlog (the e-mails go out meanwhile). */
  reactorSeconds: number;
  smtpCeilingPerSecond: number;
  /** Machine CPU per message of that SMTP leg alone (nodemailer and the sink); null off Linux. */
  smtpCpuMsPerMessage: number | null;
  offeredJobsPerSecond: number;
  jobsMeasured: number;
  queueWaitP50Ms: number;
  queueWaitP99Ms: number;
}

const root = new URL('../..', import.meta.url).pathname;
/** A fleet's owners: each has many cars, so many bookings. */
const OWNERS = 50;
const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
};
/** Busy CPU time of every core so far, in ms, from /proc/stat (Linux); null elsewhere. */
async function machineCpuMs(): Promise<number | null> {
  try {
    const [cpu] = (await readFile('/proc/stat', 'utf8')).split('\n');
    const [user, nice, system, , , irq, softirq, steal] = cpu!.trim().split(/\s+/).slice(1).map(Number);
    return ((user! + nice! + system! + irq! + softirq! + steal!) * 1000) / 100; // USER_HZ is 100 on Linux
  } catch {
    return null;
  }
}
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function waitFor(check: () => Promise<boolean>, timeoutMs: number, what: string) {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`notification bench: ${what} did not happen in time`);
    await sleep(10);
  }
}

/** `npm run workers`'s command line, as package.json has it (`node` and its arguments). */
async function workersCommand(): Promise<string[]> {
  const manifest = JSON.parse(await readFile(`${root}package.json`, 'utf8')) as {
    scripts: { workers: string };
  };
  return manifest.scripts.workers.split(' ').filter(Boolean);
}

/** One `npm run workers` process; resolves once it says it is running. */
function startWorkerProcess(
  command: string[],
  env: NodeJS.ProcessEnv,
): { child: ChildProcess; ready: Promise<number> } {
  const extra = process.env.BENCH_WORKER_NODE_ARGS?.split(' ').filter(Boolean) ?? [];
  // The counting preload is TypeScript: it goes after the command's own `--import tsx`, before the script.
  const counting = process.env.BENCH_COUNT_IO ? ['--import', `${root}infra/bench/count-io.ts`] : [];
  const args = command.slice(1);
  const child = spawn(process.execPath, [...extra, ...args.slice(0, -1), ...counting, ...args.slice(-1)], {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const ready = new Promise<number>((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`a worker process exited (${code}) before it was ready`)));
    createInterface({ input: child.stdout! }).on('line', (line) => {
      if (line.startsWith('Grand Tour workers running')) resolve(performance.now());
    });
  });
  return { child, ready };
}

/**
 * nodemailer alone sending to the same sink: the ceiling of the SMTP leg on this machine, in this run, and the CPU of
 * the whole machine it takes per message (client and sink).
 */
async function smtpCeiling(url: string, count: number, sinkCount: () => Promise<number>) {
  const mailer = createSmtpMailer({ url, from: 'Grand Tour <bench@grandtour.test>' });
  const html = `<p>${'Votre réservation est confirmée. '.repeat(150)}</p>`;
  const base = await sinkCount();
  const cpuAtStart = await machineCpuMs();
  const started = performance.now();
  let next = 0;
  await Promise.all(
    Array.from({ length: 50 }, async () => {
      while (next < count) {
        const n = next++;
        await mailer.send({
          messageId: `ceiling-${n}@bench`,
          to: `c${n}@example.com`,
          subject: 'Réservation',
          html,
          text: html,
        });
      }
    }),
  );
  await waitFor(async () => (await sinkCount()) >= base + count, 60_000, 'the ceiling run');
  const perSecond = count / ((performance.now() - started) / 1000);
  const cpuAtEnd = await machineCpuMs();
  await mailer.close();
  const cpuMsPerMessage = cpuAtStart === null || cpuAtEnd === null ? null : (cpuAtEnd - cpuAtStart) / count;
  return { perSecond, cpuMsPerMessage };
}

type IoSnapshot = {
  cpuMs: number;
  statements: Record<string, number>;
  redisCommands: Record<string, number>;
};

/** With BENCH_COUNT_IO (a directory): each worker's counts so far (infra/bench/count-io.ts), summed. */
async function snapshotIo(pids: number[]): Promise<IoSnapshot | null> {
  const directory = process.env.BENCH_COUNT_IO;
  if (!directory) return null;
  const before = new Set(await readdir(directory));
  for (const pid of pids) process.kill(pid, 'SIGUSR2');
  let files: string[] = [];
  await waitFor(
    async () => {
      files = (await readdir(directory)).filter((file) => !before.has(file));
      return files.length >= pids.length;
    },
    10_000,
    'the I/O counts',
  );
  const sum: IoSnapshot = { cpuMs: 0, statements: {}, redisCommands: {} };
  for (const file of files) {
    const one = JSON.parse(await readFile(`${directory}/${file}`, 'utf8')) as IoSnapshot;
    sum.cpuMs += one.cpuMs;
    for (const kind of ['statements', 'redisCommands'] as const)
      for (const [key, n] of Object.entries(one[kind])) sum[kind][key] = (sum[kind][key] ?? 0) + n;
  }
  return sum;
}

function printIoPerEmail(start: IoSnapshot, end: IoSnapshot, emails: number) {
  for (const kind of ['statements', 'redisCommands'] as const) {
    const rows = Object.entries(end[kind])
      .map(([key, n]) => [key, (n - (start[kind][key] ?? 0)) / emails] as const)
      .filter(([, perEmail]) => perEmail > 0)
      .sort((a, b) => b[1] - a[1]);
    const total = rows.reduce((sum, [, perEmail]) => sum + perEmail, 0);
    console.error(`${kind} per e-mail: ${total.toFixed(2)}`);
    for (const [key, perEmail] of rows) console.error(`  ${perEmail.toFixed(3)}  ${key}`);
  }
  console.error(
    `worker CPU ms per e-mail (process.cpuUsage): ${((end.cpuMs - start.cpuMs) / emails).toFixed(2)}`,
  );
}

export async function benchNotifications(
  database: TestDatabase,
  options: {
    redisUrl: string;
    bookings: number;
    rateSeconds: number;
    processes: number;
    concurrency: number;
  },
): Promise<NotificationBenchResult> {
  const store = await benchStore(database);
  const sink = await startSmtpSinkProcess();
  const prefix = testQueuePrefix();
  const workers: ChildProcess[] = [];
  const redis = new Redis(options.redisUrl, { maxRetriesPerRequest: null });
  const notifications = new Queue(NOTIFICATIONS_QUEUE, { connection: redis, prefix });
  try {
    const ceiling = await smtpCeiling(sink.url, 2000, () => sink.count());

    // 1. Throughput: a backlog of confirmed bookings already in the log, the worker processes started on it; the clock
    //    runs from the first one ready to the sink's last acceptance. Each booking's owner has an account, as every
    //    owner who lists a car does, so each booking sends two e-mails (the customer's confirmation with its PDF
    //    receipt, the owner's notice) and plans two reminders.
    const clock = () => new Date();
    const reactorQueue = createBullMqJobQueue({ url: options.redisUrl, prefix, clock });
    await createNotificationReactor({
      pool: database.pool,
      store,
      queue: reactorQueue,
      clock,
      attempts: 3,
      backoffMs: 1000,
    }).initialise();
    await reactorQueue.close();
    const owners = await Promise.all(
      Array.from({ length: OWNERS }, (_, index) => appendOwnerAccount(store, { index, now: new Date() })),
    );
    for (let index = 0; index < options.bookings; index += 50)
      await Promise.all(
        Array.from({ length: Math.min(50, options.bookings - index) }, (_, i) =>
          appendConfirmedBooking(store, {
            index: index + i,
            now: new Date(),
            ownerId: owners[(index + i) % OWNERS],
          }),
        ),
      );
    // Statistics as autovacuum keeps them on a live database (here the log was written a moment ago).
    await database.pool.query('ANALYZE');
    const burstEmails = options.bookings * 2;
    const env = {
      DATABASE_URL: database.connectionString,
      DATABASE_POOL_SIZE: '12',
      REDIS_URL: options.redisUrl,
      QUEUE_PREFIX: prefix,
      SMTP_URL: sink.url,
      SUPPORT_EMAIL: 'support@grandtour.test',
      NOTIFICATION_CONCURRENCY: String(options.concurrency),
      BOOKING_SWEEP_SECONDS: '3600',
      LOG_LEVEL: 'silent',
      NODE_ENV: 'development',
    };
    const command = await workersCommand();
    const started = Array.from({ length: options.processes }, () => startWorkerProcess(command, env));
    workers.push(...started.map(({ child }) => child));
    const firstReady = await Promise.race(started.map(({ ready }) => ready));
    await Promise.all(started.map(({ ready }) => ready));
    const backends = async () =>
      (
        await database.pool.query<{ pid: number }>(
          'SELECT pid FROM pg_stat_activity WHERE datname = current_database()',
        )
      ).rows.map(({ pid }) => pid);
    const workerPids = workers.map((child) => child.pid!);
    const workersAtStart = await processesCpuMs(workerPids);
    const ioAtStart = await snapshotIo(workerPids);
    const backendsAtStart = await processesCpuMs(await backends());
    const cpuAtStart = await machineCpuMs();
    let plannedAt = 0;
    await waitFor(
      async () => {
        if (!plannedAt) {
          const { rows } = await database.pool.query(
            `SELECT count(*)::int AS n FROM notification_deliveries WHERE template = 'booking-confirmed'`,
          );
          if ((rows[0] as { n: number }).n >= options.bookings) plannedAt = performance.now();
        }
        return (await sink.count()) >= 2000 + burstEmails;
      },
      180_000,
      'the burst',
    );
    const emailsPerSecond = burstEmails / ((performance.now() - firstReady) / 1000);
    if (ioAtStart) printIoPerEmail(ioAtStart, (await snapshotIo(workerPids))!, burstEmails);
    const cpuAtEnd = await machineCpuMs();
    const workerCpuMsPerEmail = cpuSpentMs(workersAtStart, await processesCpuMs(workerPids)) / burstEmails;
    const databaseCpuMsPerEmail =
      cpuSpentMs(
        backendsAtStart,
        await processesCpuMs([...new Set([...backendsAtStart.keys(), ...(await backends())])]),
      ) / burstEmails;
    const machineCpuMsPerEmail =
      cpuAtStart === null || cpuAtEnd === null ? null : (cpuAtEnd - cpuAtStart) / burstEmails;
    const reactorSeconds = (plannedAt - firstReady) / 1000;

    // 2. Queue wait at a steady 200 jobs/s: 100 contact messages a second, each an acknowledgement and a forward.
    const perSecond = 100;
    const before = await sink.count();
    const rateStarted = performance.now();
    let sent = 0;
    const total = perSecond * options.rateSeconds;
    const appends: Promise<unknown>[] = [];
    while (sent < total) {
      const due = Math.min(total, Math.floor(((performance.now() - rateStarted) / 1000) * perSecond));
      for (; sent < due; sent++) {
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
        appends.push(store.appendToStream(contactStreamName(messageId), [event], { expectedVersion: 0 }));
      }
      await sleep(2);
    }
    await Promise.all(appends);
    await waitFor(async () => (await sink.count()) >= before + sent * 2, 60_000, 'the steady run');
    const contactJobs = async () =>
      (await notifications.getCompleted(0, -1)).filter(
        (job) => job.name.startsWith('contact-') && job.processedOn,
      );
    await waitFor(async () => (await contactJobs()).length >= sent * 2, 30_000, 'the jobs to complete');
    const completed = await contactJobs();
    const waits = completed.map((job) => job.processedOn! - job.timestamp);
    return {
      bookings: options.bookings,
      burstEmails,
      workerProcesses: options.processes,
      concurrencyPerProcess: options.concurrency,
      emailsPerSecond,
      machineCpuMsPerEmail,
      workerCpuMsPerEmail,
      databaseCpuMsPerEmail,
      reactorSeconds,
      smtpCeilingPerSecond: ceiling.perSecond,
      smtpCpuMsPerMessage: ceiling.cpuMsPerMessage,
      offeredJobsPerSecond: perSecond * 2,
      jobsMeasured: waits.length,
      queueWaitP50Ms: percentile(waits, 50),
      queueWaitP99Ms: percentile(waits, 99),
    };
  } finally {
    await Promise.all(
      workers.map(
        (child) =>
          new Promise((resolve) => {
            if (child.exitCode !== null) return resolve(undefined);
            child.once('exit', resolve);
            child.kill('SIGTERM');
          }),
      ),
    );
    await notifications.close();
    redis.disconnect();
    await store.close();
    await sink.close();
    await dropRedisPrefix(options.redisUrl, prefix);
  }
}
