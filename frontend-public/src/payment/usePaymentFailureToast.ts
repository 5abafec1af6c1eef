import { useCallback } from 'react';
import { apiErrorOf } from '../api/HttpError.ts';
import { useLanguage } from '../i18n/useLanguage.ts';
import { useToast } from '../toast/useToast.ts';

/**
 * Spec §8 'Erreur de paiement'. When the server explains itself (booking expired, price changed, card declined
 * with the provider's message) its message is shown; otherwise `fallback`.
 */
export function usePaymentFailureToast() {
  const { t } = useLanguage();
  const { toast } = useToast();
  return useCallback(
    (error: unknown, fallback: string = t.payment.createError) =>
      toast({
        title: t.payment.errorTitle,
        description: apiErrorOf(error)?.message ?? fallback,
        variant: 'destructive',
      }),
    [t, toast],
  );
}
