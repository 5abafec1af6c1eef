import { z } from 'zod';
import { PICKUP_OPTIONS } from '../booking/booking.constants.ts';
import { CAR_BRANDS, CITIES, FUEL_TYPES, normalizeCategory, TRANSMISSIONS } from '../catalogue/constants.ts';
import { CalendarDateSchema } from '../time/calendar-date.ts';

/** '' and 'all' mean "no filter" (spec §5). */
const unset = (value: unknown) => (value === '' || value === 'all' ? undefined : value);
const optional = <T extends z.ZodType>(schema: T) => z.preprocess(unset, schema.optional());

const euros = z.coerce.number({ error: 'Expected a number' }).finite().min(0).max(100_000);
const year = z.coerce.number({ error: 'Expected a year' }).int().min(1900).max(2100);

/** The most cars one search answer carries; more arrive page by page with `offset`. */
export const MAX_SEARCH_PAGE = 100;

export const SORT_FIELDS = ['price', 'rating', 'year', 'popularity'] as const;

/** `GET /api/cars` query: the spec's filters (§3 Search filters) plus years and sorting. */
export const CarSearchQuerySchema = z
  .object({
    brand: optional(z.enum(CAR_BRANDS)),
    category: optional(
      z.string().transform((value, context) => {
        const category = normalizeCategory(value);
        if (!category) context.addIssue({ code: 'custom', message: 'Unknown category' });
        return category ?? z.NEVER;
      }),
    ),
    location: optional(z.enum(CITIES)),
    minPrice: optional(euros),
    maxPrice: optional(euros),
    transmission: optional(z.enum(TRANSMISSIONS)),
    fuelType: optional(z.enum(FUEL_TYPES)),
    seats: optional(z.coerce.number().int().min(1).max(9)),
    availableNow: optional(z.enum(['true', 'false']).transform((value) => value === 'true')),
    startDate: optional(CalendarDateSchema),
    endDate: optional(CalendarDateSchema),
    minYear: optional(year),
    maxYear: optional(year),
    sortBy: optional(z.enum(SORT_FIELDS)),
    sortOrder: optional(z.enum(['asc', 'desc'])),
    /** Paging: at most `limit` cars from `offset`; the response's X-Total-Count header gives the full count. */
    limit: z.preprocess(unset, z.coerce.number().int().min(1).max(MAX_SEARCH_PAGE).default(MAX_SEARCH_PAGE)),
    offset: z.preprocess(unset, z.coerce.number().int().min(0).max(1_000_000).default(0)),
  })
  .superRefine((query, context) => {
    if ((query.startDate === undefined) !== (query.endDate === undefined)) {
      const missing = query.startDate === undefined ? 'startDate' : 'endDate';
      context.addIssue({ code: 'custom', path: [missing], message: 'startDate and endDate go together' });
    }
    if (query.startDate && query.endDate && query.endDate < query.startDate) {
      context.addIssue({
        code: 'custom',
        path: ['endDate'],
        message: 'The end date is before the start date',
      });
    }
    if (query.minPrice !== undefined && query.maxPrice !== undefined && query.maxPrice < query.minPrice) {
      context.addIssue({ code: 'custom', path: ['maxPrice'], message: 'maxPrice is below minPrice' });
    }
    if (query.minYear !== undefined && query.maxYear !== undefined && query.maxYear < query.minYear) {
      context.addIssue({ code: 'custom', path: ['maxYear'], message: 'maxYear is before minYear' });
    }
  });
export type CarSearchQuery = z.infer<typeof CarSearchQuerySchema>;

export const CarQuoteQuerySchema = z
  .object({
    startDate: CalendarDateSchema,
    endDate: CalendarDateSchema,
    /** Delivered to the customer and collected from them (both legs), as a booking with home delivery is. */
    homeDelivery: z
      .preprocess(unset, z.enum(['true', 'false']).default('false'))
      .transform((value) => value === 'true'),
    /** The booking's places, leg by leg; they take precedence over homeDelivery. The return follows the pickup. */
    pickupLocation: optional(z.enum(PICKUP_OPTIONS)),
    dropoffLocation: optional(z.enum(PICKUP_OPTIONS)),
    /** A delivered leg's postcode, checked against the car's delivery radius (decision 56). */
    deliveryPostcode: optional(z.string().regex(/^\d{5}$/, 'Expected a French postcode of five digits')),
  })
  .refine((query) => query.endDate >= query.startDate, {
    path: ['endDate'],
    message: 'The end date is before the start date',
  });

export const CarQuoteSchema = z.object({
  carId: z.uuid(),
  days: z.number().int(),
  dailyPriceCents: z.number().int(),
  rentalCents: z.number().int(),
  /** Every delivered leg at the car's fee: `deliveredLegs` × `deliveryFeeCents`. */
  deliveryCents: z.number().int(),
  deliveredLegs: z.number().int().min(0).max(2),
  deliveryFeeCents: z.number().int().describe("One delivered leg at this car's fee"),
  serviceFeeCents: z.number().int(),
  totalCents: z.number().int(),
  depositCents: z.number().int(),
  freeCancellationUntil: z.iso.datetime({ offset: true }),
  lateCancellationFeeRate: z.number(),
});
export type CarQuote = z.infer<typeof CarQuoteSchema>;
