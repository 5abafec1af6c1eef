import type { CalendarDay, OwnerCalendar } from '@grandtour/shared';
import { addDays, datesOf } from '@grandtour/shared';
import type pg from 'pg';

const CARS_SQL = `
  SELECT id, brand, model, year, category, is_available FROM cars
   WHERE owner_id = $1 AND is_listed ORDER BY brand, model, id`;

// Reservations and holds still running (an expired hold no longer counts, as in the car's schedule).
const PERIODS_SQL = `
  SELECT u.car_id, u.source_id, u.kind, lower(u.period)::text AS start, upper(u.period)::text AS "end"
    FROM car_unavailability u JOIN cars c ON c.id = u.car_id
   WHERE c.owner_id = $1 AND u.kind IN ('hold', 'reservation')
     AND u.period && daterange($2::date, $3::date) AND (u.expires_at IS NULL OR u.expires_at > $4)`;

const BLOCKS_SQL = `
  SELECT car_id, date::text AS date, reason, notes FROM owner_calendars
   WHERE owner_id = $1 AND NOT is_available AND date >= $2::date AND date < $3::date`;

interface PeriodRow {
  car_id: string;
  source_id: string;
  kind: 'hold' | 'reservation';
  start: string;
  end: string;
}
interface BlockRow {
  car_id: string;
  date: string;
  reason: string | null;
  notes: string | null;
}

/** Each of the owner's listed cars with its booked, held and blocked days in [from, from + days). */
export function createOwnerCalendarQueries(pool: pg.Pool) {
  return {
    async calendar(ownerId: string, from: string, days: number, now: Date): Promise<OwnerCalendar> {
      const to = addDays(from, days);
      const cars = await pool.query(CARS_SQL, [ownerId]);
      const periods = await pool.query<PeriodRow>(PERIODS_SQL, [ownerId, from, to, now.toISOString()]);
      const blocks = await pool.query<BlockRow>(BLOCKS_SQL, [ownerId, from, to]);
      const daysOf = new Map<string, Map<string, CalendarDay>>();
      const dayMap = (carId: string) => daysOf.get(carId) ?? daysOf.set(carId, new Map()).get(carId)!;
      for (const block of blocks.rows) {
        const { date, reason, notes } = block;
        dayMap(block.car_id).set(date, { date, status: 'blocked', reason, notes, bookingId: null });
      }
      for (const period of periods.rows) {
        const bookingId = period.source_id.replace(/^booking:/, '');
        const status = period.kind === 'reservation' ? 'booked' : 'held';
        for (const date of datesOf({ start: period.start, end: period.end })) {
          if (date < from || date >= to) continue;
          dayMap(period.car_id).set(date, { date, status, reason: null, notes: null, bookingId });
        }
      }
      return {
        ownerId,
        from,
        to,
        cars: cars.rows.map((car) => ({
          carId: car.id as string,
          brand: car.brand,
          model: car.model as string,
          year: car.year as number,
          category: car.category,
          isAvailable: car.is_available as boolean,
          days: [...(daysOf.get(car.id as string)?.values() ?? [])].sort((a, b) =>
            a.date.localeCompare(b.date),
          ),
        })),
      };
    },

    /** One car's booked, held and blocked periods from `from` on, for its iCal feed. */
    async carSchedule(carId: string, from: string, now: Date) {
      const periods = await pool.query<PeriodRow>(
        `SELECT car_id, source_id, kind, lower(period)::text AS start, upper(period)::text AS "end"
           FROM car_unavailability
          WHERE car_id = $1 AND kind IN ('hold', 'reservation') AND upper(period) > $2::date
            AND (expires_at IS NULL OR expires_at > $3)
          ORDER BY lower(period)`,
        [carId, from, now.toISOString()],
      );
      const blocks = await pool.query<BlockRow>(
        `SELECT car_id, date::text AS date, reason, notes FROM owner_calendars
          WHERE car_id = $1 AND NOT is_available AND date >= $2::date ORDER BY date`,
        [carId, from],
      );
      return { periods: periods.rows, blocks: blocks.rows };
    },
  };
}
