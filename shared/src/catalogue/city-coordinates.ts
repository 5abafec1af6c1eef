import type { City } from './constants.ts';

/** Where the fleet's cities are (city centre, WGS 84 degrees), for "nearest first" orderings. */
export const CITY_COORDINATES: Readonly<Record<City, { lat: number; lon: number }>> = {
  Paris: { lat: 48.8566, lon: 2.3522 },
  Cannes: { lat: 43.5528, lon: 7.0174 },
  Monaco: { lat: 43.7384, lon: 7.4246 },
  Nice: { lat: 43.7102, lon: 7.262 },
  'Saint-Tropez': { lat: 43.2727, lon: 6.6406 },
  Lyon: { lat: 45.764, lon: 4.8357 },
  Marseille: { lat: 43.2965, lon: 5.3698 },
  Bordeaux: { lat: 44.8378, lon: -0.5792 },
  Toulouse: { lat: 43.6047, lon: 1.4442 },
  Strasbourg: { lat: 48.5734, lon: 7.7521 },
  Lille: { lat: 50.6292, lon: 3.0573 },
  Nantes: { lat: 47.2184, lon: -1.5536 },
};

const EARTH_RADIUS_KM = 6371;
const radians = (degrees: number) => (degrees * Math.PI) / 180;

export interface LatLon {
  lat: number;
  lon: number;
}

/** Great-circle distance between two points, in kilometres. */
export function distanceBetweenKm(a: LatLon, b: LatLon): number {
  const dLat = radians(b.lat - a.lat);
  const dLon = radians(b.lon - a.lon);
  const h =
    Math.sin(dLat / 2) ** 2 + Math.cos(radians(a.lat)) * Math.cos(radians(b.lat)) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.sqrt(h));
}

/** Great-circle distance between two cities, in whole kilometres (0 for the same city). */
export function distanceKm(from: City, to: City): number {
  return Math.round(distanceBetweenKm(CITY_COORDINATES[from], CITY_COORDINATES[to]));
}
