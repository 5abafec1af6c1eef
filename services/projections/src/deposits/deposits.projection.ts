import type { BookingEvent } from '@grandtour/commands';
import type { Projection } from '@grandtour/event-store';
import { upsertRows } from '../rebuild/row-batches.ts';
import { depositColumnsOf, loadDepositRow } from './deposit-columns.ts';
import { DEPOSIT_ROW_EVENT_TYPES, evolveDepositRow } from './deposit-row.ts';
import { applyDepositsBatch } from './deposits-batch.ts';

export { depositRowFromDatabase, loadDepositRow } from './deposit-columns.ts';

/**
 * Inline: each booking's deposit as its events tell it, with the schedule's next step (decision 68) for the sweep and
 * what the booking pages show. The row is evolved in code from its previous state, so the schedule is computed by the
 * same pure function the workflow uses; a replayed event leaves it as it was.
 */
export const depositsProjection: Projection<BookingEvent> = {
  name: 'deposits',
  handles: DEPOSIT_ROW_EVENT_TYPES,
  tables: ['booking_deposits'],
  async apply(event, sql) {
    const bookingId = event.data.bookingId;
    const next = evolveDepositRow(await loadDepositRow(sql, bookingId), event);
    // Written as the batch writes its rows, so the live and rebuilt rows cannot differ in how they are stored.
    if (next) await upsertRows(sql, 'booking_deposits', 'booking_id', [depositColumnsOf(next)]);
  },
  // Rebuilds and appends of several events: each booking's events folded into its row in memory (decision 107).
  applyBatch: applyDepositsBatch,
};
