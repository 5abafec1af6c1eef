import { useQuery } from '@tanstack/react-query';
import type { CarQuote } from '@grandtour/shared';
import type { TripDates } from './compareParams.ts';

/** The server's price for these dates (never computed here); collection at the agency, so no home delivery. */
export function useCarQuote(carId: string, dates: TripDates, enabled: boolean) {
  const query = `quote?startDate=${dates.startDate}&endDate=${dates.endDate}&homeDelivery=false`;
  return useQuery<CarQuote>({ queryKey: ['/api/cars', carId, query], enabled });
}
