import type { Car, CarSearchQuery } from '@grandtour/shared';
import { and, asc, desc, eq, gte, lte, sql, type SQL } from 'drizzle-orm';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { cars } from '../schema.ts';
import { toCar } from './car-queries.ts';

const averageRating = sql`CASE WHEN ${cars.reviewCount} = 0 THEN 0 ELSE ${cars.ratingTotal}::numeric / ${cars.reviewCount} END`;
const popularity = sql`${cars.bookingCount} * 10 + ${cars.reviewCount} * 3 + ${cars.viewCount}`;
const SORT_COLUMNS = {
  price: sql`${cars.dailyPriceCents}`,
  rating: averageRating,
  year: sql`${cars.year}`,
  popularity,
};
const DEFAULT_ORDER = { price: 'asc', rating: 'desc', year: 'desc', popularity: 'desc' } as const;

/** No hold, reservation or owner block overlaps [start, end); holds past their expiry no longer count. */
function freeDuring(start: SQL, end: SQL): SQL {
  return sql`NOT EXISTS (
    SELECT 1 FROM car_unavailability u
     WHERE u.car_id = ${cars.id}
       AND u.period && daterange(${start}, GREATEST(${end}, ${start} + 1), '[)')
       AND (u.expires_at IS NULL OR u.expires_at > now()))`;
}

// "Now" is the current date in Paris, the marketplace's clock.
const todayInParis = sql`(now() AT TIME ZONE 'Europe/Paris')::date`;

export function searchConditions(query: CarSearchQuery): SQL[] {
  const conditions: (SQL | undefined)[] = [
    eq(cars.isListed, true),
    query.brand && eq(cars.brand, query.brand),
    query.category && eq(cars.category, query.category),
    query.location && eq(cars.location, query.location),
    query.minPrice !== undefined ? gte(cars.dailyPriceCents, Math.round(query.minPrice * 100)) : undefined,
    query.maxPrice !== undefined ? lte(cars.dailyPriceCents, Math.round(query.maxPrice * 100)) : undefined,
    query.transmission && eq(cars.transmission, query.transmission),
    query.fuelType && eq(cars.fuelType, query.fuelType),
    // Spec §5: the seat options are 2, 4 and 5+; only 5 means "or more".
    query.seats !== undefined
      ? query.seats >= 5
        ? gte(cars.seats, query.seats)
        : eq(cars.seats, query.seats)
      : undefined,
    query.minYear !== undefined ? gte(cars.year, query.minYear) : undefined,
    query.maxYear !== undefined ? lte(cars.year, query.maxYear) : undefined,
    query.availableNow ? and(eq(cars.isAvailable, true), freeDuring(todayInParis, todayInParis)) : undefined,
    query.startDate && query.endDate
      ? freeDuring(sql`${query.startDate}::date`, sql`${query.endDate}::date`)
      : undefined,
  ];
  return conditions.filter((condition): condition is SQL => condition !== undefined);
}

export function createCarSearch(db: NodePgDatabase) {
  return async function searchCars(query: CarSearchQuery): Promise<Car[]> {
    const order = query.sortBy
      ? [
          (query.sortOrder ?? DEFAULT_ORDER[query.sortBy]) === 'asc'
            ? asc(SORT_COLUMNS[query.sortBy])
            : desc(SORT_COLUMNS[query.sortBy]),
          desc(cars.reviewCount),
          asc(cars.id),
        ]
      : [
          desc(cars.aiScore),
          desc(cars.reviewCount),
          desc(cars.ratingTotal),
          asc(cars.createdAt),
          asc(cars.id),
        ];
    const rows = await db
      .select()
      .from(cars)
      .where(and(...searchConditions(query)))
      .orderBy(...order);
    return rows.map(toCar);
  };
}
export type CarSearch = ReturnType<typeof createCarSearch>;
