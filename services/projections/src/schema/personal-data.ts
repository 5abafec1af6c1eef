import { customType, index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

const bytea = customType<{ data: Buffer }>({ dataType: () => 'bytea' });

/**
 * One key per data subject (decision 99), wrapped by PERSONAL_DATA_KEY: the only place the keys of the personal
 * fields sealed in the log live. Never rebuilt. Erasing a subject empties `wrapped_key` and keeps the row, so a late
 * write under that subject is refused rather than given a fresh key.
 */
export const personalDataKeys = pgTable('personal_data_keys', {
  subject: text('subject').primaryKey(),
  wrappedKey: bytea('wrapped_key'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  erasedAt: timestamp('erased_at', { withTimezone: true }),
  /** A guest who signed in: erasing the account erases this subject too. */
  mergedInto: text('merged_into'),
});

/**
 * Erasures asked for and done (projection `personal_data_erasures`): what the sweeper finishes, and what a person's
 * account says of their request.
 */
export const personalDataErasures = pgTable('personal_data_erasures', {
  subject: text('subject').primaryKey(),
  /** requested · erased */
  status: text('status').notNull(),
  requestedBy: text('requested_by').notNull(),
  requestedAt: timestamp('requested_at', { withTimezone: true }).notNull(),
  erasedAt: timestamp('erased_at', { withTimezone: true }),
});

/**
 * Reads of a person's personal data by someone other than them (projection `personal_data_accesses`, decision 99):
 * `PersonalDataAccessed`, and the documents' views of decision 84 (`DriverDocumentViewed`). What the person's export
 * lists as access-log.json. `id` is the event's id, so a replay writes nothing twice.
 */
export const personalDataAccesses = pgTable(
  'personal_data_accesses',
  {
    id: text('id').primaryKey(),
    /** `user:{id}` or `guest:{uuid}`. */
    subject: text('subject').notNull(),
    accessorId: text('accessor_id').notNull(),
    /** admin · owner */
    accessorRole: text('accessor_role').notNull(),
    /** driver-documents · reported-conversation · data-export */
    what: text('what').notNull(),
    reference: text('reference'),
    reason: text('reason'),
    at: timestamp('at', { withTimezone: true }).notNull(),
  },
  (table) => [index('personal_data_accesses_by_subject').on(table.subject, table.at)],
);
