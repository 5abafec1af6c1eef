import { bigint, jsonb, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';

/**
 * Each booking's handover reports as their events left them (projection `handover_reports`, decision 87): what the
 * parties' pages and the PDF read. `report` is the report's fold, its maps as objects; `version` the stream position
 * of the last event applied, so a replay changes nothing.
 */
export const handoverReports = pgTable(
  'handover_reports',
  {
    bookingId: uuid('booking_id').notNull(),
    /** pickup | return */
    phase: text('phase').notNull(),
    report: jsonb('report').notNull(),
    version: bigint('version', { mode: 'number' }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.bookingId, table.phase] })],
);
