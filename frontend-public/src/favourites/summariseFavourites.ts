import { decimalStringToCents, type FavoriteWithCar } from '@grandtour/shared';

export interface FavouritesSummary {
  count: number;
  brandCount: number;
  /** Euro decimal string of the cheapest daily price; undefined when there is no favourite. */
  lowestDailyPrice: string | undefined;
}

export function summariseFavourites(favourites: readonly FavoriteWithCar[]): FavouritesSummary {
  const lowestDailyPrice = favourites
    .map((favourite) => favourite.car.dailyPrice)
    .reduce<string | undefined>(
      (lowest, price) =>
        lowest === undefined || decimalStringToCents(price) < decimalStringToCents(lowest) ? price : lowest,
      undefined,
    );
  return {
    count: favourites.length,
    brandCount: new Set(favourites.map((favourite) => favourite.car.brand)).size,
    lowestDailyPrice,
  };
}
