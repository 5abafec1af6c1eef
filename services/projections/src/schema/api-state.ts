import { bigint, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

/* The API's own memory, not read models: no rebuild touches these tables. */

/**
 * Each car's secret iCal address (not a read model: the API's own memory, like sessions). Revoking deletes the
 * row; a new token is issued on the next request (decision 20).
 */
export const calendarFeeds = pgTable(
  'calendar_feeds',
  {
    carId: uuid('car_id').primaryKey(),
    ownerId: text('owner_id').notNull(),
    token: text('token').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('calendar_feeds_token').on(table.token)],
);

/**
 * Answers already given to writes that carried an Idempotency-Key, so a retry gets the first answer (not a read
 * model: the API's own memory, kept 24 hours). `lockedUntil` marks a request still running.
 */
export const idempotencyKeys = pgTable('idempotency_keys', {
  scopedKey: text('scoped_key').primaryKey(),
  requestHash: text('request_hash').notNull(),
  statusCode: integer('status_code'),
  responseBody: text('response_body'),
  lockedUntil: timestamp('locked_until', { withTimezone: true }).notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Signed-in browsers (not a read model: the API's own memory, like the idempotency keys). Only a hash of the
 * cookie's token is kept, so a copy of this table opens no account.
 */
export const sessions = pgTable(
  'sessions',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: uuid('user_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('sessions_by_user').on(table.userId), index('sessions_by_expiry').on(table.expiresAt)],
);

/**
 * The last 30-second step whose authenticator code each account used (not a read model: the API's own memory), so
 * that no code is accepted twice (RFC 6238 §5.2, decision 75).
 */
export const secondFactorSteps = pgTable('second_factor_steps', {
  userId: uuid('user_id').primaryKey(),
  lastStep: bigint('last_step', { mode: 'number' }).notNull(),
});

/**
 * Failed sign-ins per account, or per unknown identifier (its SHA-256), so one limit holds across API nodes (not a
 * read model: the API's own memory, like sessions). Failures lock the account out for a while, longer each time;
 * `notifiedLockAt` is the lock-out whose notice is in the log (decision 51).
 */
export const signInFailures = pgTable(
  'sign_in_failures',
  {
    key: text('key').primaryKey(),
    userId: uuid('user_id'),
    /** Failures since the last lock-out ended (or since the first). */
    failures: integer('failures').notNull().default(0),
    /** Lock-outs in a row: each lasts twice the one before. */
    lockouts: integer('lockouts').notNull().default(0),
    lockedAt: timestamp('locked_at', { withTimezone: true }),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    notifiedLockAt: timestamp('notified_lock_at', { withTimezone: true }),
    /** Wrong passwords from browsers the account signed in from, during the current lock-out. */
    knownBrowserFailures: integer('known_browser_failures').notNull().default(0),
    lastFailureAt: timestamp('last_failure_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('sign_in_failures_by_update').on(table.updatedAt)],
);
