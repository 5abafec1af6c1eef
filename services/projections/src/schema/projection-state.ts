import { bigint, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { int8Number } from './columns.ts';

/* The projection runner's own state: where each asynchronous projection stands, and which one stopped. */

/** Where each asynchronous projection stands in the global log; written in the batch's transaction. */
export const projectionCheckpoints = pgTable('projection_checkpoints', {
  name: text('name').primaryKey(),
  commitPosition: bigint('commit_position', { mode: 'bigint' }).notNull(),
  preparePosition: bigint('prepare_position', { mode: 'bigint' }).notNull(),
  owner: text('owner'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * An asynchronous projection stopped at an event it could not apply (decision 45): its checkpoint stays just before
 * the event, the others carry on. One row per stopped projection, gone once it applies the event; in PostgreSQL so
 * every runner process and operator sees it. `retryAt` is when a runner tries again (back-off, or an operator's
 * `projections retry`).
 */
export const projectionFailures = pgTable('projection_failures', {
  name: text('name').primaryKey(),
  commitPosition: bigint('commit_position', { mode: 'bigint' }).notNull(),
  preparePosition: bigint('prepare_position', { mode: 'bigint' }).notNull(),
  eventId: text('event_id').notNull(),
  eventType: text('event_type').notNull(),
  streamName: text('stream_name').notNull(),
  streamPosition: int8Number('stream_position').notNull(),
  error: text('error').notNull(),
  attempts: integer('attempts').notNull(),
  firstFailedAt: timestamp('first_failed_at', { withTimezone: true }).notNull(),
  lastFailedAt: timestamp('last_failed_at', { withTimezone: true }).notNull(),
  retryAt: timestamp('retry_at', { withTimezone: true }).notNull(),
  /** The process that last tried (`host:pid`). */
  owner: text('owner'),
});
