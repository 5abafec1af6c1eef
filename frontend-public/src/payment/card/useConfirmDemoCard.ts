import { useMutation } from '@tanstack/react-query';
import { useIdempotencyKey } from '../../api/useIdempotencyKey.ts';
import { usePostCommand } from '../../api/usePostCommand.ts';
import { useLanguage } from '../../i18n/useLanguage.ts';
import { usePaymentFailureToast } from '../usePaymentFailureToast.ts';
import type { CardValues } from './validateCard.ts';

interface DemoConfirmation {
  /** `refunded`: charged and given back (too late, or already paid); the success page says why. */
  status: 'succeeded' | 'refunded';
  paymentIntentId: string;
  bookingId: string;
}

/**
 * The built-in provider's card confirmation. A decline (402) shows the refusal, in the visitor's language, in the spec's payment
 * error toast and leaves the form ready for another try.
 */
export function useConfirmDemoCard(clientSecret: string, onConfirmed: (intentId: string) => void) {
  const post = usePostCommand();
  const idempotency = useIdempotencyKey();
  const { t } = useLanguage();
  const toastFailure = usePaymentFailureToast();
  const mutation = useMutation({
    mutationFn: (card: CardValues) => {
      const request = {
        clientSecret,
        cardNumber: card.cardNumber,
        expiry: card.expiry,
        cvc: card.cvc,
        ...(card.cardholderName.trim() ? { cardholderName: card.cardholderName.trim() } : {}),
      };
      return post<DemoConfirmation>('/api/demo-payments/confirm', request, idempotency.keyFor(request));
    },
    onSuccess: (confirmation) => onConfirmed(confirmation.paymentIntentId),
    onError: (error) => {
      idempotency.failed(error);
      toastFailure(error, t.payment.declined);
    },
  });
  return { confirm: mutation.mutate, isConfirming: mutation.isPending };
}
