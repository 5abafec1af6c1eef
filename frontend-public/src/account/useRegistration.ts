import { useMutation } from '@tanstack/react-query';
import type { AccountResponse } from '@grandtour/shared';
import { useState } from 'react';
import { apiErrorOf } from '../api/HttpError.ts';
import { useIdempotencyKey } from '../api/useIdempotencyKey.ts';
import { usePostCommand } from '../api/usePostCommand.ts';
import { useLanguage } from '../i18n/useLanguage.ts';
import { useToast } from '../toast/useToast.ts';
import { useEnterAccount } from './useAccountSession.ts';
import { registrationRequest, type RegistrationValues } from './validateRegistration.ts';

/** POST /api/register, then the spec's toast and landing: an owner to the back office, a client home. */
export function useRegistration() {
  const post = usePostCommand();
  const idempotency = useIdempotencyKey();
  const { t, language } = useLanguage();
  const { toast } = useToast();
  const enterAccount = useEnterAccount();
  const [problem, setProblem] = useState<string | null>(null);

  const mutation = useMutation({
    mutationFn: async (values: RegistrationValues) => {
      const request = registrationRequest(values, language);
      try {
        return await post<AccountResponse>('/api/register', request, idempotency.keyFor(request));
      } catch (error) {
        idempotency.failed(error);
        throw error;
      }
    },
    onMutate: () => setProblem(null),
    onSuccess: async ({ user }) => {
      toast({
        title: t.account.register.successTitle,
        description: t.account.register.successText(user.firstName),
      });
      await enterAccount(user);
    },
    onError: (error) => {
      const message = apiErrorOf(error)?.message ?? t.account.register.errorFallback;
      setProblem(message);
      toast({ title: t.account.register.errorTitle, description: message, variant: 'destructive' });
    },
  });

  return { register: mutation.mutate, isSubmitting: mutation.isPending, problem };
}
