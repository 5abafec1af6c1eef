import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import { Navigate, useSearchParams } from 'react-router-dom';
import { usePageMeta } from '../../common/usePageMeta.ts';
import { useLanguage } from '../../i18n/useLanguage.ts';
import { PayPalApprovalCard } from './PayPalApprovalCard.tsx';

/** The demo provider's stand-in for PayPal's approval page: /paypal/demo-approve?token={orderId}. */
export function PayPalDemoApprovePage() {
  const { t } = useLanguage();
  usePageMeta(t.payment.payPal.documentTitle, t.meta.descriptions.payment);
  const [params] = useSearchParams();
  const orderId = params.get('token');
  if (!orderId) return <Navigate to="/" replace />;
  return (
    <Box sx={{ backgroundColor: '#f5f7fa', color: '#1a1a2e', py: { xs: 4, md: 8 }, minHeight: '70vh' }}>
      <Container maxWidth="sm" data-testid="paypal-demo-page">
        <PayPalApprovalCard orderId={orderId} />
      </Container>
    </Box>
  );
}
