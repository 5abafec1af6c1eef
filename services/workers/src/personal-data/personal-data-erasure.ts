import {
  driverDocumentsDecider,
  driverStreamName,
  handleCommand,
  personalDataDecider,
  personalDataStreamName,
} from '@grandtour/commands';
import type { EventStore, RecordedEvent } from '@grandtour/event-store';
import type { ObjectStore, PersonalDataKeys } from '@grandtour/platform';
import { projectionRegistry, rebuildUnit, unitsFor } from '@grandtour/projections';
import type pg from 'pg';
import { NOTIFICATIONS_QUEUE } from '../notifications/notification-jobs.ts';
import type { JobQueue } from '../queue/job-queue.ts';
import { identifyingValues, personalValuesOf } from './personal-values.ts';

export interface PersonalDataErasure {
  /** Carries out every erasure asked for and not done yet; how many. */
  finishRequested(): Promise<number>;
}

const likeAny = (values: readonly string[]) =>
  values.map((value) => `%${value.replace(/[\\%_]/g, (char) => `\\${char}`)}%`);

/**
 * Erases the people whose erasure was asked for (decision 99), each step safe to run again, so a crash is finished by
 * the next sweep:
 * 1. their driver's documents and the photos they sent in messages are deleted;
 * 2. the copies outside the log are removed: sessions, cached answers, queued e-mails, e-mails kept by the outbox;
 * 3. their keys are destroyed (and those of the guest and contact identities merged into them): the log's copies of
 *    their data read as erased from now on, in every reader of this process at once, of others within a minute;
 * 4. every read model is rebuilt from the log, so none keeps what it held of them;
 * 5. the erasure is recorded.
 */
export function createPersonalDataErasure(deps: {
  pool: pg.Pool;
  store: EventStore;
  keys: PersonalDataKeys;
  objects: ObjectStore;
  queue: JobQueue;
  clock: () => Date;
  /** The pool has one connection (embedded): the rebuild cannot set one aside. */
  singleConnection: boolean;
  /**
   * The log is PostgreSQL's (not EventStoreDB's): rebuilds read it there, and would otherwise swap in empty read
   * models. Without it an erasure waits, said in the sweep's errors (decision 100).
   */
  logInPostgres: boolean;
}): PersonalDataErasure {
  const { pool, store } = deps;

  /** The person's values as the log holds them, read before their keys go: what identifies their copies elsewhere. */
  async function valuesOf(subjects: readonly string[]) {
    const patterns = subjects.flatMap((subject) => [`%pd1:${subject}:%`, `%pd1n:${subject}:%`]);
    const { rows } = await pool.query<{ data: object; type: string }>(
      `SELECT message_data AS data, message_type AS type FROM emt_messages
        WHERE message_data::text LIKE ANY($1::text[])`,
      [patterns],
    );
    const events = rows.map((row) => ({ type: row.type, data: row.data }) as unknown as RecordedEvent);
    const revealed = store.reveal ? await store.reveal(events) : events;
    const wanted = new Set(subjects);
    return events.flatMap((event, index) => personalValuesOf(event.data, revealed[index]!.data, wanted));
  }

  async function deleteFiles(subjects: readonly string[], drivers: readonly string[]) {
    for (const userId of drivers) {
      await handleCommand(
        store,
        driverStreamName(userId),
        driverDocumentsDecider,
        {
          type: 'EraseDriverDocuments',
          data: { userId, cause: 'erasure' },
          metadata: { now: deps.clock().toISOString() },
        },
        { retries: 5 },
      );
      await pool.query('DELETE FROM driver_documents WHERE user_id = $1', [userId]);
    }
    const { rows } = await pool.query<{ key: string }>(
      `SELECT DISTINCT photo ->> 'objectKey' AS key
         FROM conversation_messages m JOIN conversations c USING (conversation_id),
              jsonb_array_elements(m.photos) AS photo
        WHERE (m.author = 'customer' AND c.customer_key = ANY($1::text[]))
           OR (m.author = 'owner' AND 'user:' || c.owner_id = ANY($1::text[]))`,
      [subjects],
    );
    for (const { key } of rows) await deps.objects.delete(key);
  }

  async function removeCopies(userIds: readonly string[], identifying: readonly string[]) {
    await pool.query('DELETE FROM sessions WHERE user_id::text = ANY($1::text[])', [userIds]);
    await pool.query('DELETE FROM second_factor_steps WHERE user_id::text = ANY($1::text[])', [userIds]);
    await pool.query('DELETE FROM sign_in_failures WHERE user_id::text = ANY($1::text[])', [userIds]);
    if (identifying.length === 0) return;
    const patterns = likeAny(identifying);
    await pool.query('DELETE FROM idempotency_keys WHERE response_body LIKE ANY($1::text[])', [patterns]);
    await pool.query(
      `DELETE FROM outbox_emails WHERE "to" LIKE ANY($1::text[]) OR reply_to LIKE ANY($1::text[])
          OR subject LIKE ANY($1::text[]) OR text LIKE ANY($1::text[])`,
      [patterns],
    );
    const { rows } = await pool.query<{ id: string }>(
      `UPDATE notification_deliveries
          SET payload = '{}'::jsonb, status = CASE WHEN status IN ('pending', 'sending') THEN 'cancelled' ELSE status END,
              updated_at = now()
        WHERE payload::text LIKE ANY($1::text[]) RETURNING id`,
      [patterns],
    );
    for (const { id } of rows) await deps.queue.remove(NOTIFICATIONS_QUEUE, id);
    await pool.query(`DELETE FROM queue_jobs WHERE status <> 'active' AND data::text LIKE ANY($1::text[])`, [
      patterns,
    ]);
  }

  async function rebuildReadModels() {
    for (const unit of unitsFor(projectionRegistry, 'all'))
      await rebuildUnit({ pool, store, unit, pageSize: 10_000, singleConnection: deps.singleConnection });
  }

  return {
    async finishRequested() {
      const { rows } = await pool.query<{ subject: string }>(
        `SELECT subject FROM personal_data_erasures WHERE status = 'requested' ORDER BY requested_at`,
      );
      if (rows.length === 0) return 0;
      if (!deps.logInPostgres)
        throw new Error(
          'Erasures wait: the read models are rebuilt from the log, which must be in PostgreSQL',
        );
      const done: { subject: string; subjects: string[] }[] = [];
      for (const { subject } of rows) {
        const { rows: merged } = await pool.query<{ subject: string }>(
          'SELECT subject FROM personal_data_keys WHERE merged_into = $1',
          [subject],
        );
        const subjects = [subject, ...merged.map((row) => row.subject)];
        const identifying = identifyingValues(await valuesOf(subjects));
        const userIds = subjects.filter((each) => each.startsWith('user:')).map((each) => each.slice(5));
        // A guest's booking names its driver by the guest identity itself.
        const drivers = [...userIds, ...subjects.filter((each) => each.startsWith('guest:'))];
        // The copies first: they are found by the values only the keys still open.
        await deleteFiles(subjects, drivers);
        await removeCopies(userIds, identifying);
        await deps.keys.erase(subject, deps.clock());
        done.push({ subject, subjects });
      }
      // One rebuild serves every erasure of this sweep.
      await rebuildReadModels();
      for (const { subject, subjects } of done)
        await handleCommand(
          store,
          personalDataStreamName(subject),
          personalDataDecider,
          {
            type: 'RecordErasure',
            data: { subject, subjects },
            metadata: { now: deps.clock().toISOString() },
          },
          { retries: 5 },
        );
      return done.length;
    },
  };
}
