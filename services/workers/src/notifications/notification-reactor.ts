import type { EventStore, LogPosition, RecordedEvent } from '@grandtour/event-store';
import type pg from 'pg';
import type { JobQueue } from '../queue/job-queue.ts';
import {
  NOTIFICATIONS_QUEUE,
  NotificationJobSchema,
  notificationQueueJobs,
  type PlannedDelivery,
} from './notification-jobs.ts';
import { planNotifications, REACTED_EVENT_TYPES, CANCELLABLE_TEMPLATES } from './plan-notifications.ts';

export interface NotificationReactorOptions {
  pool: pg.Pool;
  store: EventStore;
  queue: JobQueue;
  clock: () => Date;
  /** Attempts of each e-mail and the first retry's delay (doubling). */
  attempts: number;
  backoffMs: number;
  batchSize?: number;
  pollMs?: number;
  /** A due delivery still pending this long after its time is queued again (the queue may have lost it). */
  requeueAfterMs?: number;
  onError?: (error: Error) => void;
}

export interface NotificationReactor {
  /** On first start, begins at the end of the log: past events never send e-mails (an empty log: its start). */
  initialise(): Promise<void>;
  /** Reacts to one batch of the log; returns how many events were read. */
  runOnce(): Promise<number>;
  catchUp(): Promise<void>;
  /** Queues again every due delivery still unsent (after a queue loss); returns how many. */
  requeue(): Promise<number>;
  start(): void;
  stop(): Promise<void>;
}

const NAME = 'notifications';
/**
 * After a partial page, a short pause lets the next events gather: under a burst the log grows by a few events at a
 * time (the sent e-mails' own records among them), and reading each few in a transaction of their own cost more
 * database round trips than the e-mails themselves. A full page is followed at once.
 */
const GATHER_MS = 50;
/** Stored for a reactor that starts on an empty log: read as "no position yet", i.e. from the start. */
const FROM_THE_START: LogPosition = { commit: 0n, prepare: -1n };
const LOCK = `reactor:${NAME}`;

async function readCheckpoint(sql: pg.Pool | pg.PoolClient, lock = false): Promise<LogPosition | undefined> {
  const { rows } = await sql.query(
    `SELECT commit_position::text AS commit, prepare_position::text AS prepare
       FROM reactor_checkpoints WHERE name = $1 ${lock ? 'FOR UPDATE' : ''}`,
    [NAME],
  );
  const row = rows[0] as { commit: string; prepare: string } | undefined;
  return row && row.prepare !== FROM_THE_START.prepare.toString()
    ? { commit: BigInt(row.commit), prepare: BigInt(row.prepare) }
    : undefined;
}

/**
 * Where the notification reactor stands in the log (undefined: before its first event), for whoever watches it from
 * outside, in any process: tests waiting for it to reach the head.
 */
export const notificationReactorCheckpoint = (sql: pg.Pool | pg.PoolClient) => readCheckpoint(sql);

const samePosition = (a: LogPosition | undefined, b: LogPosition | undefined) =>
  a?.commit === b?.commit && a?.prepare === b?.prepare;

/**
 * Turns events into e-mail deliveries (decision 24). Like a projection runner, but with its own checkpoint table, so
 * no projection rebuild ever replays it. Each batch's deliveries are written with the checkpoint in one transaction
 * under an advisory lock (one reactor across all processes), then queued with their deterministic ids; a delivery
 * the queue never got (crash in between, Redis restarted empty) is queued again by `requeue`.
 */
