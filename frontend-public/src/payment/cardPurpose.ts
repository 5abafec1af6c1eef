import { useMemo } from 'react';
import { useNavigate } from 'react-router-dom';
import { paymentSuccessPath } from './paymentApi.ts';

/** What a card confirmed in the card form is for: the booking's payment (the default) or its deposit's hold. */
export interface CardPurpose {
  /** The provider accepted the card: the id of its PaymentIntent (Stripe may give none). */
  onConfirmed: (intentId: string | undefined) => void;
  /** Where Stripe brings the visitor back after their bank's own page (3-D Secure). */
  returnPath: string;
  /** The demo provider's confirmation for it: a payment's (the default) or a deposit hold's. */
  demoConfirmUrl?: string;
  /** The submit button's words, while idle and while the bank answers; the payment's by default. */
  submitLabel?: string;
  busyLabel?: string;
  /** Where Cancel leads; the visitor's bookings by default. */
  cancelPath?: string;
}

/** Paying the booking: on to its success page, which asks the server whether the payment was kept. */
export function usePaymentPurpose(bookingId: string): CardPurpose {
  const navigate = useNavigate();
  return useMemo(
    () => ({
      onConfirmed: (intentId) => void navigate(paymentSuccessPath(bookingId, undefined, intentId)),
      returnPath: paymentSuccessPath(bookingId),
    }),
    [navigate, bookingId],
  );
}
