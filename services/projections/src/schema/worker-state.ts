import { sql } from 'drizzle-orm';
import {
  bigint,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

/* The workers' own memory and the receipt register, not read models: no rebuild touches these tables. */

/**
 * Every e-mail the reactor decided to send, keyed by its job id (`{eventId}:{template}`): the workers' own memory,
 * not a read model, so no rebuild touches it. A delivery is claimed before it is sent and marked sent in the same
 * transaction as its `NotificationSent` event, so a retried, replayed or re-queued job never sends twice; rows still
 * pending after a queue loss are queued again (decision 24).
 */
export const notificationDeliveries = pgTable(
  'notification_deliveries',
  {
    id: text('id').primaryKey(),
    template: text('template').notNull(),
    bookingId: uuid('booking_id'),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    runAt: timestamp('run_at', { withTimezone: true }).notNull(),
    /** pending → sending → sent, or skipped (nothing to send any more), cancelled (reminders), failed. */
    status: text('status').notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    claimedUntil: timestamp('claimed_until', { withTimezone: true }),
    lastError: text('last_error'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('notification_deliveries_open')
      .on(table.runAt)
      .where(sql`${table.status} IN ('pending', 'sending')`),
    index('notification_deliveries_by_booking').on(table.bookingId),
  ],
);

/**
 * The last message of each conversation's side covered by an unread-messages e-mail (decision 94): written with the
 * e-mail's delivery, under the sweep's lock, so a later sweep only plans the messages that came after it.
 */
export const unreadMessageEmails = pgTable(
  'unread_message_emails',
  {
    conversationId: uuid('conversation_id').notNull(),
    /** customer · owner: whose unread messages were e-mailed. */
    recipient: text('recipient').notNull(),
    emailedSeq: integer('emailed_seq').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.conversationId, table.recipient] })],
);

/** Where each reactor stands in the global log. Separate from projection checkpoints: a rebuild never resets it. */
export const reactorCheckpoints = pgTable('reactor_checkpoints', {
  name: text('name').primaryKey(),
  commitPosition: bigint('commit_position', { mode: 'bigint' }).notNull(),
  preparePosition: bigint('prepare_position', { mode: 'bigint' }).notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The embedded job queue (decision 23): BullMQ's PostgreSQL backend cannot share PGlite's single session, so without
 * REDIS_URL jobs live here. `runAt` is compared with the injected clock; `lockedUntil` frees a job whose worker died.
 */
export const queueJobs = pgTable(
  'queue_jobs',
  {
    queue: text('queue').notNull(),
    id: text('id').notNull(),
    name: text('name').notNull(),
    data: jsonb('data').$type<unknown>().notNull(),
    /** waiting (runAt in the future = delayed), active, completed, failed. */
    status: text('status').notNull().default('waiting'),
    runAt: timestamp('run_at', { withTimezone: true }).notNull(),
    attemptsMade: integer('attempts_made').notNull().default(0),
    maxAttempts: integer('max_attempts').notNull().default(1),
    backoffMs: integer('backoff_ms').notNull().default(0),
    repeatEveryMs: integer('repeat_every_ms'),
    lastError: text('last_error'),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (table) => [
    primaryKey({ columns: [table.queue, table.id] }),
    index('queue_jobs_due')
      .on(table.queue, table.runAt)
      .where(sql`${table.status} = 'waiting'`),
  ],
);

/** E-mails of the embedded run, when no SMTP_URL is set: what `/api/dev/outbox` shows. */
export const outboxEmails = pgTable(
  'outbox_emails',
  {
    /** The message's Message-ID: one row per e-mail, whatever retries happen. */
    id: text('id').primaryKey(),
    from: text('from').notNull(),
    to: text('to').notNull(),
    replyTo: text('reply_to'),
    subject: text('subject').notNull(),
    html: text('html').notNull(),
    text: text('text').notNull(),
    /** Files sent with the e-mail (the receipt of a confirmation): name, type and content in base64. */
    attachments: jsonb('attachments')
      .$type<{ filename: string; contentType: string; contentBase64: string }[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('outbox_emails_by_time').on(table.createdAt)],
);

/**
 * Receipt numbers (decision 31): not a read model but the platform's own register, never rebuilt. One number per
 * booking, for good; numbers run without a gap within a calendar year (Paris), `receipt_counters` holding the last.
 */
export const receipts = pgTable(
  'receipts',
  {
    bookingId: uuid('booking_id').primaryKey(),
    year: integer('year').notNull(),
    sequence: integer('sequence').notNull(),
    number: text('number').notNull(),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull(),
  },
  (table) => [uniqueIndex('receipts_by_number').on(table.year, table.sequence)],
);

export const receiptCounters = pgTable('receipt_counters', {
  year: integer('year').primaryKey(),
  lastSequence: integer('last_sequence').notNull(),
});
