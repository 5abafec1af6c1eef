import { integerFromDatabase } from '@grandtour/event-store';
import type { Car } from '@grandtour/shared';
import { centsToDecimalString, deliveryFeePerLegCents } from '@grandtour/shared';
import { getTableColumns } from 'drizzle-orm';
import { cars } from '../schema/index.ts';

export type CarRow = typeof cars.$inferSelect;

/**
 * The hot reads of the catalogue (search, one car) are written by hand (Drizzle's builder cost more CPU than the
 * queries): the columns come back under their Drizzle names, so `toCar` maps them as for every other read.
 */
export const CAR_COLUMNS = Object.entries(getTableColumns(cars))
  .map(([field, column]) => `cars.${column.name} AS "${field}"`)
  .join(', ');

const tenths = (value: number) => (value / 10).toFixed(1);

// The hot reads are plain SQL, where pg hands the bigint columns over as text or BigInt.
const int = integerFromDatabase;

export function toCar(row: CarRow): Car {
  const reviewCount = int(row.reviewCount);
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
    dailyPrice: centsToDecimalString(int(row.dailyPriceCents)),
    depositAmount: centsToDecimalString(int(row.depositCents)),
    location: row.location as Car['location'],
    address: row.address,
    pickupHubs: row.pickupHubs,
    description: row.description,
    descriptionTranslations: row.descriptionTranslations,
    ownerName: row.ownerName,
    companyName: row.companyName,
    ownerRating: tenths(row.ownerRatingTenths),
    ownerVerified: row.ownerVerified,
    ownerResponse:
      row.ownerAcceptanceRatePercent === null && row.ownerMedianResponseMinutes === null
        ? null
        : {
            acceptanceRatePercent: row.ownerAcceptanceRatePercent,
            medianResponseMinutes: row.ownerMedianResponseMinutes,
          },
    deliveryAvailable: row.deliveryAvailable,
    deliveryRadius: row.deliveryRadiusKm,
    // What one delivered leg costs (decision 49): what the card shows is what a booking charges.
    deliveryFee: centsToDecimalString(
      row.deliveryAvailable
        ? deliveryFeePerLegCents(row.deliveryFeeCents === null ? null : int(row.deliveryFeeCents))
        : 0,
    ),
    features: row.features,
    images: row.images,
    documents: row.documents,
    availabilityCalendar: row.availabilityCalendar,
    isAvailable: row.isAvailable,
    driverRequirements: row.driverRequirements ?? null,
    returnTerms: row.returnTerms ?? null,
    isVerified: row.isVerified,
    rating: reviewCount === 0 ? '0.0' : (int(row.ratingTotal) / reviewCount).toFixed(1),
    reviewCount,
    viewCount: int(row.viewCount),
    bookingCount: int(row.bookingCount),
    aiScore: row.aiScore,
    createdAt: row.createdAt.toISOString(),
  };
}
