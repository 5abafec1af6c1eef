import type { ConversationParty } from '@grandtour/shared';
import type pg from 'pg';
import type { JobQueue } from '../queue/job-queue.ts';
import { NOTIFICATIONS_QUEUE, notificationQueueJobs, type PlannedDelivery } from './notification-jobs.ts';
import { planUnreadEmail, UNREAD_EMAIL_AFTER_MS, type UnreadRecipient } from './plan-unread-messages.ts';

const LOCK = 'sweep:unread-message-emails';

/**
 * Each side of a conversation with a message of the other side unseen, not yet e-mailed, and older than the delay:
 * their read mark, their own last message, what was e-mailed, and the other side's messages after all three.
 */
const DUE_RECIPIENTS = `
  WITH sides AS (
    SELECT c.conversation_id, p.party AS recipient,
           CASE p.party WHEN 'owner' THEN c.owner_read_seq ELSE c.customer_read_seq END AS read_seq,
           coalesce((SELECT max(own.seq) FROM conversation_messages own
                      WHERE own.conversation_id = c.conversation_id AND own.author = p.party), 0) AS own_seq,
           coalesce(e.emailed_seq, 0) AS emailed_seq
      FROM conversations c
     CROSS JOIN (VALUES ('customer'), ('owner')) AS p (party)
      LEFT JOIN unread_message_emails e ON e.conversation_id = c.conversation_id AND e.recipient = p.party
     WHERE (c.customer_unread > 0 OR c.owner_unread > 0)
       AND CASE p.party WHEN 'owner' THEN c.owner_unread ELSE c.customer_unread END > 0)
  SELECT s.conversation_id::text AS "conversationId", s.recipient, s.read_seq AS "readSeq", s.own_seq AS "ownSeq",
         s.emailed_seq AS "emailedSeq",
         (SELECT json_agg(json_build_object('seq', m.seq, 'postedAt', m.posted_at) ORDER BY m.seq)
            FROM conversation_messages m
           WHERE m.conversation_id = s.conversation_id AND m.author <> s.recipient
             AND m.seq > greatest(s.read_seq, s.own_seq, s.emailed_seq)) AS messages
    FROM sides s
   WHERE EXISTS (SELECT 1 FROM conversation_messages m
                  WHERE m.conversation_id = s.conversation_id AND m.author <> s.recipient
                    AND m.seq > greatest(s.read_seq, s.own_seq, s.emailed_seq) AND m.posted_at <= $1)
   LIMIT 1000`;

export interface UnreadMessageEmails {
  /** Plans and queues the e-mails now due; returns how many were planned. */
  planDue(): Promise<number>;
}

/**
 * The unread messages' e-mails, planned by the booking sweep (decision 94): under one lock across nodes, each due
 * batch becomes a delivery on the exactly-once notification path, recorded in the same transaction as the last
 * message it covers. A crash before the queue gets it leaves a pending delivery that the reactor queues again.
 */
export function createUnreadMessageEmails(deps: {
  pool: pg.Pool;
  queue: JobQueue;
  clock: () => Date;
  attempts: number;
  backoffMs: number;
}): UnreadMessageEmails {
  async function plan(now: Date): Promise<PlannedDelivery[]> {
    const client = await deps.pool.connect();
    try {
      await client.query('BEGIN');
      const { rows: locked } = await client.query(
        'SELECT pg_try_advisory_xact_lock(hashtext($1)) AS locked',
        [LOCK],
      );
      if (!locked[0]?.locked) {
        await client.query('ROLLBACK');
        return [];
      }
      const { rows } = await client.query(DUE_RECIPIENTS, [
        new Date(now.getTime() - UNREAD_EMAIL_AFTER_MS).toISOString(),
      ]);
      const planned = (rows as (UnreadRecipient & { messages: { seq: number; postedAt: string }[] | null })[])
        .map((row) => planUnreadEmail({ ...row, messages: row.messages ?? [] }, now))
        .filter((delivery) => delivery !== null);
      if (planned.length > 0) {
        await client.query(
          `INSERT INTO notification_deliveries (id, template, payload, run_at, created_at, updated_at)
           SELECT x.id, x.template, x.payload, x.run_at, now(), now()
             FROM jsonb_to_recordset($1::jsonb) AS x (id text, template text, payload jsonb, run_at timestamptz)
           ON CONFLICT (id) DO NOTHING`,
          [
            JSON.stringify(
              planned.map(({ job, runAt }) => ({
                id: job.deliveryId,
                template: job.template,
                payload: job,
                run_at: runAt.toISOString(),
              })),
            ),
          ],
        );
        await client.query(
          `INSERT INTO unread_message_emails (conversation_id, recipient, emailed_seq, updated_at)
           SELECT x.conversation_id, x.recipient, x.emailed_seq, now()
             FROM jsonb_to_recordset($1::jsonb) AS x (conversation_id uuid, recipient text, emailed_seq int)
           ON CONFLICT (conversation_id, recipient) DO UPDATE
             SET emailed_seq = greatest(unread_message_emails.emailed_seq, excluded.emailed_seq), updated_at = now()`,
          [JSON.stringify(planned.map(coverageOf))],
        );
      }
      await client.query('COMMIT');
      return planned;
    } catch (error) {
      await client.query('ROLLBACK').catch(() => undefined);
      throw error;
    } finally {
      client.release();
    }
  }

  return {
    async planDue() {
      const planned = await plan(deps.clock());
      if (planned.length > 0)
        await deps.queue.addBulk(
          NOTIFICATIONS_QUEUE,
          notificationQueueJobs(planned, { attempts: deps.attempts, backoffMs: deps.backoffMs }),
        );
      return planned.length;
    },
  };
}

function coverageOf({ job }: PlannedDelivery) {
  if (job.kind !== 'conversation') throw new Error(`not an unread-messages delivery: ${job.deliveryId}`);
  const recipient: ConversationParty = job.template === 'owner-messages-unread' ? 'owner' : 'customer';
  return { conversation_id: job.conversationId, recipient, emailed_seq: job.lastSeq };
}
