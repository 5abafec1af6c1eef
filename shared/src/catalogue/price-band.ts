/**
 * Daily price bands, for "similar cars": under 800 €, 800–1,199 €, 1,200–1,999 €, 2,000 € and more. Fixed bands
 * (rather than "within x %") keep "same band" symmetric: if A is in B's band, B is in A's.
 */
export const PRICE_BAND_FLOORS_CENTS = [0, 80_000, 120_000, 200_000] as const;

/** The band of a daily price in cents: 0 (cheapest) to 3. */
export function priceBandOf(dailyPriceCents: number): number {
  let band = 0;
  PRICE_BAND_FLOORS_CENTS.forEach((floor, index) => {
    if (dailyPriceCents >= floor) band = index;
  });
  return band;
}
