import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { useIdempotencyKey } from '../api/useIdempotencyKey.ts';
import { usePostCommand } from '../api/usePostCommand.ts';
import { paymentIntentRequest, paymentMethodPath, type PaymentIntent } from './paymentApi.ts';
import { storePendingBooking, type PendingBooking } from './pendingBookingStore.ts';

/**
 * Spec §4 booking flow, from "create the payment" on: the payment intent is created, the pending booking and
 * its client secret are stored for the payment pages, and the visitor goes to choose how to pay.
 */
export function useStartPayment() {
  const post = usePostCommand();
  const idempotency = useIdempotencyKey();
  const navigate = useNavigate();
  return useCallback(
    async (booking: PendingBooking) => {
      const request = paymentIntentRequest(booking);
      try {
        const intent = await post<PaymentIntent>(
          '/api/create-payment-intent',
          request,
          idempotency.keyFor(request),
        );
        storePendingBooking(booking, intent.clientSecret);
        navigate(paymentMethodPath(booking.bookingId));
      } catch (error) {
        idempotency.failed(error);
        throw error;
      }
    },
    [post, idempotency, navigate],
  );
}
