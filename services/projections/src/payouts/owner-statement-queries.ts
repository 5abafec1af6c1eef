import { integerFromDatabase } from '@grandtour/event-store';
import type pg from 'pg';

/** One booking of an owner's monthly statement. */
export interface StatementLine {
  bookingId: string;
  car: string;
  startDate: string;
  endDate: string;
  bookingStatus: string;
  /** The payout's figures once scheduled; before, the owner's gross share and no commission yet. */
  grossCents: number;
  commissionCents: number | null;
  netCents: number | null;
  /** scheduled · paid · failed · cancelled · not_scheduled. */
  payoutStatus: string;
  paidAt: string | null;
}

/**
 * The bookings of an owner's month, as decision 18 counts an owner's month (Paris time, by confirmation), with their
 * payout where there is one. Pending and expired bookings earned nothing and are left out.
 */
export function createOwnerStatementQueries(pool: pg.Pool) {
  return {
    async statement(ownerId: string, month: string): Promise<StatementLine[]> {
      const result = await pool.query(
        `SELECT b.id, b.car_brand, b.car_model, b.start_date::text AS start_date, b.end_date::text AS end_date,
                b.status, b.owner_payout_cents, p.gross_cents, p.commission_cents, p.net_cents, p.status AS payout_status,
                p.paid_at
           FROM bookings b
           LEFT JOIN payouts p ON p.booking_id = b.id
          WHERE b.owner_id = $1 AND b.confirmed_at IS NOT NULL
            AND to_char(b.confirmed_at AT TIME ZONE 'Europe/Paris', 'YYYY-MM') = $2
          ORDER BY b.confirmed_at, b.id`,
        [ownerId, month],
      );
      return result.rows.map((row) => ({
        bookingId: row.id,
        car: `${row.car_brand} ${row.car_model}`,
        startDate: row.start_date,
        endDate: row.end_date,
        bookingStatus: row.status,
        grossCents: integerFromDatabase(row.gross_cents ?? row.owner_payout_cents),
        commissionCents: row.commission_cents === null ? null : integerFromDatabase(row.commission_cents),
        netCents: row.net_cents === null ? null : integerFromDatabase(row.net_cents),
        payoutStatus: row.payout_status ?? 'not_scheduled',
        paidAt: row.paid_at ? (row.paid_at as Date).toISOString() : null,
      }));
    },
  };
}
export type OwnerStatementQueries = ReturnType<typeof createOwnerStatementQueries>;
