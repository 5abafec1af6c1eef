import type { CarScheduleEvent } from '@grandtour/commands';
import type { Projection, SqlExecutor } from '@grandtour/event-store';
import { CAR_SCHEDULE_EVENT_TYPES } from '@grandtour/commands';
import { applyAvailabilityBatch } from './availability-batch.ts';
import { carCalendars } from './car-calendar.ts';

const bookingSource = (bookingId: string) => `booking:${bookingId}`;
const blockSource = (date: string) => `block:${date}`;

// A same-day rental still occupies its day: the range always covers at least one date.
const UPSERT_PERIOD_SQL = `
  INSERT INTO car_unavailability (car_id, source_id, kind, period, expires_at, reason)
  VALUES ($1, $2, $3, daterange($4::date, GREATEST($5::date, $4::date + 1), '[)'), $6, $7)
  ON CONFLICT (car_id, source_id)
  DO UPDATE SET kind = EXCLUDED.kind, period = EXCLUDED.period, expires_at = EXCLUDED.expires_at, reason = EXCLUDED.reason`;

async function upsertPeriod(
  sql: SqlExecutor,
  row: {
    carId: string;
    source: string;
    kind: string;
    start: string;
    end: string;
    expiresAt?: string | null;
    reason?: string | null;
  },
) {
  await sql.query(UPSERT_PERIOD_SQL, [
    row.carId,
    row.source,
    row.kind,
    row.start,
    row.end,
    row.expiresAt ?? null,
    row.reason ?? null,
  ]);
}

/** The periods an event leaves in `car_unavailability`, each (car, source) key holding its last. */
async function applyPeriods(event: CarScheduleEvent, sql: SqlExecutor) {
  switch (event.type) {
    case 'CarPeriodHeld': {
      const { carId, bookingId, startDate, endDate, expiresAt } = event.data;
      return upsertPeriod(sql, {
        carId,
        source: bookingSource(bookingId),
        kind: 'hold',
        start: startDate,
        end: endDate,
        expiresAt,
      });
    }
    case 'CarPeriodReserved': {
      const { carId, bookingId, startDate, endDate } = event.data;
      return upsertPeriod(sql, {
        carId,
        source: bookingSource(bookingId),
        kind: 'reservation',
        start: startDate,
        end: endDate,
      });
    }
    case 'CarPeriodReleased':
      await sql.query('DELETE FROM car_unavailability WHERE car_id = $1 AND source_id = $2', [
        event.data.carId,
        bookingSource(event.data.bookingId),
      ]);
      return;
    case 'CarDaysBlocked':
      for (const date of event.data.dates) {
        await upsertPeriod(sql, {
          carId: event.data.carId,
          source: blockSource(date),
          kind: 'owner_block',
          start: date,
          end: date,
          reason: event.data.reason,
        });
      }
      return;
    case 'CarDaysUnblocked':
      await sql.query('DELETE FROM car_unavailability WHERE car_id = $1 AND source_id = ANY($2::text[])', [
        event.data.carId,
        event.data.dates.map(blockSource),
      ]);
      return;
    default: {
      const exhaustive: never = event;
      return exhaustive;
    }
  }
}

/**
 * Dates on which each car cannot be rented, for availability-aware search and the owner calendar; and the calendar
 * each car row carries for search (decision 109), which is why `cars` is among its tables.
 */
export const availabilityProjection: Projection<CarScheduleEvent> = {
  name: 'availability',
  handles: CAR_SCHEDULE_EVENT_TYPES,
  tables: ['car_unavailability', 'cars'],
  opensPersonalData: false,
  async apply(event, sql) {
    await applyPeriods(event, sql);
    await carCalendars.of(sql, [event.data.carId]);
  },
  // Rebuilds: each (car, source) key's last period of the page, in two statements (decision 105).
  applyBatch: applyAvailabilityBatch,
  recounts: [carCalendars.every],
};
