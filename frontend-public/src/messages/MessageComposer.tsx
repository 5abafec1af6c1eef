import PhotoCameraOutlined from '@mui/icons-material/PhotoCameraOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { MAX_MESSAGE_PHOTOS, MAX_MESSAGE_TEXT, type Message } from '@grandtour/shared';
import { useMutation } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { apiErrorOf } from '../api/HttpError.ts';
import { useIdempotencyKey } from '../api/useIdempotencyKey.ts';
import { PickedPhotos, usePickedPhotos } from '../booking-details/claims/PickedPhotos.tsx';
import { LightTextField } from '../common/LightTextField.tsx';
import { useLanguage } from '../i18n/useLanguage.ts';
import type { MessagesTexts } from '../i18n/messages/fr.ts';

export type SendMessage = (
  text: string,
  photos: readonly File[],
  language: string,
  idempotencyKey: string,
) => Promise<Message>;

/** The text and up to four photos (the phone's camera offers itself); cleared once the message is posted. */
export function MessageComposer({
  texts,
  send,
  onSent,
}: {
  texts: MessagesTexts;
  send: SendMessage;
  onSent: (message: Message) => void;
}) {
  const { language } = useLanguage();
  const inputId = useId();
  const [text, setText] = useState('');
  const [missing, setMissing] = useState(false);
  const { photos, leftOut, add, remove, clear } = usePickedPhotos(MAX_MESSAGE_PHOTOS);
  const idempotency = useIdempotencyKey();
  const post = useMutation({
    mutationFn: () => {
      const key = idempotency.keyFor({ text: text.trim(), photos: photos.map((photo) => photo.name) });
      return send(text.trim(), photos, language, key);
    },
    onSuccess: (message) => {
      idempotency.completed();
      setText('');
      clear();
      onSent(message);
    },
    onError: (error) => idempotency.failed(error),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const empty = text.trim() === '';
    setMissing(empty);
    if (!empty) post.mutate();
  };
  return (
    <Box component="form" noValidate onSubmit={submit} data-testid="message-composer" sx={{ mt: 2 }}>
      <Stack spacing={1.25}>
        <LightTextField
          id={`${inputId}-text`}
          label={texts.composerLabel}
          value={text}
          onChange={(event) => setText(event.target.value)}
          multiline
          minRows={2}
          fullWidth
          slotProps={{ htmlInput: { maxLength: MAX_MESSAGE_TEXT, 'data-testid': 'message-input' } }}
        />
        <PickedPhotos
          photos={photos}
          alt={texts.yourPhotoAlt}
          removeLabel={texts.removePhoto}
          onRemove={remove}
          inputId={inputId}
          disabled={post.isPending}
          testId="message-picked-photos"
        />
        {leftOut > 0 && <Alert severity="warning">{texts.photosLimit(MAX_MESSAGE_PHOTOS, leftOut)}</Alert>}
        {(missing || post.isError) && (
          <Alert severity="error" role="alert" data-testid="message-error">
            {missing ? texts.composerMissing : (apiErrorOf(post.error)?.message ?? texts.sendError)}
          </Alert>
        )}
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, justifyContent: 'space-between' }}>
          {/* Outside its label: a file input inside a button is nested interaction. */}
          <input
            id={inputId}
            type="file"
            accept="image/*"
            multiple
            data-testid="message-photos-input"
            tabIndex={-1}
            style={{ position: 'absolute', width: 1, height: 1, opacity: 0, overflow: 'hidden' }}
            onChange={(event) => {
              add(Array.from(event.target.files ?? []));
              // The same photo can be picked again once taken out.
              event.target.value = '';
            }}
          />
          <Button
            component="label"
            htmlFor={inputId}
            variant="outlined"
            disabled={post.isPending || photos.length >= MAX_MESSAGE_PHOTOS}
            startIcon={<PhotoCameraOutlined aria-hidden />}
          >
            {texts.addPhotos}
          </Button>
          <Button type="submit" variant="contained" disabled={post.isPending} data-testid="message-send">
            {post.isPending ? texts.sending : texts.send}
          </Button>
        </Box>
      </Stack>
    </Box>
  );
}
