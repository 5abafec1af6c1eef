import Alert from '@mui/material/Alert';
import Skeleton from '@mui/material/Skeleton';
import { bookingReference, paymentOutcomeOf } from '@grandtour/shared';
import { useEffect, useRef } from 'react';
import { RequestEndedPanel } from '../booking-requests/RequestEndedPanel.tsx';
import { endedUncharged } from '../booking-requests/requestState.ts';
import { RequestSentPanel } from '../booking-requests/RequestSentPanel.tsx';
import { useLanguage } from '../i18n/useLanguage.ts';
import { useToast } from '../toast/useToast.ts';
import { clearPendingBooking } from './pendingBookingStore.ts';
import { PaymentConfirmation } from './PaymentConfirmation.tsx';
import { PaymentPendingPanel } from './PaymentPendingPanel.tsx';
import { PaymentRefunded } from './PaymentRefunded.tsx';
import { MAX_CHECKS, useSettledBooking } from './useSettledBooking.ts';

interface PaymentOutcomeProps {
  bookingId: string;
  provider: 'card' | 'paypal';
  /** The PaymentIntent or PayPal order just paid, when the page was told (null: the booking's own payment). */
  paymentId: string | null;
}

/**
 * Spec §4: on arrival the stored keys are cleared; once the booking is confirmed by this payment, the spec's toast.
 * A payment given back (too late, or the booking already paid) says so and why instead (decision 50); a request to
 * book only authorised says it is sent and when the owner's answer is due (decision 85).
 */
export function PaymentOutcome({ bookingId, provider, paymentId }: PaymentOutcomeProps) {
  const { t } = useLanguage();
  const { toast } = useToast();
  const { data, isError } = useSettledBooking(bookingId);
  const booking = data?.booking;
  const announced = useRef(false);

  useEffect(() => clearPendingBooking(), []);

  const outcome = booking ? paymentOutcomeOf(booking, paymentId) : null;
  const confirmed = booking?.status === 'confirmed' && outcome?.status === 'confirmed';
  useEffect(() => {
    if (!confirmed || announced.current) return;
    announced.current = true;
    const shortId = bookingReference(bookingId);
    toast({
      title: t.payment.success.toastTitle,
      description:
        provider === 'paypal' ? t.payment.success.toastPayPal(shortId) : t.payment.success.toastCard(shortId),
    });
  }, [confirmed, bookingId, provider, t, toast]);

  if (isError)
    return (
      <Alert severity="error" variant="outlined" data-testid="payment-success-error">
        {t.payment.success.loadError}
      </Alert>
    );
  if (!booking || !outcome)
    return <Skeleton variant="rectangular" height={420} aria-label={t.common.loading} />;
  if (outcome.refundReason !== 'already_paid' && endedUncharged(booking))
    return <RequestEndedPanel booking={booking} />;
  switch (outcome.status) {
    case 'refunded':
      return <PaymentRefunded booking={booking} outcome={{ ...outcome, status: 'refunded' }} />;
    case 'requested':
      return <RequestSentPanel booking={booking} />;
    case 'confirmed':
    case 'pending': {
      if (booking.status === 'confirmed' || booking.status === 'completed')
        return <PaymentConfirmation booking={booking} />;
      const stillChecking = booking.status === 'pending' && (data?.checks ?? 0) < MAX_CHECKS;
      return <PaymentPendingPanel checking={stillChecking} />;
    }
  }
}
