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

const COLUMNS = 'booking_id, number, year, sequence, issued_at';

interface Request {
  bookingId: string;
  now: Date;
  resolve(receipt: IssuedReceipt): void;
  reject(error: unknown): void;
}

/**
 * The receipt register (decision 31): each booking gets one number, once, and numbers run without a gap within a
 * Paris calendar year. The year's counter row is the serialisation point, so the requests that arrive while a
 * transaction holds it wait here and are numbered together by the next one (decision 41): one lock and one commit
 * for many receipts. Under the lock, the transaction looks again for receipts issued meanwhile (by another process),
 * numbers only the bookings still without one, and moves the counter by exactly that many; a number is only ever
 * committed with its receipt, so none is skipped.
 */
export function createReceiptRegister(pool: pg.Pool) {
  let waiting: Request[] = [];
  let issuing = false;

  async function find(bookingId: string): Promise<IssuedReceipt | null> {
    const { rows } = await pool.query<ReceiptRow>(`SELECT ${COLUMNS} FROM receipts WHERE booking_id = $1`, [
      bookingId,
    ]);
    return rows[0] ? toReceipt(rows[0]) : null;
  }

  /** Numbers one year's requests in one transaction; answers every request, each booking once. */
  async function issueYear(year: number, requests: Request[]): Promise<void> {
    const firstAsked = new Map<string, Date>();
    for (const { bookingId, now } of requests) if (!firstAsked.has(bookingId)) firstAsked.set(bookingId, now);
    let client: pg.PoolClient | undefined;
    try {
      client = await pool.connect();
      await client.query('BEGIN');
      // The year's counter, made on its first receipt and locked in the same statement (the no-op update takes the
      // row's lock and answers its latest committed value).
      const counter = await client.query<{ last_sequence: number }>(
        `INSERT INTO receipt_counters (year, last_sequence) VALUES ($1, 0)
         ON CONFLICT (year) DO UPDATE SET last_sequence = receipt_counters.last_sequence
         RETURNING last_sequence`,
        [year],
      );
      // Read under the lock (a new snapshot): receipts another process issued while this one waited are found here.
      const existing = await client.query<ReceiptRow>(
        `SELECT ${COLUMNS} FROM receipts WHERE booking_id = ANY($1::uuid[])`,
        [[...firstAsked.keys()]],
      );
      const receipts = new Map(existing.rows.map((row) => [row.booking_id, toReceipt(row)]));
      const last = counter.rows[0]!.last_sequence;
      const wanted = [...firstAsked].filter(([bookingId]) => !receipts.has(bookingId));
      if (wanted.length > 0) {
        const sequences = wanted.map((_, index) => last + index + 1);
        // The receipts and the counter moved past them, in one statement.
        const issued = await client.query<ReceiptRow>(
          `WITH counted AS (UPDATE receipt_counters SET last_sequence = $6 WHERE year = $1)
           INSERT INTO receipts (booking_id, year, sequence, number, issued_at)
           SELECT booking_id, $1, sequence, number, issued_at
             FROM unnest($2::uuid[], $3::int[], $4::text[], $5::timestamptz[])
                  AS issued (booking_id, sequence, number, issued_at)
           RETURNING ${COLUMNS}`,
          [
            year,
            wanted.map(([bookingId]) => bookingId),
            sequences,
            sequences.map((sequence) => receiptNumber(year, sequence)),
            wanted.map(([, now]) => now),
            last + wanted.length,
          ],
        );
        for (const row of issued.rows) receipts.set(row.booking_id, toReceipt(row));
      }
      await client.query('COMMIT');
      for (const request of requests) request.resolve(receipts.get(request.bookingId)!);
    } catch (error) {
      await client?.query('ROLLBACK').catch(() => undefined);
      for (const request of requests) request.reject(error);
    } finally {
      client?.release();
    }
  }

  async function issueWaiting(): Promise<void> {
    issuing = true;
    while (waiting.length > 0) {
      const batch = waiting;
      waiting = [];
      const years = new Map<number, Request[]>();
      for (const request of batch) {
        const year = Number(todayInParis(request.now).slice(0, 4));
        years.set(year, [...(years.get(year) ?? []), request]);
      }
      for (const [year, requests] of years) await issueYear(year, requests);
    }
    issuing = false;
  }

  return {
    find,

    /** `known`: the booking's receipt as the caller has just read it (null: none yet), to spare a round trip. */
    async issue(bookingId: string, now: Date, known?: IssuedReceipt | null): Promise<IssuedReceipt> {
      const existing = known === undefined ? await find(bookingId) : known;
      if (existing) return existing;
      const issued = new Promise<IssuedReceipt>((resolve, reject) => {
        waiting.push({ bookingId, now, resolve, reject });
      });
      if (!issuing) void issueWaiting();
      return issued;
    },
  };
}
export type ReceiptRegister = ReturnType<typeof createReceiptRegister>;
