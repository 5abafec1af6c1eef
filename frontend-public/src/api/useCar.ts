import { useQuery } from '@tanstack/react-query';
import type { Car } from '@grandtour/shared';

export const carQueryKey = (id: string) => ['/api/cars', encodeURIComponent(id)] as const;

export function useCar(id: string) {
  return useQuery<Car>({ queryKey: carQueryKey(id) });
}
