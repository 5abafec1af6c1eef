import { useQuery } from '@tanstack/react-query';
import type { Booking } from '@grandtour/shared';
import { getListOrEmptyOn404 } from '../api/http.ts';
import { RequestStatusNotice } from '../booking-requests/lazyRequestStatus.ts';
import { GUEST_USER_ID } from '../favourites/favouritesQuery.ts';

export const RESERVATIONS_QUERY_KEY = ['/api/bookings/user', GUEST_USER_ID] as const;

/**
 * Spec §7: this visitor's bookings, newest first; a 404 means none yet. A request to book's notice loads on demand
 * (decision 85): the list arrives with it, to be drawn whole.
 */
export function useReservations() {
  return useQuery<Booking[]>({
    queryKey: RESERVATIONS_QUERY_KEY,
    queryFn: async () => {
      const bookings = await getListOrEmptyOn404<Booking>(RESERVATIONS_QUERY_KEY.join('/'));
      if (bookings.some((booking) => booking.request)) await RequestStatusNotice.preload();
      return bookings;
    },
  });
}
