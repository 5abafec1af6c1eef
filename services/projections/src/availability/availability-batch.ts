import type { CarScheduleEvent } from '@grandtour/commands';
import type { RecordedEvent, SqlExecutor } from '@grandtour/event-store';
import { carCalendars } from './car-calendar.ts';

interface Period {
  car_id: string;
  source_id: string;
  kind: string;
  start: string;
  end: string;
  expires_at: string | null;
  reason: string | null;
}

/** What an event leaves at each (car, source) key it names: a period, or nothing (null). */
function periodsOf(event: CarScheduleEvent): { carId: string; source: string; period: Period | null }[] {
  const { carId } = event.data;
  const period = (source: string, rest: Omit<Period, 'car_id' | 'source_id'>) => ({
    carId,
    source,
    period: { car_id: carId, source_id: source, ...rest },
  });
  switch (event.type) {
    case 'CarPeriodHeld': {
      const { bookingId, startDate, endDate, expiresAt } = event.data;
      return [
        period(`booking:${bookingId}`, {
          kind: 'hold',
          start: startDate,
          end: endDate,
          expires_at: expiresAt,
          reason: null,
        }),
      ];
    }
    case 'CarPeriodReserved': {
      const { bookingId, startDate, endDate } = event.data;
      return [
        period(`booking:${bookingId}`, {
          kind: 'reservation',
          start: startDate,
          end: endDate,
          expires_at: null,
          reason: null,
        }),
      ];
    }
    case 'CarPeriodReleased':
      return [{ carId, source: `booking:${event.data.bookingId}`, period: null }];
    case 'CarDaysBlocked':
      return event.data.dates.map((date) =>
        period(`block:${date}`, {
          kind: 'owner_block',
          start: date,
          end: date,
          expires_at: null,
          reason: event.data.reason,
        }),
      );
    case 'CarDaysUnblocked':
      return event.data.dates.map((date) => ({ carId, source: `block:${date}`, period: null }));
    default: {
      const exhaustive: never = event;
      return exhaustive;
    }
  }
}

/**
 * A page of schedule events in three statements: every key they name emptied, each key's last period written, and
 * the touched cars' calendars refreshed (left to the end of a rebuild's first pass when it defers recounts).
 * Rows hold nothing but what the last event at their key said (an upsert replaces every column), so this is what
 * `apply` leaves; and as nothing is written before every touched key is emptied, the no-overlap constraint only
 * ever sees final periods.
 */
export async function applyAvailabilityBatch(
  events: readonly RecordedEvent<CarScheduleEvent>[],
  sql: SqlExecutor,
  options: { deferRecounts?: boolean } = {},
) {
  const last = new Map<string, { carId: string; source: string; period: Period | null }>();
  for (const event of events)
    for (const change of periodsOf(event)) last.set(`${change.carId} ${change.source}`, change);
  const touched = [...last.values()];
  await sql.query(
    `DELETE FROM car_unavailability USING unnest($1::uuid[], $2::text[]) AS gone (car_id, source_id)
      WHERE car_unavailability.car_id = gone.car_id AND car_unavailability.source_id = gone.source_id`,
    [touched.map((change) => change.carId), touched.map((change) => change.source)],
  );
  const periods = touched.flatMap((change) => (change.period ? [change.period] : []));
  // A same-day rental still occupies its day: the range always covers at least one date (as `apply` writes it).
  if (periods.length > 0)
    await sql.query(
      `INSERT INTO car_unavailability (car_id, source_id, kind, period, expires_at, reason)
     SELECT car_id, source_id, kind, daterange(start, GREATEST("end", start + 1), '[)'), expires_at, reason
       FROM jsonb_to_recordset($1::jsonb) AS period (car_id uuid, source_id text, kind text, start date, "end" date,
                                                     expires_at timestamptz, reason text)`,
      [JSON.stringify(periods)],
    );
  if (!options.deferRecounts)
    await carCalendars.of(
      sql,
      touched.map((change) => change.carId),
    );
}
