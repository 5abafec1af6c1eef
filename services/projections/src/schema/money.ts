import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { int8Number } from './columns.ts';

/*
 * The read models of the money loop (issue 21): deposits held, payouts to owners, owners' payout accounts and the
 * double-entry ledger. Projections write them from the event log and may drop and rebuild them. Money in cents.
 */

/** Each booking's deposit as its events tell it (projection `deposits`). */
export const bookingDeposits = pgTable(
  'booking_deposits',
  {
    bookingId: uuid('booking_id').primaryKey(),
    ownerId: text('owner_id').notNull(),
    /** scheduled · held · failed · released · captured · waived · not_required (the API's words). */
    status: text('status').notNull(),
    amountCents: int8Number('amount_cents').notNull(),
    provider: text('provider'),
    method: text('method'),
    holdId: text('hold_id'),
    heldAt: timestamp('held_at', { withTimezone: true }),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    /** The provider's words for the last refusal, until a hold succeeds. */
    failureMessage: text('failure_message'),
    failedAt: timestamp('failed_at', { withTimezone: true }),
    capturedCents: int8Number('captured_cents').notNull().default(0),
    releasedAt: timestamp('released_at', { withTimezone: true }),
    pickedUpAt: timestamp('picked_up_at', { withTimezone: true }),
    /** What the schedule (decision 68) reads: the booking's status, dates, completion and payment method. */
    bookingStatus: text('booking_status').notNull().default('pending'),
    startDate: date('start_date').notNull(),
    endDate: date('end_date').notNull(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    paymentMethod: text('payment_method'),
    /** Holds a renewal replaced, not yet released. */
    olderHoldIds: text('older_hold_ids')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    waived: boolean('waived').notNull().default(false),
    settled: boolean('settled').notNull().default(false),
    /** A damage claim is open (issue 23): the hold is kept, and renewed, until it is settled or withdrawn. */
    claimOpen: boolean('claim_open').notNull().default(false),
    /** The return's extras assessed and not settled, and what of them the deposit has not paid yet (decision 91). */
    extrasUnsettled: boolean('extras_unsettled').notNull().default(false),
    extrasDueCents: int8Number('extras_due_cents').notNull().default(0),
    /** The next step of the schedule (hold · renew · release · capture_extras · settle_extras) and when it is due; null when none comes by itself. */
    nextStep: text('next_step'),
    nextStepAt: timestamp('next_step_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    index('booking_deposits_by_owner').on(table.ownerId),
    index('booking_deposits_due')
      .on(table.nextStepAt)
      .where(sql`${table.nextStepAt} IS NOT NULL`),
    index('booking_deposits_holds_by_expiry')
      .on(table.expiresAt)
      .where(sql`${table.status} = 'held'`),
  ],
);

/** One row per booking's payout to its owner (projection `payouts`). */
export const payouts = pgTable(
  'payouts',
  {
    payoutId: uuid('payout_id').primaryKey(),
    bookingId: uuid('booking_id').notNull(),
    ownerId: text('owner_id').notNull(),
    grossCents: int8Number('gross_cents').notNull(),
    commissionCents: int8Number('commission_cents').notNull(),
    netCents: int8Number('net_cents').notNull(),
    /** Damages of settled claims paid with the transfer, on top of the net, without commission (issue 23). */
    damagesCents: int8Number('damages_cents').notNull().default(0),
    commissionRateBps: integer('commission_rate_bps').notNull(),
    /** scheduled · paid · failed (retries spent, an operator must act) · cancelled. */
    status: text('status').notNull(),
    dueAt: timestamp('due_at', { withTimezone: true }).notNull(),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    provider: text('provider'),
    accountId: text('account_id'),
    transferId: text('transfer_id'),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    scheduledAt: timestamp('scheduled_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    index('payouts_by_owner').on(table.ownerId, table.dueAt),
    index('payouts_due')
      .on(table.dueAt)
      .where(sql`${table.status} = 'scheduled'`),
    index('payouts_by_booking').on(table.bookingId),
  ],
);

/** The account each owner is paid to (projection `payout_accounts`); no bank details, only the provider's id. */
export const payoutAccounts = pgTable('payout_accounts', {
  ownerId: text('owner_id').primaryKey(),
  provider: text('provider').notNull(),
  accountId: text('account_id').notNull(),
  detailsSubmitted: boolean('details_submitted').notNull().default(false),
  payoutsEnabled: boolean('payouts_enabled').notNull().default(false),
  connectedAt: timestamp('connected_at', { withTimezone: true }).notNull(),
  /** The last change of account: payouts wait until 24 hours after it. */
  changedAt: timestamp('changed_at', { withTimezone: true }),
  payoutsPausedUntil: timestamp('payouts_paused_until', { withTimezone: true }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
});

/**
 * The double-entry ledger (projection `ledger`): every money event of a booking as entries on named accounts
 * (customer, platform_revenue, owner_payable, deposits_held, provider_clearing) whose amounts sum to zero per event.
 */
export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    bookingId: uuid('booking_id').notNull(),
    /** The event's id: a replay writes nothing twice. */
    eventId: text('event_id').notNull(),
    /** The entry's rank among its event's entries: with the event's id, the entry's key (a rebuild keeps it). */
    line: integer('line').notNull(),
    /** The event's place in the booking's stream: the booking's entries in the order they happened. */
    streamPosition: integer('stream_position').notNull(),
    eventType: text('event_type').notNull(),
    account: text('account').notNull(),
    /** Signed: debit positive, credit negative. */
    amountCents: int8Number('amount_cents').notNull(),
    /** The provider's object the movement went through (charge, refund, hold, capture, transfer), when one did. */
    providerRef: text('provider_ref'),
    provider: text('provider'),
    /**
     * What the provider recorded for this entry (charge · refund · hold · capture · release · transfer), on the entry
     * of the provider's side only: the reconciliation matches the provider's records against these (decision 77).
     */
    movement: text('movement'),
    at: timestamp('at', { withTimezone: true }).notNull(),
  },
  (table) => [
    primaryKey({ name: 'ledger_entries_pkey', columns: [table.eventId, table.line] }),
    index('ledger_entries_by_booking').on(table.bookingId, table.streamPosition),
    index('ledger_entries_by_provider_ref').on(table.providerRef),
  ],
);

/** What the ledger remembers of each booking between its events (commission rate, gross so far, holds). */
export const ledgerBookingFacts = pgTable('ledger_booking_facts', {
  bookingId: uuid('booking_id').primaryKey(),
  facts: jsonb('facts').notNull(),
  /** The stream position of the last event folded in: an event at or before it is a replay. */
  version: integer('version').notNull(),
});
