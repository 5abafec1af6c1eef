import { z } from 'zod';
import { editBody } from './edit-body.ts';
import { DescriptionTranslationsSchema } from '../catalogue/car-description.schema.ts';
import { CAR_BRANDS, CAR_CATEGORIES, CITIES, FUEL_TYPES, TRANSMISSIONS } from '../catalogue/constants.ts';
import { CITY_HUB_IDS } from '../places/city-hubs.ts';
import { MAX_CAR_FEATURES, OWNER_TEXT_LIMITS } from './owner-text-limits.ts';
import { OwnerDriverRequirementsSchema } from './owner-driver-requirements.schema.ts';
import { ReturnTermsSchema } from '../return-terms/return-terms.schema.ts';
import {
  MAX_DAILY_PRICE_CENTS,
  MAX_DELIVERY_FEE_CENTS,
  MAX_DEPOSIT_CENTS,
} from '../catalogue/listing-limits.ts';

/**
 * The longest name of a car's artwork: its brand and model in lower-case ASCII, joined by a dash. Derived from the
 * longest brand and model, so every car an owner may publish has artwork addresses its own schema accepts.
 */
export const CAR_ARTWORK_SLUG_MAX_LENGTH =
  Math.max(...CAR_BRANDS.map((brand) => brand.length)) + 1 + OWNER_TEXT_LIMITS.carModel;
/** Where a car's pictures may live: our artwork, or a photo an owner uploaded (content-addressed). */
export const CAR_IMAGE_URL = new RegExp(
  `^/media/(cars/[a-z0-9-]{1,${CAR_ARTWORK_SLUG_MAX_LENGTH}}/[0-9a-f]{6}/[a-z-]{1,20}\\.svg|photos/[0-9a-f]{64}\\.(jpg|png|webp))$`,
);
export const MAX_CAR_PHOTOS = 12;
export const MAX_PHOTO_BYTES = 5 * 1024 * 1024;
/** The largest picture decoded, by its side and its area (a 65535 × 65535 PNG is a few kB on the wire). */
export const MAX_PHOTO_SIDE = 8000;
export const MAX_PHOTO_MEGAPIXELS = 40;

const cents = (max: number) => z.number().int().min(0).max(max);
const text = (max: number) => z.string().trim().max(max);

