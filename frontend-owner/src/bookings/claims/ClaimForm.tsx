import { PickedPhotos, usePickedPhotos } from '@grandtour/shared/ui';
import AttachFile from '@mui/icons-material/AttachFile';
import PhotoCamera from '@mui/icons-material/PhotoCamera';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  HANDOVER_ANGLES,
  MAX_CLAIM_AMOUNT_CENTS,
  MAX_CLAIM_PHOTOS,
  MAX_CLAIM_TEXT,
  type Claim,
  type HandoverAngle,
} from '@grandtour/shared';
import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslate } from 'react-admin';
import { apiErrorBody } from '../../dataProvider/httpClient.ts';
import { openClaim } from './claimsApi.ts';
import { centsFromEuros } from './euroAmount.ts';
import { FileButton } from './FileButton.tsx';
import { HandoverEvidence } from './HandoverEvidence.tsx';
import { useHandoverReports } from './useHandoverReports.ts';

/** What is missing before the claim can be sent, as the key of its message. */
function problemOf(description: string, cents: number | null, photos: File[], estimate: File | null) {
  if (description.trim() === '') return 'app.claims.form.descriptionMissing';
  if (cents === null || cents < 1 || cents > MAX_CLAIM_AMOUNT_CENTS) return 'app.claims.form.amountInvalid';
  if (photos.length < 1 || photos.length > MAX_CLAIM_PHOTOS) return 'app.claims.form.photosInvalid';
  if (!estimate) return 'app.claims.form.estimateMissing';
  return null;
}

/** The owner's claim: words, amount, photos and the estimate, with the handover photos of an angle to compare. */
export function ClaimForm({
  bookingId,
  onDone,
  onCancel,
}: {
  bookingId: string;
  onDone: (claim: Claim) => void;
  onCancel: () => void;
}) {
  const translate = useTranslate();
  const [description, setDescription] = useState('');
  const [amount, setAmount] = useState('');
  const { photos, leftOut, add: addPhotos, remove: removePhoto } = usePickedPhotos();
  const [estimate, setEstimate] = useState<File | null>(null);
  const [angle, setAngle] = useState<HandoverAngle>(HANDOVER_ANGLES[0]);
  const [problem, setProblem] = useState<string | null>(null);
  const reports = useHandoverReports('owner', bookingId);
  const send = useMutation({
    mutationFn: () =>
      openClaim(bookingId, {
        description,
        amountCents: centsFromEuros(amount)!,
        photos,
        estimate: estimate!,
      }),
    onSuccess: onDone,
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = problemOf(description, centsFromEuros(amount), photos, estimate);
    setProblem(found);
    if (!found) send.mutate();
  };
  const refusal = send.error
    ? (apiErrorBody(send.error)?.message ?? translate('ra.notification.http_error'))
    : null;
  return (
    <Box component="form" noValidate onSubmit={submit} data-testid="claim-form" sx={{ mt: 1.5, minWidth: 0 }}>
      <Typography variant="subtitle1" component="h3">
        {translate('app.claims.form.title')}
      </Typography>
      <Stack spacing={2} sx={{ mt: 1 }}>
        <TextField
          label={translate('app.claims.form.description')}
          value={description}
          onChange={(event) => setDescription(event.target.value)}
          multiline
          minRows={3}
          required
          slotProps={{ htmlInput: { maxLength: MAX_CLAIM_TEXT, 'data-testid': 'claim-description-input' } }}
        />
        <TextField
          label={translate('app.claims.form.amount')}
          helperText={translate('app.claims.form.amountHint')}
          value={amount}
          onChange={(event) => setAmount(event.target.value)}
          required
          slotProps={{ htmlInput: { inputMode: 'decimal', 'data-testid': 'claim-amount-input' } }}
        />
        <Box>
          <Typography variant="body2" sx={{ mb: 0.5 }}>
            {translate('app.claims.form.photos')}
          </Typography>
          <FileButton
            id="claim-photos-input"
            label={translate('app.claims.form.addPhotos')}
            accept="image/*"
            capture="environment"
            multiple
            icon={<PhotoCamera />}
            onFiles={addPhotos}
          />
          <Typography
            variant="body2"
            color="text.secondary"
            data-testid="claim-photos-count"
            sx={{ mt: 0.5 }}
          >
            {translate('app.claims.form.photosCount', { count: photos.length })}
          </Typography>
          <PickedPhotos
            photos={photos}
            alt={(n) => translate('app.claims.photoAlt', { n })}
            removeLabel={(n) => translate('app.claims.form.removePhoto', { n })}
            onRemove={removePhoto}
            inputId="claim-photos-input"
            disabled={send.isPending}
            testId="claim-picked-photos"
          />
          {leftOut > 0 && (
            <Alert severity="warning" data-testid="claim-photos-limit">
              {translate('app.claims.form.photosLimit', { max: MAX_CLAIM_PHOTOS, count: leftOut })}
            </Alert>
          )}
        </Box>
        <Box>
          <Typography variant="body2" sx={{ mb: 0.5 }}>
            {translate('app.claims.form.estimate')}
          </Typography>
          <FileButton
            id="claim-estimate-input"
            label={translate('app.claims.form.addEstimate')}
            accept="application/pdf,image/*"
            icon={<AttachFile />}
            onFiles={(files) => setEstimate(files[0] ?? null)}
          />
          {estimate && (
            <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5, overflowWrap: 'anywhere' }}>
              {estimate.name}
            </Typography>
          )}
        </Box>
        <Box data-testid="claim-compare">
          <TextField
            select
            label={translate('app.claims.form.compare')}
            value={angle}
            onChange={(event) => setAngle(event.target.value as HandoverAngle)}
            fullWidth
            sx={{ mb: 1 }}
          >
            {HANDOVER_ANGLES.map((value) => (
              <MenuItem key={value} value={value}>
                {translate(`app.handover.angles.${value}`)}
              </MenuItem>
            ))}
          </TextField>
          {reports.data && <HandoverEvidence reports={reports.data} angles={[angle]} facts={false} />}
        </Box>
        {(problem || refusal) && (
          <Alert severity="error" role="alert" data-testid="claim-form-error">
            {problem ? translate(problem) : refusal}
          </Alert>
        )}
        <Stack direction="row" spacing={1.5} sx={{ flexWrap: 'wrap' }}>
          <Button type="submit" variant="contained" disabled={send.isPending} data-testid="claim-submit">
            {translate(send.isPending ? 'app.claims.form.sending' : 'app.claims.form.submit')}
          </Button>
          <Button onClick={onCancel} disabled={send.isPending}>
            {translate('app.claims.form.cancel')}
          </Button>
        </Stack>
      </Stack>
    </Box>
  );
}
