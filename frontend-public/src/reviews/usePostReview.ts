import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Booking, Review } from '@grandtour/shared';
import { apiErrorOf } from '../api/HttpError.ts';
import { useIdempotencyKey } from '../api/useIdempotencyKey.ts';
import { usePostCommand } from '../api/usePostCommand.ts';
import { useLanguage } from '../i18n/useLanguage.ts';
import { useToast } from '../toast/useToast.ts';
import { MY_REVIEWS_QUERY_KEY } from './useMyReviews.ts';
import type { ReviewValues } from './validateReview.ts';

/**
 * POST /api/reviews. On success the dialog closes with a toast, and the car's reviews and rating are read again;
 * a refusal keeps the dialog open with the server's words (in the site's language).
 */
export function usePostReview(booking: Booking, onPosted: () => void) {
  const post = usePostCommand();
  const idempotency = useIdempotencyKey();
  const queryClient = useQueryClient();
  const { t, language } = useLanguage();
  const { toast } = useToast();
  const texts = t.reviewForm;
  const car = `${booking.carBrand} ${booking.carModel}`;

  const mutation = useMutation({
    mutationFn: async (values: ReviewValues) => {
      const request = {
        bookingId: booking.id,
        rating: values.rating,
        comment: values.comment,
        userName: values.userName,
        location: values.location,
        language,
      };
      try {
        return await post<Review>('/api/reviews', request, idempotency.keyFor(request));
      } catch (error) {
        idempotency.failed(error);
        throw error;
      }
    },
    onSuccess: (review) => {
      queryClient.setQueryData<Review[]>(MY_REVIEWS_QUERY_KEY, (reviews) => [review, ...(reviews ?? [])]);
      void queryClient.invalidateQueries({ queryKey: ['/api/reviews/car', booking.carId] });
      void queryClient.invalidateQueries({ queryKey: ['/api/cars', booking.carId] });
      toast({ title: texts.thanksTitle, description: texts.thanksText(car) });
      onPosted();
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: MY_REVIEWS_QUERY_KEY }),
  });

  return {
    post: mutation.mutate,
    isPosting: mutation.isPending,
    /** The server's localized reason, or a general one when there is none (network, server error). */
    problem: mutation.isError ? (apiErrorOf(mutation.error)?.message ?? texts.errorText) : null,
    reset: mutation.reset,
  };
}
