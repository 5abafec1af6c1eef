import { useMutation } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { useIdempotencyKey } from '../api/useIdempotencyKey.ts';
import { usePostCommand } from '../api/usePostCommand.ts';
import { paymentIntentRequest, type PaymentIntent } from './paymentApi.ts';
import { readStoredClientSecret, storePendingBooking, type PendingBooking } from './pendingBookingStore.ts';

const cardPaymentPath = (clientSecret: string, bookingId: string) =>
  `/payment?client_secret=${encodeURIComponent(clientSecret)}&booking_id=${encodeURIComponent(bookingId)}`;

/** Pay by card: to /payment with the stored client secret, creating the payment first if none was stored. */
export function useCardCheckout(booking: PendingBooking, onFailed: (error: unknown) => void) {
  const post = usePostCommand();
  const idempotency = useIdempotencyKey();
  const navigate = useNavigate();
  const mutation = useMutation({
    mutationFn: async () => {
      const stored = readStoredClientSecret();
      if (stored) return stored;
      const request = paymentIntentRequest(booking);
      const intent = await post<PaymentIntent>(
        '/api/create-payment-intent',
        request,
        idempotency.keyFor(request),
      );
      storePendingBooking(booking, intent.clientSecret);
      return intent.clientSecret;
    },
    onSuccess: (clientSecret) => navigate(cardPaymentPath(clientSecret, booking.bookingId)),
    onError: (error) => {
      idempotency.failed(error);
      onFailed(error);
    },
  });
  return { payByCard: () => mutation.mutate(), isPreparing: mutation.isPending };
}
