import { REFRESH_OWNER_RESPONSE_FIGURES_SQL } from '../booking-requests/owner-response-figures.ts';
import type { CarEvent } from '@grandtour/commands';
import type { Projection, SqlExecutor } from '@grandtour/event-store';
import { CAR_EVENT_TYPES } from '@grandtour/commands';
import { applyCarsBatch } from './cars-batch.ts';
import { carUpdate, publishedCarRow } from './car-columns.ts';

/** Rating figures always recomputed from the reviews table, so the order of car and review events never matters. */
export const REFRESH_CAR_RATING_SQL = `
  UPDATE cars SET rating_total = stats.total, review_count = stats.count
    FROM (SELECT COALESCE(SUM(rating), 0) AS total, COUNT(*) AS count FROM reviews WHERE car_id = $1) AS stats
   WHERE cars.id = $1`;

async function insertPublishedCar(
  event: Extract<CarEvent, { type: 'CarPublished' }>,
  version: number,
  sql: SqlExecutor,
) {
  const row = publishedCarRow(event, version);
  const columns = Object.keys(row);
  const placeholders = columns.map((_, index) => `$${index + 1}`);
  await sql.query(
    `INSERT INTO cars (${columns.join(', ')}) VALUES (${placeholders.join(', ')}) ON CONFLICT (id) DO NOTHING`,
    Object.values(row),
  );
  await sql.query(REFRESH_CAR_RATING_SQL, [event.data.carId]);
  await sql.query(REFRESH_OWNER_RESPONSE_FIGURES_SQL, [event.data.owner.ownerId]);
}

async function updateCar(
  carId: string,
  version: number,
  assignments: Record<string, unknown>,
  sql: SqlExecutor,
) {
  const columns = Object.keys(assignments);
  const sets = columns.map((column, index) => `${column} = $${index + 3}`);
  await sql.query(`UPDATE cars SET ${[...sets, 'version = $2'].join(', ')} WHERE id = $1 AND version < $2`, [
    carId,
    version,
    ...columns.map((column) => assignments[column]),
  ]);
}

export const carsProjection: Projection<CarEvent> = {
  name: 'cars',
  handles: CAR_EVENT_TYPES,
  tables: ['cars', 'reviews'],
  async apply(event, sql) {
    const version = event.metadata.streamPosition;
    switch (event.type) {
      case 'CarPublished':
        return insertPublishedCar(event, version, sql);
      case 'CarUpdated':
      case 'CarPriceChanged':
      case 'CarDelisted':
      case 'CarRelisted':
        return updateCar(event.data.carId, version, carUpdate(event), sql);
      default: {
        const exhaustive: never = event;
        return exhaustive;
      }
    }
  },
  // Rebuilds: each car's events of the page folded into its row in memory, one write per statement (decision 105).
  applyBatch: applyCarsBatch,
};
