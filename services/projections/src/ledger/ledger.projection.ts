import type { BookingEvent } from '@grandtour/commands';
import type { Projection, RecordedEvent, SqlExecutor } from '@grandtour/event-store';
import { LEDGER_EVENT_TYPES } from './ledger-entries.ts';
import { insertRows, upsertRows } from '../rebuild/row-batches.ts';
import { applyLedgerBatch } from './ledger-batch.ts';
import { postingOf, type BookingLedger } from './ledger-postings.ts';

async function post(event: RecordedEvent<BookingEvent>, sql: SqlExecutor) {
  const { bookingId } = event.data as { bookingId: string };
  const { rows } = await sql.query(
    'SELECT facts, version FROM ledger_booking_facts WHERE booking_id = $1 FOR UPDATE',
    [bookingId],
  );
  const posting = postingOf(event, rows[0] as BookingLedger | undefined);
  if (!posting) return;
  // Written as the batch writes its rows (row-batches.ts): an entry already posted is kept.
  await insertRows(sql, 'ledger_entries', posting.entries, 'event_id, line');
  await upsertRows(sql, 'ledger_booking_facts', 'booking_id', [{ booking_id: bookingId, ...posting.ledger }]);
}

/**
 * The double-entry ledger (decision 77): read by operators and the reconciliation, never right after a write, so it
 * runs asynchronously (ARCHITECTURE §4).
 */
export const ledgerProjection: Projection<BookingEvent> = {
  name: 'ledger',
  handles: LEDGER_EVENT_TYPES,
  tables: ['ledger_entries', 'ledger_booking_facts'],
  opensPersonalData: false,
  async apply(event, sql) {
    await post(event, sql);
  },
  // Rebuilds: each booking's events of the page posted in memory, one write per table (decision 107).
  applyBatch: applyLedgerBatch,
};
