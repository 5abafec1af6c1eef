import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { centsToDecimalString } from '@grandtour/shared';
import { useNavigate } from 'react-router-dom';
import { paymentFailureMessage } from '../paymentFailureMessage.ts';
import { useExactEuros } from '../../currency/useExactEuros.ts';
import { useLanguage } from '../../i18n/useLanguage.ts';
import { paymentMethodPath } from '../paymentApi.ts';
import { PayPalWordmark } from './PayPalWordmark.tsx';
import { useApprovePayPalOrder } from './useApprovePayPalOrder.ts';
import { useDemoPayPalOrder } from './useDemoPayPalOrder.ts';

const lineSx = {
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'space-between',
  columnGap: 2,
  py: 1.25,
  borderTop: '1px solid #e3e7ee',
};

export function PayPalApprovalCard({ orderId }: { orderId: string }) {
  const { t, language } = useLanguage();
  const texts = t.payment.payPal;
  const exactEuros = useExactEuros();
  const navigate = useNavigate();
  const { data: order, isError } = useDemoPayPalOrder(orderId);
  const { approve, isApproving, failure } = useApprovePayPalOrder(orderId);
  const cancel = () => navigate(order ? paymentMethodPath(order.bookingId) : '/reservations');

  return (
    <Box
      component="section"
      aria-labelledby="paypal-title"
      sx={{
        p: { xs: 3, md: 5 },
        borderRadius: 3,
        backgroundColor: '#fff',
        boxShadow: '0 12px 40px rgba(0, 48, 135, 0.12)',
      }}
    >
      <Box sx={{ textAlign: 'center' }}>
        <PayPalWordmark />
        <Typography
          variant="body2"
          sx={{ mt: 1.5, px: 1.5, py: 0.75, borderRadius: 1, backgroundColor: '#fff4ce', color: '#5c4400' }}
          data-testid="paypal-demo-banner"
        >
          {texts.demoBanner}
        </Typography>
        <Typography
          id="paypal-title"
          variant="h5"
          component="h1"
          sx={{ mt: 3, color: '#1a1a2e', fontFamily: 'inherit', fontWeight: 700 }}
        >
          {texts.title}
        </Typography>
      </Box>
      {isError && (
        <Alert severity="error" sx={{ mt: 3 }} data-testid="paypal-order-error">
          {texts.orderNotFound}
        </Alert>
      )}
      {!order && !isError && (
        <Skeleton variant="rectangular" height={140} sx={{ mt: 3, bgcolor: '#eef1f6' }} />
      )}
      {order && (
        <Box
          component="dl"
          sx={{
            m: 0,
            mt: 3,
            color: '#1a1a2e',
            '& dt': { color: '#5a6478' },
            '& dd': { m: 0, fontWeight: 600 },
          }}
        >
          <Box sx={lineSx}>
            <dt>{texts.payee}</dt>
            <dd>{texts.payeeName}</dd>
          </Box>
          <Box sx={lineSx}>
            <dt>{texts.booking}</dt>
            <Box
              component="dd"
              sx={{ fontFamily: 'monospace', overflowWrap: 'break-word', maxWidth: '100%', ml: 'auto' }}
              data-testid="paypal-booking-id"
            >
              {order.bookingId}
            </Box>
          </Box>
          <Box sx={lineSx}>
            <dt>{texts.amount}</dt>
            <Box component="dd" sx={{ fontSize: '1.3rem' }} data-testid="paypal-amount">
              {exactEuros(centsToDecimalString(order.amountCents))}
            </Box>
          </Box>
        </Box>
      )}
      {failure && (
        <Alert severity="error" sx={{ mt: 3 }} role="alert" data-testid="paypal-failure">
          {paymentFailureMessage(failure, language, texts.failed)}
        </Alert>
      )}
      <Box sx={{ display: 'grid', gap: 1.5, mt: 4 }}>
        <Button
          onClick={approve}
          disabled={!order || isApproving}
          aria-busy={isApproving}
          size="large"
          startIcon={isApproving ? <CircularProgress size={18} color="inherit" aria-hidden /> : undefined}
          data-testid="paypal-approve"
          sx={{
            borderRadius: 999,
            backgroundColor: '#ffc439',
            backgroundImage: 'none',
            color: '#111',
            boxShadow: 'none',
            letterSpacing: 0,
            '&:hover': { backgroundColor: '#f2ba36' },
            '&.Mui-disabled': { backgroundColor: '#ffe49a', color: '#555' },
          }}
        >
          {isApproving ? texts.approving : texts.approve}
        </Button>
        <Button
          onClick={cancel}
          disabled={isApproving}
          sx={{ color: '#0070ba', letterSpacing: 0 }}
          data-testid="paypal-cancel"
        >
          {texts.cancel}
        </Button>
      </Box>
    </Box>
  );
}
