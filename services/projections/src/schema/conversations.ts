import { sql } from 'drizzle-orm';
import {
  bigint,
  customType,
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

/** A PostgreSQL transaction id (64 bits, never wraps): which transaction wrote a row. */
const xid8 = customType<{ data: string }>({ dataType: () => 'xid8' });

/**
 * Conversations between customers and owners as their events tell them (projection `conversations`, inline,
 * decision 94). `version` is the stream position of the last event applied, so a replay changes nothing.
 */
export const conversations = pgTable(
  'conversations',
  {
    conversationId: uuid('conversation_id').primaryKey(),
    /** booking · inquiry */
    kind: text('kind').notNull(),
    bookingId: uuid('booking_id'),
    carId: text('car_id').notNull(),
    carName: text('car_name').notNull(),
    ownerId: text('owner_id').notNull(),
    ownerName: text('owner_name').notNull(),
    /** `user:{id}` or the browser's `guest:{uuid}`. */
    customerKey: text('customer_key').notNull(),
    customerName: text('customer_name').notNull(),
    guestEmail: text('guest_email'),
    language: text('language').notNull(),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    lastSeq: integer('last_seq').notNull().default(0),
    lastMessageText: text('last_message_text'),
    lastMessageAuthor: text('last_message_author'),
    /** The last message's time, else the start: lists are sorted by it. */
    lastActivityAt: timestamp('last_activity_at', { withTimezone: true }).notNull(),
    customerReadSeq: integer('customer_read_seq').notNull().default(0),
    ownerReadSeq: integer('owner_read_seq').notNull().default(0),
    /** Messages of the other side after each party's read mark. */
    customerUnread: integer('customer_unread').notNull().default(0),
    ownerUnread: integer('owner_unread').notNull().default(0),
    /** Some message of it was reported: administrators may read it. */
    reportedAt: timestamp('reported_at', { withTimezone: true }),
    version: bigint('version', { mode: 'number' }).notNull(),
  },
  (table) => [
    index('conversations_by_owner').on(table.ownerId, table.lastActivityAt),
    index('conversations_by_customer').on(table.customerKey, table.lastActivityAt),
    uniqueIndex('conversations_by_booking').on(table.bookingId),
    index('conversations_reported').on(table.reportedAt),
    // The unread e-mails' sweep reads only conversations somebody has not read (decision 94).
    index('conversations_unread')
      .on(table.lastActivityAt)
      .where(sql`${table.customerUnread} > 0 OR ${table.ownerUnread} > 0`),
  ],
);

export const conversationMessages = pgTable(
  'conversation_messages',
  {
    messageId: uuid('message_id').primaryKey(),
    conversationId: uuid('conversation_id').notNull(),
    seq: integer('seq').notNull(),
    /** customer · owner */
    author: text('author').notNull(),
    text: text('text').notNull(),
    /** The kinds masked: ["phone", "email", "link"]. */
    masked: jsonb('masked').notNull(),
    /** [{ objectKey, sha256 }] */
    photos: jsonb('photos').notNull(),
    postedAt: timestamp('posted_at', { withTimezone: true }).notNull(),
    /** [{ party, reason, note, reportedAt }] */
    reports: jsonb('reports').notNull().default([]),
  },
  (table) => [uniqueIndex('conversation_messages_by_seq').on(table.conversationId, table.seq)],
);

/**
 * Every message and read mark in the order of the global log: what the live stream sends and resumes from
 * (`transaction_id` and `position` = the event's log position, the SSE `id:`). `payload` holds object keys, never URLs.
 */
export const conversationActivity = pgTable(
  'conversation_activity',
  {
    position: bigint('position', { mode: 'bigint' }).primaryKey(),
    conversationId: uuid('conversation_id').notNull(),
    ownerId: text('owner_id').notNull(),
    customerKey: text('customer_key').notNull(),
    /** message · read */
    kind: text('kind').notNull(),
    payload: jsonb('payload').notNull(),
    /**
     * The transaction that wrote the row: positions are taken before commit, so a live stream reads only rows older
     * than every transaction still running and never passes one still being written (decision 95).
     */
    transactionId: xid8('transaction_id')
      .notNull()
      .default(sql`pg_current_xact_id()`),
  },
  // Streams read in the log's order: the writing transaction, then the position.
  (table) => [
    index('conversation_activity_by_owner').on(table.ownerId, table.transactionId, table.position),
    index('conversation_activity_by_customer').on(table.customerKey, table.transactionId, table.position),
  ],
);

/**
 * Each time a customer wrote and waited for the owner (projection `conversations`): from the first message the owner
 * had not answered to the owner's next message. The owner's response time on their cars is the median of these and of
 * their answers to requests to book, over the 90 days before their latest answer (decision 94).
 */
export const ownerMessageResponses = pgTable(
  'owner_message_responses',
  {
    conversationId: uuid('conversation_id').notNull(),
    /** The customer's first unanswered message. */
    askedSeq: integer('asked_seq').notNull(),
    ownerId: text('owner_id').notNull(),
    askedAt: timestamp('asked_at', { withTimezone: true }).notNull(),
    /** The owner's next message; null while the customer waits. */
    answeredAt: timestamp('answered_at', { withTimezone: true }),
  },
  (table) => [
    primaryKey({ columns: [table.conversationId, table.askedSeq] }),
    index('owner_message_responses_by_owner').on(table.ownerId, table.answeredAt),
  ],
);
