import { CITIES, distanceKm } from '@grandtour/shared';
import { keyedRecount } from '../rebuild/keyed-recount.ts';

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

const EVERY_PROFILE = {
  type: 'uuid',
  every: '(SELECT array_agg(car_id) FROM similar_car_profiles)::uuid[]',
} as const;

/**
 * The lists of some cars (or of every car, at the end of a rebuild's first pass) computed again from the profiles:
 * cleared, then filled; a delisted car's list is only removed.
 */
export const clearLists = keyedRecount(
  (carIds) => `DELETE FROM similar_cars WHERE car_id = ANY(${carIds})`,
  EVERY_PROFILE,
);
/** Candidates of the city `p` for the car `t` that `match`: the four nearest prices on one side of `t`'s, ties kept. */
const nearestPrices = (match: string, side: 'above' | 'below') => `
  (SELECT c.car_id, c.category, c.daily_price_cents FROM similar_car_profiles c
    WHERE c.location = p.location AND ${match} AND c.is_listed AND c.is_available AND c.car_id <> t.car_id
      AND c.daily_price_cents ${side === 'above' ? '>=' : '<'} t.daily_price_cents
    ORDER BY c.daily_price_cents ${side === 'above' ? 'ASC' : 'DESC'}
    FETCH FIRST ${MAX_SIMILAR_CARS} ROWS WITH TIES)`;

/**
 * A car's list is the first four candidates in the order of `SORT_KEY`. Within a city, the best four are among the
 * four nearest prices on either side (ties kept) of its category, and of its price band whatever the category: a
 * band car of another category is needed only when the city has fewer than four of the same category, and then
 * fewer than four same-category cars can stand before it on its side. Each city gives a few index entries, so the
 * fleet's size hardly matters (decision 110).
 */
export const fillLists = keyedRecount(
  (carIds) => `
  WITH ${DISTANCES},
  places AS MATERIALIZED (SELECT DISTINCT location FROM similar_car_profiles WHERE is_listed AND is_available)
  INSERT INTO similar_cars (car_id, rank, similar_car_id, distance_km, category_gap, price_gap_cents)
  SELECT t.car_id,
         row_number() OVER (PARTITION BY t.car_id ORDER BY n.distance, n.category_gap, n.price_gap, n.car_id)::int,
         n.car_id, n.distance, n.category_gap, n.price_gap
    FROM similar_car_profiles t
   CROSS JOIN LATERAL (
     SELECT c.car_id,
            ${SORT_KEY.distance} AS distance,
            ${SORT_KEY.categoryGap} AS category_gap,
            ${SORT_KEY.priceGap} AS price_gap
       FROM places p
       LEFT JOIN distances d ON d.from_city = t.location AND d.to_city = p.location
      CROSS JOIN LATERAL (
        ${nearestPrices('c.category = t.category', 'above')}
        UNION ${nearestPrices('c.category = t.category', 'below')}
        UNION ${nearestPrices('c.price_band = t.price_band', 'above')}
        UNION ${nearestPrices('c.price_band = t.price_band', 'below')}
      ) c
      ORDER BY distance, category_gap, price_gap, c.car_id
      LIMIT ${MAX_SIMILAR_CARS}
   ) n
   WHERE t.car_id = ANY(${carIds}) AND t.is_listed`,
  EVERY_PROFILE,
);

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
