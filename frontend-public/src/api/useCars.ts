import { useQuery } from '@tanstack/react-query';
import type { Car } from '@grandtour/shared';

export function useCars() {
  return useQuery<Car[]>({ queryKey: ['/api/cars'] });
}
