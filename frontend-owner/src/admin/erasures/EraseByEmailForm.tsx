import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { ErasureRequested } from '@grandtour/shared';
import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { Confirm, useNotify, useRefresh, useTranslate } from 'react-admin';
import { apiErrorBody, httpClient } from '../../dataProvider/httpClient.ts';

/**
 * An administrator erases a person who asked them to, found by their e-mail address: the API answers the subjects
 * it covers, or why not (nobody with that address, a rental or claim still open), in the back office's language.
 */
export function EraseByEmailForm() {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const [email, setEmail] = useState('');
  const [confirming, setConfirming] = useState(false);
  const erase = useMutation({
    mutationFn: async () =>
      (
        await httpClient('/api/admin/personal-data/erasures', {
          method: 'POST',
          body: JSON.stringify({ email: email.trim() }),
        })
      ).json as ErasureRequested,
    onSuccess: (answer) => {
      notify('app.erasure.requested', {
        type: 'success',
        messageArgs: { subjects: answer.subjects.join(', ') },
      });
      setEmail('');
      refresh();
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (email.trim() !== '') setConfirming(true);
  };
  const refusal = erase.error
    ? (apiErrorBody(erase.error)?.message ?? translate('ra.notification.http_error'))
    : null;
  return (
    <Card sx={{ mt: 2 }}>
      <CardContent>
        <Box
          component="form"
          onSubmit={submit}
          aria-labelledby="erase-by-email-title"
          data-testid="erase-by-email"
        >
          <Typography id="erase-by-email-title" variant="h6" component="h2">
            {translate('app.erasure.formTitle')}
          </Typography>
          <Typography variant="body2" sx={{ mt: 1, maxWidth: 720 }}>
            {translate('app.erasure.formIntro')}
          </Typography>
          <Stack
            direction={{ xs: 'column', sm: 'row' }}
            spacing={2}
            sx={{ mt: 2, alignItems: { sm: 'center' } }}
          >
            <TextField
              type="email"
              label={translate('app.erasure.email')}
              value={email}
              onChange={(event) => setEmail(event.target.value)}
              required
              autoComplete="off"
              sx={{ minWidth: { sm: 320 } }}
              slotProps={{ htmlInput: { maxLength: 254, 'data-testid': 'erase-email' } }}
            />
            <Button type="submit" variant="contained" color="error" disabled={erase.isPending}>
              {translate('app.erasure.submit')}
            </Button>
          </Stack>
          <div aria-live="polite">
            {refusal && (
              <Alert severity="warning" sx={{ mt: 2 }} data-testid="erase-refused">
                {refusal}
              </Alert>
            )}
          </div>
        </Box>
      </CardContent>
      <Confirm
        isOpen={confirming}
        title="app.erasure.confirmTitle"
        titleTranslateOptions={{ email: email.trim() }}
        content="app.erasure.confirmContent"
        confirmColor="warning"
        onConfirm={() => {
          setConfirming(false);
          erase.mutate();
        }}
        onClose={() => setConfirming(false)}
      />
    </Card>
  );
}
