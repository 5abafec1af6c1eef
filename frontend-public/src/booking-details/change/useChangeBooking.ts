import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  centsToDecimalString,
  type BookingChangePreview,
  type BookingChangeQuery,
  type BookingChangeResponse,
} from '@grandtour/shared';
import { throwIfNotOk } from '../../api/http.ts';
import { useIdempotencyKey } from '../../api/useIdempotencyKey.ts';
import { usePostCommand } from '../../api/usePostCommand.ts';
import { usePrice } from '../../currency/usePrice.ts';
import { useLanguage } from '../../i18n/useLanguage.ts';
import { RESERVATIONS_QUERY_KEY } from '../../reservations/reservationsQuery.ts';
import { useToast } from '../../toast/useToast.ts';
import { bookingQueryKey } from '../bookingDetailsQuery.ts';

const definedOnly = (wanted: BookingChangeQuery) =>
  Object.fromEntries(Object.entries(wanted).filter(([, value]) => value !== undefined)) as Record<
    string,
    string
  >;

const changeUrl = (bookingId: string, action: string) =>
  `/api/bookings/${encodeURIComponent(bookingId)}/${action}`;

/** The summary of a change, asked of the server before the visitor confirms: old and new terms, the difference. */
export function useChangePreview(bookingId: string) {
  const { language } = useLanguage();
  return useMutation({
    // The refusals (dates taken, too late…) come in the site's language.
    mutationFn: async (wanted: BookingChangeQuery): Promise<BookingChangePreview> => {
      const response = await fetch(
        `${changeUrl(bookingId, 'change-preview')}?${new URLSearchParams(definedOnly(wanted))}`,
        {
          credentials: 'include',
          headers: { 'Accept-Language': language },
        },
      );
      await throwIfNotOk(response);
      return (await response.json()) as BookingChangePreview;
    },
  });
}

/**
 * Makes the change the summary showed (its total is sent and checked); one Idempotency-Key per attempt, so a retry
 * after a lost answer converges on the same change. Says what was charged or refunded; every view of the booking
 * is refreshed.
 */
export function useChangeBooking(bookingId: string, onDone: () => void) {
  const post = usePostCommand();
  const idempotency = useIdempotencyKey();
  const queryClient = useQueryClient();
  const formatPrice = usePrice();
  const { t } = useLanguage();
  const { toast } = useToast();
  const texts = t.afterBooking.change;

  return useMutation({
    mutationFn: (preview: BookingChangePreview) => {
      const { startDate, endDate, pickupLocation, dropoffLocation, totalCents } = preview.proposed;
      const body = {
        startDate,
        endDate,
        pickupLocation,
        dropoffLocation,
        totalPrice: centsToDecimalString(totalCents),
      };
      return post<BookingChangeResponse>(
        changeUrl(bookingId, 'change'),
        body,
        idempotency.keyFor({ bookingId, ...body }),
      );
    },
    onSuccess: (result) => {
      const money = (cents: number) => formatPrice(centsToDecimalString(cents), { exact: true });
      const description =
        result.chargedCents > 0
          ? texts.doneCharged(money(result.chargedCents))
          : result.refundedCents > 0
            ? texts.doneRefunded(money(result.refundedCents))
            : texts.doneSame;
      toast({ title: texts.doneTitle, description });
      onDone();
    },
    onError: (error) => idempotency.failed(error),
    onSettled: async () => {
      await queryClient.invalidateQueries({ queryKey: RESERVATIONS_QUERY_KEY });
      await queryClient.invalidateQueries({ queryKey: bookingQueryKey(bookingId) });
    },
  });
}
