import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Container from '@mui/material/Container';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { centsToDecimalString } from '@grandtour/shared';
import { Link as RouterLink, Navigate, useNavigate, useSearchParams } from 'react-router-dom';
import { apiErrorOf } from '../api/HttpError.ts';
import { usePageMeta } from '../common/usePageMeta.ts';
import { useLanguage } from '../i18n/useLanguage.ts';
import { useExactEuros } from '../currency/useExactEuros.ts';
import { useDemoCheckout } from './useDemoCheckout.ts';
import { useSubscriptionTexts } from './useSubscriptionTexts.ts';

const lineSx = {
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'space-between',
  columnGap: 2,
  py: 1.25,
  borderTop: '1px solid #e3e7ee',
} as const;

/**
 * The demo provider's stand-in for Stripe Checkout or PayPal's subscription page: /subscriptions/checkout?session=…
 * shows the plan, its price and the e-mail; paying completes the session and goes back to the success state,
 * cancelling goes back to the plans.
 */
export function DemoCheckoutPage() {
  const texts = useSubscriptionTexts().checkout;
  usePageMeta(texts.documentTitle, useLanguage().t.meta.descriptions.subscriptions);
  const [params] = useSearchParams();
  const sessionId = params.get('session');
  if (!sessionId) return <Navigate to="/subscriptions" replace />;
  return (
    <Box sx={{ backgroundColor: '#f5f7fa', color: '#1a1a2e', py: { xs: 4, md: 8 }, minHeight: '70vh' }}>
      <Container maxWidth="sm" data-testid="demo-checkout-page">
        <DemoCheckoutCard sessionId={sessionId} />
      </Container>
    </Box>
  );
}

function DemoCheckoutCard({ sessionId }: { sessionId: string }) {
  const texts = useSubscriptionTexts().checkout;
  const exactEuros = useExactEuros();
  const navigate = useNavigate();
  const { session, isError, pay, isPaying, failure } = useDemoCheckout(sessionId, (successPath) =>
    navigate(successPath),
  );
  const amount = session ? exactEuros(centsToDecimalString(session.priceCents)) : '';

  return (
    <Box
      component="section"
      aria-labelledby="demo-checkout-title"
      sx={{
        p: { xs: 3, md: 5 },
        borderRadius: 3,
        backgroundColor: '#fff',
        boxShadow: '0 12px 40px rgba(26, 26, 46, 0.12)',
      }}
    >
      <Typography
        variant="body2"
        sx={{
          px: 1.5,
          py: 0.75,
          borderRadius: 1,
          backgroundColor: '#fff4ce',
          color: '#5c4400',
          textAlign: 'center',
        }}
        data-testid="demo-checkout-banner"
      >
        {texts.demoBanner}
      </Typography>
      <Typography
        id="demo-checkout-title"
        variant="h5"
        component="h1"
        sx={{ mt: 3, color: '#1a1a2e', fontFamily: 'inherit', fontWeight: 700, textAlign: 'center' }}
      >
        {texts.title}
      </Typography>
      {isError && (
        <Alert severity="error" sx={{ mt: 3 }} data-testid="demo-checkout-missing">
          {texts.notFound} <RouterLink to="/subscriptions">{texts.backToPlans}</RouterLink>
        </Alert>
      )}
      {!session && !isError && (
        <Skeleton variant="rectangular" height={160} sx={{ mt: 3, bgcolor: '#eef1f6' }} />
      )}
      {session && (
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
            <dt>{texts.plan}</dt>
            <dd data-testid="demo-checkout-plan">{session.planName}</dd>
          </Box>
          <Box sx={lineSx}>
            <dt>{texts.price}</dt>
            <Box component="dd" sx={{ fontSize: '1.2rem' }} data-testid="demo-checkout-price">
              {texts.perMonth(amount)}
            </Box>
          </Box>
          <Box sx={lineSx}>
            <dt>{texts.email}</dt>
            <Box component="dd" sx={{ overflowWrap: 'anywhere' }} data-testid="demo-checkout-email">
              {session.email}
            </Box>
          </Box>
          <Box sx={lineSx}>
            <dt>{texts.method}</dt>
            <dd data-testid="demo-checkout-method">{texts.methods[session.method]}</dd>
          </Box>
        </Box>
      )}
      {session?.status === 'complete' && (
        <Alert severity="success" sx={{ mt: 3 }} data-testid="demo-checkout-paid">
          {texts.alreadyPaid}
        </Alert>
      )}
      {failure && (
        <Alert severity="error" sx={{ mt: 3 }} role="alert" data-testid="demo-checkout-failure">
          {apiErrorOf(failure)?.message ?? texts.failed}
        </Alert>
      )}
      {session && (
        <Box sx={{ display: 'grid', gap: 1.5, mt: 4 }}>
          <Button
            onClick={session.status === 'complete' ? () => navigate(session.successPath) : pay}
            disabled={isPaying}
            aria-busy={isPaying}
            variant="contained"
            size="large"
            startIcon={isPaying ? <CircularProgress size={18} color="inherit" aria-hidden /> : undefined}
            data-testid="demo-checkout-pay"
          >
            {session.status === 'complete' ? texts.continue : isPaying ? texts.paying : texts.pay(amount)}
          </Button>
          <Button
            onClick={() => navigate(session.cancelPath)}
            disabled={isPaying}
            sx={{ color: '#1a1a2e' }}
            data-testid="demo-checkout-cancel"
          >
            {texts.cancel}
          </Button>
        </Box>
      )}
    </Box>
  );
}
