import { CITIES, distanceKm } from '@grandtour/shared';

/** How far a car of an unknown city counts: after every known one. */
const UNKNOWN_DISTANCE_KM = 100_000;

const quoted = (text: string) => `'${text.replace(/'/g, "''")}'`;

/** Every pair of the fleet's cities with its distance, as an inline table (constants from code, no input). */
const DISTANCES = `distances (from_city, to_city, km) AS (VALUES ${CITIES.flatMap((from) =>
  CITIES.map((to) => `(${quoted(from)}, ${quoted(to)}, ${distanceKm(from, to)})`),
).join(', ')})`;

/**
 * The order of a car's similar cars: nearest city first, then the same category before the same price band only,
 * then the closest price, then the id so that the order is total. `c` is the candidate, `t` the car it is for.
 */
const SORT_KEY = {
  distance: `COALESCE(d.km, ${UNKNOWN_DISTANCE_KM})`,
  categoryGap: '(c.category <> t.category)::int',
  priceGap: 'abs(c.daily_price_cents - t.daily_price_cents)',
};

export const MAX_SIMILAR_CARS = 4;

/** Lists of the cars `$1` (uuid[]) computed again from the profiles; a delisted car's list is only removed. */
export const CLEAR_LISTS_SQL = 'DELETE FROM similar_cars WHERE car_id = ANY($1::uuid[])';
export const FILL_LISTS_SQL = `
  WITH ${DISTANCES}
  INSERT INTO similar_cars (car_id, rank, similar_car_id, distance_km, category_gap, price_gap_cents)
  SELECT t.car_id, n.rank, n.car_id, n.distance, n.category_gap, n.price_gap
    FROM similar_car_profiles t
   CROSS JOIN LATERAL (
     SELECT c.car_id,
            ${SORT_KEY.distance} AS distance,
            ${SORT_KEY.categoryGap} AS category_gap,
            ${SORT_KEY.priceGap} AS price_gap,
            row_number() OVER (ORDER BY ${SORT_KEY.distance}, ${SORT_KEY.categoryGap}, ${SORT_KEY.priceGap}, c.car_id)::int AS rank
       FROM similar_car_profiles c
       LEFT JOIN distances d ON d.from_city = t.location AND d.to_city = c.location
      WHERE c.is_listed AND c.is_available AND c.car_id <> t.car_id
        AND (c.category = t.category OR c.price_band = t.price_band)
      ORDER BY rank
      LIMIT ${MAX_SIMILAR_CARS}
   ) n
   WHERE t.car_id = ANY($1::uuid[]) AND t.is_listed`;

/**
 * The cars whose list may change because car `$1` changed: those that list it now, and, when it can be suggested,
 * those it would now enter (a list not yet full, or one whose last car comes after it in that list's order).
 */
export const AFFECTED_CARS_SQL = `
  WITH ${DISTANCES}
  SELECT car_id FROM similar_cars WHERE similar_car_id = $1
  UNION
  SELECT t.car_id
    FROM similar_car_profiles c
    JOIN similar_car_profiles t
      ON t.is_listed AND t.car_id <> c.car_id AND (t.category = c.category OR t.price_band = c.price_band)
    LEFT JOIN distances d ON d.from_city = t.location AND d.to_city = c.location
    LEFT JOIN similar_cars last ON last.car_id = t.car_id AND last.rank = ${MAX_SIMILAR_CARS}
   WHERE c.car_id = $1 AND c.is_listed AND c.is_available
     AND (last.car_id IS NULL
          OR (${SORT_KEY.distance}, ${SORT_KEY.categoryGap}, ${SORT_KEY.priceGap}, c.car_id)
           < (last.distance_km, last.category_gap, last.price_gap_cents, last.similar_car_id))`;
