import { HOME_DELIVERY_PICKUP, type PickupOption } from '../booking/booking.constants.ts';
import { HOME_DELIVERY_FEE_CENTS } from '../catalogue/constants.ts';
import type { Cents } from '../money/cents.ts';

/**
 * What bringing the car to the customer, or collecting it from them, costs once (decision 49): the owner's own fee
 * (0 offers it free), or the spec's 150 € when they set none (null).
 */
export function deliveryFeePerLegCents(ownerFeeCents: Cents | null): Cents {
  return ownerFeeCents ?? HOME_DELIVERY_FEE_CENTS;
}

/** The places a rental starts and ends: the car is handed over at one, returned at the other. */
export interface RentalPlaces {
  pickupLocation: PickupOption;
  dropoffLocation: PickupOption;
}

/** The legs done at the customer's address: the car delivered at pickup, and/or collected at the return (0 to 2). */
export function deliveredLegs(places: RentalPlaces): number {
  return [places.pickupLocation, places.dropoffLocation].filter((place) => place === HOME_DELIVERY_PICKUP)
    .length;
}

/** Which of a rental's legs are delivered, as the price lines name them. */
export type DeliveredLegs = 'none' | 'pickup' | 'return' | 'both';

export function deliveredLegsOf(places: RentalPlaces): DeliveredLegs {
  const pickup = places.pickupLocation === HOME_DELIVERY_PICKUP;
  const dropoff = places.dropoffLocation === HOME_DELIVERY_PICKUP;
  if (pickup && dropoff) return 'both';
  if (pickup) return 'pickup';
  return dropoff ? 'return' : 'none';
}
