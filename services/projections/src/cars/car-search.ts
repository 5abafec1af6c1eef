import { createHash } from 'node:crypto';
import type { Car, CarSearchQuery } from '@grandtour/shared';
import type pg from 'pg';
import { CAR_COLUMNS, toCar, type CarRow } from './car-row.ts';
import { statement, type StatementOptions } from '../prepared-statements.ts';

const SORT_COLUMNS = {
  price: 'cars.daily_price_cents',
  rating: 'CASE WHEN cars.review_count = 0 THEN 0 ELSE cars.rating_total::numeric / cars.review_count END',
  year: 'cars.year',
  popularity: 'cars.booking_count * 10 + cars.review_count * 3 + cars.view_count',
} as const;
const DEFAULT_ORDER = { price: 'ASC', rating: 'DESC', year: 'DESC', popularity: 'DESC' } as const;
const BEST_FIRST =
  'cars.ai_score DESC, cars.review_count DESC, cars.rating_total DESC, cars.created_at, cars.id';

// "Now" is the current date in Paris, the marketplace's clock.
const TODAY_IN_PARIS = `(now() AT TIME ZONE 'Europe/Paris')::date`;

/**
 * No hold, reservation or owner block overlaps [start, end); holds past their expiry no longer count. The car row
 * carries its calendar (decisions 109, 111): its periods that never expire, from `firm_since` on, checked in the row,
 * and the latest expiry of its holds. The row cannot decide a window that starts before `firm_since` (periods it left
 * out), nor one of a car with a live hold: those cars are probed. A car's periods never overlap (the GiST exclusion),
 * so ordered by their end they are ordered by their start too, and the first live period ending after `start` is the
 * only one that can begin before `end` (one descent of the btree on car and end of period).
 */
const freeDuring = (start: string, end: string) => {
  const last = `GREATEST(${end}, ${start} + 1)`;
  const probe = `NOT EXISTS (
      SELECT 1 FROM (
        SELECT u.period FROM car_unavailability u
         WHERE u.car_id = cars.id
           AND upper(u.period) > ${start}
           AND (u.expires_at IS NULL OR u.expires_at > now())
         ORDER BY upper(u.period)
         LIMIT 1) nearest
       WHERE lower(nearest.period) < ${last})`;
  return `CASE WHEN ${start} < cars.firm_since THEN ${probe}
    WHEN cars.firm_periods && daterange(${start}, ${last}) THEN false
    ELSE cars.holds_until IS NULL OR cars.holds_until <= now() OR ${probe} END`;
};

export interface SearchSql {
  text: string;
  values: unknown[];
}

function whereClause(query: CarSearchQuery, values: unknown[]): string {
  const param = (value: unknown) => {
    values.push(value);
    return `$${values.length}`;
  };
  // `is_listed` is a literal predicate, not a parameter, so the planner can use the partial indexes on listed cars.
  const conditions = ['cars.is_listed'];
  if (query.brand) conditions.push(`cars.brand = ${param(query.brand)}`);
  if (query.category) conditions.push(`cars.category = ${param(query.category)}`);
  if (query.location) conditions.push(`cars.location = ${param(query.location)}`);
  if (query.minPrice !== undefined)
    conditions.push(`cars.daily_price_cents >= ${param(Math.round(query.minPrice * 100))}`);
  if (query.maxPrice !== undefined)
    conditions.push(`cars.daily_price_cents <= ${param(Math.round(query.maxPrice * 100))}`);
  if (query.transmission) conditions.push(`cars.transmission = ${param(query.transmission)}`);
  if (query.fuelType) conditions.push(`cars.fuel_type = ${param(query.fuelType)}`);
  // Spec §5: the seat options are 2, 4 and 5+; only 5 means "or more".
  if (query.seats !== undefined)
    conditions.push(`cars.seats ${query.seats >= 5 ? '>=' : '='} ${param(query.seats)}`);
  if (query.minYear !== undefined) conditions.push(`cars.year >= ${param(query.minYear)}`);
  if (query.maxYear !== undefined) conditions.push(`cars.year <= ${param(query.maxYear)}`);
  if (query.availableNow) conditions.push('cars.is_available', freeDuring(TODAY_IN_PARIS, TODAY_IN_PARIS));
  // A car its owner marked unavailable cannot be booked on any date, so a date search never lists it.
  if (query.startDate && query.endDate)
    conditions.push(
      'cars.is_available',
      freeDuring(`${param(query.startDate)}::date`, `${param(query.endDate)}::date`),
    );
  return conditions.join(' AND ');
}

function orderClause(query: CarSearchQuery): string {
  if (!query.sortBy) return BEST_FIRST;
  const direction =
    (query.sortOrder?.toUpperCase() as 'ASC' | 'DESC' | undefined) ?? DEFAULT_ORDER[query.sortBy];
  return `${SORT_COLUMNS[query.sortBy]} ${direction}, cars.review_count DESC, cars.id`;
}

/**
 * One page of matching cars, each row carrying the count of all matches. The matches are found, counted and ranked
 * on the columns of the covering index `cars_listed_search` alone (migration 0039); only the page's rows are then
 * read whole. The bench runs this same SQL raw.
 */
export function searchSql(query: CarSearchQuery): SearchSql {
  const values: unknown[] = [];
  const where = whereClause(query, values);
  values.push(query.limit, query.offset);
  const text = `SELECT ${CAR_COLUMNS}, page.total AS "total"
    FROM (SELECT cars.id, count(*) OVER () AS total, row_number() OVER (ORDER BY ${orderClause(query)}) AS rank
            FROM cars WHERE ${where}
           ORDER BY rank LIMIT $${values.length - 1} OFFSET $${values.length}) AS page
    JOIN cars ON cars.id = page.id
   ORDER BY page.rank`;
  return { text, values };
}

function countSql(query: CarSearchQuery): SearchSql {
  const values: unknown[] = [];
  return { text: `SELECT count(*) AS "total" FROM cars WHERE ${whereClause(query, values)}`, values };
}

/**
 * Planning these queries costs more than running them (1 ms against 0.3 ms): each SQL shape (one per set of filters
 * used) is a named prepared statement, planned once per connection.
 */
const statementNames = new Map<string, string>();
function statementName(text: string): string {
  let name = statementNames.get(text);
  if (!name) {
    name = `car_search_${createHash('sha1').update(text).digest('hex').slice(0, 20)}`;
    statementNames.set(text, name);
  }
  return name;
}

export interface CarSearchPage {
  cars: Car[];
  /** How many cars match, beyond this page. */
  total: number;
}

export function createCarSearch(pool: pg.Pool, options: StatementOptions) {
  const run = async <Row extends pg.QueryResultRow>({ text, values }: SearchSql) =>
    (await pool.query<Row>(statement(options, statementName(text), text, values))).rows;

  return async function searchCars(query: CarSearchQuery): Promise<CarSearchPage> {
    const rows = await run<CarRow & { total: string }>(searchSql(query));
    if (rows.length === 0 && query.offset > 0) {
      const [count] = await run<{ total: string }>(countSql(query));
      return { cars: [], total: Number(count?.total ?? 0) };
    }
    return { cars: rows.map(toCar), total: Number(rows[0]?.total ?? 0) };
  };
}
export type CarSearch = ReturnType<typeof createCarSearch>;
