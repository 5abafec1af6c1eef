import {
  freeCancellationDeadline,
  LATE_CANCELLATION_FEE_RATE,
  type CarQuote,
  type RentalQuote,
} from '@grandtour/shared';

/** The server's quote as the site shows it: the price lines and the cancellation terms of a period's start. */
export function carQuoteOf(carId: string, quote: RentalQuote, startDate: string): CarQuote {
  return {
    carId,
    days: quote.days,
    dailyPriceCents: quote.dailyPriceCents,
    rentalCents: quote.rentalCents,
    deliveryCents: quote.deliveryCents,
    serviceFeeCents: quote.serviceFeeCents,
    totalCents: quote.totalCents,
    depositCents: quote.depositCents,
    freeCancellationUntil: freeCancellationDeadline(startDate).toISOString(),
    lateCancellationFeeRate: LATE_CANCELLATION_FEE_RATE,
  };
}
