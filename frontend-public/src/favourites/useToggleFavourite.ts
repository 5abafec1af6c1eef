import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Car } from '@grandtour/shared';
import { sendJson } from '../api/http.ts';
import { useIdempotencyKey } from '../api/useIdempotencyKey.ts';
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

function toggleFavourite(
  { car, isFavourite }: ToggleFavouriteInput,
  idempotencyKey: string,
): Promise<Response> {
  const headers = { 'Idempotency-Key': idempotencyKey };
  return isFavourite
    ? sendJson('DELETE', `/api/favorites/${GUEST_USER_ID}/${encodeURIComponent(car.id)}`, undefined, headers)
    : sendJson('POST', '/api/favorites', { userId: GUEST_USER_ID, carId: car.id }, headers);
}

/**
 * Spec §4 and §7: adds or removes, then refreshes the favourites list after either call. The callbacks sit on
 * the mutation itself, not on `mutate`, so they still run when the toggle disappears with its card. Each click
 * is one action with its own Idempotency-Key; clicking again after a failure without an answer (network, 5xx)
 * retries that action with the same key, so a call that did go through is not applied twice.
 */
export function useToggleFavourite({ onToggled, onFailed }: ToggleFavouriteCallbacks) {
  const queryClient = useQueryClient();
  const idempotency = useIdempotencyKey();
  return useMutation({
    mutationFn: (input: ToggleFavouriteInput) =>
      toggleFavourite(input, idempotency.keyFor({ carId: input.car.id, favourite: !input.isFavourite })),
    onSuccess: (_response, input) => {
      idempotency.completed();
      onToggled(input);
    },
    onError: (error, input) => {
      idempotency.failed(error);
      onFailed(input);
    },
    // Stays pending until the list is fresh, so the button never shows a stale state once enabled again.
    onSettled: () => queryClient.invalidateQueries({ queryKey: FAVOURITES_QUERY_KEY }),
  });
}
