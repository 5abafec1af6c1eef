import { Queue, Worker, type Job } from 'bullmq';
import type {
  AddJobOptions,
  FailedJob,
  JobCounts,
  JobHandler,
  JobQueue,
  JobWorker,
  RunnableJobs,
} from './job-queue.ts';
import { connectToRedis } from './redis-connection.ts';

/** What we keep in a BullMQ job: our own id (BullMQ refuses ':' in ids) and the run-at time of our clock. */
interface Envelope {
  id: string;
  runAt: string | null;
  data: unknown;
}

/** BullMQ uses ':' to build its keys and refuses it in custom ids: escape it (injectively). */
export const bullJobId = (id: string) => id.replaceAll('%', '%25').replaceAll(':', '%3A');

const KEEP_COMPLETED = { age: 24 * 3600, count: 50_000 };

export interface BullMqJobQueueOptions {
  url: string;
  /** Namespaces every key, so deployments and test runs can share one Redis. */
  prefix: string;
  clock: () => Date;
  onError?: (error: Error) => void;
  /** How long Redis has to answer the first time before every call fails with one clear line. */
  bootTimeoutMs?: number;
}

/** The production queue: BullMQ on Redis (decision 23). */
export function createBullMqJobQueue(options: BullMqJobQueueOptions): JobQueue {
  const { prefix, clock } = options;
  const onError = options.onError ?? ((error: Error) => console.error(`Job queue: ${error.message}`));
  // Not there at boot: every call fails within seconds with one line. Gone later: waited for (reconnects for ever).
  const { connection, ready } = connectToRedis(options.url, {
    onError,
    bootTimeoutMs: options.bootTimeoutMs,
  });
  const queues = new Map<string, Queue>();
  const workers = new Set<Worker>();

  function queueOf(name: string): Queue {
    let queue = queues.get(name);
    if (!queue) {
      queue = new Queue(name, { connection, prefix });
      queue.on('error', onError);
      queues.set(name, queue);
    }
    return queue;
  }

  const envelope = (job: Job): Envelope => job.data as Envelope;

  function toBullJob(data: unknown, job: AddJobOptions) {
    const runAt = job.runAt ?? null;
    const delay = runAt ? Math.max(0, runAt.getTime() - clock().getTime()) : 0;
    return {
      data: { id: job.id, runAt: runAt?.toISOString() ?? null, data } satisfies Envelope,
      opts: {
        jobId: bullJobId(job.id),
        delay,
        attempts: job.attempts ?? 1,
        backoff: job.backoffMs ? { type: 'exponential' as const, delay: job.backoffMs } : undefined,
        removeOnComplete: KEEP_COMPLETED,
        removeOnFail: false,
      },
    };
  }

  async function jobsOf(queue: string, state: 'failed' | 'delayed', limit: number) {
    const jobs =
      state === 'failed'
        ? await queueOf(queue).getFailed(0, limit - 1)
        : await queueOf(queue).getDelayed(0, limit - 1);
    return jobs.filter((job): job is Job => job !== undefined && job !== null) as Job[];
  }

  async function addBulk(queue: string, jobs: Parameters<JobQueue['addBulk']>[1]) {
    if (jobs.length === 0) return;
    await ready;
    await queueOf(queue).addBulk(
      jobs.map(({ name, data, options }) => ({ name, ...toBullJob(data, options) })),
    );
  }

  return {
    kind: 'redis',
    connect: () => ready,
    async add(queue, name, data, job: AddJobOptions) {
      await ready;
      const { data: envelope, opts } = toBullJob(data, job);
      await queueOf(queue).add(name, envelope, opts);
    },
    addBulk,
    async addAgain(queue, jobs) {
      if (jobs.length === 0) return;
      await ready;
      for (const { options } of jobs) {
        const known = await queueOf(queue).getJob(bullJobId(options.id));
        const state = known ? await known.getState() : undefined;
        if (known && (state === 'completed' || state === 'failed'))
          // It may have moved meanwhile (another process ran it again): then it is not finished, and stays.
          await known
            .retry(state, { resetAttemptsMade: true, resetAttemptsStarted: true })
            .catch(() => undefined);
      }
      await addBulk(queue, jobs);
    },
    async remove(queue, id) {
      await ready;
      try {
        const job = await queueOf(queue).getJob(bullJobId(id));
        if (!job || !((await job.isDelayed()) || (await job.isWaiting()))) return false;
        return (await queueOf(queue).remove(bullJobId(id))) === 1;
      } catch {
        return false;
      }
    },
    async repeat(queue, name, everyMs, data) {
      await ready;
      await queueOf(queue).upsertJobScheduler(
        name,
        { every: everyMs },
        {
          name,
          data: { id: name, runAt: null, data } satisfies Envelope,
          opts: { removeOnComplete: { count: 100 }, removeOnFail: { count: 1000 } },
        },
      );
    },
    process(queue: string, handler: JobHandler, { concurrency }): JobWorker {
      const worker = new Worker(
        queue,
        async (job: Job) => {
          const { id, runAt, data } = envelope(job);
          const enqueuedAt = new Date(job.timestamp);
          await handler({
            id,
            name: job.name,
            data,
            attemptsMade: job.attemptsMade,
            enqueuedAt,
            dueAt: runAt ? new Date(runAt) : enqueuedAt,
          });
        },
        { connection, prefix, concurrency },
      );
      worker.on('error', onError);
      workers.add(worker);
      return {
        async close() {
          workers.delete(worker);
          await worker.close();
        },
      };
    },
    async promoteDue(queue, now) {
      await ready;
      let promoted = 0;
      for (const job of await jobsOf(queue, 'delayed', 10_000)) {
        const { runAt } = envelope(job);
        if (runAt && new Date(runAt).getTime() <= now.getTime()) {
          await job.promote();
          promoted++;
        }
      }
      return promoted;
    },
    async failed(queue, limit = 100): Promise<FailedJob[]> {
      await ready;
      return (await jobsOf(queue, 'failed', limit)).map((job) => ({
        queue,
        id: envelope(job).id,
        name: job.name,
        data: envelope(job).data,
        attemptsMade: job.attemptsMade,
        error: job.failedReason ?? '',
        failedAt: job.finishedOn ? new Date(job.finishedOn) : null,
      }));
    },
    async retry(queue, id) {
      await ready;
      const jobs = await jobsOf(queue, 'failed', 100_000);
      let retried = 0;
      for (const job of jobs) {
        if (id !== undefined && envelope(job).id !== id) continue;
        await job.retry('failed', { resetAttemptsMade: true, resetAttemptsStarted: true });
        retried++;
      }
      return retried;
    },
    async counts(queue): Promise<JobCounts> {
      await ready;
      const counts = await queueOf(queue).getJobCounts(
        'waiting',
        'delayed',
        'active',
        'completed',
        'failed',
        'prioritized',
      );
      return {
        waiting: (counts.waiting ?? 0) + (counts.prioritized ?? 0),
        delayed: counts.delayed ?? 0,
        active: counts.active ?? 0,
        completed: counts.completed ?? 0,
        failed: counts.failed ?? 0,
      };
    },
    async runnable(queue, now): Promise<RunnableJobs> {
      await ready;
      const counts = await queueOf(queue).getJobCounts('waiting', 'prioritized', 'active');
      // A delayed job is due when our clock has passed its run-at time (BullMQ's own timer may not have), or when it
      // failed and waits out its back-off; a scheduler's next run is due when BullMQ's delay has passed.
      const due = (await jobsOf(queue, 'delayed', 1_000_000)).filter((job) => {
        const { runAt } = envelope(job);
        if (job.attemptsMade > 0) return true;
        return runAt ? new Date(runAt) <= now : job.timestamp + (job.delay ?? 0) <= Date.now();
      }).length;
      return {
        waiting: (counts.waiting ?? 0) + (counts.prioritized ?? 0),
        active: counts.active ?? 0,
        due,
      };
    },
    async close() {
      await Promise.all([...workers].map((worker) => worker.close()));
      await Promise.all([...queues.values()].map((queue) => queue.close()));
      await connection.quit().catch(() => connection.disconnect());
    },
  };
}
