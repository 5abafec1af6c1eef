import { useQuery } from '@tanstack/react-query';
import type { CarQuote, RentalPlaces } from '@grandtour/shared';

export interface QuoteDates {
  startDate: string;
  endDate: string;
}

/**
 * The server's price for these dates and places (never computed here); nothing is asked without dates. Each place
 * at the customer's address is a delivered leg at the car's fee (decision 49).
 */
export function useBookingQuote(
  carId: string,
  dates: QuoteDates | null,
  places: RentalPlaces,
  /** A delivered leg's postcode: the server says early whether it is within the car's radius (decision 56). */
  deliveryPostcode: string | null = null,
) {
  const postcode = deliveryPostcode ? `&deliveryPostcode=${deliveryPostcode}` : '';
  const query = dates
    ? `quote?startDate=${dates.startDate}&endDate=${dates.endDate}&pickupLocation=${places.pickupLocation}&dropoffLocation=${places.dropoffLocation}${postcode}`
    : 'quote';
  return useQuery<CarQuote>({
    queryKey: ['/api/cars', encodeURIComponent(carId), query],
    enabled: dates !== null,
  });
}
