import type { CarScheduleEvent } from '@grandtour/commands';
import type { Projection } from '@grandtour/event-store';

// Events recorded before the owner calendar existed carry no time: the epoch says "unknown" without inventing one.
const UNKNOWN_TIME = '1970-01-01T00:00:00.000Z';

const UPSERT_DAY_SQL = `
  INSERT INTO owner_calendars (id, owner_id, car_id, date, is_available, reason, notes, created_at, updated_at, version)
  SELECT $1::uuid || ':' || day, $2, $1, day::date, $4, $5, $6, $7, $7, $8
    FROM unnest($3::text[]) AS day
  ON CONFLICT (id) DO UPDATE SET
    is_available = EXCLUDED.is_available, reason = EXCLUDED.reason, notes = EXCLUDED.notes,
    updated_at = EXCLUDED.updated_at, version = EXCLUDED.version
  WHERE owner_calendars.version < EXCLUDED.version`;

/** The spec's `owner_calendars`: the days each owner set on each car, with the reason and notes of a block. */
export const ownerCalendarsProjection: Projection<CarScheduleEvent> = {
  name: 'owner_calendars',
  handles: ['CarDaysBlocked', 'CarDaysUnblocked'],
  tables: ['owner_calendars'],
  opensPersonalData: false,
  async apply(event, sql) {
    const version = event.metadata.streamPosition;
    switch (event.type) {
      case 'CarDaysBlocked': {
        const { carId, ownerId, dates, reason, notes, at } = event.data;
        await sql.query(UPSERT_DAY_SQL, [
          carId,
          ownerId,
          dates,
          false,
          reason,
          notes,
          at ?? UNKNOWN_TIME,
          version,
        ]);
        return;
      }
      case 'CarDaysUnblocked': {
        const { carId, ownerId, dates, at } = event.data;
        await sql.query(UPSERT_DAY_SQL, [
          carId,
          ownerId,
          dates,
          true,
          null,
          null,
          at ?? UNKNOWN_TIME,
          version,
        ]);
        return;
      }
      default:
        return;
    }
  },
};
