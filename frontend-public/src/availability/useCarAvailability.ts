import { useQuery } from '@tanstack/react-query';
import type { CarAvailability } from '@grandtour/shared';
import { useMemo } from 'react';

/** The availability calendar's query: refreshed when a booking loses the race for its dates. */
export const carAvailabilityQueryKey = (carId: string) =>
  ['/api/cars', encodeURIComponent(carId), 'availability'] as const;

const NOTHING_TAKEN: ReadonlySet<string> = new Set();

/** The days this car is taken, from today to a year ahead (decision 57). */
export function useCarAvailability(carId: string) {
  const query = useQuery<CarAvailability>({ queryKey: carAvailabilityQueryKey(carId) });
  const taken = useMemo(() => (query.data ? new Set(query.data.takenDates) : NOTHING_TAKEN), [query.data]);
  return { taken, window: query.data, status: query.status, refetch: query.refetch };
}

export type CarAvailabilityState = ReturnType<typeof useCarAvailability>;
