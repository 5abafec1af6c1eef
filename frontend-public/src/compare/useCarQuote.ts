import { useQuery } from '@tanstack/react-query';
import type { CarQuote } from '@grandtour/shared';
import type { TripDates } from './compareParams.ts';

/** The server's price for these dates, with or without home delivery (never computed here). */
export function useCarQuote(carId: string, dates: TripDates, homeDelivery: boolean) {
  const query = `quote?startDate=${dates.startDate}&endDate=${dates.endDate}&homeDelivery=${homeDelivery}`;
  return useQuery<CarQuote>({ queryKey: ['/api/cars', carId, query] });
}
