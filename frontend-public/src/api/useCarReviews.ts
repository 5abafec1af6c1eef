import { useQuery } from '@tanstack/react-query';
import type { Review } from '@grandtour/shared';
import { browserFetch, getJson, type ApiFetch } from './http.ts';

/** Spec §7: a failed reviews load is shown as an empty list, never as an error. */
async function getReviewsOrEmpty(carId: string, apiFetch: ApiFetch): Promise<Review[]> {
  try {
    return await getJson<Review[]>(`/api/reviews/car/${encodeURIComponent(carId)}`, apiFetch);
  } catch {
    return [];
  }
}

export const carReviewsQuery = (carId: string, apiFetch: ApiFetch = browserFetch) => ({
  queryKey: ['/api/reviews/car', carId],
  queryFn: () => getReviewsOrEmpty(carId, apiFetch),
});

export function useCarReviews(carId: string) {
  return useQuery<Review[]>(carReviewsQuery(carId));
}
