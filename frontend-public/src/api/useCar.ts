import { useQuery } from '@tanstack/react-query';
import type { Car } from '@grandtour/shared';

export function useCar(id: string) {
  return useQuery<Car>({ queryKey: ['/api/cars', encodeURIComponent(id)] });
}
