import { describe, expect, it } from 'vitest';
import { CITIES } from '../catalogue/constants.ts';
import { checkDeliveryArea } from './delivery-area.ts';
import { CITY_HUBS, cityHub } from './city-hubs.ts';
import {
  offersPlace,
  placeAddress,
  placeName,
  placesOfCar,
  type CarPlaces,
  type PlaceWords,
} from './places.ts';

const words: PlaceWords = {
  carAddress: 'Adresse du véhicule',
  delivery: 'Livraison à domicile',
  airport: 'Aéroport',
  station: 'Gare',
  parisCentre: 'Paris Centre',
};

const niceCar: CarPlaces = {
  location: 'Nice',
  address: '37 promenade des Anglais, 06000 Nice',
  pickupHubs: ['nice-station'],
  deliveryAvailable: true,
};

describe('places follow the car (decision 55)', () => {
  it('offers the car’s address, the hubs its owner ticked in its city, then delivery', () => {
    expect(placesOfCar(niceCar)).toEqual([
      { id: 'car-address', kind: 'address', name: null, address: '37 promenade des Anglais, 06000 Nice' },
      { id: 'nice-station', kind: 'station', name: 'Nice-Ville', address: 'Avenue Thiers, 06000 Nice' },
      { id: 'delivery', kind: 'delivery', name: null, address: null },
    ]);
    expect(offersPlace(niceCar, 'nice-airport')).toBe(false);
    expect(offersPlace(niceCar, 'paris-cdg')).toBe(false);
    expect(offersPlace(niceCar, 'paris-center')).toBe(false);
    expect(offersPlace({ ...niceCar, deliveryAvailable: false }, 'delivery')).toBe(false);
  });

  it('never offers another city’s hub, even one left ticked after the car moved', () => {
    const moved = { ...niceCar, location: 'Lyon' as const, pickupHubs: ['nice-station', 'lyon-station'] };
    expect(placesOfCar(moved).map((place) => place.id)).toEqual(['car-address', 'lyon-station', 'delivery']);
  });

  it('offers a car listed before places existed at its city, as its address', () => {
    const old = { location: 'Cannes' as const, address: '', pickupHubs: [], deliveryAvailable: false };
    expect(placesOfCar(old)).toEqual([{ id: 'car-address', kind: 'address', name: null, address: 'Cannes' }]);
  });

  it('has an airport for every city of the fleet, hub ids unique and each in its city', () => {
    const ids = Object.values(CITY_HUBS).flatMap((hubs) => hubs.map((hub) => hub.id));
    expect(new Set(ids).size).toBe(ids.length);
    for (const city of CITIES) {
      expect(CITY_HUBS[city].some((hub) => hub.kind === 'airport')).toBe(true);
      for (const hub of CITY_HUBS[city]) expect(cityHub(hub.id)?.city).toBe(city);
    }
  });

  it('names a place in the page’s words, and records the address it stands at when booked', () => {
    expect(placeName('nice-airport', words)).toBe("Aéroport · Nice Côte d'Azur (NCE)");
    expect(placeName('nice-station', words)).toBe('Gare · Nice-Ville');
    expect(placeName('car-address', words)).toBe('Adresse du véhicule');
    expect(placeName('paris-center', words)).toBe('Paris Centre');
    const home = { street: '8 rue de France', postcode: '06000', city: 'Nice' };
    expect(placeAddress(niceCar, 'delivery', home)).toBe('8 rue de France, 06000 Nice');
    expect(placeAddress(niceCar, 'car-address', null)).toBe('37 promenade des Anglais, 06000 Nice');
    expect(placeAddress(niceCar, 'nice-station', home)).toBe('Avenue Thiers, 06000 Nice');
  });
});

describe('the delivery radius (decision 56)', () => {
  const car = { location: 'Nice' as const, deliveryRadiusKm: 30 };

  it('accepts an address within the radius of the car’s city, and says how far it is', () => {
    expect(checkDeliveryArea({ lat: 43.7, lon: 7.27 }, car)).toEqual({ ok: true, distanceKm: 1 });
    // Cannes, about 25 km from Nice.
    expect(checkDeliveryArea({ lat: 43.55, lon: 7.01 }, car)).toMatchObject({ ok: true });
  });

  it('refuses an address beyond it, and a postcode it does not know', () => {
    // Saint-Tropez, about 65 km away.
    expect(checkDeliveryArea({ lat: 43.27, lon: 6.64 }, car)).toEqual({
      ok: false,
      code: 'delivery_out_of_range',
      distanceKm: expect.any(Number),
      radiusKm: 30,
    });
    expect(checkDeliveryArea(undefined, car)).toEqual({ ok: false, code: 'unknown_postcode' });
  });

  it('delivers only within the city itself when the radius is 0 km', () => {
    expect(checkDeliveryArea({ lat: 43.71, lon: 7.26 }, { ...car, deliveryRadiusKm: 0 })).toMatchObject({
      ok: true,
    });
    expect(checkDeliveryArea({ lat: 43.7, lon: 7.15 }, { ...car, deliveryRadiusKm: 0 })).toMatchObject({
      ok: false,
    });
  });
});
