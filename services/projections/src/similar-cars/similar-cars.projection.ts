import type { CarEvent } from '@grandtour/commands';
import type { Projection, RecordedEvent, SqlExecutor } from '@grandtour/event-store';
import { CAR_EVENT_TYPES } from '@grandtour/commands';
import { priceBandOf } from '@grandtour/shared';
import { AFFECTED_CARS_SQL, clearLists, fillLists } from './similar-cars-sql.ts';

/** Profile columns a car event can change; other changes (photos, description…) leave every list as it is. */
type ProfileChanges = Partial<{
  category: string;
  location: string;
  is_available: boolean;
  is_listed: boolean;
  daily_price_cents: number;
  price_band: number;
}>;

function profileChanges(event: CarEvent): ProfileChanges {
  switch (event.type) {
    case 'CarPublished':
      return {};
    case 'CarUpdated': {
      const { category, location, isAvailable } = event.data.changes;
      return Object.fromEntries(
        Object.entries({ category, location, is_available: isAvailable }).filter(
          ([, value]) => value !== undefined,
        ),
      );
    }
    case 'CarPriceChanged':
      return {
        daily_price_cents: event.data.dailyPriceCents,
        price_band: priceBandOf(event.data.dailyPriceCents),
      };
    case 'CarDelisted':
      return { is_listed: false };
    case 'CarRelisted':
      return { is_listed: true };
    default: {
      const exhaustive: never = event;
      return exhaustive;
    }
  }
}

/** Applies the event to the car's profile; false when it was applied before (a replay) or changes nothing here. */
async function updateProfile(event: CarEvent, version: number, sql: SqlExecutor): Promise<boolean> {
  if (event.type === 'CarPublished') {
    const { carId, listing, dailyPriceCents } = event.data;
    const inserted = await sql.query(
      `INSERT INTO similar_car_profiles
         (car_id, category, price_band, daily_price_cents, location, is_listed, is_available, version)
       VALUES ($1, $2, $3, $4, $5, true, $6, $7) ON CONFLICT (car_id) DO NOTHING`,
      [
        carId,
        listing.category,
        priceBandOf(dailyPriceCents),
        dailyPriceCents,
        listing.location,
        listing.isAvailable,
        version,
      ],
    );
    return inserted.rowCount === 1;
  }
  const changes = Object.entries(profileChanges(event));
  const sets = changes.map(([column], index) => `${column} = $${index + 3}`);
  const updated = await sql.query(
    `UPDATE similar_car_profiles SET ${[...sets, 'version = $2'].join(', ')} WHERE car_id = $1 AND version < $2`,
    [event.data.carId, version, ...changes.map(([, value]) => value)],
  );
  return updated.rowCount === 1 && changes.length > 0;
}

/** The car's profile, then its own list and the lists it leaves or enters. */
async function applyEvent(event: RecordedEvent<CarEvent>, sql: SqlExecutor): Promise<void> {
  if (!(await updateProfile(event, event.metadata.streamPosition, sql))) return;
  const carId = event.data.carId;
  const { rows } = await sql.query(AFFECTED_CARS_SQL, [carId]);
  const carIds = [carId, ...rows.map((row) => row.car_id as string)];
  await clearLists.of(sql, carIds);
  await fillLists.of(sql, carIds);
}

/**
 * Up to four similar cars per car (same category or price band, available, nearest city first), kept up to date
 * from the car events: a changed car's own list and only the lists it leaves or enters are computed again, so a
 * car page reads four rows and nothing is computed per request (decision 34).
 */
export const similarCarsProjection: Projection<CarEvent> = {
  name: 'similar_cars',
  handles: CAR_EVENT_TYPES,
  tables: ['similar_car_profiles', 'similar_cars'],
  opensPersonalData: false,
  apply: applyEvent,
  /**
   * Live and in later passes, event by event. In a rebuild's first pass, only the profiles: a car's list is chosen
   * among every car of its category or price band, so keeping them all up to date as the fleet is published costs the
   * square of its size; every list is computed once, at the end (decision 110).
   */
  async applyBatch(events, sql, options) {
    if (!options?.deferRecounts) {
      for (const event of events) await applyEvent(event, sql);
      return;
    }
    for (const event of events) await updateProfile(event, event.metadata.streamPosition, sql);
  },
  recounts: [clearLists.every, fillLists.every],
};
