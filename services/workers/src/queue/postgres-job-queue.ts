import type pg from 'pg';
import type {
  AddJobOptions,
  FailedJob,
  JobCounts,
  JobHandler,
  JobQueue,
  JobWorker,
  RunnableJobs,
} from './job-queue.ts';

interface JobRow {
  queue: string;
  id: string;
  name: string;
  data: unknown;
  attempts_made: number;
  max_attempts: number;
  backoff_ms: number;
  repeat_every_ms: number | null;
  run_at: Date;
  created_at: Date;
  last_error: string | null;
  finished_at: Date | null;
}

export interface PostgresJobQueueOptions {
  pool: pg.Pool;
  clock: () => Date;
  /** How often an idle worker looks for due jobs. */
  pollMs?: number;
  /** A job whose worker has not finished it after this long is taken again (its process died). */
  leaseMs?: number;
  onError?: (error: Error) => void;
}

const COMPLETED_KEPT_MS = 24 * 3_600_000;

/**
 * The embedded queue (decision 23): jobs in `queue_jobs` on the application's own pool, so it runs on PGlite's single
 * connection. The same semantics as BullMQ where the workers rely on them: ids deduplicate, delayed jobs wait for
 * the injected clock, failures retry with exponential back-off, then stay in the failed set until retried.
 */
