import type { OwnerCar, OwnerCarFilter, OWNER_CAR_SORT_FIELDS } from '@grandtour/shared';
import { and, eq, ilike, inArray, or, type SQL } from 'drizzle-orm';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { cars } from '../schema/index.ts';
import { containing, countAll, idsOf, orderOf, type ListRequest, type Page } from './list-request.ts';

type CarRow = typeof cars.$inferSelect;
export type OwnerCarSortField = (typeof OWNER_CAR_SORT_FIELDS)[number];

const SORT_COLUMNS = {
  id: cars.id,
  brand: cars.brand,
  model: cars.model,
  year: cars.year,
  category: cars.category,
  location: cars.location,
  dailyPriceCents: cars.dailyPriceCents,
  isAvailable: cars.isAvailable,
  createdAt: cars.createdAt,
  bookingCount: cars.bookingCount,
} satisfies Record<OwnerCarSortField, unknown>;

export function toOwnerCar(row: CarRow): OwnerCar {
  return {
    id: row.id,
    brand: row.brand as OwnerCar['brand'],
    model: row.model,
    year: row.year,
    category: row.category as OwnerCar['category'],
    transmission: row.transmission as OwnerCar['transmission'],
    seats: row.seats,
    horsepower: row.horsepower,
    topSpeedKmh: row.topSpeedKmh,
    accelerationTenths: row.accelerationTenths,
    fuelType: row.fuelType as OwnerCar['fuelType'],
    colour: row.colour,
    location: row.location as OwnerCar['location'],
    address: row.address,
    pickupHubs: row.pickupHubs,
    description: row.description,
    descriptionTranslations: row.descriptionTranslations,
    features: row.features,
    images: row.images,
    dailyPriceCents: row.dailyPriceCents,
    depositCents: row.depositCents,
    deliveryAvailable: row.deliveryAvailable,
    deliveryRadiusKm: row.deliveryRadiusKm,
    deliveryFeeCents: row.deliveryFeeCents,
    isAvailable: row.isAvailable,
    driverRequirements: row.driverRequirements ?? null,
    returnTerms: row.returnTerms ?? null,
    ownerName: row.ownerName,
    companyName: row.companyName,
    isListed: row.isListed,
    rating: row.reviewCount === 0 ? 0 : Math.round((row.ratingTotal / row.reviewCount) * 10) / 10,
    reviewCount: row.reviewCount,
    bookingCount: row.bookingCount,
    createdAt: row.createdAt.toISOString(),
  };
}

/** Delisted cars are shown only when asked for, or by id (a booking may name one). */
function listedCondition(filter: OwnerCarFilter, byId: boolean): SQL | undefined {
  if (filter.listing === 'all') return undefined;
  if (filter.listing) return eq(cars.isListed, filter.listing === 'active');
  if (filter.isListed !== undefined) return eq(cars.isListed, filter.isListed);
  return byId ? undefined : eq(cars.isListed, true);
}

function conditions(ownerId: string, filter: OwnerCarFilter): SQL | undefined {
  const ids = idsOf(filter.id);
  const text = filter.q ? containing(filter.q) : undefined;
  return and(
    eq(cars.ownerId, ownerId),
    listedCondition(filter, ids !== undefined),
    ids ? inArray(cars.id, ids) : undefined,
    filter.category ? eq(cars.category, filter.category) : undefined,
    filter.location ? eq(cars.location, filter.location) : undefined,
    text ? or(ilike(cars.brand, text), ilike(cars.model, text), ilike(cars.location, text)) : undefined,
  );
}

export function createOwnerCarQueries(db: NodePgDatabase) {
  return {
    async listCars(
      ownerId: string,
      request: ListRequest<OwnerCarFilter, OwnerCarSortField>,
    ): Promise<Page<OwnerCar>> {
      const where = conditions(ownerId, request.filter);
      const [start, end] = request.range;
      const [rows, [count]] = await Promise.all([
        db
          .select()
          .from(cars)
          .where(where)
          .orderBy(...orderOf(SORT_COLUMNS, request.sort, cars.id))
          .offset(start)
          .limit(end - start + 1),
        db.select({ total: countAll }).from(cars).where(where),
      ]);
      return { rows: rows.map(toOwnerCar), total: count?.total ?? 0 };
    },

    /** The owner's car, listed or not; another owner's car is as absent as one that does not exist. */
    async findCar(ownerId: string, carId: string): Promise<OwnerCar | undefined> {
      const [row] = await db
        .select()
        .from(cars)
        .where(and(eq(cars.id, carId), eq(cars.ownerId, ownerId)));
      return row && toOwnerCar(row);
    },
  };
}
