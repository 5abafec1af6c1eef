import {
  decimalStringToCents,
  deliveredLegs,
  freeCancellationDeadline,
  LATE_CANCELLATION_FEE_RATE,
  type Car,
  type CarQuote,
  type RentalPlaces,
  type RentalQuote,
} from '@grandtour/shared';

/** The server's quote as the site shows it: the price lines, the delivered legs and the cancellation terms. */
export function carQuoteOf(
  car: Pick<Car, 'id' | 'deliveryFee'>,
  quote: RentalQuote,
  trip: RentalPlaces & { startDate: string },
): CarQuote {
  return {
    carId: car.id,
    days: quote.days,
    dailyPriceCents: quote.dailyPriceCents,
    rentalCents: quote.rentalCents,
    deliveryCents: quote.deliveryCents,
    deliveredLegs: deliveredLegs(trip),
    deliveryFeeCents: decimalStringToCents(car.deliveryFee),
    serviceFeeCents: quote.serviceFeeCents,
    totalCents: quote.totalCents,
    depositCents: quote.depositCents,
    freeCancellationUntil: freeCancellationDeadline(trip.startDate).toISOString(),
    lateCancellationFeeRate: LATE_CANCELLATION_FEE_RATE,
  };
}
