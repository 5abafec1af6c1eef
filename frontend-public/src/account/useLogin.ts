import { useMutation } from '@tanstack/react-query';
import type { AccountResponse, SecondFactorRequired } from '@grandtour/shared';
import { useState } from 'react';
import { apiErrorOf } from '../api/HttpError.ts';
import { useIdempotencyKey } from '../api/useIdempotencyKey.ts';
import { usePostCommand } from '../api/usePostCommand.ts';
import { useLanguage } from '../i18n/useLanguage.ts';
import { useToast } from '../toast/useToast.ts';
import { useEnterAccount } from './useAccountSession.ts';
import type { LoginValues } from './validateLogin.ts';

/**
 * POST /api/login, then on to where the visitor was going (`next`), or their own landing page. An account with a
 * second factor answers `secondFactorRequired`: the code goes to POST /api/login/second-factor (decision 75).
 */
export function useLogin(next: string | null) {
  const post = usePostCommand();
  const idempotency = useIdempotencyKey();
  const { t } = useLanguage();
  const { toast } = useToast();
  const enterAccount = useEnterAccount();
  const [problem, setProblem] = useState<string | null>(null);
  const [secondStep, setSecondStep] = useState(false);

  const mutation = useMutation({
    mutationFn: async (values: LoginValues & { code?: string }) => {
      const request =
        secondStep && values.code
          ? { code: values.code.trim() }
          : { identifier: values.identifier.trim(), password: values.password };
      const url = 'code' in request ? '/api/login/second-factor' : '/api/login';
      try {
        return await post<AccountResponse | SecondFactorRequired>(url, request, idempotency.keyFor(request));
      } catch (error) {
        idempotency.failed(error);
        throw error;
      }
    },
    onMutate: () => setProblem(null),
    onSuccess: async (answer) => {
      if ('secondFactorRequired' in answer) {
        setSecondStep(true);
        return;
      }
      const { user } = answer;
      toast({
        title: t.account.login.welcomeTitle(user.firstName),
        description: t.account.login.welcomeText,
      });
      await enterAccount(user, next);
    },
    // Said once, beside the form (role="alert"): a toast repeating it read as two errors.
    onError: (error) => {
      const answer = apiErrorOf(error);
      // Five minutes passed since the password: it is asked again.
      if (answer?.error === 'second_step_expired') setSecondStep(false);
      setProblem(answer?.message ?? t.account.login.errorTitle);
    },
  });

  return { login: mutation.mutate, isSubmitting: mutation.isPending, problem, secondStep };
}
