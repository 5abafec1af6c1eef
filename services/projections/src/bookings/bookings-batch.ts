import type { BookingEvent } from '@grandtour/commands';
import type { RecordedEvent, SqlExecutor } from '@grandtour/event-store';
import { integerFromDatabase } from '@grandtour/event-store';
import { insertRows, readRows, updateRows, type Row } from '../rebuild/row-batches.ts';
import { carBookingCounts } from '../cars/car-recounts.ts';
import { bookingUpdate, createdBookingRow, paymentStatusAfterRefund } from './booking-updates.ts';

type Created = Extract<BookingEvent, { type: 'BookingCreated' }>;

/** One booking's row as `apply` would leave it after each of these events in turn; true if any changed it. */
function fold(row: Row, events: readonly RecordedEvent<BookingEvent>[], recount: Set<string>): boolean {
  let changed = false;
  const behind = (version: number) => integerFromDatabase(row.version) < version;
  const update = (version: number, at: string, assignments: Row) => {
    if (!behind(version)) return false;
    Object.assign(row, assignments, { version, updated_at: at });
    changed = true;
    return true;
  };
  for (const event of events) {
    const version = event.metadata.streamPosition;
    switch (event.type) {
      case 'RefundIssued': {
        const refunded = integerFromDatabase(row.refunded_cents) + event.data.amountCents;
        const paid = integerFromDatabase(row.paid_cents);
        update(version, event.data.issuedAt, {
          refunded_cents: refunded,
          payment_status: paymentStatusAfterRefund(paid, refunded),
        });
        continue;
      }
      case 'ChangePaymentSucceeded':
        update(version, event.data.succeededAt, {
          paid_cents: integerFromDatabase(row.paid_cents) + event.data.amountCents,
        });
        continue;
    }
    const planned = bookingUpdate(event);
    if (!planned) continue;
    const updated = update(version, planned.at, planned.assignments);
    switch (event.type) {
      case 'PaymentSucceeded':
        if (row.status === 'cancelled') {
          row.refund_due_cents =
            integerFromDatabase(row.paid_cents) - integerFromDatabase(row.cancellation_fee_cents);
          changed = true;
        }
        continue;
      case 'BookingConfirmed':
      case 'BookingCompleted':
        if (updated) recount.add(event.data.carId);
        continue;
      case 'BookingCancelled':
        if (updated) recount.add(event.data.carId);
        if (
          event.data.reason === 'customer' &&
          (row.request_status === 'awaiting_payment' || row.request_status === 'awaiting_owner')
        ) {
          row.request_status = 'withdrawn';
          changed = true;
        }
        continue;
    }
  }
  return changed;
}

/**
 * The page's bookings as `apply` would leave them, in four statements whatever its size: the new bookings inserted
 * (as `apply` inserts them, the table's defaults included), the touched rows read, each row's events folded in
 * memory, the rows written back in one update, and the cars whose bookings changed status recounted once each: a
 * car's count only moves when one of its bookings is confirmed, cancelled or completed, each of which recounts it
 * (every car's at once at the end of a rebuild's first pass, when it defers recounts).
 */
export async function applyBookingsBatch(
  events: readonly RecordedEvent<BookingEvent>[],
  sql: SqlExecutor,
  options: { deferRecounts?: boolean } = {},
) {
  const byBooking = new Map<string, RecordedEvent<BookingEvent>[]>();
  const created: Row[] = [];
  for (const event of events) {
    if (event.type === 'BookingCreated')
      created.push(createdBookingRow(event as RecordedEvent<Created>, event.metadata.streamPosition));
    else if (
      bookingUpdate(event) ||
      event.type === 'RefundIssued' ||
      event.type === 'ChangePaymentSucceeded'
    ) {
      const own = byBooking.get(event.data.bookingId) ?? [];
      own.push(event);
      byBooking.set(event.data.bookingId, own);
    }
  }
  await insertRows(sql, 'bookings', created);
  if (byBooking.size === 0) return;
  const recount = new Set<string>();
  const changed = (await readRows(sql, 'bookings', [...byBooking.keys()])).filter((row) =>
    fold(row, byBooking.get(row.id as string)!, recount),
  );
  await updateRows(sql, 'bookings', changed);
  if (!options.deferRecounts) await carBookingCounts.of(sql, recount);
}
