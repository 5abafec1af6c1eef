import { index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { int8Number } from './columns.ts';

/**
 * Damage claims on deposits as their events tell them (projection `claims`, issue 23): the lists of the owner, the
 * customer and the administrators. Files are kept as object keys and hashes; money in cents.
 */
export const claims = pgTable(
  'claims',
  {
    claimId: uuid('claim_id').primaryKey(),
    bookingId: uuid('booking_id').notNull(),
    carId: text('car_id').notNull(),
    ownerId: text('owner_id').notNull(),
    customerId: text('customer_id').notNull(),
    /** open · contested · escalated · accepted · decided · settled · withdrawn */
    status: text('status').notNull(),
    amountCents: int8Number('amount_cents').notNull(),
    description: text('description').notNull(),
    /** [{ objectKey, sha256 }] */
    photos: jsonb('photos').notNull(),
    /** { objectKey, sha256, contentType } */
    estimate: jsonb('estimate').notNull(),
    openedAt: timestamp('opened_at', { withTimezone: true }).notNull(),
    respondBy: timestamp('respond_by', { withTimezone: true }).notNull(),
    contestMessage: text('contest_message'),
    contestPhotos: jsonb('contest_photos'),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
    escalatedAt: timestamp('escalated_at', { withTimezone: true }),
    decidedBy: text('decided_by'),
    decisionNote: text('decision_note'),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    /** What the customer owes, once accepted or decided. */
    agreedCents: int8Number('agreed_cents'),
    capturedCents: int8Number('captured_cents'),
    excessCents: int8Number('excess_cents'),
    /** charged · debt · none, once settled. */
    excess: text('excess'),
    settledAt: timestamp('settled_at', { withTimezone: true }),
    withdrawnAt: timestamp('withdrawn_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    index('claims_by_booking').on(table.bookingId),
    index('claims_by_status').on(table.status, table.openedAt),
  ],
);
