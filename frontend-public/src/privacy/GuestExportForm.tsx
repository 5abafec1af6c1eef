import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { HttpError } from '../api/HttpError.ts';
import { sendJson } from '../api/http.ts';
import { LightTextField } from '../common/LightTextField.tsx';
import { SubmitButton } from '../common/SubmitButton.tsx';
import { panelSx } from '../common/panelSx.ts';
import { useLanguage } from '../i18n/useLanguage.ts';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** A guest asks for a link to their data; the answer is the same whether or not the address is known. */
export function GuestExportForm() {
  const { t, language } = useLanguage();
  const [email, setEmail] = useState('');
  const [invalid, setInvalid] = useState(false);
  const request = useMutation({
    mutationFn: (address: string) =>
      sendJson('POST', '/api/privacy/export-link', { email: address, language }),
  });

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const address = email.trim();
    if (!EMAIL.test(address)) {
      setInvalid(true);
      return;
    }
    setInvalid(false);
    if (!request.isPending) request.mutate(address);
  };

  const failure =
    request.error instanceof HttpError && request.error.status === 429
      ? t.myData.rateLimited
      : t.myData.failed;
  return (
    <Box
      component="form"
      noValidate
      onSubmit={onSubmit}
      aria-labelledby="guest-export-title"
      data-testid="guest-export-form"
      sx={{ ...panelSx, display: 'grid', gap: 2 }}
    >
      <Typography id="guest-export-title" variant="h5" component="h2">
        {t.myData.guestHeading}
      </Typography>
      <Typography>{t.myData.guestIntro}</Typography>
      <LightTextField
        id="guest-export-email"
        name="email"
        type="email"
        label={t.myData.email}
        value={email}
        onChange={(event) => setEmail(event.target.value)}
        required
        autoComplete="email"
        error={invalid}
        helperText={invalid ? t.myData.emailInvalid : undefined}
        fullWidth
      />
      <SubmitButton
        busy={request.isPending}
        label={t.myData.send}
        busyLabel={t.myData.sending}
        testId="guest-export-send"
      />
      <div role="status" aria-live="polite">
        {request.isSuccess ? <Alert severity="success">{t.myData.sent}</Alert> : null}
        {request.isError ? <Alert severity="error">{failure}</Alert> : null}
      </div>
    </Box>
  );
}
