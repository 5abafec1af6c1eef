import type { EventStore } from '@grandtour/event-store';
import type pg from 'pg';
import { NOTIFICATIONS_QUEUE } from '../notifications/notification-jobs.ts';
import { notificationReactorCheckpoint } from '../notifications/notification-reactor.ts';
import type { JobQueue } from '../queue/job-queue.ts';

export interface NotificationSystem {
  /** The database holding the reactor's checkpoint and the deliveries. */
  pool: pg.Pool;
  /** The log the reactor reads. */
  store: EventStore;
  /** The queue the e-mails go through: BullMQ on Redis or the database queue. */
  queue: JobQueue;
  /** The clock deliveries and jobs are due by (the test's). */
  clock: () => Date;
}

/** One look at everything that could still send an e-mail: what is left to do, and a fingerprint of the state. */
export interface NotificationActivity {
  /** Empty when nothing is left to do; otherwise what is (for the failure message). */
  busy: string[];
  /** Changes whenever anything happens: an event appended or reacted to, a job finished, a delivery changed. */
  fingerprint: string;
}

export async function notificationActivity(system: NotificationSystem): Promise<NotificationActivity> {
  const { pool, store, queue, clock } = system;
  const now = clock();
  const busy: string[] = [];
  // BullMQ's timers follow real time, not the test's clock: what the moved clock made due runs now, as it would have.
  await queue.promoteDue(NOTIFICATIONS_QUEUE, now);
  const checkpoint = await notificationReactorCheckpoint(pool);
  const unread = await store.readAll({ after: checkpoint, limit: 1 });
  if (unread.length > 0) busy.push('the reactor has events still to read');
  const { rows } = await pool.query(
    `SELECT count(*) FILTER (WHERE status = 'sending')::int AS sending,
            count(*) FILTER (WHERE status = 'pending' AND run_at <= $1)::int AS due,
            count(*)::int AS deliveries,
            string_agg(status || ':' || attempts, ',' ORDER BY id) AS states
       FROM notification_deliveries`,
    [now.toISOString()],
  );
  const deliveries = rows[0] as { sending: number; due: number; deliveries: number; states: string | null };
  if (deliveries.sending > 0) busy.push(`${deliveries.sending} deliveries being sent`);
  if (deliveries.due > 0) busy.push(`${deliveries.due} deliveries due and unsent`);
  const jobs = await queue.runnable(NOTIFICATIONS_QUEUE, now);
  if (jobs.waiting + jobs.active + jobs.due > 0)
    busy.push(
      `jobs: ${jobs.waiting} waiting, ${jobs.active} active, ${jobs.due} delayed but due or retrying`,
    );
  const counts = await queue.counts(NOTIFICATIONS_QUEUE);
  // Read again last: an event appended while the rest was read is seen now.
  const head = (await store.readAll({ after: checkpoint, limit: 1 })).length;
  if (head > 0 && unread.length === 0) busy.push('the reactor has events still to read');
  return {
    busy,
    fingerprint: JSON.stringify([
      checkpoint?.commit.toString(),
      checkpoint?.prepare.toString(),
      head,
      deliveries.deliveries,
      deliveries.states,
      counts.completed,
      counts.failed,
      counts.delayed,
    ]),
  };
}

/**
 * Waits until nothing can send another e-mail without the clock moving on, so a test may then count what arrived and
 * know a late duplicate would have been among it: the reactor has read the log to its head, no delivery is being sent
 * or due and unsent, the notification queue has no waiting, running, due or retrying job — and two looks in a row
 * (`settleMs` apart) find it so with nothing changed in between, so work passing from one place to another between
 * two reads of one look cannot slip through. Works with both queue adapters and across processes (it reads the
 * database, the log and the queue, and only promotes the jobs the test's clock made due). Fails after `timeoutMs`, saying what was still going on.
 */
export async function untilNotificationsIdle(
  system: NotificationSystem,
  options: { timeoutMs?: number; settleMs?: number } = {},
): Promise<void> {
  const timeoutMs = options.timeoutMs ?? 30_000;
  const settleMs = options.settleMs ?? 50;
  const deadline = Date.now() + timeoutMs;
  let previous: NotificationActivity | undefined;
  for (;;) {
    const activity = await notificationActivity(system);
    if (
      activity.busy.length === 0 &&
      previous?.busy.length === 0 &&
      previous.fingerprint === activity.fingerprint
    )
      return;
    if (Date.now() > deadline)
      throw new Error(
        `Notifications still busy after ${timeoutMs} ms: ${activity.busy.join('; ') || 'the state keeps changing'}`,
      );
    previous = activity;
    await new Promise((resolve) => setTimeout(resolve, settleMs));
  }
}
