import { useMutation } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { useIdempotencyKey } from '../../api/useIdempotencyKey.ts';
import { usePostCommand } from '../../api/usePostCommand.ts';
import { paymentSuccessPath } from '../paymentApi.ts';

interface PayPalCapture {
  id: string;
  status: string;
  bookingId: string;
}

/**
 * What PayPal's own page and buttons do: the payer approves the order, then the spec's capture call
 * (`POST /paypal/order/:orderId/capture`) takes the money and the visitor lands on the success page.
 */
export function useApprovePayPalOrder(orderId: string) {
  const post = usePostCommand();
  const approveKey = useIdempotencyKey();
  const captureKey = useIdempotencyKey();
  const navigate = useNavigate();
  const order = encodeURIComponent(orderId);
  const mutation = useMutation({
    mutationFn: async () => {
      try {
        await post(`/api/demo-paypal/orders/${order}/approve`, undefined, approveKey.keyFor(orderId));
      } catch (error) {
        approveKey.failed(error);
        throw error;
      }
      try {
        return await post<PayPalCapture>(
          `/paypal/order/${order}/capture`,
          undefined,
          captureKey.keyFor(orderId),
        );
      } catch (error) {
        captureKey.failed(error);
        throw error;
      }
    },
    onSuccess: (capture) => navigate(paymentSuccessPath(capture.bookingId, 'paypal', capture.id)),
  });
  return { approve: () => mutation.mutate(), isApproving: mutation.isPending, failure: mutation.error };
}
