import type { ScheduleConflict } from '@grandtour/commands';
import { addDays, datesOf, occupiedRange } from '@grandtour/shared';
import type pg from 'pg';
import { statement, type StatementOptions } from '../prepared-statements.ts';

const CONFLICTS_SQL = `
  SELECT lower(period)::text AS "startDate", upper(period)::text AS "endDate"
    FROM car_unavailability
   WHERE car_id = $1 AND lower(period) < $3::date AND upper(period) > $2::date
     AND (expires_at IS NULL OR expires_at > $4) AND source_id <> 'booking:' || $5
   ORDER BY lower(period)`;

const TAKEN_SQL = `
  SELECT lower(period)::text AS "start", upper(period)::text AS "end"
    FROM car_unavailability
   WHERE car_id = $1 AND lower(period) <= $3::date AND upper(period) > $2::date
     AND (expires_at IS NULL OR expires_at > $4)`;

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

    /** Every day of [from, to] that a live hold, a reservation or an owner block takes, in order, each once. */
    async takenDates(carId: string, window: { from: string; to: string }, now: Date): Promise<string[]> {
      const { rows } = await pool.query<{ start: string; end: string }>(
        statement(options, 'availability_taken_dates', TAKEN_SQL, [
          carId,
          window.from,
          window.to,
          now.toISOString(),
        ]),
      );
      const inWindow = { start: window.from, end: addDays(window.to, 1) };
      const taken = new Set<string>();
      for (const row of rows) {
        const start = row.start > inWindow.start ? row.start : inWindow.start;
        const end = row.end < inWindow.end ? row.end : inWindow.end;
        for (const date of datesOf({ start, end })) taken.add(date);
      }
      return [...taken].sort();
    },
  };
}
export type AvailabilityQueries = ReturnType<typeof createAvailabilityQueries>;