export function createPostgresJobQueue(options: PostgresJobQueueOptions): JobQueue {
  const { pool, clock } = options;
  const pollMs = options.pollMs ?? 250;
  const leaseMs = options.leaseMs ?? 5 * 60_000;
  const onError = options.onError ?? ((error: Error) => console.error(`Job queue: ${error.message}`));
  const workers = new Set<JobWorker>();
  const iso = (date: Date) => date.toISOString();

  async function claim(queue: string, limit: number): Promise<JobRow[]> {
    const now = clock();
    const { rows } = await pool.query(
      `UPDATE queue_jobs SET status = 'active', locked_until = $3
        WHERE (queue, id) IN (
          SELECT queue, id FROM queue_jobs
           WHERE queue = $1 AND ((status = 'waiting' AND run_at <= $2) OR (status = 'active' AND locked_until < $2))
           ORDER BY run_at, created_at LIMIT $4 FOR UPDATE SKIP LOCKED)
        RETURNING *`,
      [queue, iso(now), iso(new Date(now.getTime() + leaseMs)), limit],
    );
    return rows as JobRow[];
  }

  async function finish(job: JobRow, error: Error | null) {
    const now = clock();
    if (!error) {
      if (job.repeat_every_ms)
        await pool.query(
          `UPDATE queue_jobs SET status = 'waiting', run_at = $3, attempts_made = 0, locked_until = NULL
            WHERE queue = $1 AND id = $2`,
          [job.queue, job.id, iso(new Date(now.getTime() + job.repeat_every_ms))],
        );
      else
        await pool.query(
          `UPDATE queue_jobs SET status = 'completed', finished_at = $3, locked_until = NULL
            WHERE queue = $1 AND id = $2`,
          [job.queue, job.id, iso(now)],
        );
      return;
    }
    const attemptsMade = job.attempts_made + 1;
    const retry = job.repeat_every_ms !== null || attemptsMade < job.max_attempts;
    const backoff = job.repeat_every_ms ?? job.backoff_ms * 2 ** (attemptsMade - 1);
    await pool.query(
      `UPDATE queue_jobs SET status = $3, attempts_made = $4, last_error = $5, run_at = $6, locked_until = NULL,
              finished_at = CASE WHEN $3 = 'failed' THEN $7::timestamptz END
        WHERE queue = $1 AND id = $2`,
      [
        job.queue,
        job.id,
        retry ? 'waiting' : 'failed',
        job.repeat_every_ms ? 0 : attemptsMade,
        error.message,
        iso(new Date(now.getTime() + backoff)),
        iso(now),
      ],
    );
  }

  async function addBulk(queue: string, jobs: Parameters<JobQueue['addBulk']>[1], again = false) {
    if (jobs.length === 0) return;
    const now = iso(clock());
    const rows = jobs.map(({ name, data, options: job }) => ({
      id: job.id,
      name,
      data,
      run_at: iso(job.runAt ?? new Date(now)),
      max_attempts: job.attempts ?? 1,
      backoff_ms: job.backoffMs ?? 0,
    }));
    await pool.query(
      `INSERT INTO queue_jobs (queue, id, name, data, run_at, max_attempts, backoff_ms, created_at)
       SELECT $1, x.id, x.name, x.data, x.run_at, x.max_attempts, x.backoff_ms, $3
         FROM jsonb_to_recordset($2::jsonb)
           AS x(id text, name text, data jsonb, run_at timestamptz, max_attempts int, backoff_ms int)
       ON CONFLICT (queue, id) DO ${
         again
           ? `UPDATE SET status = 'waiting', data = excluded.data, run_at = excluded.run_at, attempts_made = 0,
                max_attempts = excluded.max_attempts, backoff_ms = excluded.backoff_ms, last_error = NULL,
                finished_at = NULL, locked_until = NULL
              WHERE queue_jobs.status IN ('completed', 'failed')`
           : 'NOTHING'
       }`,
      [queue, JSON.stringify(rows), now],
    );
  }

  return {
    kind: 'database',
    // The application's own pool: the database answered at boot already.
    connect: async () => undefined,
    async add(queue, name, data, job: AddJobOptions) {
      await addBulk(queue, [{ name, data, options: job }]);
    },
    addBulk: (queue, jobs) => addBulk(queue, jobs),
    addAgain: (queue, jobs) => addBulk(queue, jobs, true),
    async remove(queue, id) {
      const result = await pool.query(
        `DELETE FROM queue_jobs WHERE queue = $1 AND id = $2 AND status = 'waiting'`,
        [queue, id],
      );
      return (result.rowCount ?? 0) > 0;
    },
    async repeat(queue, name, everyMs, data) {
      const now = clock();
      await pool.query(
        `INSERT INTO queue_jobs (queue, id, name, data, run_at, repeat_every_ms, created_at)
         VALUES ($1, $2, $2, $3, $4, $5, $6)
         ON CONFLICT (queue, id) DO UPDATE SET repeat_every_ms = $5, data = $3`,
        [
          queue,
          `repeat:${name}`,
          JSON.stringify(data),
          iso(new Date(now.getTime() + everyMs)),
          everyMs,
          iso(now),
        ],
      );
    },
    process(queue: string, handler: JobHandler, { concurrency }): JobWorker {
      let stopped = false;
      let timer: NodeJS.Timeout | undefined;
      let wake: (() => void) | undefined;
      const running = new Set<Promise<void>>();

      async function run(job: JobRow) {
        let failure: Error | null = null;
        try {
          await handler({
            id: job.id,
            name: job.name,
            data: job.data,
            attemptsMade: job.attempts_made,
            enqueuedAt: job.created_at,
            dueAt: job.run_at,
          });
        } catch (error) {
          failure = error instanceof Error ? error : new Error(String(error));
        }
        await finish(job, failure);
      }

      async function loop() {
        let lastCleanup = 0;
        while (!stopped) {
          try {
            const free = concurrency - running.size;
            const jobs = free > 0 ? await claim(queue, free) : [];
            for (const job of jobs) {
              const task = run(job)
                .catch((error: Error) => onError(error))
                .finally(() => {
                  running.delete(task);
                  wake?.();
                });
              running.add(task);
            }
            if (Date.now() - lastCleanup > 60_000) {
              lastCleanup = Date.now();
              await pool.query(
                `DELETE FROM queue_jobs WHERE queue = $1 AND status = 'completed' AND finished_at < $2`,
                [queue, iso(new Date(clock().getTime() - COMPLETED_KEPT_MS))],
              );
            }
            if (jobs.length > 0 && running.size < concurrency) continue;
          } catch (error) {
            onError(error as Error);
          }
          if (stopped) break;
          await new Promise<void>((resolve) => {
            wake = resolve;
            timer = setTimeout(resolve, pollMs);
          });
          clearTimeout(timer);
        }
      }

      const looping = loop();
      const worker: JobWorker = {
        async close() {
          stopped = true;
          wake?.();
          await looping;
          await Promise.all(running);
          workers.delete(worker);
        },
      };
      workers.add(worker);
      return worker;
    },
    async promoteDue(queue, now) {
      // Delayed jobs are compared with the injected clock already: nothing to move.
      const { rows } = await pool.query(
        `SELECT count(*)::int AS due FROM queue_jobs WHERE queue = $1 AND status = 'waiting' AND run_at <= $2`,
        [queue, iso(now)],
      );
      return Number((rows[0] as { due: number }).due);
    },
    async failed(queue, limit = 100): Promise<FailedJob[]> {
      const { rows } = await pool.query(
        `SELECT * FROM queue_jobs WHERE queue = $1 AND status = 'failed' ORDER BY finished_at DESC LIMIT $2`,
        [queue, limit],
      );
      return (rows as JobRow[]).map((row) => ({
        queue,
        id: row.id,
        name: row.name,
        data: row.data,
        attemptsMade: row.attempts_made,
        error: row.last_error ?? '',
        failedAt: row.finished_at,
      }));
    },
    async retry(queue, id) {
      const result = await pool.query(
        `UPDATE queue_jobs SET status = 'waiting', attempts_made = 0, run_at = $3, finished_at = NULL
          WHERE queue = $1 AND status = 'failed' AND ($2::text IS NULL OR id = $2)`,
        [queue, id ?? null, iso(clock())],
      );
      return result.rowCount ?? 0;
    },
    async counts(queue): Promise<JobCounts> {
      const { rows } = await pool.query(
        `SELECT count(*) FILTER (WHERE status = 'waiting' AND run_at <= $2)::int AS waiting,
                count(*) FILTER (WHERE status = 'waiting' AND run_at > $2)::int AS delayed,
                count(*) FILTER (WHERE status = 'active')::int AS active,
                count(*) FILTER (WHERE status = 'completed')::int AS completed,
                count(*) FILTER (WHERE status = 'failed')::int AS failed
           FROM queue_jobs WHERE queue = $1`,
        [queue, iso(clock())],
      );
      return rows[0] as JobCounts;
    },
    async runnable(queue, now): Promise<RunnableJobs> {
      // A failed attempt waits for its back-off as a waiting job with a later run-at time and attempts made.
      const { rows } = await pool.query(
        `SELECT count(*) FILTER (WHERE status = 'waiting' AND run_at <= $2)::int AS waiting,
                count(*) FILTER (WHERE status = 'active')::int AS active,
                count(*) FILTER (WHERE status = 'waiting' AND run_at > $2 AND attempts_made > 0
                                   AND repeat_every_ms IS NULL)::int AS due
           FROM queue_jobs WHERE queue = $1`,
        [queue, iso(now)],
      );
      return rows[0] as RunnableJobs;
    },
    async close() {
      await Promise.all([...workers].map((worker) => worker.close()));
    },
  };
}
