import type { Car } from '../catalogue/car.schema.ts';
import { decimalStringToCents } from '../money/cents.ts';
import { deliveredLegs, type RentalPlaces } from './delivery.ts';
import { quoteRental, type RentalQuote } from './quote.ts';

/** What pricing needs of a car as the API shows it (its `deliveryFee` is already the fee one delivered leg costs). */
export type PricedCar = Pick<Car, 'dailyPrice' | 'depositAmount' | 'deliveryAvailable' | 'deliveryFee'>;

export type CarRentalQuote = { ok: true; quote: RentalQuote } | { ok: false; code: 'delivery_unavailable' };

/**
 * A car's price for a trip: the quote route, the comparison, a booking and a change all ask it here, so what the site
 * shows is what is charged. Delivery is only for cars that deliver.
 */
export function quoteCarRental(
  car: PricedCar,
  trip: RentalPlaces & { startDate: string; endDate: string },
): CarRentalQuote {
  const legs = deliveredLegs(trip);
  if (legs > 0 && !car.deliveryAvailable) return { ok: false, code: 'delivery_unavailable' };
  return {
    ok: true,
    quote: quoteRental({
      dailyPriceCents: decimalStringToCents(car.dailyPrice),
      depositCents: decimalStringToCents(car.depositAmount),
      startDate: trip.startDate,
      endDate: trip.endDate,
      deliveredLegs: legs,
      deliveryFeeCents: decimalStringToCents(car.deliveryFee),
    }),
  };
}
