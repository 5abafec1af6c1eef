import { receiptNumber, todayInParis } from '@grandtour/shared';
import type pg from 'pg';

export interface IssuedReceipt {
  bookingId: string;
  number: string;
  year: number;
  sequence: number;
  issuedAt: Date;
}

interface ReceiptRow {
  booking_id: string;
  number: string;
  year: number;
  sequence: number;
  issued_at: Date;
}

const toReceipt = (row: ReceiptRow): IssuedReceipt => ({
  bookingId: row.booking_id,
  number: row.number,
  year: row.year,
  sequence: row.sequence,
  issuedAt: row.issued_at,
});

const FIND_SQL = 'SELECT booking_id, number, year, sequence, issued_at FROM receipts WHERE booking_id = $1';

/**
 * The receipt register (decision 31): each booking gets one number, once, and numbers run without a gap within a
 * Paris calendar year. The year's counter row is the serialisation point: a request takes its row lock by
 * incrementing it, then looks again for the booking's receipt (another request may have issued it while it
 * waited); if there is one, it rolls back, and the increment with it. A number is only ever committed with its
 * receipt, so none is skipped.
 */
export function createReceiptRegister(pool: pg.Pool) {
  async function find(bookingId: string): Promise<IssuedReceipt | null> {
    const { rows } = await pool.query<ReceiptRow>(FIND_SQL, [bookingId]);
    return rows[0] ? toReceipt(rows[0]) : null;
  }

  return {
    find,

    async issue(bookingId: string, now: Date): Promise<IssuedReceipt> {
      const existing = await find(bookingId);
      if (existing) return existing;
      const year = Number(todayInParis(now).slice(0, 4));
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        await client.query(
          'INSERT INTO receipt_counters (year, last_sequence) VALUES ($1, 0) ON CONFLICT (year) DO NOTHING',
          [year],
        );
        const counter = await client.query<{ last_sequence: number }>(
          'UPDATE receipt_counters SET last_sequence = last_sequence + 1 WHERE year = $1 RETURNING last_sequence',
          [year],
        );
        const issuedMeanwhile = await client.query<ReceiptRow>(FIND_SQL, [bookingId]);
        if (issuedMeanwhile.rows[0]) {
          await client.query('ROLLBACK');
          return toReceipt(issuedMeanwhile.rows[0]);
        }
        const sequence = counter.rows[0]!.last_sequence;
        const { rows } = await client.query<ReceiptRow>(
          `INSERT INTO receipts (booking_id, year, sequence, number, issued_at) VALUES ($1, $2, $3, $4, $5)
           RETURNING booking_id, number, year, sequence, issued_at`,
          [bookingId, year, sequence, receiptNumber(year, sequence), now],
        );
        await client.query('COMMIT');
        return toReceipt(rows[0]!);
      } catch (error) {
        await client.query('ROLLBACK').catch(() => undefined);
        throw error;
      } finally {
        client.release();
      }
    },
  };
}
export type ReceiptRegister = ReturnType<typeof createReceiptRegister>;
