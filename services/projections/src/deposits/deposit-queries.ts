import type { BookingDeposit } from '@grandtour/shared';
import type { SqlExecutor } from '@grandtour/event-store';
import type { DepositRow } from './deposit-row.ts';
import { loadDepositRow } from './deposit-columns.ts';

/** The deposit as the booking pages show it (customer and owner alike). */
export function bookingDepositOf(row: DepositRow | null): BookingDeposit {
  if (!row)
    return {
      status: 'not_required',
      amountCents: 0,
      scheduledFor: null,
      heldAt: null,
      expiresAt: null,
      releasedAt: null,
      capturedCents: 0,
      failureMessage: null,
      method: null,
    };
  return {
    status: row.status,
    amountCents: row.amountCents,
    scheduledFor: row.status === 'scheduled' && row.nextStep === 'hold' ? row.nextStepAt : null,
    heldAt: row.heldAt,
    expiresAt: row.expiresAt,
    releasedAt: row.releasedAt,
    capturedCents: row.capturedCents,
    failureMessage: row.status === 'failed' ? row.failureMessage : null,
    method: row.method === 'card' || row.method === 'paypal' ? row.method : null,
  };
}

export function createDepositQueries(sql: SqlExecutor) {
  return {
    async findRow(bookingId: string): Promise<DepositRow | null> {
      return loadDepositRow(sql, bookingId);
    },

    async findDeposit(bookingId: string): Promise<BookingDeposit> {
      return bookingDepositOf(await loadDepositRow(sql, bookingId));
    },

    /** Bookings whose next deposit step is due (the sweep runs each; a step already done is a no-op). */
    async dueSteps(now: Date, limit = 100): Promise<string[]> {
      const { rows } = await sql.query(
        `SELECT booking_id FROM booking_deposits WHERE next_step_at <= $1 ORDER BY next_step_at LIMIT $2`,
        [now.toISOString(), limit],
      );
      return rows.map((row) => String(row.booking_id));
    },
  };
}
export type DepositQueries = ReturnType<typeof createDepositQueries>;
