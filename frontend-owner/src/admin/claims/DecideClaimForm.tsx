import Gavel from '@mui/icons-material/Gavel';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { MAX_CLAIM_TEXT, type AdminClaim } from '@grandtour/shared';
import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useNotify, useRefresh, useTranslate } from 'react-admin';
import { centsFromEuros } from '../../bookings/claims/euroAmount.ts';
import { decideClaim } from '../../bookings/claims/claimsApi.ts';
import { formatEuros } from '../../common/money.ts';
import { useLanguage } from '../../common/useLanguage.ts';
import { apiErrorBody } from '../../dataProvider/httpClient.ts';

/** The administrator's decision on a contested or unanswered claim: 0 to the amount claimed, with its reason. */
export function DecideClaimForm({ claim }: { claim: AdminClaim }) {
  const translate = useTranslate();
  const language = useLanguage();
  const notify = useNotify();
  const refresh = useRefresh();
  const [amount, setAmount] = useState('');
  const [note, setNote] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const max = formatEuros(claim.amountCents, language, true);
  const decide = useMutation({
    mutationFn: () => decideClaim(claim.id, centsFromEuros(amount)!, note.trim()),
    onSuccess: () => {
      notify('app.claims.admin.decided', { type: 'success' });
      refresh();
      // The settlement from the deposit follows a moment later.
      setTimeout(refresh, 1500);
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const cents = centsFromEuros(amount);
    const found =
      cents === null || cents > claim.amountCents
        ? translate('app.claims.admin.decideAmountInvalid', { max })
        : note.trim() === ''
          ? translate('app.claims.admin.decideNoteMissing')
          : null;
    setProblem(found);
    if (!found) decide.mutate();
  };
  const refusal = decide.error
    ? (apiErrorBody(decide.error)?.message ?? translate('ra.notification.http_error'))
    : null;
  return (
    <Box
      component="form"
      noValidate
      onSubmit={submit}
      aria-labelledby="decide-claim-title"
      data-testid="decide-claim"
      sx={{ mt: 2 }}
    >
      <Typography id="decide-claim-title" variant="h6" component="h2">
        {translate('app.claims.admin.decideTitle')}
      </Typography>
      <Stack spacing={2} sx={{ mt: 1, maxWidth: 480 }}>
        <TextField
          label={translate('app.claims.admin.decideAmount', { max })}
          value={amount}
          onChange={(event) => setAmount(event.target.value)}
          required
          slotProps={{ htmlInput: { inputMode: 'decimal', 'data-testid': 'decide-amount' } }}
        />
        <TextField
          label={translate('app.claims.admin.decideNote')}
          value={note}
          onChange={(event) => setNote(event.target.value)}
          required
          multiline
          minRows={2}
          slotProps={{ htmlInput: { maxLength: MAX_CLAIM_TEXT, 'data-testid': 'decide-note' } }}
        />
        {(problem || refusal) && (
          <Alert severity="error" role="alert" data-testid="decide-error">
            {problem ?? refusal}
          </Alert>
        )}
        <Button
          type="submit"
          variant="contained"
          startIcon={<Gavel />}
          disabled={decide.isPending}
          sx={{ alignSelf: 'flex-start' }}
          data-testid="decide-submit"
        >
          {translate('app.claims.admin.decide')}
        </Button>
      </Stack>
    </Box>
  );
}
