import type { DriverDocumentsStatus } from '@grandtour/shared';
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
  };
}
export type DriverVerificationQueries = ReturnType<typeof createDriverVerificationQueries>;
