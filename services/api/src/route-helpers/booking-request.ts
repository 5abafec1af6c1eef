import {
  nameBasedUuid,
  rentalPeriodRefusal,
  type BookingTerms,
  type RentalPeriodRefusal,
} from '@grandtour/commands';
import type { Car, CreateBookingRequest, LanguageCode, PickupOption, RentalQuote } from '@grandtour/shared';
import {
  decimalStringToCents,
  driverRefusal,
  driverRefusalDetails,
  driverRequirementsOf,
  returnTermsOf,
  quoteCarRental,
  SERVICE_FEE_RATE,
  todayInParis,
} from '@grandtour/shared';
import { randomUUID } from 'node:crypto';
import { checkPlaces } from '../places/check-places.ts';
import type { ApiMessageCode } from '../messages/api-messages.ts';

/** A date as the client sent it, as a calendar date in Paris ("2027-03-10" or "2027-03-09T23:00:00.000Z"). */
export const toParisDate = (value: string) => (value.length === 10 ? value : todayInParis(new Date(value)));

/**
 * A retried request with the same Idempotency-Key names the same booking, so even a retry that arrives after a
 * crash (with no stored answer) converges on one booking instead of making a second. Without a key (the spec's
 * client sends none, decision 48) each request is a new attempt with an id of its own.
 */
export function bookingIdFor(userId: string, idempotencyKey: string | undefined): string {
  return idempotencyKey === undefined ? randomUUID() : nameBasedUuid('booking', userId, idempotencyKey);
}

type Refusal = { ok: false; status: number; code: ApiMessageCode; details?: unknown };
/** The terms the request fixes; the owner's commission is added once the dates are known to be free. */
export type BookingRequestCheck = { ok: true; terms: Omit<BookingTerms, 'commission'> } | Refusal;
export type RentalPeriodCheck =
  { ok: true; startDate: string; endDate: string; quote: RentalQuote } | Refusal;

/** How the API answers a period the booking rules refuse: dates that cannot be a rental are the request's fault. */
function periodRefused(code: RentalPeriodRefusal): Refusal {
  if (code === 'end_before_start')
    return { ok: false, status: 400, code, details: [{ field: 'body.endDate' }] };
  return { ok: false, status: code === 'invalid_date' ? 400 : 422, code };
}

/**
 * The server's own price for a car over a period, and the rules any period must meet (a booking's, or a change's):
 * a bookable car, delivery only where the car delivers, and the booking rules the decider enforces again
 * (`rentalPeriodRefusal`), asked here first to answer before anything is written.
 */
export function checkRentalPeriod(input: {
  car: Car;
  startDate: string;
  endDate: string;
  pickupLocation: PickupOption;
  dropoffLocation: PickupOption;
  now: Date;
}): RentalPeriodCheck {
  const { car, now } = input;
  if (!car.isAvailable) return { ok: false, status: 422, code: 'car_unavailable' };
  const startDate = toParisDate(input.startDate);
  const endDate = toParisDate(input.endDate);
  const refusal = rentalPeriodRefusal({ startDate, endDate }, now);
  // The car's delivery is judged before the rental's length, as it always was.
  if (refusal && refusal !== 'rental_too_long') return periodRefused(refusal);
  const priced = quoteCarRental(car, { ...input, startDate, endDate });
  if (!priced.ok) return { ok: false, status: 422, code: priced.code };
  if (refusal) return periodRefused(refusal);
  return { ok: true, startDate, endDate, quote: priced.quote };
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
  const dropoffLocation = request.dropoffLocation ?? request.pickupLocation;
  const period = checkRentalPeriod({ car, ...request, dropoffLocation, now: input.now });
  if (!period.ok) return period;
  const { startDate, endDate, quote } = period;
  const places = checkPlaces({ car, ...request, dropoffLocation });
  if (!places.ok) return places;
  // What the car asks of its driver now is what the booking keeps, whatever the owner sets later (issue 22).
  const driverRequirements = driverRequirementsOf(car.category, car.driverRequirements);
  const driverRefused = driverRefusal(
    request.driver,
    driverRequirements,
    { startDate, endDate },
    todayInParis(input.now),
  );
  if (driverRefused)
    return { ok: false, status: 422, code: driverRefused.code, details: driverRefusalDetails(driverRefused) };
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
      dropoffLocation,
      pickupAddress: places.pickupAddress,
      dropoffAddress: places.dropoffAddress,
      deliveryAddress: places.deliveryAddress,
      customerInfo: request.customerInfo,
      additionalServices: request.additionalServices,
      language: input.language,
      quote,
      feeConfig: { serviceFeeRate: SERVICE_FEE_RATE, dynamicMarkupRate: 0, feeType: 'service_fee' },
      driver: request.driver,
      driverRequirements,
      // The car's terms after the return as it stands now, kept whatever the owner sets later (issue 23).
      returnTerms: returnTermsOf(car.category, car.returnTerms),
    },
  };
}
