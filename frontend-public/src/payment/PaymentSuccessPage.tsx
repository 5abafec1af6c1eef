import Container from '@mui/material/Container';
import { useSearchParams } from 'react-router-dom';
import { usePageMeta } from '../common/usePageMeta.ts';
import { useLanguage } from '../i18n/useLanguage.ts';
import { PaymentGuard } from './PaymentGuard.tsx';
import { PaymentOutcome } from './PaymentOutcome.tsx';
import { usePendingBooking } from './usePendingBooking.ts';

/** Spec §2 /payment-success?booking_id=…[&provider=paypal], and the payment it is about (`payment`). */
export function PaymentSuccessPage() {
  const { t } = useLanguage();
  const requestTexts = t.requests;
  const [params] = useSearchParams();
  // A request to book is sent, not yet confirmed (decision 85).
  const request = usePendingBooking(params.get('booking_id'))?.request === true;
  usePageMeta(
    request ? requestTexts.sent.documentTitle : t.payment.success.documentTitle,
    t.meta.descriptions.payment,
  );
  return (
    <Container maxWidth="md" sx={{ py: { xs: 3, md: 6 } }} data-testid="payment-success-page">
      <PaymentGuard>
        {(booking, params) => (
          <PaymentOutcome
            bookingId={booking.bookingId}
            provider={params.get('provider') === 'paypal' ? 'paypal' : 'card'}
            // Ours, or the one Stripe adds when it comes back from a bank's page.
            paymentId={params.get('payment') ?? params.get('payment_intent')}
          />
        )}
      </PaymentGuard>
    </Container>
  );
}
