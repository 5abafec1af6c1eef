import { randomUUID } from 'node:crypto';
import { CITIES, hubsOfCity, type City } from '@grandtour/shared';
import { DEMO_CAR_ADDRESSES } from '../seed/demo-addresses.ts';

/** A car as the owner form sends it, in Nice unless told; its address and hubs are in its own city (decision 55). */
export const newCarBody = (overrides: Record<string, unknown> = {}) => {
  const location = (overrides.location as City | undefined) ?? 'Nice';
  return {
    brand: 'Porsche',
    model: `911 Test ${randomUUID().slice(0, 6)}`,
    year: 2024,
    category: 'sports',
    transmission: 'automatic',
    seats: 2,
    horsepower: 510,
    topSpeedKmh: 318,
    accelerationTenths: 34,
    fuelType: 'essence',
    colour: '#c9a227',
    location,
    // A test may send a city that does not exist, to see it refused: then no address and no hubs.
    ...(CITIES.includes(location) && {
      address: DEMO_CAR_ADDRESSES[location],
      pickupHubs: hubsOfCity(location).map((hub) => hub.id),
    }),
    description: 'Une voiture de test.',
    features: ['GPS', 'Sièges chauffants'],
    dailyPriceCents: 95_000,
    ...overrides,
  };
};
