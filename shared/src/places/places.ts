import type { City } from '../catalogue/constants.ts';
import {
  CAR_ADDRESS_PLACE,
  HOME_DELIVERY_PICKUP,
  LEGACY_PARIS_CENTRE,
  type PickupOption,
} from '../booking/booking.constants.ts';
import { cityHub, hubsOfCity } from './city-hubs.ts';
import type { DeliveryAddress } from './delivery-address.schema.ts';

/** What a car says about where it is handed over (decision 55). */
export interface CarPlaces {
  location: City;
  /** The owner's street address in the car's city; empty for a car listed before decision 55. */
  address: string;
  /** The ids of its city's airport and station that the owner offers. */
  pickupHubs: readonly string[];
  deliveryAvailable: boolean;
}

export type PlaceKind = 'address' | 'airport' | 'station' | 'delivery';

export interface OfferedPlace {
  id: PickupOption;
  kind: PlaceKind;
  /** The hub's proper name; null for the car's address and for delivery. */
  name: string | null;
  /** Where it is; null for delivery (the customer's own address). */
  address: string | null;
}

/** The car's address as a line: the owner's street, or only its city for a car listed before places existed. */
export const carAddressLine = (car: Pick<CarPlaces, 'location' | 'address'>) =>
  car.address.trim() || car.location;

/** Where a car can be picked up and returned: its address, the hubs its owner ticked in its city, then delivery. */
export function placesOfCar(car: CarPlaces): OfferedPlace[] {
  const hubs = hubsOfCity(car.location).filter((hub) => car.pickupHubs.includes(hub.id));
  return [
    { id: CAR_ADDRESS_PLACE, kind: 'address', name: null, address: carAddressLine(car) },
    ...hubs.map((hub) => ({
      id: hub.id as PickupOption,
      kind: hub.kind,
      name: hub.name,
      address: hub.address,
    })),
    ...(car.deliveryAvailable
      ? [{ id: HOME_DELIVERY_PICKUP, kind: 'delivery' as const, name: null, address: null }]
      : []),
  ];
}

export const offersPlace = (car: CarPlaces, id: string) => placesOfCar(car).some((place) => place.id === id);

export const deliveryAddressLine = (address: DeliveryAddress) =>
  `${address.street}, ${address.postcode} ${address.city}`;

/**
 * The address a booking records for one of its places, as it stands when booked: the car's, the hub's, or the
 * customer's for a delivered leg.
 */
export function placeAddress(
  car: Pick<CarPlaces, 'location' | 'address'>,
  id: string,
  deliveryAddress: DeliveryAddress | null,
): string | null {
  if (id === CAR_ADDRESS_PLACE) return carAddressLine(car);
  if (id === HOME_DELIVERY_PICKUP) return deliveryAddress ? deliveryAddressLine(deliveryAddress) : null;
  return cityHub(id)?.address ?? null;
}

/** How a page names a place in its language. */
export interface PlaceWords {
  carAddress: string;
  delivery: string;
  airport: string;
  station: string;
  parisCentre: string;
}

/** A place's name in a page's words: "Aéroport · Nice Côte d'Azur (NCE)", "Adresse du véhicule"… */
export function placeName(id: string, words: PlaceWords): string {
  if (id === CAR_ADDRESS_PLACE) return words.carAddress;
  if (id === HOME_DELIVERY_PICKUP) return words.delivery;
  if (id === LEGACY_PARIS_CENTRE) return words.parisCentre;
  const hub = cityHub(id);
  return hub ? `${words[hub.kind]} · ${hub.name}` : id;
}

/** A place as a booking shows it: its name, then its address when there is one. */
export const placeWithAddress = (id: string, address: string | null, words: PlaceWords) =>
  address ? `${placeName(id, words)} — ${address}` : placeName(id, words);
