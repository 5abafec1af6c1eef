import PhotoCameraOutlined from '@mui/icons-material/PhotoCameraOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { MAX_MESSAGE_PHOTOS, MAX_MESSAGE_TEXT, type Message } from '@grandtour/shared';
import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useDataProvider, useTranslate } from 'react-admin';
import { PickedPhotos, usePickedPhotos } from '../bookings/claims/PickedPhotos.tsx';
import type { MessageTarget, OwnerDataProvider } from '../dataProvider/dataProvider.ts';
import { apiErrorBody } from '../dataProvider/httpClient.ts';
import { useDraftKey } from './useDraftKey.ts';

const PHOTOS_INPUT = 'message-photos-input';

/** The owner's answer: text and up to four photos, cleared once posted. */
export function MessageComposer({ to, onSent }: { to: MessageTarget; onSent: (message: Message) => void }) {
  const translate = useTranslate();
  const dataProvider = useDataProvider<OwnerDataProvider>();
  const [text, setText] = useState('');
  const [missing, setMissing] = useState(false);
  const { photos, leftOut, add, remove, clear } = usePickedPhotos(MAX_MESSAGE_PHOTOS);
  const draftKey = useDraftKey();
  const texts = (key: string, options?: object) => translate(`app.conversations.${key}`, options);
  const post = useMutation({
    mutationFn: () => {
      const draft = { text: text.trim(), photos };
      const idempotencyKey = draftKey.keyFor(
        JSON.stringify([draft.text, photos.map((photo) => [photo.name, photo.size])]),
      );
      return dataProvider.postMessage(to, { ...draft, idempotencyKey });
    },
    onSuccess: (message) => {
      draftKey.sent();
      setText('');
      clear();
      onSent(message);
    },
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
        <TextField
          label={texts('composerLabel')}
          value={text}
          onChange={(event) => setText(event.target.value)}
          multiline
          minRows={2}
          fullWidth
          slotProps={{ htmlInput: { maxLength: MAX_MESSAGE_TEXT, 'data-testid': 'message-input' } }}
        />
        <PickedPhotos
          photos={photos}
          alt={(n) => texts('yourPhotoAlt', { n })}
          removeLabel={(n) => texts('removePhoto', { n })}
          onRemove={remove}
          inputId={PHOTOS_INPUT}
          disabled={post.isPending}
          testId="message-picked-photos"
        />
        {leftOut > 0 && (
          <Alert severity="warning">
            {texts('photosLimit', { max: MAX_MESSAGE_PHOTOS, count: leftOut })}
          </Alert>
        )}
        {(missing || post.isError) && (
          <Alert severity="error" role="alert" data-testid="message-error">
            {missing ? texts('composerMissing') : (apiErrorBody(post.error)?.message ?? texts('sendError'))}
          </Alert>
        )}
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, justifyContent: 'space-between' }}>
          {/* Outside its label: a file input inside a button is nested interaction. */}
          <input
            id={PHOTOS_INPUT}
            type="file"
            accept="image/*"
            multiple
            data-testid={PHOTOS_INPUT}
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
            htmlFor={PHOTOS_INPUT}
            variant="outlined"
            disabled={post.isPending || photos.length >= MAX_MESSAGE_PHOTOS}
            startIcon={<PhotoCameraOutlined aria-hidden />}
          >
            {texts('addPhotos')}
          </Button>
          <Button type="submit" variant="contained" disabled={post.isPending} data-testid="message-send">
            {post.isPending ? texts('sending') : texts('send')}
          </Button>
        </Box>
      </Stack>
    </Box>
  );
}
