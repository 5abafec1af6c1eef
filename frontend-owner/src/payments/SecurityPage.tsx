import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { TwoFactorEnrolment, TwoFactorStatus } from '@grandtour/shared';
import { useCallback, useEffect, useState, type FormEvent } from 'react';
import { Title, useTranslate } from 'react-admin';
import { apiErrorBody } from '../dataProvider/httpClient.ts';
import { paymentsApi } from './payments-api.ts';

/** The Sécurité page (decision 75): turn two-step verification on (QR code, first code, recovery codes) or off. */
export function SecurityPage() {
  const translate = useTranslate();
  const [status, setStatus] = useState<TwoFactorStatus | null>(null);
  const [enrolment, setEnrolment] = useState<TwoFactorEnrolment | null>(null);
  const [recoveryCodes, setRecoveryCodes] = useState<string[] | null>(null);
  const [code, setCode] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const failed = (error: unknown) => setProblem(apiErrorBody(error)?.message ?? String(error));
  const refresh = useCallback(() => paymentsApi.twoFactor().then(setStatus, failed), []);

  useEffect(() => {
    void refresh();
  }, [refresh]);

  async function confirm(event: FormEvent) {
    event.preventDefault();
    if (!enrolment) return;
    setProblem(null);
    try {
      const { recoveryCodes: codes } = await paymentsApi.confirmEnrolment(enrolment.enrolmentToken, code);
      setRecoveryCodes(codes);
      setEnrolment(null);
      setCode('');
      await refresh();
    } catch (error) {
      failed(error);
    }
  }

  async function disable(event: FormEvent) {
    event.preventDefault();
    setProblem(null);
    try {
      await paymentsApi.disableTwoFactor(code);
      setCode('');
      await refresh();
    } catch (error) {
      failed(error);
    }
  }

  const codeField = (label: string) => (
    <TextField
      label={label}
      value={code}
      onChange={(event) => setCode(event.target.value)}
      autoComplete="one-time-code"
      required
      size="small"
    />
  );

  return (
    <Card variant="outlined" sx={{ my: 2, maxWidth: 720 }}>
      <Title title={translate('security.title')} />
      <CardContent>
        <Stack spacing={2}>
          <Typography variant="h5" component="h1">
            {translate('security.title')}
          </Typography>
          <Typography>{translate('security.intro')}</Typography>
          {status && (
            <Typography data-testid="two-factor-status" data-enabled={status.enabled}>
              {status.enabled
                ? translate('security.on', { count: status.recoveryCodesLeft })
                : translate('security.off')}
            </Typography>
          )}
          {problem && <Alert severity="error">{problem}</Alert>}
          {recoveryCodes && (
            <Alert severity="success" role="status">
              <Typography variant="h6" component="h2">
                {translate('security.recoveryTitle')}
              </Typography>
              <Typography>{translate('security.recoveryIntro')}</Typography>
              <Box component="ul" data-testid="recovery-codes" sx={{ fontFamily: 'monospace', columns: 2 }}>
                {recoveryCodes.map((recovery) => (
                  <li key={recovery}>{recovery}</li>
                ))}
              </Box>
              <Button onClick={() => setRecoveryCodes(null)}>{translate('security.done')}</Button>
            </Alert>
          )}
          {status && !status.enabled && !enrolment && (
            <div>
              <Button
                variant="contained"
                onClick={() => void paymentsApi.startEnrolment().then(setEnrolment, failed)}
              >
                {translate('security.enable')}
              </Button>
            </div>
          )}
          {enrolment && (
            <Stack spacing={2} component="form" onSubmit={confirm}>
              <Typography>{translate('security.scan')}</Typography>
              <Box
                component="img"
                src={`data:image/svg+xml;utf8,${encodeURIComponent(enrolment.qrCodeSvg)}`}
                alt={translate('security.qrAlt')}
                sx={{ width: 200, height: 200, background: '#fff' }}
              />
              <Typography sx={{ fontFamily: 'monospace', wordBreak: 'break-all' }}>
                {translate('security.secret')} :{' '}
                <span data-testid="two-factor-secret">{enrolment.secret}</span>
              </Typography>
              <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
                {codeField(translate('security.code'))}
                <Button type="submit" variant="contained">
                  {translate('security.confirm')}
                </Button>
              </Stack>
            </Stack>
          )}
          {status?.enabled && (
            <Stack component="form" onSubmit={disable} direction={{ xs: 'column', sm: 'row' }} spacing={1}>
              {codeField(translate('security.disableCode'))}
              <Button type="submit" variant="outlined">
                {translate('security.disable')}
              </Button>
            </Stack>
          )}
        </Stack>
      </CardContent>
    </Card>
  );
}
