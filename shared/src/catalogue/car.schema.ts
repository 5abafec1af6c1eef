import { z } from 'zod';
import { OwnerResponseFiguresSchema } from '../booking-requests/booking-request.schema.ts';
import { DriverRequirementsSchema } from '../drivers/driver-requirements.schema.ts';
import { ReturnTermsSchema } from '../return-terms/return-terms.schema.ts';
import { OwnerReplySchema } from '../review/review.schema.ts';
import { DescriptionTranslationsSchema } from './car-description.schema.ts';
import { CAR_BRANDS, CAR_CATEGORIES, CITIES, FUEL_TYPES, TRANSMISSIONS } from './constants.ts';

const decimalString = z.string().regex(/^-?\d+(\.\d+)?$/);

/** A car as the API returns it: every field of the spec's Car entity (§3). Decimals are strings, as in the spec. */
export const CarSchema = z.object({
  id: z.uuid(),
  ownerId: z.string(),
  brand: z.enum(CAR_BRANDS),
  model: z.string(),
  year: z.number().int(),
  category: z.enum(CAR_CATEGORIES),
  transmission: z.enum(TRANSMISSIONS),
  seats: z.number().int(),
  horsepower: z.number().int(),
  topSpeed: z.number().int().describe('km/h'),
  acceleration: decimalString.describe('0-100 km/h in seconds'),
  fuelType: z.enum(FUEL_TYPES),
  colour: z.string().describe('Body colour as a CSS hex value'),
  dailyPrice: decimalString.describe('EUR per day'),
  depositAmount: decimalString,
  location: z.enum(CITIES),
  /** The owner's street address in its city; empty for a car listed before decision 55 (its city stands for it). */
  address: z.string(),
  /** Its city's airport and station ids the owner hands the car over at (decision 55). */
  pickupHubs: z.array(z.string()),
  description: z.string().describe('In French, the language every car is described in'),
  /** The owner's description in other languages, where they wrote one (decision 59). */
  descriptionTranslations: DescriptionTranslationsSchema,
  ownerName: z.string(),
  companyName: z.string().nullable(),
  ownerRating: decimalString,
  ownerVerified: z.boolean(),
  /** How the owner answers requests to book (decision 85); null until they have answered enough of them. */
  ownerResponse: OwnerResponseFiguresSchema.nullable().optional(),
  deliveryAvailable: z.boolean(),
  deliveryRadius: z.number().int().describe('km'),
  deliveryFee: decimalString,
  features: z.array(z.string()).describe('Feature catalogue keys, or free text as the owner wrote it'),
  images: z.array(z.string()),
  documents: z.record(z.string(), z.unknown()),
  availabilityCalendar: z.record(z.string(), z.unknown()),
  isAvailable: z.boolean(),
  /**
   * What the owner asks of the main driver, and instant book or request to book (issue 22); null where the owner set
   * nothing: the category's defaults apply (`driverRequirementsOf`).
   */
  driverRequirements: DriverRequirementsSchema.nullable().optional(),
  /**
   * Kilometres included, the extra kilometre, the refuel and late fees (issue 23); null where the owner set nothing:
   * the category's defaults apply (`returnTermsOf`).
   */
  returnTerms: ReturnTermsSchema.nullable().optional(),
  isVerified: z.boolean(),
  rating: decimalString,
  reviewCount: z.number().int(),
  viewCount: z.number().int(),
  bookingCount: z.number().int(),
  aiScore: z.number().int(),
  createdAt: z.iso.datetime({ offset: true }),
});
export type Car = z.infer<typeof CarSchema>;

export const ReviewSchema = z.object({
  id: z.uuid(),
  userId: z.string(),
  carId: z.uuid(),
  bookingId: z.string().nullable(),
  rating: z.number().int().min(1).max(5),
  comment: z.string(),
  userName: z.string().nullable(),
  location: z.string().nullable(),
  createdAt: z.iso.datetime({ offset: true }),
  /** The car owner's one public answer, if they gave one. */
  ownerReply: OwnerReplySchema.nullable(),
});
export type Review = z.infer<typeof ReviewSchema>;

export const CarIdParamsSchema = z.object({ id: z.uuid() });
