import { useQuery } from '@tanstack/react-query';
import type { FavoriteWithCar } from '@grandtour/shared';
import { getListOrEmptyOn404 } from '../api/http.ts';
import { FAVOURITES_QUERY_KEY } from './favouritesQuery.ts';

export function useFavourites() {
  return useQuery<FavoriteWithCar[]>({
    queryKey: FAVOURITES_QUERY_KEY,
    queryFn: () => getListOrEmptyOn404<FavoriteWithCar>(FAVOURITES_QUERY_KEY.join('/')),
  });
}
