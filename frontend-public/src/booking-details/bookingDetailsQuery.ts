import { useQuery } from '@tanstack/react-query';
import type { BookingDetails, CancellationPreview } from '@grandtour/shared';
import { getJson } from '../api/http.ts';

/** Every query about one booking starts with this, so a change or a cancellation refreshes them all. */
export const bookingQueryKey = (bookingId: string) => ['/api/bookings', bookingId] as const;

/** The booking's details (the deposit page writes the deposit the server answers into them). */
export const bookingDetailsKey = (bookingId: string) => [...bookingQueryKey(bookingId), 'details'] as const;

/** After a change or a cancellation made from the page: look again until the timeline has grown, for a while. */
export interface TimelineFollow {
  until: number;
  stepsBefore: number;
}

/** The steps that end what the page wrote: a change (made or refused) or a cancellation. */
const SETTLED_KINDS = new Set(['changed', 'change_refused', 'cancelled']);

/**
 * One of the visitor's bookings in full (a 404 for anyone else's). The timeline is read model that follows the
 * booking a moment later (decision 19): after the page's own write it is asked again every second until it shows
 * the step that ends it, at most `follow.until`. (Growing by one step is not enough: a change that costs more
 * shows its request and payment before the change itself.)
 */
export function useBookingDetails(bookingId: string, follow: TimelineFollow | null = null) {
  return useQuery<BookingDetails>({
    queryKey: bookingDetailsKey(bookingId),
    queryFn: () => getJson(`/api/bookings/${encodeURIComponent(bookingId)}/details`),
    refetchInterval: (query) =>
      follow &&
      Date.now() < follow.until &&
      !(query.state.data?.timeline ?? [])
        .slice(follow.stepsBefore)
        .some((step) => SETTLED_KINDS.has(step.kind))
        ? 1000
        : false,
  });
}

/** What cancelling now would cost, by the server's own rule; asked when `enabled`, again each time it mounts. */
export function useCancellationPreview(bookingId: string, enabled = true) {
  return useQuery<CancellationPreview>({
    queryKey: [...bookingQueryKey(bookingId), 'cancellation-preview'],
    queryFn: () => getJson(`/api/bookings/${encodeURIComponent(bookingId)}/cancellation-preview`),
    enabled,
    // The answer depends on the time it is asked: a simulation from earlier is asked again.
    refetchOnMount: 'always',
  });
}

/** The receipt's address: the server answers the PDF in the booking's language. */
export const receiptUrl = (bookingId: string) => `/api/bookings/${encodeURIComponent(bookingId)}/receipt`;
