import { useQuery } from '@tanstack/react-query';
import type { Review } from '@grandtour/shared';
import { getJson } from './http.ts';

/** Spec §7: a failed reviews load is shown as an empty list, never as an error. */
async function getReviewsOrEmpty(carId: string): Promise<Review[]> {
  try {
    return await getJson<Review[]>(`/api/reviews/car/${encodeURIComponent(carId)}`);
  } catch {
    return [];
  }
}

export function useCarReviews(carId: string) {
  return useQuery<Review[]>({
    queryKey: ['/api/reviews/car', carId],
    queryFn: () => getReviewsOrEmpty(carId),
  });
}
