import {
  customType,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import type { DriverVerificationStatus } from '@grandtour/shared';

const bytea = customType<{ data: Buffer }>({ dataType: () => 'bytea' });

/**
 * The drivers' documents, encrypted (decision 84; not a read model: the API's own memory, no rebuild touches it).
 * One row per driver and kind; `ciphertext` is the file under its own data key, `wrapped_key` that key under
 * DOCUMENTS_KEY. Erasure deletes the rows.
 */
export const driverDocuments = pgTable(
  'driver_documents',
  {
    userId: text('user_id').notNull(),
    kind: text('kind').notNull(),
    contentType: text('content_type').notNull(),
    /** SHA-256 of the file as kept (the event carries it too, never the bytes). */
    sha256: text('sha256').notNull(),
    wrappedKey: bytea('wrapped_key').notNull(),
    ciphertext: bytea('ciphertext').notNull(),
    uploadedAt: timestamp('uploaded_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.kind] }),
    index('driver_documents_by_upload').on(table.uploadedAt),
  ],
);

/** Where each driver stands (read model of the `driver-{userId}` streams): what was uploaded and the last decision. */
export const driverVerifications = pgTable('driver_verifications', {
  userId: text('user_id').primaryKey(),
  status: text('status').$type<DriverVerificationStatus>().notNull(),
  /** The documents kept: kind, content type and upload time. */
  documents: jsonb('documents')
    .$type<{ kind: string; contentType: string; uploadedAt: string }[]>()
    .notNull(),
  rejectionReason: text('rejection_reason'),
  rejectionNote: text('rejection_note'),
  decidedBy: text('decided_by'),
  decidedAt: timestamp('decided_at', { withTimezone: true }),
  licenceExpiresOn: date('licence_expires_on', { mode: 'string' }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  /** Stream position of the last event applied: replays skip what is already in. */
  version: integer('version').notNull(),
});
