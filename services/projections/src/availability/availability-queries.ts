import type { ScheduleConflict } from '@grandtour/commands';
import { occupiedRange } from '@grandtour/shared';
import type pg from 'pg';
import { statement, type StatementOptions } from '../prepared-statements.ts';

const CONFLICTS_SQL = `
  SELECT lower(period)::text AS "startDate", upper(period)::text AS "endDate"
    FROM car_unavailability
   WHERE car_id = $1 AND lower(period) < $3::date AND upper(period) > $2::date
     AND (expires_at IS NULL OR expires_at > $4) AND source_id <> 'booking:' || $5
   ORDER BY lower(period)`;

export function createAvailabilityQueries(pool: pg.Pool, options: StatementOptions) {
  return {
    /**
     * Periods of others already standing in the way of [startDate, endDate) on this car. Written in the same transaction as
     * the schedule's events, so a conflict found here is real and a booking can be refused without touching the
     * event store; finding none proves nothing, and the car's schedule stream decides.
     */
    async conflicts(
      carId: string,
      period: { startDate: string; endDate: string; bookingId: string },
      now: Date,
    ): Promise<ScheduleConflict[]> {
      const range = occupiedRange(period.startDate, period.endDate);
      const { rows } = await pool.query<ScheduleConflict>(
        statement(options, 'availability_conflicts', CONFLICTS_SQL, [
          carId,
          range.start,
          range.end,
          now.toISOString(),
          period.bookingId,
        ]),
      );
      return rows;
    },
  };
}
export type AvailabilityQueries = ReturnType<typeof createAvailabilityQueries>;
