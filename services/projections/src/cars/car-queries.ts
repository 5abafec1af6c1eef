import type { Car, Review } from '@grandtour/shared';
import { centsToDecimalString } from '@grandtour/shared';
import { and, asc, desc, eq } from 'drizzle-orm';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { cars, reviews } from '../schema.ts';

type CarRow = typeof cars.$inferSelect;
type ReviewRow = typeof reviews.$inferSelect;

const tenths = (value: number) => (value / 10).toFixed(1);

export function toCar(row: CarRow): Car {
  return {
    id: row.id,
    ownerId: row.ownerId,
    brand: row.brand as Car['brand'],
    model: row.model,
    year: row.year,
    category: row.category as Car['category'],
    transmission: row.transmission as Car['transmission'],
    seats: row.seats,
    horsepower: row.horsepower,
    topSpeed: row.topSpeedKmh,
    acceleration: tenths(row.accelerationTenths),
    fuelType: row.fuelType as Car['fuelType'],
    colour: row.colour,
    dailyPrice: centsToDecimalString(row.dailyPriceCents),
    depositAmount: centsToDecimalString(row.depositCents),
    location: row.location as Car['location'],
    description: row.description,
    ownerName: row.ownerName,
    companyName: row.companyName,
    ownerRating: tenths(row.ownerRatingTenths),
    ownerVerified: row.ownerVerified,
    deliveryAvailable: row.deliveryAvailable,
    deliveryRadius: row.deliveryRadiusKm,
    deliveryFee: centsToDecimalString(row.deliveryFeeCents),
    features: row.features,
    images: row.images,
    documents: row.documents,
    availabilityCalendar: row.availabilityCalendar,
    isAvailable: row.isAvailable,
    isVerified: row.isVerified,
    rating: row.reviewCount === 0 ? '0.0' : (row.ratingTotal / row.reviewCount).toFixed(1),
    reviewCount: row.reviewCount,
    viewCount: row.viewCount,
    bookingCount: row.bookingCount,
    aiScore: row.aiScore,
    createdAt: row.createdAt.toISOString(),
  };
}

function toReview(row: ReviewRow): Review {
  return {
    id: row.id,
    userId: row.userId,
    carId: row.carId,
    bookingId: row.bookingId,
    rating: row.rating,
    comment: row.comment,
    userName: row.userName,
    location: row.location,
    createdAt: row.createdAt.toISOString(),
  };
}

export function createCatalogueQueries(db: NodePgDatabase) {
  return {
    async findCar(id: string): Promise<Car | undefined> {
      const [row] = await db
        .select()
        .from(cars)
        .where(and(eq(cars.id, id), eq(cars.isListed, true)));
      return row && toCar(row);
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
