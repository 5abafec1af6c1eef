import { useMutation } from '@tanstack/react-query';
import { useIdempotencyKey } from '../../api/useIdempotencyKey.ts';
import { usePostCommand } from '../../api/usePostCommand.ts';
import { useLanguage } from '../../i18n/useLanguage.ts';
import type { CardPurpose } from '../cardPurpose.ts';
import { usePaymentFailureToast } from '../usePaymentFailureToast.ts';
import type { CardValues } from './validateCard.ts';

/** A payment's answer names its PaymentIntent; a deposit hold's, the hold. */
type DemoConfirmation = { paymentIntentId: string } | { holdId: string };

/**
 * The built-in provider's card confirmation, for a payment or (the purpose's URL) a deposit hold. A decline (402) shows the refusal, in the visitor's language, in the spec's payment
 * error toast and leaves the form ready for another try.
 */
export function useConfirmDemoCard(
  clientSecret: string,
  { onConfirmed, demoConfirmUrl = '/api/demo-payments/confirm' }: CardPurpose,
) {
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
      return post<DemoConfirmation>(demoConfirmUrl, request, idempotency.keyFor(request));
    },
    onSuccess: (confirmation) =>
      onConfirmed('holdId' in confirmation ? confirmation.holdId : confirmation.paymentIntentId),
    onError: (error) => {
      idempotency.failed(error);
      toastFailure(error, t.payment.declined);
    },
  });
  return { confirm: mutation.mutate, isConfirming: mutation.isPending };
}
