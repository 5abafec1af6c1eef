import { useMutation, useQuery } from '@tanstack/react-query';
import type { DemoCheckoutCompleted, DemoCheckoutSession } from '@grandtour/shared';
import { useIdempotencyKey } from '../api/useIdempotencyKey.ts';
import { usePostCommand } from '../api/usePostCommand.ts';
import { isSitePath } from './subscriptionEmail.ts';

/** The demo checkout session and its Pay button: completing it activates the subscription, then onPaid. */
export function useDemoCheckout(sessionId: string, onPaid: (successPath: string) => void) {
  const post = usePostCommand();
  const idempotency = useIdempotencyKey();
  const path = `/api/demo-subscriptions/${encodeURIComponent(sessionId)}`;
  const { data: session, isError } = useQuery<DemoCheckoutSession>({
    queryKey: ['/api/demo-subscriptions', encodeURIComponent(sessionId)],
  });
  const mutation = useMutation({
    mutationFn: async () => {
      try {
        return await post<DemoCheckoutCompleted>(`${path}/complete`, undefined, idempotency.keyFor(path));
      } catch (error) {
        idempotency.failed(error);
        throw error;
      }
    },
    onSuccess: ({ successPath }) => onPaid(isSitePath(successPath) ? successPath : '/subscriptions'),
  });
  return {
    session,
    isError,
    pay: () => mutation.mutate(),
    isPaying: mutation.isPending || mutation.isSuccess,
    failure: mutation.error,
  };
}
