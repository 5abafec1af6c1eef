import type { BookingTerms } from '@grandtour/commands';
import type { Car, CreateBookingRequest, LanguageCode, PickupOption, RentalQuote } from '@grandtour/shared';
import {
  addDays,
  decimalStringToCents,
  HOME_DELIVERY_PICKUP,
  MAX_BOOKING_AHEAD_DAYS,
  MAX_RENTAL_DAYS,
  quoteRental,
  SERVICE_FEE_RATE,
  todayInParis,
} from '@grandtour/shared';
import { nameBasedUuid } from '../ids/name-based-uuid.ts';
import type { ApiMessageCode } from '../plugins/api-messages.ts';

/** A date as the client sent it, as a calendar date in Paris ("2027-03-10" or "2027-03-09T23:00:00.000Z"). */
export const toParisDate = (value: string) => (value.length === 10 ? value : todayInParis(new Date(value)));

/**
 * A retried request with the same Idempotency-Key names the same booking, so even a retry that arrives after a
 * crash (with no stored answer) converges on one booking instead of making a second. The key is required on
 * `POST /api/bookings` (decision 12), so every booking id is named this way.
 */
export function bookingIdFor(userId: string, idempotencyKey: string): string {
  return nameBasedUuid('booking', userId, idempotencyKey);
}

type Refusal = { ok: false; status: number; code: ApiMessageCode; details?: unknown };
export type BookingRequestCheck = { ok: true; terms: BookingTerms } | Refusal;
export type RentalPeriodCheck =
  { ok: true; startDate: string; endDate: string; quote: RentalQuote } | Refusal;

/**
 * The server's own price for a car over a period, and the rules any period must meet (a booking's, or a change's):
 * a bookable car, a return after the pickup, not in the past, at most a year ahead, at most 90 days.
 */
export function checkRentalPeriod(input: {
  car: Car;
  startDate: string;
  endDate: string;
  pickupLocation: PickupOption;
  now: Date;
}): RentalPeriodCheck {
  const { car, now } = input;
  if (!car.isAvailable) return { ok: false, status: 422, code: 'car_unavailable' };
  const startDate = toParisDate(input.startDate);
  const endDate = toParisDate(input.endDate);
  if (endDate < startDate)
    return { ok: false, status: 400, code: 'end_before_start', details: [{ field: 'body.endDate' }] };
  const today = todayInParis(now);
  if (startDate < today) return { ok: false, status: 422, code: 'start_in_past' };
  if (startDate > addDays(today, MAX_BOOKING_AHEAD_DAYS))
    return { ok: false, status: 422, code: 'too_far_ahead' };
  const quote = quoteRental({
    dailyPriceCents: decimalStringToCents(car.dailyPrice),
    depositCents: decimalStringToCents(car.depositAmount),
    startDate,
    endDate,
    homeDelivery: input.pickupLocation === HOME_DELIVERY_PICKUP,
  });
  if (quote.days > MAX_RENTAL_DAYS) return { ok: false, status: 422, code: 'rental_too_long' };
  return { ok: true, startDate, endDate, quote };
}

/** A total the visitor saw that is not the server's: the 409 that says the new one. */
export function priceChanged(totalPrice: string, quote: RentalQuote): Refusal | null {
  return decimalStringToCents(totalPrice) === quote.totalCents
    ? null
    : {
        ok: false,
        status: 409,
        code: 'price_changed',
        details: { totalPrice: (quote.totalCents / 100).toFixed(2) },
      };
}

/** The server's own price and the rules a booking request must meet before anything is written. */
export function checkBookingRequest(input: {
  request: CreateBookingRequest;
  car: Car;
  bookingId: string;
  userId: string;
  language: LanguageCode;
  now: Date;
}): BookingRequestCheck {
  const { request, car } = input;
  const period = checkRentalPeriod({ car, ...request, now: input.now });
  if (!period.ok) return period;
  const { startDate, endDate, quote } = period;
  const refusal = priceChanged(request.totalPrice, quote);
  if (refusal) return refusal;
  return {
    ok: true,
    terms: {
      bookingId: input.bookingId,
      userId: input.userId,
      carId: car.id,
      ownerId: car.ownerId,
      car: { brand: car.brand, model: car.model, image: car.images[0] ?? null },
      startDate,
      endDate,
      pickupLocation: request.pickupLocation,
      dropoffLocation: request.dropoffLocation ?? request.pickupLocation,
      customerInfo: request.customerInfo,
      additionalServices: request.additionalServices,
      language: input.language,
      quote,
      feeConfig: { serviceFeeRate: SERVICE_FEE_RATE, dynamicMarkupRate: 0, feeType: 'service_fee' },
    },
  };
}
