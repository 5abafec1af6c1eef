import { HOME_DELIVERY_FEE_CENTS, SERVICE_FEE_RATE } from '../catalogue/constants.ts';
import type { Cents } from '../money/cents.ts';
import { countRentalDays } from '../time/rental-days.ts';

export const LATE_CANCELLATION_FEE_RATE = 0.3;
export const FREE_CANCELLATION_HOURS = 48;

export interface RentalQuoteInput {
  dailyPriceCents: Cents;
  depositCents: Cents;
  startDate: string;
  endDate: string;
  homeDelivery: boolean;
}

export interface RentalQuote {
  days: number;
  dailyPriceCents: Cents;
  rentalCents: Cents;
  deliveryCents: Cents;
  serviceFeeCents: Cents;
  totalCents: Cents;
  depositCents: Cents;
  /** What the owner receives: the rental price and delivery, without the platform's fee. */
  ownerPayoutCents: Cents;
  platformRevenueCents: Cents;
}

/**
 * The server's price for a rental (spec §9): daily price × days rounded up, + 150 € for home delivery, + 5 % service
 * fee on that, rounded to the cent. The deposit is held, not charged.
 */
export function quoteRental(input: RentalQuoteInput): RentalQuote {
  const days = countRentalDays(input.startDate, input.endDate);
  const rentalCents = input.dailyPriceCents * days;
  const deliveryCents = input.homeDelivery ? HOME_DELIVERY_FEE_CENTS : 0;
  const ownerPayoutCents = rentalCents + deliveryCents;
  const serviceFeeCents = Math.round(ownerPayoutCents * SERVICE_FEE_RATE);
  return {
    days,
    dailyPriceCents: input.dailyPriceCents,
    rentalCents,
    deliveryCents,
    serviceFeeCents,
    totalCents: ownerPayoutCents + serviceFeeCents,
    depositCents: input.depositCents,
    ownerPayoutCents,
    platformRevenueCents: serviceFeeCents,
  };
}
