import type { Message } from '@grandtour/shared';
import { MessageBubble } from '@grandtour/shared/ui';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { ClaimPhotos } from '../bookings/claims/ClaimPhotos.tsx';
import { formatInstant } from '../common/money.ts';
import { useLanguage } from '../common/useLanguage.ts';

/**
 * One message: the owner's on the right ("Vous", with "Lu" once the customer has read it), the customer's on the
 * left with "Signaler" (or "Signalé"). An administrator reads both sides, with each message's reports under it.
 */
export function MessageItem({
  message,
  author,
  mine,
  read = false,
  onReport,
  children,
}: {
  message: Message;
  /** Who wrote it, as the reader names them. */
  author: string;
  mine: boolean;
  read?: boolean;
  /** Absent where reporting is not offered (the owner's own messages, an administrator). */
  onReport?: (message: Message) => void;
  children?: ReactNode;
}) {
  const translate = useTranslate();
  const language = useLanguage();
  const texts = (key: string, options?: object) => translate(`app.conversations.${key}`, options);
  const masked = message.masked.map((kind) => texts(`maskedKinds.${kind}`));
  return (
    <MessageBubble
      message={message}
      author={author}
      mine={mine}
      read={read}
      postedAt={formatInstant(message.postedAt, language)}
      maskedNote={masked.length > 0 ? texts('maskedNote', { what: masked.join(', ') }) : null}
      photos={
        <ClaimPhotos photos={message.photos} alt={(n) => texts('photoAlt', { n })} testId="message-photos" />
      }
      words={{
        read: texts('read'),
        reported: texts('reported'),
        report: texts('report'),
        reportMessage: (n) => texts('reportMessage', { n }),
      }}
      onReport={onReport}
    >
      {children}
    </MessageBubble>
  );
}
