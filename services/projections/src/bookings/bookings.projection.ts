import type { BookingEvent } from '@grandtour/commands';
import type { Projection, SqlExecutor } from '@grandtour/event-store';
import { BOOKING_EVENT_TYPES } from '@grandtour/commands';
import { integerFromDatabase } from '@grandtour/event-store';
import { carBookingCounts } from '../cars/car-recounts.ts';
import { applyBookingsBatch } from './bookings-batch.ts';
import {
  BOOKING_JSON_COLUMNS,
  bookingUpdate,
  createdBookingRow,
  paymentStatusAfterRefund,
} from './booking-updates.ts';

async function insertBooking(
  event: Extract<BookingEvent, { type: 'BookingCreated' }>,
  version: number,
  sql: SqlExecutor,
) {
  const row = createdBookingRow(event, version);
  const columns = Object.keys(row);
  await sql.query(
    `INSERT INTO bookings (${columns.join(', ')})
     VALUES (${columns.map((_, index) => `$${index + 1}`).join(', ')}) ON CONFLICT (id) DO NOTHING`,
    columns.map((column) =>
      BOOKING_JSON_COLUMNS.has(column) && row[column] !== null ? JSON.stringify(row[column]) : row[column],
    ),
  );
}

/** Applies `assignments` unless the row already holds this event (its version is at or past the event's). */
async function updateBooking(
  bookingId: string,
  version: number,
  at: string,
  assignments: Record<string, unknown>,
  sql: SqlExecutor,
): Promise<boolean> {
  const columns = Object.keys(assignments);
  const sets = columns.map((column, index) => `${column} = $${index + 4}`);
  const result = await sql.query(
    `UPDATE bookings SET ${[...sets, 'version = $2', 'updated_at = $3'].join(', ')} WHERE id = $1 AND version < $2`,
    [bookingId, version, at, ...columns.map((column) => assignments[column])],
  );
  return (result.rowCount ?? 0) > 0;
}

export const bookingsProjection: Projection<BookingEvent> = {
  name: 'bookings',
  handles: BOOKING_EVENT_TYPES,
  tables: ['bookings', 'cars'],
  async apply(event, sql) {
    const version = event.metadata.streamPosition;
    const { bookingId } = event.data;
    switch (event.type) {
      case 'BookingCreated':
        return insertBooking(event, version, sql);
      case 'RefundIssued': {
        const { rows } = await sql.query(
          'SELECT paid_cents, refunded_cents, version FROM bookings WHERE id = $1',
          [bookingId],
        );
        const row = rows[0] as { paid_cents: unknown; refunded_cents: unknown; version: number } | undefined;
        if (!row || row.version >= version) return;
        const refunded = integerFromDatabase(row.refunded_cents) + event.data.amountCents;
        const paid = integerFromDatabase(row.paid_cents);
        await updateBooking(
          bookingId,
          version,
          event.data.issuedAt,
          { refunded_cents: refunded, payment_status: paymentStatusAfterRefund(paid, refunded) },
          sql,
        );
        return;
      }
      case 'ChangePaymentSucceeded': {
        const { rows } = await sql.query('SELECT paid_cents, version FROM bookings WHERE id = $1', [
          bookingId,
        ]);
        const row = rows[0] as { paid_cents: unknown; version: number } | undefined;
        if (!row || row.version >= version) return;
        await updateBooking(
          bookingId,
          version,
          event.data.succeededAt,
          { paid_cents: integerFromDatabase(row.paid_cents) + event.data.amountCents },
          sql,
        );
        return;
      }
    }
    const update = bookingUpdate(event);
    if (!update) return;
    const updated = await updateBooking(bookingId, version, update.at, update.assignments, sql);
    switch (event.type) {
      case 'PaymentSucceeded':
        // Paid after it was cancelled (a late webhook): all of it is owed back.
        await sql.query(
          `UPDATE bookings SET refund_due_cents = paid_cents - cancellation_fee_cents
            WHERE id = $1 AND status = 'cancelled'`,
          [bookingId],
        );
        return;
      case 'BookingConfirmed':
      case 'BookingCompleted':
        if (updated) await carBookingCounts.of(sql, [event.data.carId]);
        return;
      case 'BookingCancelled':
        if (updated) await carBookingCounts.of(sql, [event.data.carId]);
        // A request the customer called off before the owner's answer was withdrawn.
        if (event.data.reason === 'customer')
          await sql.query(
            `UPDATE bookings SET request_status = 'withdrawn'
              WHERE id = $1 AND request_status IN ('awaiting_payment', 'awaiting_owner')`,
            [bookingId],
          );
        return;
    }
  },
  // Rebuilds: each booking's events of the page folded into its row in memory, one write per table (decision 105).
  applyBatch: applyBookingsBatch,
  recounts: [carBookingCounts.every],
};
