import type { City } from '../catalogue/constants.ts';
import { CITY_COORDINATES, distanceBetweenKm, type LatLon } from '../catalogue/city-coordinates.ts';

export type DeliveryAreaCheck =
  | { ok: true; distanceKm: number }
  | { ok: false; code: 'unknown_postcode' }
  | { ok: false; code: 'delivery_out_of_range'; distanceKm: number; radiusKm: number };

/**
 * Whether an address is within a car's delivery radius (decision 56): from the centre of the car's city to the centre
 * of the address's postcode (`undefined` when the postcode is not a French one we know).
 */
export function checkDeliveryArea(
  postcodeCentre: LatLon | undefined,
  car: { location: City; deliveryRadiusKm: number },
): DeliveryAreaCheck {
  if (!postcodeCentre) return { ok: false, code: 'unknown_postcode' };
  const distanceKm = Math.round(distanceBetweenKm(CITY_COORDINATES[car.location], postcodeCentre));
  return distanceKm <= car.deliveryRadiusKm
    ? { ok: true, distanceKm }
    : { ok: false, code: 'delivery_out_of_range', distanceKm, radiusKm: car.deliveryRadiusKm };
}
