import { PickedPhotos, usePickedPhotos } from '@grandtour/shared/ui';
import PhotoCameraOutlined from '@mui/icons-material/PhotoCameraOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { MAX_CLAIM_PHOTOS, MAX_CLAIM_TEXT, type Claim } from '@grandtour/shared';
import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { apiErrorOf } from '../../api/HttpError.ts';
import { useLanguage } from '../../i18n/useLanguage.ts';
import { contestClaim } from './claimsApi.ts';
import type { ClaimTexts } from './claimsTexts.ts';

/** "Contester": the customer's message and, if they have some, their own photos; an administrator decides. */
export function ContestClaimForm({
  claim,
  texts,
  onCancel,
  onDone,
}: {
  claim: Claim;
  texts: ClaimTexts;
  onCancel: () => void;
  onDone: () => void;
}) {
  const { language } = useLanguage();
  const [message, setMessage] = useState('');
  const { photos, leftOut, add: addPhotos, remove: removePhoto } = usePickedPhotos();
  const [missing, setMissing] = useState(false);
  const send = useMutation({
    mutationFn: () => contestClaim(claim, language, message.trim(), photos),
    onSuccess: onDone,
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setMissing(message.trim() === '');
    if (message.trim() !== '') send.mutate();
  };
  const inputId = `claim-contest-photos-${claim.id}`;
  return (
    <Box
      component="form"
      noValidate
      onSubmit={submit}
      sx={{ mt: 1.5 }}
      data-testid="customer-claim-contest-form"
    >
      <Typography variant="subtitle2" component="h3" sx={{ mb: 1 }}>
        {texts.contestTitle}
      </Typography>
      <Stack spacing={1.5}>
        <TextField
          label={texts.message}
          value={message}
          onChange={(event) => setMessage(event.target.value)}
          multiline
          minRows={3}
          required
          fullWidth
          slotProps={{ htmlInput: { maxLength: MAX_CLAIM_TEXT, 'data-testid': 'customer-claim-message' } }}
        />
        <Box>
          <Button
            component="label"
            htmlFor={inputId}
            variant="outlined"
            startIcon={<PhotoCameraOutlined aria-hidden />}
          >
            {texts.addPhotos}
            <input
              id={inputId}
              type="file"
              accept="image/*"
              capture="environment"
              multiple
              data-testid="customer-claim-photos-input"
              style={{ position: 'absolute', width: 1, height: 1, opacity: 0, overflow: 'hidden' }}
              onChange={(event) => {
                addPhotos(Array.from(event.target.files ?? []));
                // The same photo can be picked again once taken out.
                event.target.value = '';
              }}
            />
          </Button>
          {photos.length > 0 && (
            <Typography variant="body2" sx={{ mt: 0.5, color: 'text.secondary' }}>
              {texts.photosCount(photos.length)}
            </Typography>
          )}
          <PickedPhotos
            photos={photos}
            alt={texts.yourPhotoAlt}
            removeLabel={texts.removePhoto}
            onRemove={removePhoto}
            inputId={inputId}
            disabled={send.isPending}
            testId="customer-claim-picked-photos"
          />
          {leftOut > 0 && (
            <Alert severity="warning" data-testid="customer-claim-photos-limit">
              {texts.photosLimit(MAX_CLAIM_PHOTOS, leftOut)}
            </Alert>
          )}
        </Box>
        {(missing || send.isError) && (
          <Alert severity="error" role="alert" data-testid="customer-claim-error">
            {missing ? texts.messageMissing : (apiErrorOf(send.error)?.message ?? texts.loadError)}
          </Alert>
        )}
        <Stack direction="row" spacing={1.5} sx={{ flexWrap: 'wrap' }}>
          <Button
            type="submit"
            variant="contained"
            disabled={send.isPending}
            data-testid="customer-claim-send"
          >
            {send.isPending ? texts.sending : texts.send}
          </Button>
          <Button onClick={onCancel} disabled={send.isPending}>
            {texts.cancel}
          </Button>
        </Stack>
      </Stack>
    </Box>
  );
}
