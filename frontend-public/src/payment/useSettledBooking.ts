import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { Booking } from '@grandtour/shared';
import { getJson } from '../api/http.ts';
import { awaitsOwner } from '../booking-requests/requestState.ts';
import { newIdempotencyKey } from '../api/idempotencyKey.ts';
import { usePostCommand } from '../api/usePostCommand.ts';

export const SYNC_INTERVAL_MS = 3000;
export const MAX_CHECKS = 10;

const stillSettling = (booking: Booking) => booking.status === 'pending' && !awaitsOwner(booking);

export interface SettledBooking {
  booking: Booking;
  /** How many times the booking was read; the page stops asking after MAX_CHECKS. */
  checks: number;
}

/**
 * The booking just paid for. While it is still pending (a card payment the bank is still confirming, or a Stripe
 * redirect that arrived before its webhook), the provider is asked again every few seconds, a limited number of
 * times: the one place where these pages poll. A request to book whose payment is authorised is pending too, but
 * settled: it waits for its owner, for up to a day (decision 85).
 */
export function useSettledBooking(bookingId: string) {
  const post = usePostCommand();
  const queryClient = useQueryClient();
  const path = `/api/bookings/${encodeURIComponent(bookingId)}`;
  const queryKey = ['/api/bookings', bookingId, 'settled'];
  return useQuery<SettledBooking>({
    queryKey,
    queryFn: async () => {
      const checks = (queryClient.getQueryData<SettledBooking>(queryKey)?.checks ?? 0) + 1;
      const booking = await getJson<Booking>(path);
      if (!stillSettling(booking)) return { booking, checks };
      // Each check is its own question to the provider, hence a new key each time.
      return { booking: await post<Booking>(`${path}/sync-payment`, undefined, newIdempotencyKey()), checks };
    },
    refetchInterval: (query) => {
      const data = query.state.data;
      return data && stillSettling(data.booking) && data.checks < MAX_CHECKS ? SYNC_INTERVAL_MS : false;
    },
  });
}
