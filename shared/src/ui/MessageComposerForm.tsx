import PhotoCameraOutlined from '@mui/icons-material/PhotoCameraOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useMutation } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { MAX_MESSAGE_PHOTOS, MAX_MESSAGE_TEXT } from '../messages/conversation-limits.ts';
import type { Message } from '../messages/conversation.schema.ts';
import { PickedPhotos, usePickedPhotos } from './PickedPhotos.tsx';
import type { UiTextField } from './text-field.ts';

export interface MessageComposerWords {
  composerLabel: string;
  composerMissing: string;
  addPhotos: string;
  send: string;
  sending: string;
  sendError: string;
  yourPhotoAlt: (n: number) => string;
  removePhoto: (n: number) => string;
  photosLimit: (max: number, leftOut: number) => string;
}

/**
 * A message's text and up to four photos (the phone's camera offers itself), as both sides write them; cleared once
 * posted. `send` posts the draft under the app's Idempotency-Key and `errorMessage` words a refusal.
 */
export function MessageComposerForm({
  words,
  TextField,
  send,
  onSent,
  onFailed,
  errorMessage,
}: {
  words: MessageComposerWords;
  TextField: UiTextField;
  send: (text: string, photos: readonly File[]) => Promise<Message>;
  onSent: (message: Message) => void;
  onFailed?: (error: unknown) => void;
  errorMessage: (error: unknown) => string | undefined;
}) {
  const inputId = useId();
  const [text, setText] = useState('');
  const [missing, setMissing] = useState(false);
  const { photos, leftOut, add, remove, clear } = usePickedPhotos(MAX_MESSAGE_PHOTOS);
  const post = useMutation({
    mutationFn: () => send(text.trim(), photos),
    onSuccess: (message) => {
      setText('');
      clear();
      onSent(message);
    },
    onError: (error) => onFailed?.(error),
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
          id={`${inputId}-text`}
          label={words.composerLabel}
          value={text}
          onChange={(event) => setText(event.target.value)}
          multiline
          minRows={2}
          fullWidth
          slotProps={{ htmlInput: { maxLength: MAX_MESSAGE_TEXT, 'data-testid': 'message-input' } }}
        />
        <PickedPhotos
          photos={photos}
          alt={words.yourPhotoAlt}
          removeLabel={words.removePhoto}
          onRemove={remove}
          inputId={inputId}
          disabled={post.isPending}
          testId="message-picked-photos"
        />
        {leftOut > 0 && <Alert severity="warning">{words.photosLimit(MAX_MESSAGE_PHOTOS, leftOut)}</Alert>}
        {(missing || post.isError) && (
          <Alert severity="error" role="alert" data-testid="message-error">
            {missing ? words.composerMissing : (errorMessage(post.error) ?? words.sendError)}
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
            {words.addPhotos}
          </Button>
          <Button type="submit" variant="contained" disabled={post.isPending} data-testid="message-send">
            {post.isPending ? words.sending : words.send}
          </Button>
        </Box>
      </Stack>
    </Box>
  );
}
