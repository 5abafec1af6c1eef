import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { PayoutAccountView } from '@grandtour/shared';
import { useEffect, useState, type FormEvent } from 'react';
import { useLocale, useLocation, useTranslate } from 'react-admin';
import { apiErrorBody } from '../dataProvider/httpClient.ts';
import { formatInstant } from '../common/money.ts';
import { paymentsApi } from './payments-api.ts';

/** The connection status and the connect / change button; back from onboarding, the account is checked first. */
export function PayoutAccountCard() {
  const translate = useTranslate();
  const locale = useLocale();
  const location = useLocation();
  const [account, setAccount] = useState<PayoutAccountView | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [asking, setAsking] = useState(false);
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);
  const returned = new URLSearchParams(location.search).has('returned');

  useEffect(() => {
    let current = true;
    (returned ? paymentsApi.check() : paymentsApi.payoutAccount()).then(
      (found) => current && setAccount(found),
      (error: unknown) => current && setProblem(apiErrorBody(error)?.message ?? String(error)),
    );
    return () => {
      current = false;
    };
  }, [returned]);

  async function connect(withCode?: string) {
    setBusy(true);
    setProblem(null);
    try {
      const link = await paymentsApi.connect(withCode);
      window.location.assign(link.url);
    } catch (error) {
      setProblem(apiErrorBody(error)?.message ?? String(error));
      setBusy(false);
    }
  }

  function submitCode(event: FormEvent) {
    event.preventDefault();
    void connect(code);
  }

  if (!account) return problem ? <Alert severity="error">{problem}</Alert> : null;
  const changing = account.status === 'connected' || account.status === 'changing';
  const label = changing
    ? translate('payments.account.change')
    : account.status === 'onboarding'
      ? translate('payments.account.resume')
      : translate('payments.account.connect');

  return (
    <Card variant="outlined" component="section" aria-labelledby="payout-account-title">
      <CardContent>
        <Stack spacing={2}>
          <Typography variant="h6" component="h2" id="payout-account-title">
            {translate('payments.account.title')}
          </Typography>
          <Typography data-testid="payout-account-status" data-status={account.status}>
            {translate(`payments.account.${account.status}`)}
          </Typography>
          {account.accountId && (
            <Typography variant="body2" color="text.secondary">
              {translate('payments.account.accountId', { id: account.accountId, provider: account.provider })}
            </Typography>
          )}
          {account.payoutsPausedUntil && Date.parse(account.payoutsPausedUntil) > Date.now() && (
            <Alert severity="info">
              {translate('payments.account.pausedUntil', {
                date: formatInstant(account.payoutsPausedUntil, locale),
              })}
            </Alert>
          )}
          {problem && <Alert severity="error">{problem}</Alert>}
          {changing && !account.secondFactorEnabled && (
            <Alert severity="warning">{translate('payments.account.needsSecondFactor')}</Alert>
          )}
          {changing && account.secondFactorEnabled && asking ? (
            <Stack component="form" onSubmit={submitCode} direction={{ xs: 'column', sm: 'row' }} spacing={1}>
              <TextField
                label={translate('payments.account.codeLabel')}
                value={code}
                onChange={(event) => setCode(event.target.value)}
                autoComplete="one-time-code"
                inputMode="text"
                required
                autoFocus
                size="small"
              />
              <Button type="submit" variant="contained" disabled={busy}>
                {translate('payments.account.confirmChange')}
              </Button>
            </Stack>
          ) : (
            <div>
              <Button
                variant="contained"
                disabled={busy || (changing && !account.secondFactorEnabled)}
                onClick={() => (changing ? setAsking(true) : void connect())}
              >
                {label}
              </Button>
            </div>
          )}
        </Stack>
      </CardContent>
    </Card>
  );
}