export function createNotificationReactor(options: NotificationReactorOptions): NotificationReactor {
  const { pool, store, queue, clock } = options;
  const batchSize = options.batchSize ?? 500;
  const requeueAfterMs = options.requeueAfterMs ?? 60_000;
  const onError =
    options.onError ?? ((error: Error) => console.error(`Notification reactor: ${error.message}`));
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> = Promise.resolve();
  let stopped = true;
  let lastRequeue = 0;

  /** Queues deliveries; `again`: also those whose job finished without sending them (see `requeue`). */
  async function enqueue(deliveries: readonly PlannedDelivery[], again = false) {
    const add: JobQueue['addBulk'] = (name, jobs) =>
      again ? queue.addAgain(name, jobs) : queue.addBulk(name, jobs);
    for (let start = 0; start < deliveries.length; start += 1000)
      await add(
        NOTIFICATIONS_QUEUE,
        notificationQueueJobs(deliveries.slice(start, start + 1000), {
          attempts: options.attempts,
          backoffMs: options.backoffMs,
        }),
      );
  }

  async function commitBatch(expected: LogPosition | undefined, events: RecordedEvent[]) {
    const deliveries: PlannedDelivery[] = [];
    const cancelRemindersOf: string[] = [];
    for (const event of events) {
      if (!REACTED_EVENT_TYPES.includes(event.type)) continue;
      const plan = planNotifications(event as Parameters<typeof planNotifications>[0]);
      const { traceparent } = event.metadata;
      deliveries.push(
        ...(traceparent ? plan.deliveries.map((d) => ({ ...d, traceparent })) : plan.deliveries),
      );
      cancelRemindersOf.push(...plan.cancelRemindersOf);
    }
    const client = await pool.connect();
    try {
      await client.query('BEGIN');
      const { rows } = await client.query('SELECT pg_try_advisory_xact_lock(hashtext($1)) AS locked', [LOCK]);
      if (!rows[0]?.locked || !samePosition(await readCheckpoint(client, true), expected)) {
        await client.query('ROLLBACK');
        return null;
      }
      // An owner's e-mail planned from an event that does not name the owner (the deposit's): the booking's owner.
      const unnamed = deliveries.flatMap((d) =>
        d.job.kind === 'booking' && d.job.audience === 'owner' && !d.job.ownerId ? [d.job] : [],
      );
      if (unnamed.length > 0) {
        const result = await client.query(
          'SELECT id::text AS id, owner_id FROM bookings WHERE id::text = ANY($1::text[])',
          [[...new Set(unnamed.map((job) => job.bookingId))]],
        );
        const ownerOf = new Map(
          (result.rows as { id: string; owner_id: string }[]).map((r) => [r.id, r.owner_id]),
        );
        for (const job of unnamed) job.ownerId = ownerOf.get(job.bookingId);
      }
      // The owner's e-mail goes to their account: an owner without one (a listing imported for them) gets none.
      const ownerIds = [
        ...new Set(
          deliveries.flatMap((d) => (d.job.kind === 'booking' && d.job.ownerId ? [d.job.ownerId] : [])),
        ),
      ];
      const owners = new Set<string>();
      if (ownerIds.length > 0) {
        const result = await client.query(
          'SELECT id::text AS id FROM users WHERE id::text = ANY($1::text[])',
          [ownerIds],
        );
        for (const row of result.rows as { id: string }[]) owners.add(row.id);
      }
      const planned = deliveries.filter(
        (d) => d.job.kind !== 'booking' || d.job.audience !== 'owner' || owners.has(d.job.ownerId ?? ''),
      );
      const inserted = new Set<string>();
      if (planned.length > 0) {
        const result = await client.query(
          `INSERT INTO notification_deliveries (id, template, booking_id, payload, run_at, created_at, updated_at)
           SELECT x.id, x.template, x.booking_id, x.payload, x.run_at, now(), now()
             FROM jsonb_to_recordset($1::jsonb) AS x(id text, template text, booking_id uuid, payload jsonb, run_at timestamptz)
           ON CONFLICT (id) DO NOTHING RETURNING id`,
          [
            JSON.stringify(
              planned.map((delivery) => ({
                id: delivery.job.deliveryId,
                template: delivery.job.template,
                booking_id: delivery.job.kind === 'booking' ? delivery.job.bookingId : null,
                payload: delivery.job,
                run_at: delivery.runAt.toISOString(),
              })),
            ),
          ],
        );
        for (const row of result.rows as { id: string }[]) inserted.add(row.id);
      }
      const cancelled: string[] = [];
      if (cancelRemindersOf.length > 0) {
        const result = await client.query(
          `UPDATE notification_deliveries SET status = 'cancelled', updated_at = now()
            WHERE booking_id = ANY($1::uuid[]) AND template = ANY($3::text[]) AND status = 'pending'
              AND NOT (id = ANY($2::text[]))
            RETURNING id`,
          // A change plans the reminders of its new pickup in the same batch: those stay.
          [cancelRemindersOf, planned.map((delivery) => delivery.job.deliveryId), CANCELLABLE_TEMPLATES],
        );
        cancelled.push(...(result.rows as { id: string }[]).map((row) => row.id));
      }
      const last = events.at(-1)!.metadata.logPosition;
      await client.query(
        `INSERT INTO reactor_checkpoints (name, commit_position, prepare_position, updated_at)
         VALUES ($1, $2, $3, now())
         ON CONFLICT (name) DO UPDATE SET commit_position = $2, prepare_position = $3, updated_at = now()`,
        [NAME, last.commit.toString(), last.prepare.toString()],
      );
      await client.query('COMMIT');
      return { deliveries: planned.filter((d) => inserted.has(d.job.deliveryId)), cancelled };
    } catch (error) {
      await client.query('ROLLBACK').catch(() => undefined);
      throw error;
    } finally {
      client.release();
    }
  }

  async function runOnce(): Promise<number> {
    const checkpoint = await readCheckpoint(pool);
    const events = await store.readAll({ after: checkpoint, limit: batchSize });
    if (events.length === 0) return 0;
    const committed = await commitBatch(checkpoint, events);
    if (!committed) return 0;
    // After the commit: a crash here leaves pending deliveries that `requeue` queues again.
    // Reminders called off first, so they are gone before the cancellation's own e-mail can go out.
    for (const id of committed.cancelled) await queue.remove(NOTIFICATIONS_QUEUE, id);
    await enqueue(committed.deliveries);
    return events.length;
  }

  async function requeue(): Promise<number> {
    const { rows } = await pool.query(
      `SELECT payload, run_at FROM notification_deliveries
        WHERE (status = 'pending' AND run_at <= $1) OR (status = 'sending' AND claimed_until < now())
        ORDER BY run_at LIMIT 10000`,
      [new Date(clock().getTime() - requeueAfterMs).toISOString()],
    );
    // Their job may have finished without sending: its worker died holding the claim (the queue ran the job again
    // while the claim was still live, and that run left it alone), or recording the e-mail failed. It runs again.
    await enqueue(
      (rows as { payload: unknown; run_at: Date }[]).map((row) => ({
        job: NotificationJobSchema.parse(row.payload),
        runAt: row.run_at,
      })),
      true,
    );
    return rows.length;
  }

  async function cycle(): Promise<number> {
    const read = await runOnce();
    if (Date.now() - lastRequeue > 10_000) {
      lastRequeue = Date.now();
      await requeue();
    }
    return read;
  }

  function schedule(delay: number) {
    if (stopped) return;
    timer = setTimeout(() => {
      running = cycle()
        .then((read) => schedule(read >= batchSize ? 0 : read > 0 ? GATHER_MS : (options.pollMs ?? 200)))
        .catch((error: Error) => {
          onError(error);
          schedule(2000);
        });
    }, delay);
  }

  return {
    async initialise() {
      const { rowCount } = await pool.query('SELECT 1 FROM reactor_checkpoints WHERE name = $1', [NAME]);
      if (rowCount) return;
      let last: LogPosition | undefined;
      for (let after: LogPosition | undefined; ;) {
        const events = await store.readAll({ after, limit: 5000 });
        if (events.length === 0) break;
        last = after = events.at(-1)!.metadata.logPosition;
      }
      // An empty log: react from its very start.
      const from = last ?? FROM_THE_START;
      await pool.query(
        `INSERT INTO reactor_checkpoints (name, commit_position, prepare_position) VALUES ($1, $2, $3)
         ON CONFLICT (name) DO NOTHING`,
        [NAME, from.commit.toString(), from.prepare.toString()],
      );
    },
    runOnce,
    async catchUp() {
      while ((await runOnce()) > 0);
    },
    requeue,
    start() {
      if (!stopped) return;
      stopped = false;
      schedule(0);
    },
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}
