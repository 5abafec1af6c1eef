import { useMutation } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { useIdempotencyKey } from '../api/useIdempotencyKey.ts';
import { usePostCommand } from '../api/usePostCommand.ts';
import type { PendingBooking } from './pendingBookingStore.ts';

interface PayPalOrder {
  id: string;
  status: string;
  /** The demo provider's local approval page; null with real PayPal, whose own buttons handle approval. */
  approveUrl: string | null;
}

/** Spec §7 `POST /paypal/order` for the booking's total, then to the approval page. */
export function usePayPalCheckout(booking: PendingBooking, onFailed: (error: unknown) => void) {
  const post = usePostCommand();
  const idempotency = useIdempotencyKey();
  const navigate = useNavigate();
  const mutation = useMutation({
    mutationFn: () => {
      const request = {
        amount: booking.totalPrice,
        currency: 'EUR',
        intent: 'CAPTURE',
        bookingId: booking.bookingId,
      };
      return post<PayPalOrder>('/paypal/order', request, idempotency.keyFor(request));
    },
    onSuccess: (order) => {
      // Only a page of this site is followed: an absolute address from elsewhere is never opened from here.
      if (order.approveUrl?.startsWith('/') && !order.approveUrl.startsWith('//')) navigate(order.approveUrl);
      else onFailed(new Error('The PayPal order has no local approval page'));
    },
    onError: (error) => {
      idempotency.failed(error);
      onFailed(error);
    },
  });
  return { payWithPayPal: () => mutation.mutate(), isOpening: mutation.isPending };
}
