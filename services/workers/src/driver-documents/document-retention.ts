import { driverDocumentsDecider, driverStreamName, handleCommand } from '@grandtour/commands';
import type { EventStore } from '@grandtour/event-store';
import { todayInParis } from '@grandtour/shared';
import type pg from 'pg';

const DAY_MS = 24 * 3600 * 1000;

export interface DocumentRetention {
  /** Erases the documents of every driver whose retention is over; how many drivers. */
  eraseDue(): Promise<number>;
}

/**
 * The drivers' documents leave no trace once their time is up (decision 84): `retentionDays` after the end of the
 * driver's last rental, or after the upload for a driver who has none. A driver with a booking pending or confirmed
 * keeps them. The erasure is recorded on the driver's stream, then the encrypted rows are deleted; a crash in between
 * is finished by the next sweep (the rows are still there, the record is not repeated).
 */
export function createDocumentRetention(deps: {
  pool: pg.Pool;
  store: EventStore;
  clock: () => Date;
  retentionDays: number;
}): DocumentRetention {
  return {
    async eraseDue() {
      const now = deps.clock();
      const cutoff = new Date(now.getTime() - deps.retentionDays * DAY_MS);
      const { rows } = await deps.pool.query<{ user_id: string }>(
        `SELECT DISTINCT d.user_id FROM driver_documents d
          WHERE NOT EXISTS (SELECT 1 FROM driver_documents recent
                             WHERE recent.user_id = d.user_id AND recent.uploaded_at >= $1)
            AND NOT EXISTS (SELECT 1 FROM bookings b
                             WHERE b.user_id = d.user_id
                               AND (b.status IN ('pending', 'confirmed')
                                    OR (b.status = 'completed' AND b.end_date >= $2::date)))`,
        [cutoff, todayInParis(cutoff)],
      );
      for (const { user_id: userId } of rows) {
        await handleCommand(
          deps.store,
          driverStreamName(userId),
          driverDocumentsDecider,
          {
            type: 'EraseDriverDocuments',
            data: { userId, cause: 'retention' },
            metadata: { now: now.toISOString() },
          },
          { retries: 5 },
        );
        await deps.pool.query('DELETE FROM driver_documents WHERE user_id = $1', [userId]);
      }
      return rows.length;
    },
  };
}
