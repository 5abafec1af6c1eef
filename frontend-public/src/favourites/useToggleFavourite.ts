import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Car } from '@grandtour/shared';
import { sendJson } from '../api/http.ts';
import { FAVOURITES_QUERY_KEY, GUEST_USER_ID } from './favouritesQuery.ts';

export interface ToggleFavouriteInput {
  car: Car;
  /** Whether the car is a favourite now, before the call: the call then removes it, otherwise adds it. */
  isFavourite: boolean;
}

interface ToggleFavouriteCallbacks {
  onToggled: (input: ToggleFavouriteInput) => void;
  onFailed: (input: ToggleFavouriteInput) => void;
}

function toggleFavourite({ car, isFavourite }: ToggleFavouriteInput): Promise<Response> {
  return isFavourite
    ? sendJson('DELETE', `/api/favorites/${GUEST_USER_ID}/${encodeURIComponent(car.id)}`)
    : sendJson('POST', '/api/favorites', { userId: GUEST_USER_ID, carId: car.id });
}

/**
 * Spec §4 and §7: adds or removes, then refreshes the favourites list after either call. The callbacks sit on
 * the mutation itself, not on `mutate`, so they still run when the toggle disappears with its card.
 */
export function useToggleFavourite({ onToggled, onFailed }: ToggleFavouriteCallbacks) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: toggleFavourite,
    onSuccess: (_response, input) => onToggled(input),
    onError: (_error, input) => onFailed(input),
    // Stays pending until the list is fresh, so the button never shows a stale state once enabled again.
    onSettled: () => queryClient.invalidateQueries({ queryKey: FAVOURITES_QUERY_KEY }),
  });
}
