import type { BookingWorkflow } from '@grandtour/commands';
import { DRIVER_CHECK_HOURS_BEFORE_PICKUP, pickupInstant } from '@grandtour/shared';
import type pg from 'pg';

const HOUR_MS = 3600 * 1000;

export interface RejectedDrivers {
  /** Cancels the bookings whose driver stands refused a day before pickup; how many. */
  cancelDue(): Promise<number>;
}

/**
 * A booking whose driver's documents are still refused `DRIVER_CHECK_HOURS_BEFORE_PICKUP` before pickup is cancelled
 * by the platform (`driver_rejected`): refunded in full whatever the date, the customer e-mailed as for any
 * cancellation (issue 22). Until then the driver may send better documents, which asks for a new check.
 */
export function createRejectedDriverCancellations(deps: {
  pool: pg.Pool;
  workflow: Pick<BookingWorkflow, 'cancel'>;
  clock: () => Date;
}): RejectedDrivers {
  return {
    async cancelDue() {
      const now = deps.clock();
      const { rows } = await deps.pool.query<{ id: string; start_date: string }>(
        `SELECT b.id, b.start_date::text AS start_date FROM bookings b
           JOIN driver_verifications v ON v.user_id = b.user_id
          WHERE b.status IN ('pending', 'confirmed') AND v.status = 'rejected' AND b.start_date <= $1::date`,
        [new Date(now.getTime() + 2 * DRIVER_CHECK_HOURS_BEFORE_PICKUP * HOUR_MS).toISOString().slice(0, 10)],
      );
      const due = rows.filter(
        (row) =>
          pickupInstant(row.start_date).getTime() - DRIVER_CHECK_HOURS_BEFORE_PICKUP * HOUR_MS <=
          now.getTime(),
      );
      for (const row of due) await deps.workflow.cancel(row.id, 'driver_rejected');
      return due.length;
    },
  };
}
