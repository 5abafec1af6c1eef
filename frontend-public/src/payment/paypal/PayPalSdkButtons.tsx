import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { getJson } from '../../api/http.ts';
import { newIdempotencyKey } from '../../api/idempotencyKey.ts';
import { usePostCommand } from '../../api/usePostCommand.ts';
import { useLanguage } from '../../i18n/useLanguage.ts';
import { paymentSuccessPath } from '../paymentApi.ts';
import type { PendingBooking } from '../pendingBookingStore.ts';
import { loadPayPalSdk } from './loadPayPalSdk.ts';

interface PayPalSdkButtonsProps {
  booking: PendingBooking;
  clientId: string;
  onFailed: (error: unknown) => void;
}

/**
 * Real PayPal (spec §7): `GET /paypal/setup`, PayPal's JS SDK, its buttons; the order is opened with
 * `POST /paypal/order` and captured with `POST /paypal/order/:orderId/capture`, then on to the success page.
 */
export function PayPalSdkButtons({ booking, clientId, onFailed }: PayPalSdkButtonsProps) {
  const { t } = useLanguage();
  const post = usePostCommand();
  const navigate = useNavigate();
  const container = useRef<HTMLDivElement>(null);
  const [state, setState] = useState<'loading' | 'ready' | 'failed'>('loading');
  // The buttons are drawn once; they call whatever the latest callbacks are.
  const latest = useRef({ post, navigate, onFailed });
  useEffect(() => {
    latest.current = { post, navigate, onFailed };
  });

  useEffect(() => {
    let active = true;
    let close: (() => Promise<void>) | undefined;
    const request = {
      amount: booking.totalPrice,
      currency: 'EUR',
      intent: 'CAPTURE',
      bookingId: booking.bookingId,
    };
    const draw = async () => {
      const { clientToken } = await getJson<{ clientToken: string }>('/paypal/setup');
      const paypal = await loadPayPalSdk(clientId, clientToken);
      if (!active || !container.current) return;
      const buttons = paypal.Buttons({
        createOrder: async () =>
          (await latest.current.post<{ id: string }>('/paypal/order', request, newIdempotencyKey())).id,
        onApprove: async ({ orderID }) => {
          const capture = await latest.current.post<{ id: string; bookingId: string }>(
            `/paypal/order/${encodeURIComponent(orderID)}/capture`,
            undefined,
            newIdempotencyKey(),
          );
          void latest.current.navigate(paymentSuccessPath(capture.bookingId, 'paypal', capture.id));
        },
        onError: (error) => latest.current.onFailed(error),
      });
      close = () => buttons.close();
      await buttons.render(container.current);
      if (active) setState('ready');
    };
    draw().catch(() => {
      if (active) setState('failed');
    });
    return () => {
      active = false;
      void close?.().catch(() => undefined);
    };
  }, [booking.bookingId, booking.totalPrice, clientId]);

  return (
    <Box data-testid="paypal-sdk-buttons">
      {state === 'loading' && <Skeleton variant="rectangular" height={56} sx={{ borderRadius: 1.5 }} />}
      {state === 'failed' && (
        <Alert severity="error" variant="outlined">
          {t.payment.method.payPalUnavailable}
        </Alert>
      )}
      <Box ref={container} sx={{ colorScheme: 'light' }} />
    </Box>
  );
}