/** Everything an owner controls about a car (money in cents, acceleration in tenths of a second). */
export const OwnerCarFieldsSchema = z.strictObject({
  brand: z.enum(CAR_BRANDS),
  model: text(OWNER_TEXT_LIMITS.carModel).min(1),
  year: z.number().int().min(1950).max(2100),
  category: z.enum(CAR_CATEGORIES),
  transmission: z.enum(TRANSMISSIONS),
  seats: z.number().int().min(1).max(9),
  horsepower: z.number().int().min(1).max(2500),
  topSpeedKmh: z.number().int().min(30).max(500),
  accelerationTenths: z.number().int().min(15).max(300).describe('0-100 km/h in tenths of a second'),
  fuelType: z.enum(FUEL_TYPES),
  colour: z.string().regex(/^#[0-9a-fA-F]{6}$/, 'Expected a colour such as #c9a227'),
  location: z.enum(CITIES),
  /** Where the car is handed over in its city (decision 55). */
  address: text(200),
  /** Its city's airport and station the owner also hands it over at (the decider refuses another city's). */
  pickupHubs: z.array(z.enum(CITY_HUB_IDS as [string, ...string[]])).max(5),
  /** In French: required once the car has a description in another language (decision 59). */
  description: text(OWNER_TEXT_LIMITS.carDescription),
  descriptionTranslations: DescriptionTranslationsSchema,
  features: z.array(text(OWNER_TEXT_LIMITS.carFeature).min(1)).max(MAX_CAR_FEATURES),
  images: z.array(z.string().regex(CAR_IMAGE_URL, 'Not one of our image addresses')).max(MAX_CAR_PHOTOS),
  dailyPriceCents: z.number().int().min(100).max(MAX_DAILY_PRICE_CENTS),
  depositCents: cents(MAX_DEPOSIT_CENTS),
  deliveryAvailable: z.boolean(),
  deliveryRadiusKm: z.number().int().min(0).max(1000),
  /** Per delivered leg (decision 49): 0 offers delivery free, null charges the standard 150 €. */
  deliveryFeeCents: cents(MAX_DELIVERY_FEE_CENTS).nullable(),
  isAvailable: z.boolean(),
  /** What the car asks of its main driver (issue 22); null: its category's defaults. */
  driverRequirements: OwnerDriverRequirementsSchema.nullable(),
  /** Kilometres included and the fees after the return (issue 23); null: its category's defaults. */
  returnTerms: ReturnTermsSchema.nullable(),
});
export type OwnerCarFields = z.infer<typeof OwnerCarFieldsSchema>;

/** `POST /api/owner/cars`: the listing; the rest has the spec's defaults (deposit 5000.00, no delivery, standard fee). */
export const OwnerCarCreateSchema = OwnerCarFieldsSchema.extend({
  address: OwnerCarFieldsSchema.shape.address.default(''),
  pickupHubs: OwnerCarFieldsSchema.shape.pickupHubs.default([]),
  description: OwnerCarFieldsSchema.shape.description.default(''),
  descriptionTranslations: DescriptionTranslationsSchema.default({}),
  features: OwnerCarFieldsSchema.shape.features.default([]),
  images: OwnerCarFieldsSchema.shape.images.default([]),
  depositCents: OwnerCarFieldsSchema.shape.depositCents.default(500_000),
  deliveryAvailable: z.boolean().default(false),
  deliveryRadiusKm: OwnerCarFieldsSchema.shape.deliveryRadiusKm.default(0),
  deliveryFeeCents: OwnerCarFieldsSchema.shape.deliveryFeeCents.default(null),
  isAvailable: z.boolean().default(true),
  driverRequirements: OwnerCarFieldsSchema.shape.driverRequirements.default(null),
  returnTerms: OwnerCarFieldsSchema.shape.returnTerms.default(null),
});
export type OwnerCarCreate = z.infer<typeof OwnerCarCreateSchema>;

/** What the back office shows but the owner does not control; react-admin sends them back with every edit. */
export const OWNER_CAR_READ_ONLY_FIELDS = [
  'id',
  'ownerName',
  'companyName',
  'isListed',
  'rating',
  'reviewCount',
  'bookingCount',
  'createdAt',
] as const;

/** `PUT /api/owner/cars/:id`: any of the fields (read-only ones echoed by react-admin are dropped). */
export const OwnerCarUpdateSchema = editBody(
  OwnerCarFieldsSchema.partial().shape,
  OWNER_CAR_READ_ONLY_FIELDS,
);
export type OwnerCarUpdate = z.infer<typeof OwnerCarUpdateSchema>;

/** A car as the back office shows it. */
export const OwnerCarSchema = z.object({
  ...OwnerCarFieldsSchema.shape,
  id: z.uuid(),
  ownerName: z.string(),
  companyName: z.string().nullable(),
  isListed: z.boolean(),
  rating: z.number(),
  reviewCount: z.number().int(),
  bookingCount: z.number().int(),
  createdAt: z.iso.datetime({ offset: true }),
});
export type OwnerCar = z.infer<typeof OwnerCarSchema>;

export const OWNER_CAR_LISTINGS = ['active', 'delisted', 'all'] as const;
export const OwnerCarFilterSchema = z.strictObject({
  q: text(100).optional(),
  id: z.union([z.uuid(), z.array(z.uuid()).max(100)]).optional(),
  isListed: z.boolean().optional(),
  /** The back office's filter (decision 62): on the site, delisted, or both. */
  listing: z.enum(OWNER_CAR_LISTINGS).optional(),
  category: z.enum(CAR_CATEGORIES).optional(),
  location: z.enum(CITIES).optional(),
});
export type OwnerCarFilter = z.infer<typeof OwnerCarFilterSchema>;
export const OWNER_CAR_SORT_FIELDS = [
  'id',
  'brand',
  'model',
  'year',
  'category',
  'location',
  'dailyPriceCents',
  'isAvailable',
  'createdAt',
  'bookingCount',
] as const;

/** `POST /api/owner/photos`: where the stored photo is served. */
export const OwnerPhotoSchema = z.object({ url: z.string().regex(CAR_IMAGE_URL) });

/** A car's secret calendar address (iCal). */
export const CalendarFeedSchema = z.object({ url: z.string(), createdAt: z.iso.datetime({ offset: true }) });
