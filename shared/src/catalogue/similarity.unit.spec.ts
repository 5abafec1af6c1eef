import { describe, expect, it } from 'vitest';
import { CITY_COORDINATES, distanceKm } from './city-coordinates.ts';
import { CITIES } from './constants.ts';
import { priceBandOf } from './price-band.ts';

describe('city distances', () => {
  it('knows every city of the fleet', () => {
    expect(Object.keys(CITY_COORDINATES).sort()).toEqual([...CITIES].sort());
  });

  it('measures great-circle kilometres, the same both ways, 0 within a city', () => {
    expect(distanceKm('Paris', 'Paris')).toBe(0);
    expect(distanceKm('Paris', 'Lyon')).toBe(391);
    expect(distanceKm('Lyon', 'Paris')).toBe(391);
    expect(distanceKm('Nice', 'Monaco')).toBeLessThan(20);
    expect(distanceKm('Lille', 'Marseille')).toBeGreaterThan(800);
  });
});

describe('price bands', () => {
  it('puts daily prices in four fixed bands', () => {
    expect([50_000, 79_999, 80_000, 119_999, 120_000, 199_999, 200_000, 350_000].map(priceBandOf)).toEqual([
      0, 0, 1, 1, 2, 2, 3, 3,
    ]);
  });
});
