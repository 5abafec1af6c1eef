import type { Car, DeliveryAddress, PickupOption } from '@grandtour/shared';
import { checkDeliveryArea, HOME_DELIVERY_PICKUP, offersPlace, placeAddress } from '@grandtour/shared';
import type { ApiMessageCode } from '../messages/api-messages.ts';
import { postcodeCentre } from './postcode-centroids.ts';

type Refusal = { ok: false; status: number; code: ApiMessageCode; details?: unknown };
export type PlacesCheck =
  | {
      ok: true;
      pickupAddress: string | null;
      dropoffAddress: string | null;
      /** Kept only when a leg is delivered. */
      deliveryAddress: DeliveryAddress | null;
    }
  | Refusal;

interface Legs {
  pickupLocation: PickupOption;
  dropoffLocation: PickupOption;
}

const isDelivered = (legs: Legs) =>
  legs.pickupLocation === HOME_DELIVERY_PICKUP || legs.dropoffLocation === HOME_DELIVERY_PICKUP;

/** A place the car is not handed over at (decision 55), or delivery by a car that does not deliver. */
export function placeRefusal(car: Car, legs: Legs): Refusal | null {
  for (const field of ['pickupLocation', 'dropoffLocation'] as const) {
    const place = legs[field];
    if (place === HOME_DELIVERY_PICKUP && !car.deliveryAvailable)
      return { ok: false, status: 422, code: 'delivery_unavailable' };
    if (!offersPlace(car, place))
      return { ok: false, status: 422, code: 'place_not_offered', details: [{ field: `body.${field}` }] };
  }
  return null;
}

/** A postcode we do not know, or one outside the car's delivery radius from its city (decision 56). */
export function deliveryAreaRefusal(car: Car, postcode: string): Refusal | null {
  const area = checkDeliveryArea(postcodeCentre(postcode), {
    location: car.location,
    deliveryRadiusKm: car.deliveryRadius,
  });
  if (area.ok) return null;
  const { ok: _ok, code, ...distances } = area;
  return { ok: false, status: 422, code, details: { field: 'body.deliveryAddress.postcode', ...distances } };
}

/** Everything a booking's places must pass, and the addresses the booking then records. */
export function checkPlaces(
  input: Legs & { car: Car; deliveryAddress?: DeliveryAddress | null },
): PlacesCheck {
  const refused = placeRefusal(input.car, input);
  if (refused) return refused;
  const deliveryAddress = isDelivered(input) ? (input.deliveryAddress ?? null) : null;
  if (isDelivered(input)) {
    if (!deliveryAddress)
      return {
        ok: false,
        status: 422,
        code: 'delivery_address_required',
        details: [{ field: 'body.deliveryAddress' }],
      };
    const outside = deliveryAreaRefusal(input.car, deliveryAddress.postcode);
    if (outside) return outside;
  }
  return {
    ok: true,
    pickupAddress: placeAddress(input.car, input.pickupLocation, deliveryAddress),
    dropoffAddress: placeAddress(input.car, input.dropoffLocation, deliveryAddress),
    deliveryAddress,
  };
}
