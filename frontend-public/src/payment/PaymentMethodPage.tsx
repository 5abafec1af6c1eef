import Container from '@mui/material/Container';
import { usePageMeta } from '../common/usePageMeta.ts';
import { useLanguage } from '../i18n/useLanguage.ts';
import { PaymentGuard } from './PaymentGuard.tsx';
import { PaymentMethodChoice } from './PaymentMethodChoice.tsx';

/** Spec §2 /payment-method?booking_id=…: card or PayPal for a stored pending booking. */
export function PaymentMethodPage() {
  const { t } = useLanguage();
  usePageMeta(t.payment.method.documentTitle, t.meta.descriptions.payment);
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 6 } }} data-testid="payment-method-page">
      <PaymentGuard>{(booking) => <PaymentMethodChoice booking={booking} />}</PaymentGuard>
    </Container>
  );
}
