import { integerFromDatabase } from '@grandtour/event-store';
import type pg from 'pg';

export interface FailedPayout {
  payoutId: string;
  bookingId: string;
  ownerId: string;
  netCents: number;
  attempts: number;
  lastError: string | null;
  updatedAt: Date;
}

interface FailedRow {
  payout_id: string;
  booking_id: string;
  owner_id: string;
  net_cents: string | number;
  attempts: number;
  last_error: string | null;
  updated_at: Date;
}

/** What the payout run and the operators read of the `payouts` read model. */
export function createPayoutQueries(pool: pg.Pool) {
  return {
    /** Payouts due by then and not yet paid, failed for good or cancelled; oldest first. */
    async duePayouts(now: Date, limit = 500): Promise<{ payoutId: string; bookingId: string }[]> {
      const result = await pool.query<{ payout_id: string; booking_id: string }>(
        `SELECT payout_id, booking_id FROM payouts
          WHERE status = 'scheduled' AND due_at <= $1 ORDER BY due_at, payout_id LIMIT $2`,
        [now, limit],
      );
      return result.rows.map((row) => ({ payoutId: row.payout_id, bookingId: row.booking_id }));
    },

    /** Bookings over, with something to pay their owner, whose payout is not scheduled yet. */
    async bookingsAwaitingPayout(limit = 500): Promise<string[]> {
      const result = await pool.query<{ id: string }>(
        `SELECT b.id FROM bookings b
          WHERE (b.status = 'completed' OR (b.status = 'cancelled' AND b.cancellation_fee_cents > 0))
            AND NOT EXISTS (SELECT 1 FROM payouts p WHERE p.booking_id = b.id)
          ORDER BY b.updated_at LIMIT $1`,
        [limit],
      );
      return result.rows.map((row) => row.id);
    },

    /** Payouts whose retries are spent: an operator must act (`npm run ops -- payouts failed`). */
    async failedPayouts(): Promise<FailedPayout[]> {
      const result = await pool.query<FailedRow>(
        `SELECT payout_id, booking_id, owner_id, net_cents, attempts, last_error, updated_at FROM payouts
          WHERE status = 'failed' ORDER BY updated_at, payout_id`,
      );
      return result.rows.map((row) => ({
        payoutId: row.payout_id,
        bookingId: row.booking_id,
        ownerId: row.owner_id,
        netCents: integerFromDatabase(row.net_cents),
        attempts: row.attempts,
        lastError: row.last_error,
        updatedAt: row.updated_at,
      }));
    },

    async bookingOfPayout(payoutId: string): Promise<string | null> {
      const result = await pool.query<{ booking_id: string }>(
        'SELECT booking_id FROM payouts WHERE payout_id = $1',
        [payoutId],
      );
      return result.rows[0]?.booking_id ?? null;
    },
  };
}
export type PayoutQueries = ReturnType<typeof createPayoutQueries>;
