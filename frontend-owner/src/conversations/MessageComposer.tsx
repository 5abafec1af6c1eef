import TextField from '@mui/material/TextField';
import type { Message } from '@grandtour/shared';
import { MessageComposerForm } from '@grandtour/shared/ui';
import { useDataProvider, useTranslate } from 'react-admin';
import type { MessageTarget, OwnerDataProvider } from '../dataProvider/dataProvider.ts';
import { apiErrorBody } from '../dataProvider/httpClient.ts';
import { useDraftKey } from './useDraftKey.ts';

/** The owner's answer: text and up to four photos, under one Idempotency-Key per draft. */
export function MessageComposer({ to, onSent }: { to: MessageTarget; onSent: (message: Message) => void }) {
  const translate = useTranslate();
  const dataProvider = useDataProvider<OwnerDataProvider>();
  const draftKey = useDraftKey();
  const texts = (key: string, options?: object) => translate(`app.conversations.${key}`, options);
  return (
    <MessageComposerForm
      words={{
        composerLabel: texts('composerLabel'),
        composerMissing: texts('composerMissing'),
        addPhotos: texts('addPhotos'),
        send: texts('send'),
        sending: texts('sending'),
        sendError: texts('sendError'),
        yourPhotoAlt: (n) => texts('yourPhotoAlt', { n }),
        removePhoto: (n) => texts('removePhoto', { n }),
        photosLimit: (max, count) => texts('photosLimit', { max, count }),
      }}
      TextField={TextField}
      send={(text, photos) => {
        const idempotencyKey = draftKey.keyFor(
          JSON.stringify([text, photos.map((photo) => [photo.name, photo.size])]),
        );
        return dataProvider.postMessage(to, { text, photos, idempotencyKey });
      }}
      onSent={(message) => {
        draftKey.sent();
        onSent(message);
      }}
      errorMessage={(error) => apiErrorBody(error)?.message}
    />
  );
}
