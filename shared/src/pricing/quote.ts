import { SERVICE_FEE_RATE } from '../catalogue/constants.ts';
import type { Cents } from '../money/cents.ts';
import { countRentalDays } from '../time/rental-days.ts';

export const LATE_CANCELLATION_FEE_RATE = 0.3;
export const FREE_CANCELLATION_HOURS = 48;

export interface RentalQuoteInput {
  dailyPriceCents: Cents;
  depositCents: Cents;
  startDate: string;
  endDate: string;
  /** Legs done at the customer's address (the car delivered, and/or collected): 0, 1 or 2. */
  deliveredLegs: number;
  /** What one delivered leg costs for this car (see deliveryFeePerLegCents). */
  deliveryFeeCents: Cents;
}

export interface RentalQuote {
  days: number;
  dailyPriceCents: Cents;
  rentalCents: Cents;
  /** Every delivered leg at the car's fee (bookings made before decision 49 froze one 150 € charge). */
  deliveryCents: Cents;
  serviceFeeCents: Cents;
  totalCents: Cents;
  depositCents: Cents;
  /** What the owner receives: the rental price and delivery, without the platform's fee. */
  ownerPayoutCents: Cents;
  platformRevenueCents: Cents;
}

/**
 * The server's price for a rental (spec §9): daily price × days rounded up, + the car's delivery fee for each leg done
 * at the customer's address (decision 49), + 5 % service fee on that, rounded to the cent. The deposit is held, not
 * charged. The one price function: quotes, comparisons, bookings and changes all come from here.
 */
export function quoteRental(input: RentalQuoteInput): RentalQuote {
  const days = countRentalDays(input.startDate, input.endDate);
  const rentalCents = input.dailyPriceCents * days;
  if (!Number.isInteger(input.deliveredLegs) || input.deliveredLegs < 0 || input.deliveredLegs > 2)
    throw new RangeError(`A rental has 0 to 2 delivered legs, not ${input.deliveredLegs}`);
  const deliveryCents = input.deliveredLegs * input.deliveryFeeCents;
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
