import { REFRESH_OWNER_RESPONSE_FIGURES_SQL } from '../booking-requests/owner-response-figures.ts';
import type { CarEvent, CarListing } from '@grandtour/commands';
import type { Projection, SqlExecutor } from '@grandtour/event-store';
import { CAR_EVENT_TYPES, withPlaceDefaults } from '@grandtour/commands';

const LISTING_COLUMNS: Record<keyof CarListing, string> = {
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

function columnValue(field: keyof CarListing, value: unknown) {
  // Cars listed before decision 59 carry no translations: their description is the French one alone.
  if (field === 'descriptionTranslations') return JSON.stringify(value ?? {});
  // Cars listed before issue 22 (and owners who set nothing) ask what their category asks.
  if (field === 'driverRequirements') return value ? JSON.stringify(value) : null;
  // Cars listed before issue 23 (and owners who set nothing) charge what their category charges.
  if (field === 'returnTerms') return value ? JSON.stringify(value) : null;
  return JSON_FIELDS.has(field) ? JSON.stringify(value) : value;
}

/** Rating figures always recomputed from the reviews table, so the order of car and review events never matters. */
export const REFRESH_CAR_RATING_SQL = `
  UPDATE cars SET rating_total = stats.total, review_count = stats.count
    FROM (SELECT COALESCE(SUM(rating), 0) AS total, COUNT(*) AS count FROM reviews WHERE car_id = $1) AS stats
   WHERE cars.id = $1`;

async function insertPublishedCar(
  event: Extract<CarEvent, { type: 'CarPublished' }>,
  version: number,
  sql: SqlExecutor,
) {
  const { carId, owner, dailyPriceCents, publishedAt } = event.data;
  const listing = withPlaceDefaults(event.data.listing);
  const fields = Object.keys(LISTING_COLUMNS) as (keyof CarListing)[];
  const columns = [
    'id',
    'owner_id',
    'owner_name',
    'company_name',
    'owner_verified',
    'owner_rating_tenths',
    'daily_price_cents',
    'created_at',
    'version',
    ...fields.map((field) => LISTING_COLUMNS[field]),
  ];
  const values = [
    carId,
    owner.ownerId,
    owner.ownerName,
    owner.companyName,
    owner.ownerVerified,
    owner.ownerRatingTenths,
    dailyPriceCents,
    publishedAt,
    version,
    ...fields.map((field) => columnValue(field, listing[field])),
  ];
  const placeholders = values.map((_, index) => `$${index + 1}`);
  await sql.query(
    `INSERT INTO cars (${columns.join(', ')}) VALUES (${placeholders.join(', ')}) ON CONFLICT (id) DO NOTHING`,
    values,
  );
  await sql.query(REFRESH_CAR_RATING_SQL, [carId]);
  await sql.query(REFRESH_OWNER_RESPONSE_FIGURES_SQL, [owner.ownerId]);
}

async function updateCar(
  carId: string,
  version: number,
  assignments: Record<string, unknown>,
  sql: SqlExecutor,
) {
  const columns = Object.keys(assignments);
  const sets = columns.map((column, index) => `${column} = $${index + 3}`);
  await sql.query(`UPDATE cars SET ${[...sets, 'version = $2'].join(', ')} WHERE id = $1 AND version < $2`, [
    carId,
    version,
    ...columns.map((column) => assignments[column]),
  ]);
}

export const carsProjection: Projection<CarEvent> = {
  name: 'cars',
  handles: CAR_EVENT_TYPES,
  tables: ['cars', 'reviews'],
  async apply(event, sql) {
    const version = event.metadata.streamPosition;
    switch (event.type) {
      case 'CarPublished':
        return insertPublishedCar(event, version, sql);
      case 'CarUpdated': {
        const assignments = Object.fromEntries(
          Object.entries(event.data.changes).map(([field, value]) => [
            LISTING_COLUMNS[field as keyof CarListing],
            columnValue(field as keyof CarListing, value),
          ]),
        );
        return updateCar(event.data.carId, version, assignments, sql);
      }
      case 'CarPriceChanged':
        return updateCar(event.data.carId, version, { daily_price_cents: event.data.dailyPriceCents }, sql);
      case 'CarDelisted':
        return updateCar(event.data.carId, version, { is_listed: false }, sql);
      case 'CarRelisted':
        return updateCar(event.data.carId, version, { is_listed: true }, sql);
      default: {
        const exhaustive: never = event;
        return exhaustive;
      }
    }
  },
};
