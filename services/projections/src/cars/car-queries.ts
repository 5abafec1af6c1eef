import type { Car, Review } from '@grandtour/shared';
import { toReview } from '../reviews/review-row.ts';
import { asc, desc, eq } from 'drizzle-orm';
import type pg from 'pg';
import { statement, type StatementOptions } from '../prepared-statements.ts';
import { CAR_COLUMNS, toCar, type CarRow } from './car-row.ts';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { reviews } from '../schema/index.ts';

const FIND_CAR_SQL = `SELECT ${CAR_COLUMNS} FROM cars WHERE cars.id = $1 AND cars.is_listed`;

export function createCatalogueQueries(db: NodePgDatabase, pool: pg.Pool, options: StatementOptions) {
  return {
    /** Read on every car page and every booking: plain SQL, prepared once per connection on a real server. */
    async findCar(id: string): Promise<Car | undefined> {
      const { rows } = await pool.query<CarRow>(statement(options, 'find_car', FIND_CAR_SQL, [id]));
      return rows[0] && toCar(rows[0]);
    },

    /** Every listed car's id and publication date, for the sitemap. */
    async listedCars(): Promise<{ id: string; createdAt: Date }[]> {
      const { rows } = await pool.query<{ id: string; created_at: Date }>(
        'SELECT id, created_at FROM cars WHERE is_listed ORDER BY created_at, id',
      );
      return rows.map((row) => ({ id: row.id, createdAt: row.created_at }));
    },

    async reviewsForCar(carId: string): Promise<Review[]> {
      const rows = await db
        .select()
        .from(reviews)
        .where(eq(reviews.carId, carId))
        .orderBy(desc(reviews.createdAt), asc(reviews.id));
      return rows.map(toReview);
    },
  };
}
export type CatalogueQueries = ReturnType<typeof createCatalogueQueries>;

export { toCar };
