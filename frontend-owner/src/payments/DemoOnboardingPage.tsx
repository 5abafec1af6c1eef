import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Link, Title, useLocation, useTranslate } from 'react-admin';
import { apiErrorBody } from '../dataProvider/httpClient.ts';
import { paymentsApi, sameSiteUrl } from './payments-api.ts';

/**
 * The demo provider's local onboarding page (what Stripe's hosted onboarding is in production): completing it makes
 * the account payable, then the owner goes back where the link says, as with an account link.
 */
export function DemoOnboardingPage() {
  const translate = useTranslate();
  const query = new URLSearchParams(useLocation().search);
  const accountId = query.get('account') ?? '';
  const back = sameSiteUrl(query.get('return_url')) ?? '/owner-dashboard#/payouts?returned=1';
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function complete() {
    setBusy(true);
    try {
      await paymentsApi.completeDemoOnboarding(accountId);
      window.location.assign(back);
    } catch (error) {
      setProblem(apiErrorBody(error)?.message ?? String(error));
      setBusy(false);
    }
  }

  return (
    <Card variant="outlined" sx={{ my: 2, maxWidth: 640 }}>
      <Title title={translate('payments.demo.title')} />
      <CardContent>
        <Stack spacing={2}>
          <Typography variant="h5" component="h1">
            {translate('payments.demo.title')}
          </Typography>
          <Typography>{translate('payments.demo.intro')}</Typography>
          <Typography variant="body2" color="text.secondary">
            {translate('payments.demo.account', { id: accountId })}
          </Typography>
          {problem && <Alert severity="error">{problem}</Alert>}
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
            <Button variant="contained" onClick={() => void complete()} disabled={busy || !accountId}>
              {translate('payments.demo.complete')}
            </Button>
            <Button component={Link} to="/payouts">
              {translate('payments.demo.cancel')}
            </Button>
          </Stack>
        </Stack>
      </CardContent>
    </Card>
  );
}
