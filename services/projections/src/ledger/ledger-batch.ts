import type { BookingEvent } from '@grandtour/commands';
import type { RecordedEvent, SqlExecutor } from '@grandtour/event-store';
import { insertRows, upsertRows, type Row } from '../rebuild/row-batches.ts';
import { postingOf, type BookingLedger } from './ledger-postings.ts';
import { eventsByBooking } from '../rebuild/events-by-booking.ts';

/**
 * The page's postings as `apply` would make them, in three statements whatever its size (decision 107): the touched
 * bookings' ledgers read (and locked, as `apply` locks each), each booking's events posted in turn in memory with
 * `postingOf` (the same version guard skipping replays), then every entry inserted and every ledger written at once.
 */
export async function applyLedgerBatch(events: readonly RecordedEvent<BookingEvent>[], sql: SqlExecutor) {
  const byBooking = eventsByBooking(events);
  const { rows } = await sql.query(
    `SELECT booking_id, facts, version FROM ledger_booking_facts WHERE booking_id = ANY($1::uuid[]) FOR UPDATE`,
    [[...byBooking.keys()]],
  );
  const known = new Map(
    rows.map(
      (row) => [String(row.booking_id), { facts: row.facts, version: row.version } as BookingLedger] as const,
    ),
  );
  const entries: Row[] = [];
  const ledgers: Row[] = [];
  for (const [bookingId, own] of byBooking) {
    let ledger = known.get(bookingId);
    let posted = false;
    for (const event of own) {
      const posting = postingOf(event, ledger);
      if (!posting) continue;
      entries.push(...posting.entries);
      ledger = posting.ledger;
      posted = true;
    }
    if (posted) ledgers.push({ booking_id: bookingId, facts: ledger!.facts, version: ledger!.version });
  }
  await insertRows(sql, 'ledger_entries', entries, 'event_id, line');
  await upsertRows(sql, 'ledger_booking_facts', 'booking_id', ledgers);
}
