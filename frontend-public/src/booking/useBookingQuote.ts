import { useQuery } from '@tanstack/react-query';
import type { CarQuote } from '@grandtour/shared';

export interface QuoteDates {
  startDate: string;
  endDate: string;
}

/** The server's price for these dates and this pickup (never computed here); nothing is asked without dates. */
export function useBookingQuote(carId: string, dates: QuoteDates | null, homeDelivery: boolean) {
  const query = dates
    ? `quote?startDate=${dates.startDate}&endDate=${dates.endDate}&homeDelivery=${homeDelivery}`
    : 'quote';
  return useQuery<CarQuote>({
    queryKey: ['/api/cars', encodeURIComponent(carId), query],
    enabled: dates !== null,
  });
}
