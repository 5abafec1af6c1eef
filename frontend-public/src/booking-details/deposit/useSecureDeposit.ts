import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BookingDeposit, BookingDetails } from '@grandtour/shared';
import { useCallback, useEffect, useRef } from 'react';
import { useIdempotencyKey } from '../../api/useIdempotencyKey.ts';
import { usePostCommand } from '../../api/usePostCommand.ts';
import { bookingDetailsKey, bookingQueryKey } from '../bookingDetailsQuery.ts';
import { cardIntentUrl, confirmDepositUrl, type DepositCardIntent } from './depositApi.ts';

/** Asks once for a hold to authorise on another card (a retry of the same request replays its answer). */
export function useDepositCardIntent(bookingId: string, enabled: boolean) {
  const post = usePostCommand();
  const idempotency = useIdempotencyKey();
  const mutation = useMutation({
    mutationFn: () => {
      const request = { bookingId };
      return post<DepositCardIntent>(cardIntentUrl(bookingId), {}, idempotency.keyFor(request));
    },
    onError: (error) => idempotency.failed(error),
  });
  const asked = useRef(false);
  const { mutate } = mutation;
  useEffect(() => {
    if (!enabled || asked.current) return;
    asked.current = true;
    mutate();
  }, [enabled, mutate]);
  return {
    intent: mutation.data,
    error: mutation.error,
    isPending: mutation.isPending,
    retry: () => mutate(),
  };
}

/** Records the authorised hold: the booking's details show the deposit the server answers, then are asked again. */
export function useConfirmDeposit(bookingId: string) {
  const post = usePostCommand();
  const idempotency = useIdempotencyKey();
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationFn: (holdId: string) => {
      const request = { holdId };
      return post<{ deposit: BookingDeposit }>(
        confirmDepositUrl(bookingId),
        request,
        idempotency.keyFor(request),
      );
    },
    onSuccess: ({ deposit }) => {
      queryClient.setQueryData<BookingDetails>(bookingDetailsKey(bookingId), (details) =>
        details ? { ...details, deposit } : details,
      );
      return queryClient.invalidateQueries({ queryKey: bookingQueryKey(bookingId) });
    },
    onError: (error) => idempotency.failed(error),
  });
  const { mutate } = mutation;
  return {
    confirm: useCallback((holdId: string) => mutate(holdId), [mutate]),
    isConfirming: mutation.isPending,
    isConfirmed: mutation.isSuccess,
    error: mutation.error,
  };
}
