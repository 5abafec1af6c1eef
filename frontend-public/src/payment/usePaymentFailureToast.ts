import { useCallback } from 'react';
import { useLanguage } from '../i18n/useLanguage.ts';
import { useToast } from '../toast/useToast.ts';
import { paymentFailureMessage } from './paymentFailureMessage.ts';

/**
 * Spec §8 'Erreur de paiement'. When the server explains itself (booking expired, price changed) its message is
 * shown, a card provider's refusal in the visitor's language (decision 60); otherwise `fallback`.
 */
export function usePaymentFailureToast() {
  const { t, language } = useLanguage();
  const { toast } = useToast();
  return useCallback(
    (error: unknown, fallback: string = t.payment.createError) =>
      toast({
        title: t.payment.errorTitle,
        description: paymentFailureMessage(error, language, fallback),
        variant: 'destructive',
      }),
    [t, language, toast],
  );
}
