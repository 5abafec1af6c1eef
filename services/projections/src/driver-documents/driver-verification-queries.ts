import type { AdminDriver, DriverDocumentsStatus, DriverVerificationStatus } from '@grandtour/shared';
import type pg from 'pg';

const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

/** Where a driver stands, as the driver, the booking's owner and administrators see it (never the bytes). */
export function createDriverVerificationQueries(pool: pg.Pool) {
  return {
    async statusOf(userId: string): Promise<DriverDocumentsStatus> {
      const { rows } = await pool.query<{
        status: DriverDocumentsStatus['status'];
        documents: DriverDocumentsStatus['documents'];
        rejection_reason: NonNullable<DriverDocumentsStatus['rejection']>['reason'] | null;
        rejection_note: string | null;
        decided_at: Date | null;
        licence_expires_on: string | null;
      }>(
        `SELECT status, documents, rejection_reason, rejection_note, decided_at, licence_expires_on::text
           FROM driver_verifications WHERE user_id = $1`,
        [userId],
      );
      const row = rows[0];
      if (!row)
        return { status: 'none', documents: [], rejection: null, decidedAt: null, licenceExpiresOn: null };
      return {
        status: row.status,
        documents: row.documents,
        rejection: row.rejection_reason ? { reason: row.rejection_reason, note: row.rejection_note } : null,
        decidedAt: iso(row.decided_at),
        licenceExpiresOn: row.licence_expires_on,
      };
    },

    /**
     * Drivers for administrators (issue 22): submitted ones first, then by their next pickup; named by their latest
     * booking. At most 200: the queue to work through, not an archive.
     */
    async listForAdmin(status: DriverVerificationStatus | undefined): Promise<AdminDriver[]> {
      const { rows } = await pool.query<{
        user_id: string;
        status: DriverVerificationStatus;
        documents: number;
        customer: { firstName?: string; lastName?: string; email?: string } | null;
        next_pickup: string | null;
        updated_at: Date;
      }>(
        `SELECT v.user_id, v.status, jsonb_array_length(v.documents)::int AS documents, v.updated_at,
                (SELECT b.customer_info FROM bookings b WHERE b.user_id = v.user_id
                  ORDER BY b.created_at DESC LIMIT 1) AS customer,
                (SELECT min(b.start_date)::text FROM bookings b
                  WHERE b.user_id = v.user_id AND b.status IN ('pending', 'confirmed')) AS next_pickup
           FROM driver_verifications v
          WHERE ($1::text IS NULL OR v.status = $1) AND v.status <> 'none'
          ORDER BY v.status = 'submitted' DESC, next_pickup NULLS LAST, v.updated_at DESC
          LIMIT 200`,
        [status ?? null],
      );
      return rows.map((row) => ({
        userId: row.user_id,
        status: row.status,
        documents: row.documents,
        name: row.customer ? `${row.customer.firstName ?? ''} ${row.customer.lastName ?? ''}`.trim() : null,
        email: row.customer?.email ?? null,
        nextPickup: row.next_pickup,
        updatedAt: row.updated_at.toISOString(),
      }));
    },
  };
}
export type DriverVerificationQueries = ReturnType<typeof createDriverVerificationQueries>;
