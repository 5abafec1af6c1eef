import { useQuery } from '@tanstack/react-query';
import type { Review } from '@grandtour/shared';

export const MY_REVIEWS_QUERY_KEY = ['/api/reviews/user', 'guest'] as const;

/** The reviews of this visitor's bookings: a completed booking offers a review until it has one. */
export function useMyReviews() {
  return useQuery<Review[]>({ queryKey: MY_REVIEWS_QUERY_KEY });
}
