import { useCallback } from 'react';
import { useLanguage } from '../i18n/useLanguage.ts';
import { useToast } from '../toast/useToast.ts';

/**
 * Spec §8 'Erreur de paiement'. When the server explains itself (booking expired, price changed) its message is
 * shown, a card provider's refusal in the visitor's language (decision 60); otherwise `fallback`. The refusal
 * texts load only when a payment fails, so the pages that can resume a payment stay within their budget.
 */
export function usePaymentFailureToast() {
  const { t, language } = useLanguage();
  const { toast } = useToast();
  return useCallback(
    (error: unknown, fallback: string = t.payment.createError) => {
      void import('./paymentFailureMessage.ts')
        .then(({ paymentFailureMessage }) => paymentFailureMessage(error, language, fallback))
        .catch(() => fallback)
        .then((description) => toast({ title: t.payment.errorTitle, description, variant: 'destructive' }));
    },
    [t, language, toast],
  );
}
