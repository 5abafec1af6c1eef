import { useQuery } from '@tanstack/react-query';
import type { Car } from '@grandtour/shared';

export function useCars() {
  return useQuery<Car[]>({ queryKey: ['/api/cars'] });
}

/** The first cars of the catalogue, in its order: the home page needs three, not the whole fleet. */
export const featuredCarsQueryKey = (count: number) => [`/api/cars?limit=${count}`] as const;

export function useFeaturedCars(count: number) {
  return useQuery<Car[]>({ queryKey: featuredCarsQueryKey(count) });
}
