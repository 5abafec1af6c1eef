import type { CarEvent } from '@grandtour/commands';
import type { Projection, SqlExecutor } from '@grandtour/event-store';
import { CAR_EVENT_TYPES } from '@grandtour/commands';
import { carCalendars } from '../availability/car-calendar.ts';
import { ownerResponseFigures } from '../booking-requests/owner-response-figures.ts';
import { applyCarsBatch } from './cars-batch.ts';
import { carUpdate, publishedCarRow } from './car-columns.ts';
import { carRatings } from './car-recounts.ts';

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
  // Recounted from other tables, so the order of car, review, request and schedule events never matters.
  await carRatings.of(sql, [event.data.carId]);
  await ownerResponseFigures.of(sql, [event.data.owner.ownerId]);
  await carCalendars.of(sql, [event.data.carId]);
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
  recounts: [carRatings.every, ownerResponseFigures.every, carCalendars.every],
};
