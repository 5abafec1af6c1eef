import { useMutation } from '@tanstack/react-query';
import type { CreateSubscriptionResponse, SubscriptionPlan } from '@grandtour/shared';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { apiErrorOf } from '../api/HttpError.ts';
import { useIdempotencyKey } from '../api/useIdempotencyKey.ts';
import { usePostCommand } from '../api/usePostCommand.ts';
import { useToast } from '../toast/useToast.ts';
import { isSitePath } from './subscriptionEmail.ts';
import { useSubscriptionTexts } from './useSubscriptionTexts.ts';

export type CheckoutChoice = 'card' | 'paypal';

const ROUTES: Record<CheckoutChoice, string> = {
  card: '/api/create-stripe-session',
  paypal: '/api/create-paypal-subscription',
};

class NoCheckoutUrlError extends Error {}

/**
 * Spec §7: POSTs the plan, its price and the e-mail, then sends the browser to the answer's `url` (the provider's
 * checkout, the demo checkout page, or the success state for a free plan). Spec §8: an answer without a url says
 * so; any other failure shows the server's words, else 'Error creating subscription'; the buttons come back.
 */
export function useStartSubscription(onLeaving: () => void) {
  const post = usePostCommand();
  const idempotency = useIdempotencyKey();
  const texts = useSubscriptionTexts();
  const { toast } = useToast();
  const navigate = useNavigate();
  const [leavingSite, setLeavingSite] = useState(false);

  const mutation = useMutation({
    mutationFn: async ({
      plan,
      email,
      via,
    }: {
      plan: SubscriptionPlan;
      email: string;
      via: CheckoutChoice;
    }) => {
      const path = ROUTES[via];
      const request = { planName: plan.name, price: plan.priceCents / 100, userEmail: email.trim() };
      try {
        const answer = await post<Partial<CreateSubscriptionResponse> | null>(
          path,
          request,
          idempotency.keyFor({ path, request }),
        );
        if (!answer?.url) throw new NoCheckoutUrlError();
        return answer.url;
      } catch (error) {
        idempotency.failed(error);
        throw error;
      }
    },
    onSuccess: (url) => {
      if (isSitePath(url)) {
        onLeaving();
        navigate(url);
        return;
      }
      // The provider's page replaces this one: the buttons stay busy until it does.
      setLeavingSite(true);
      window.location.assign(url);
    },
    onError: (error) =>
      toast({ title: texts.errors.title, description: describe(error), variant: 'destructive' }),
  });
  const describe = (error: unknown) =>
    error instanceof NoCheckoutUrlError
      ? texts.errors.noCheckoutUrl
      : (apiErrorOf(error)?.message ?? texts.errors.creationFailed);

  return {
    start: mutation.mutate,
    /** The last attempt's failure, also said inside the dialog: a modal dialog hides the toasts from screen readers. */
    failure: mutation.error ? describe(mutation.error) : null,
    busyWith: mutation.isPending || leavingSite ? (mutation.variables?.via ?? null) : null,
  };
}
