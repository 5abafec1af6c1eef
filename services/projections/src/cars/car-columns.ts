import type { CarEvent, CarListing } from '@grandtour/commands';
import { withPlaceDefaults } from '@grandtour/commands';

export const LISTING_COLUMNS: Record<keyof CarListing, string> = {
  brand: 'brand',
  model: 'model',
  year: 'year',
  category: 'category',
  transmission: 'transmission',
  seats: 'seats',
  horsepower: 'horsepower',
  topSpeedKmh: 'top_speed_kmh',
  accelerationTenths: 'acceleration_tenths',
  fuelType: 'fuel_type',
  colour: 'colour',
  location: 'location',
  address: 'address',
  pickupHubs: 'pickup_hubs',
  description: 'description',
  descriptionTranslations: 'description_translations',
  features: 'features',
  images: 'images',
  depositCents: 'deposit_cents',
  deliveryAvailable: 'delivery_available',
  deliveryRadiusKm: 'delivery_radius_km',
  deliveryFeeCents: 'delivery_fee_cents',
  isAvailable: 'is_available',
  driverRequirements: 'driver_requirements',
  returnTerms: 'return_terms',
};
const JSON_FIELDS = new Set<keyof CarListing>([
  'features',
  'images',
  'descriptionTranslations',
  'pickupHubs',
  'driverRequirements',
  'returnTerms',
]);

export function columnValue(field: keyof CarListing, value: unknown) {
  // Cars listed before decision 59 carry no translations: their description is the French one alone.
  if (field === 'descriptionTranslations') return JSON.stringify(value ?? {});
  // Cars listed before issue 22 (and owners who set nothing) ask what their category asks.
  if (field === 'driverRequirements') return value ? JSON.stringify(value) : null;
  // Cars listed before issue 23 (and owners who set nothing) charge what their category charges.
  if (field === 'returnTerms') return value ? JSON.stringify(value) : null;
  return JSON_FIELDS.has(field) ? JSON.stringify(value) : value;
}

/** The row a `CarPublished` inserts: its columns, and their values as `apply` binds them (JSON columns as text). */
export function publishedCarRow(
  event: { data: Extract<CarEvent, { type: 'CarPublished' }>['data'] },
  version: number,
): Record<string, unknown> {
  const { carId, owner, dailyPriceCents, publishedAt } = event.data;
  const listing = withPlaceDefaults(event.data.listing);
  const fields = Object.keys(LISTING_COLUMNS) as (keyof CarListing)[];
  return {
    id: carId,
    owner_id: owner.ownerId,
    owner_name: owner.ownerName,
    company_name: owner.companyName,
    owner_verified: owner.ownerVerified,
    owner_rating_tenths: owner.ownerRatingTenths,
    daily_price_cents: dailyPriceCents,
    created_at: publishedAt,
    version,
    ...Object.fromEntries(
      fields.map((field) => [LISTING_COLUMNS[field], columnValue(field, listing[field])]),
    ),
  };
}

/** The JSON columns a listing writes (bound as text by `apply`). */
export const CAR_JSON_COLUMNS = new Set([...JSON_FIELDS].map((field) => LISTING_COLUMNS[field]));

/** What a later car event sets on the car's row when the row is behind it (version below the event's). */
export function carUpdate(event: Exclude<CarEvent, { type: 'CarPublished' }>): Record<string, unknown> {
  switch (event.type) {
    case 'CarUpdated':
      return Object.fromEntries(
        Object.entries(event.data.changes).map(([field, value]) => [
          LISTING_COLUMNS[field as keyof CarListing],
          columnValue(field as keyof CarListing, value),
        ]),
      );
    case 'CarPriceChanged':
      return { daily_price_cents: event.data.dailyPriceCents };
    case 'CarDelisted':
      return { is_listed: false };
    case 'CarRelisted':
      return { is_listed: true };
    default: {
      const exhaustive: never = event;
      return exhaustive;
    }
  }
}
