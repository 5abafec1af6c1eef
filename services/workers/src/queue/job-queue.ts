import { inSpanFrom, logJsonLine } from '@grandtour/platform/tracing';
import type { z } from 'zod';

/** What a worker is handed: the job's payload (already checked by its schema) and when it was queued and due. */
export interface QueuedJob<Data = unknown> {
  id: string;
  name: string;
  data: Data;
  /** Attempts made before this one. */
  attemptsMade: number;
  enqueuedAt: Date;
  /** When the job was due: its run-at time, or when it was queued. */
  dueAt: Date;
}

export interface FailedJob {
  queue: string;
  id: string;
  name: string;
  data: unknown;
  attemptsMade: number;
  error: string;
  failedAt: Date | null;
}

export interface JobCounts {
  waiting: number;
  delayed: number;
  active: number;
  completed: number;
  failed: number;
}

/** The jobs that will run without the clock moving on (see `JobQueue.runnable`). */
export interface RunnableJobs {
  /** Due now, waiting for a worker. */
  waiting: number;
  /** Being run by a worker (or held by one that died, until the queue takes it back). */
  active: number;
  /** Delayed, but due by the clock already or only waiting out a retry's back-off. */
  due: number;
}

export interface AddJobOptions {
  /** Deterministic: adding a job whose id is already known (in any state) changes nothing. */
  id: string;
  /** Not before this instant (of the injected clock); omitted = now. */
  runAt?: Date;
  /** Attempts in all before the job lands in the failed set (default 1). */
  attempts?: number;
  /** First retry after this long, doubling each time. */
  backoffMs?: number;
}

export interface JobWorker {
  /** Stops taking jobs and waits for the running ones (graceful shutdown). */
  close(): Promise<void>;
}

export type JobHandler = (job: QueuedJob) => Promise<void>;

/**
 * The workers' only dependency on a queue (decision 23). Adapters: BullMQ on Redis, and the embedded database queue.
 * Both pass `jobQueueContract`.
 */
export interface JobQueue {
  readonly kind: 'redis' | 'database';
  /**
   * Resolves once the queue's server answers. Boot awaits it: a Redis that does not answer within seconds rejects it
   * (and every other call) with one clear line, instead of a process that hangs reconnecting.
   */
  connect(): Promise<void>;
  add(queue: string, name: string, data: unknown, options: AddJobOptions): Promise<void>;
  /** Many jobs in one round trip; the same rules as `add` for each. */
  addBulk(
    queue: string,
    jobs: readonly { name: string; data: unknown; options: AddJobOptions }[],
  ): Promise<void>;
  /**
   * Like `addBulk`, except that a job whose id the queue knows and which has finished (completed or failed) runs again,
   * with its attempts counted afresh; one waiting, delayed or running is left as it is. For work whose job finished
   * without doing it (its worker died holding a claim that has since run out).
   */
  addAgain(
    queue: string,
    jobs: readonly { name: string; data: unknown; options: AddJobOptions }[],
  ): Promise<void>;
  /** Removes a waiting or delayed job; false when there was none (or it is running). */
  remove(queue: string, id: string): Promise<boolean>;
  /**
   * A job run every `everyMs` (one job per period across all processes); registering it again changes nothing. A run
   * longer than the period may overlap the next one on another worker: repeated work must be idempotent.
   */
  repeat(queue: string, name: string, everyMs: number, data: unknown): Promise<void>;
  process(queue: string, handler: JobHandler, options: { concurrency: number }): JobWorker;
  /** Makes delayed jobs due at `now` (of the injected clock) runnable now. */
  promoteDue(queue: string, now: Date): Promise<number>;
  failed(queue: string, limit?: number): Promise<FailedJob[]>;
  /** Puts failed jobs (all, or one) back to run; returns how many. */
  retry(queue: string, id?: string): Promise<number>;
  counts(queue: string): Promise<JobCounts>;
  /**
   * The work still to do without the clock moving on: waiting and running jobs, and delayed ones that are due at `now`
   * or retrying after a failure. Jobs delayed to a time still ahead (a reminder) are not counted. All 0 and nothing
   * changing: the queue is idle (what tests wait for before saying nothing more will happen).
   */
  runnable(queue: string, now: Date): Promise<RunnableJobs>;
  close(): Promise<void>;
}

/** A queue whose payloads are checked by a zod schema on the way in and on the way out. */
export interface TypedQueue<Schema extends z.ZodType> {
  readonly name: string;
  add(data: z.input<Schema>, options: AddJobOptions): Promise<void>;
  remove(id: string): Promise<boolean>;
  process(handler: (job: QueuedJob<z.output<Schema>>) => Promise<void>, concurrency: number): JobWorker;
}

export function typedQueue<Schema extends z.ZodType>(
  queue: JobQueue,
  name: string,
  schema: Schema,
  jobName: (data: z.output<Schema>) => string,
): TypedQueue<Schema> {
  return {
    name,
    async add(data, options) {
      const parsed = schema.parse(data);
      await queue.add(name, jobName(parsed), parsed, options);
    },
    remove: (id) => queue.remove(name, id),
    process(handler, concurrency) {
      return queue.process(
        name,
        (job) => handleInItsTrace(name, job, () => handler({ ...job, data: schema.parse(job.data) })),
        {
          concurrency,
        },
      );
    },
  };
}

/** Put in a job's data beside its payload (the schema does not see it): the trace of the event that caused the job. */
export const withTraceparent = <Data extends object>(data: Data, traceparent: string | undefined) =>
  traceparent ? { ...data, traceparent } : data;

const traceparentOf = (data: unknown) => {
  const value = (data as { traceparent?: unknown } | null)?.traceparent;
  return typeof value === 'string' ? value : undefined;
};

/** A job runs in a span of the trace its data names; a failed attempt is logged as a JSON line in that trace. */
function handleInItsTrace(queue: string, job: QueuedJob, run: () => Promise<void>) {
  const attributes = {
    'job.queue': queue,
    'job.name': job.name,
    'job.id': job.id,
    'job.attempt': job.attemptsMade + 1,
  };
  return inSpanFrom(traceparentOf(job.data), `job ${queue}/${job.name}`, attributes, async () => {
    try {
      await run();
    } catch (error) {
      logJsonLine(
        'warn',
        `Job ${queue}/${job.name} ${job.id} failed: ${(error as Error)?.message ?? String(error)}`,
        {
          job_id: job.id,
          attempt: job.attemptsMade + 1,
        },
      );
      throw error;
    }
  });
}
