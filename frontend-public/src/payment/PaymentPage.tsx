import Container from '@mui/material/Container';
import { usePageMeta } from '../common/usePageMeta.ts';
import { useLanguage } from '../i18n/useLanguage.ts';
import { CardPayment } from './CardPayment.tsx';
import { PaymentGuard } from './PaymentGuard.tsx';

/** Spec §2 /payment?client_secret=…&booking_id=…: the secure card form for a stored pending booking. */
export function PaymentPage() {
  const { t } = useLanguage();
  usePageMeta(t.payment.card.documentTitle, t.meta.descriptions.payment);
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 6 } }} data-testid="payment-page">
      <PaymentGuard requires={['client_secret']}>
        {(booking, params) => (
          <CardPayment booking={booking} clientSecret={params.get('client_secret') ?? ''} />
        )}
      </PaymentGuard>
    </Container>
  );
}
