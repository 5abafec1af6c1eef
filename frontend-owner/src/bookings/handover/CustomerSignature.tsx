import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { HandoverApiError, type HandoverSigningCodeResponse } from '@grandtour/shared';
import { useEffect, useState } from 'react';
import { useTranslate } from 'react-admin';
import { formatInstant } from '../../common/money.ts';
import { useLanguage } from '../../common/useLanguage.ts';
import { SignaturePad } from './SignaturePad.tsx';
import type { Handover } from './useHandover.ts';
import { useReportCall } from './useReportCall.ts';

const POLL_MS = 3_000;

/**
 * The customer signs on this phone, with the one-time code (decision 87), or on their own phone from their
 * booking's page, while this screen reads the report until their signature is there.
 */
export function CustomerSignature({ handover, ready }: { handover: Handover; ready: boolean }) {
  const translate = useTranslate();
  const language = useLanguage();
  const [where, setWhere] = useState<'here' | 'own'>('here');
  const [issued, setIssued] = useState<HandoverSigningCodeResponse | null>(null);
  const [issueError, setIssueError] = useState<string | null>(null);
  const [code, setCode] = useState('');
  const sign = useReportCall(handover);

  useEffect(() => {
    if (where !== 'own') return;
    const timer = setInterval(() => void handover.queue.refresh().catch(() => undefined), POLL_MS);
    return () => clearInterval(timer);
  }, [where, handover.queue]);

  const issue = async () => {
    setIssueError(null);
    try {
      setIssued(await handover.client.signingCode());
    } catch (error) {
      setIssueError(error instanceof HandoverApiError ? error.message : String(error));
    }
  };

  return (
    <Box sx={{ display: 'grid', gap: 1.5 }}>
      <ToggleButtonGroup
        exclusive
        orientation="vertical"
        fullWidth
        value={where}
        onChange={(_event, value: 'here' | 'own' | null) => value && setWhere(value)}
        size="small"
      >
        <ToggleButton value="here" data-testid="customer-signs-here">
          {translate('app.handover.review.customerHere')}
        </ToggleButton>
        <ToggleButton value="own" data-testid="customer-signs-own">
          {translate('app.handover.review.customerOwn')}
        </ToggleButton>
      </ToggleButtonGroup>
      {where === 'own' ? (
        <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }} data-testid="customer-own-waiting">
          <CircularProgress size={20} aria-hidden sx={{ flexShrink: 0 }} />
          <Typography variant="body2">
            {translate('app.handover.review.customerOwnHint')}{' '}
            {translate('app.handover.review.waitingCustomer')}
          </Typography>
        </Stack>
      ) : (
        <>
          <Button
            variant="outlined"
            onClick={() => void issue()}
            disabled={!ready}
            data-testid="handover-get-code"
          >
            {translate('app.handover.review.getCode')}
          </Button>
          {issueError && (
            <Alert severity="error" role="alert">
              {issueError}
            </Alert>
          )}
          {issued && (
            <Alert severity="info" data-testid="handover-code" data-code={issued.code}>
              {translate('app.handover.review.codeShown', {
                code: issued.code,
                until: formatInstant(issued.expiresAt, language),
              })}
            </Alert>
          )}
          <TextField
            label={translate('app.handover.review.code')}
            value={code}
            onChange={(event) => setCode(event.target.value.replace(/\D/g, '').slice(0, 6))}
            slotProps={{
              htmlInput: {
                inputMode: 'numeric',
                autoComplete: 'one-time-code',
                'data-testid': 'handover-code-input',
              },
            }}
          />
          <SignaturePad
            label={translate('app.handover.review.pad')}
            testId="customer-signature"
            disabled={!ready || code.length !== 6 || sign.pending}
            onSign={(png) => void sign.run(() => handover.client.sign(png, { party: 'customer', code }))}
          />
          {sign.error && (
            <Alert severity="error" role="alert" data-testid="customer-signature-error">
              {sign.error}
            </Alert>
          )}
        </>
      )}
    </Box>
  );
}
