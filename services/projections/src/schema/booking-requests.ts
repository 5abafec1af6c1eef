import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * Every request to book an owner received and how it ended (projection `owner_request_responses`, decision 85): the
 * acceptance rate and median response time on the owner's cars are computed from it, so a rebuild gives the same.
 */
export const ownerRequestResponses = pgTable(
  'owner_request_responses',
  {
    bookingId: uuid('booking_id').primaryKey(),
    ownerId: text('owner_id').notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull(),
    /** `accepted`, `declined` or `expired`; null while it waits for the answer (or was withdrawn before one). */
    outcome: text('outcome'),
    respondedAt: timestamp('responded_at', { withTimezone: true }),
  },
  (table) => [index('owner_request_responses_by_owner').on(table.ownerId)],
);
