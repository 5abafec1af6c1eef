import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { useTranslate } from 'react-admin';
import { SignaturePad } from './SignaturePad.tsx';
import type { Handover } from './useHandover.ts';
import { useReportCall } from './useReportCall.ts';

const POLL_MS = 3_000;

/**
 * The customer signs on this phone with the one-time code their own phone shows (decision 89), or on their own phone
 * from their booking's page, while this screen reads the report until their signature is there.
 */
export function CustomerSignature({ handover, ready }: { handover: Handover; ready: boolean }) {
  const translate = useTranslate();
  const [where, setWhere] = useState<'here' | 'own'>('here');
  const [code, setCode] = useState('');
  const sign = useReportCall(handover);

  useEffect(() => {
    if (where !== 'own') return;
    const timer = setInterval(() => void handover.queue.refresh().catch(() => undefined), POLL_MS);
    return () => clearInterval(timer);
  }, [where, handover.queue]);

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
          <Typography variant="body2" data-testid="handover-code-hint">
            {translate('app.handover.review.codeHint')}
          </Typography>
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
