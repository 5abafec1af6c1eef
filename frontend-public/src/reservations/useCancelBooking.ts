import { useMutation, useQueryClient } from '@tanstack/react-query';
import { decimalStringToCents, type Booking, type CancellationResponse } from '@grandtour/shared';
import { useIdempotencyKey } from '../api/useIdempotencyKey.ts';
import { usePostCommand } from '../api/usePostCommand.ts';
import { usePrice } from '../currency/usePrice.ts';
import { useLanguage } from '../i18n/useLanguage.ts';
import { useToast } from '../toast/useToast.ts';
import { bookingQueryKey } from '../booking-details/bookingDetailsQuery.ts';
import { RESERVATIONS_QUERY_KEY } from './reservationsQuery.ts';

/**
 * Spec §4 and §8: cancels a pending or confirmed booking and says what the server decided: free with the full
 * refund, or the fee and the refund. The list is refreshed either way.
 */
export function useCancelBooking() {
  const post = usePostCommand();
  const idempotency = useIdempotencyKey();
  const queryClient = useQueryClient();
  const formatPrice = usePrice();
  const { t } = useLanguage();
  const { toast } = useToast();
  const texts = t.reservations;

  const mutation = useMutation({
    mutationFn: (booking: Booking) =>
      post<CancellationResponse>(
        `/api/bookings/${encodeURIComponent(booking.id)}/cancel`,
        undefined,
        idempotency.keyFor(booking.id),
      ),
    onSuccess: (result) => {
      const refunded = decimalStringToCents(result.refundAmount) > 0;
      const description = result.hasFees
        ? texts.cancelled.withFees(
            formatPrice(result.cancellationFee, { exact: true }),
            formatPrice(result.refundAmount, { exact: true }),
          )
        : refunded
          ? texts.cancelled.free(formatPrice(result.refundAmount, { exact: true }))
          : texts.cancelled.unpaid;
      toast({ title: texts.cancelled.title, description });
      queryClient.setQueryData<Booking[]>(RESERVATIONS_QUERY_KEY, (bookings) =>
        bookings?.map((booking) => (booking.id === result.booking.id ? result.booking : booking)),
      );
    },
    onError: (error) => {
      idempotency.failed(error);
      toast({ title: texts.cancelErrorTitle, description: texts.cancelError, variant: 'destructive' });
    },
    onSettled: async (_result, _error, booking) => {
      await queryClient.invalidateQueries({ queryKey: RESERVATIONS_QUERY_KEY });
      await queryClient.invalidateQueries({ queryKey: bookingQueryKey(booking.id) });
    },
  });

  return {
    cancel: mutation.mutate,
    cancellingId: mutation.isPending ? mutation.variables.id : null,
  };
}
