import type { Message } from '@grandtour/shared';
import { MessageComposerForm } from '@grandtour/shared/ui';
import { apiErrorOf } from '../api/HttpError.ts';
import { useIdempotencyKey } from '../api/useIdempotencyKey.ts';
import { LightTextField } from '../common/LightTextField.tsx';
import { useLanguage } from '../i18n/useLanguage.ts';
import type { MessagesTexts } from '../i18n/messages/fr.ts';

export type SendMessage = (
  text: string,
  photos: readonly File[],
  language: string,
  idempotencyKey: string,
) => Promise<Message>;

/** The customer's text and up to four photos, under one Idempotency-Key per draft. */
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
  const idempotency = useIdempotencyKey();
  return (
    <MessageComposerForm
      words={texts}
      TextField={LightTextField}
      send={(text, photos) =>
        send(text, photos, language, idempotency.keyFor({ text, photos: photos.map((photo) => photo.name) }))
      }
      onSent={(message) => {
        idempotency.completed();
        onSent(message);
      }}
      onFailed={(error) => idempotency.failed(error)}
      errorMessage={(error) => apiErrorOf(error)?.message}
    />
  );
}
