import { useQueries } from '@tanstack/react-query';
import type { Car } from '@grandtour/shared';

export type ComparedCar =
  | { id: string; status: 'loading' }
  | { id: string; status: 'loaded'; car: Car }
  | { id: string; status: 'missing' }
  | { id: string; status: 'failed'; retry: () => void };

// Spec §7: a failed read's error reads "status: body", so an unknown car's starts with 404.
const isNotFound = (error: Error) => error.message.startsWith('404');

/** Each chosen car, read like the car page reads it (same query key, so either page fills the other's cache). */
export function useComparedCars(ids: readonly string[]): ComparedCar[] {
  const results = useQueries({ queries: ids.map((id) => ({ queryKey: ['/api/cars', id] })) });
  return ids.map((id, index): ComparedCar => {
    const result = results[index];
    if (!result || result.isPending) return { id, status: 'loading' };
    if (result.isError)
      return isNotFound(result.error)
        ? { id, status: 'missing' }
        : { id, status: 'failed', retry: () => void result.refetch() };
    return { id, status: 'loaded', car: result.data as Car };
  });
}
