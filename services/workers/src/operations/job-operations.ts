import type pg from 'pg';
import { SCHEDULED_QUEUE } from '../background-work.ts';
import { NOTIFICATIONS_QUEUE, NotificationJobSchema } from '../notifications/notification-jobs.ts';
import type { FailedJob, JobCounts, JobQueue } from '../queue/job-queue.ts';

export const QUEUES = [NOTIFICATIONS_QUEUE, SCHEDULED_QUEUE] as const;

export interface FailedDelivery {
  id: string;
  template: string;
  attempts: number;
  error: string | null;
  updatedAt: Date;
}

/** What `npm run ops -- jobs …` does: look at the queues and the deliveries, and put failed work back to run. */
export function createJobOperations(deps: {
  pool: pg.Pool;
  queue: JobQueue;
  attempts: number;
  backoffMs?: number;
}) {
  const { pool, queue } = deps;
  return {
    async counts(): Promise<Record<string, JobCounts>> {
      const result: Record<string, JobCounts> = {};
      for (const name of QUEUES) result[name] = await queue.counts(name);
      return result;
    },
    /** The queues' failed sets, and deliveries that gave up (visible even if the queue lost its jobs). */
    async failed(limit = 100): Promise<{ jobs: FailedJob[]; deliveries: FailedDelivery[] }> {
      const jobs: FailedJob[] = [];
      for (const name of QUEUES) jobs.push(...(await queue.failed(name, limit)));
      const { rows } = await pool.query(
        `SELECT id, template, attempts, last_error AS error, updated_at AS "updatedAt"
           FROM notification_deliveries WHERE status = 'failed' ORDER BY updated_at DESC LIMIT $1`,
        [limit],
      );
      return { jobs, deliveries: rows as FailedDelivery[] };
    },
    /** Retries one failed job (by id) or all of them; a failed delivery the queue no longer has is queued again. */
    async retry(id?: string): Promise<number> {
      let retried = 0;
      for (const name of QUEUES) retried += await queue.retry(name, id);
      const { rows } = await pool.query(
        `UPDATE notification_deliveries SET status = 'pending', updated_at = now()
          WHERE status = 'failed' AND ($1::text IS NULL OR id = $1) RETURNING payload`,
        [id ?? null],
      );
      for (const row of rows as { payload: unknown }[]) {
        const job = NotificationJobSchema.parse(row.payload);
        await queue.add(NOTIFICATIONS_QUEUE, job.template, job, {
          id: job.deliveryId,
          attempts: deps.attempts,
          backoffMs: deps.backoffMs ?? 5_000,
        });
      }
      return Math.max(retried, rows.length);
    },
  };
}
export type JobOperations = ReturnType<typeof createJobOperations>;
