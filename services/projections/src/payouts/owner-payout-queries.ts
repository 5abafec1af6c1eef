import { integerFromDatabase } from '@grandtour/event-store';
import type pg from 'pg';

export interface OwnerPayoutRow {
  id: string;
  bookingId: string;
  grossCents: number;
  commissionCents: number;
  netCents: number;
  damagesCents: number;
  commissionRateBps: number;
  status: string;
  dueAt: string;
  paidAt: string | null;
}

const SORTS = { dueAt: 'due_at', paidAt: 'paid_at', netCents: 'net_cents', status: 'status' } as const;
export type OwnerPayoutSort = keyof typeof SORTS;

/** One owner's rows of the `payouts` read model: the back office's Paiements page. */
export function createOwnerPayoutQueries(pool: pg.Pool) {
  return {
    async listPayouts(
      ownerId: string,
      options: { sort: [OwnerPayoutSort, 'ASC' | 'DESC']; range: [number, number]; status?: string },
    ): Promise<{ rows: OwnerPayoutRow[]; total: number }> {
      const [field, order] = options.sort;
      const [start, end] = options.range;
      const result = await pool.query(
        `SELECT payout_id, booking_id, gross_cents, commission_cents, net_cents, damages_cents, commission_rate_bps, status, due_at,
                paid_at, count(*) OVER () AS total
           FROM payouts
          WHERE owner_id = $1 AND ($2::text IS NULL OR status = $2)
          ORDER BY ${SORTS[field]} ${order === 'ASC' ? 'ASC' : 'DESC'} NULLS LAST, payout_id
          LIMIT $3 OFFSET $4`,
        [ownerId, options.status ?? null, end - start + 1, start],
      );
      return {
        total: result.rows[0] ? Number(result.rows[0].total) : 0,
        rows: result.rows.map((row) => ({
          id: row.payout_id,
          bookingId: row.booking_id,
          grossCents: integerFromDatabase(row.gross_cents),
          commissionCents: integerFromDatabase(row.commission_cents),
          netCents: integerFromDatabase(row.net_cents),
          damagesCents: integerFromDatabase(row.damages_cents),
          commissionRateBps: row.commission_rate_bps,
          status: row.status,
          dueAt: (row.due_at as Date).toISOString(),
          paidAt: row.paid_at ? (row.paid_at as Date).toISOString() : null,
        })),
      };
    },
  };
}
export type OwnerPayoutQueries = ReturnType<typeof createOwnerPayoutQueries>;
