import type { BookingEvent } from '@grandtour/commands';
import type { RecordedEvent, SqlExecutor } from '@grandtour/event-store';
import { upsertRows } from '../rebuild/row-batches.ts';
import { depositColumnsOf, loadDepositRows } from './deposit-columns.ts';
import { evolveDepositRow, type DepositRow } from './deposit-row.ts';
import { eventsByBooking } from '../rebuild/events-by-booking.ts';

/**
 * The page's deposits as `apply` would leave them, in two statements whatever its size (decision 107): the touched
 * rows read, each booking's events of the page folded into its row with `evolveDepositRow` (an event that changes
 * nothing, a replay among them, leaves the row as it is), and the rows that changed written whole in one upsert.
 */
export async function applyDepositsBatch(events: readonly RecordedEvent<BookingEvent>[], sql: SqlExecutor) {
  const byBooking = eventsByBooking(events);
  const stored = new Map(
    (await loadDepositRows(sql, [...byBooking.keys()])).map((row) => [row.bookingId, row] as const),
  );
  const changed: DepositRow[] = [];
  for (const [bookingId, own] of byBooking) {
    let row = stored.get(bookingId) ?? null;
    let folded = false;
    for (const event of own) {
      const next = evolveDepositRow(row, event);
      if (!next) continue;
      row = next;
      folded = true;
    }
    if (folded) changed.push(row!);
  }
  await upsertRows(sql, 'booking_deposits', 'booking_id', changed.map(depositColumnsOf));
}
