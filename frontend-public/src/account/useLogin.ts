import { useMutation } from '@tanstack/react-query';
import type { AccountResponse } from '@grandtour/shared';
import { useState } from 'react';
import { apiErrorOf } from '../api/HttpError.ts';
import { useIdempotencyKey } from '../api/useIdempotencyKey.ts';
import { usePostCommand } from '../api/usePostCommand.ts';
import { useLanguage } from '../i18n/useLanguage.ts';
import { useToast } from '../toast/useToast.ts';
import { useEnterAccount } from './useAccountSession.ts';
import type { LoginValues } from './validateLogin.ts';

/** POST /api/login, then on to where the visitor was going (`next`), or their own landing page. */
export function useLogin(next: string | null) {
  const post = usePostCommand();
  const idempotency = useIdempotencyKey();
  const { t } = useLanguage();
  const { toast } = useToast();
  const enterAccount = useEnterAccount();
  const [problem, setProblem] = useState<string | null>(null);

  const mutation = useMutation({
    mutationFn: async (values: LoginValues) => {
      const request = { identifier: values.identifier.trim(), password: values.password };
      try {
        return await post<AccountResponse>('/api/login', request, idempotency.keyFor(request));
      } catch (error) {
        idempotency.failed(error);
        throw error;
      }
    },
    onMutate: () => setProblem(null),
    onSuccess: async ({ user }) => {
      toast({
        title: t.account.login.welcomeTitle(user.firstName),
        description: t.account.login.welcomeText,
      });
      await enterAccount(user, next);
    },
    // Said once, beside the form (role="alert"): a toast repeating it read as two errors.
    onError: (error) => setProblem(apiErrorOf(error)?.message ?? t.account.login.errorTitle),
  });

  return { login: mutation.mutate, isSubmitting: mutation.isPending, problem };
}
