import type { Car } from '@grandtour/shared';
import type pg from 'pg';
import { CAR_COLUMNS, toCar, type CarRow } from '../cars/car-row.ts';

/** A car's similar cars from the read model, best first; a car delisted or made unavailable since drops out. */
const SIMILAR_CARS_SQL = `
  SELECT ${CAR_COLUMNS}
    FROM similar_cars s
    JOIN cars ON cars.id = s.similar_car_id AND cars.is_listed AND cars.is_available
   WHERE s.car_id = $1
   ORDER BY s.rank`;

/** Cars whose latest event the similar_cars projection has not applied yet (it runs behind the catalogue). */
const CARS_BEHIND_SQL = `
  SELECT count(*)::int AS behind
    FROM cars LEFT JOIN similar_car_profiles p ON p.car_id = cars.id
   WHERE p.version IS DISTINCT FROM cars.version`;

export function createSimilarCarQueries(pool: pg.Pool) {
  return {
    async carsBehind(): Promise<number> {
      const { rows } = await pool.query<{ behind: number }>(CARS_BEHIND_SQL);
      return rows[0]?.behind ?? 0;
    },

    async similarCars(carId: string): Promise<Car[]> {
      const { rows } = await pool.query<CarRow>(SIMILAR_CARS_SQL, [carId]);
      return rows.map(toCar);
    },
  };
}
export type SimilarCarQueries = ReturnType<typeof createSimilarCarQueries>;
