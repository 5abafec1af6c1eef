import { isReadByOtherSide, type Message } from '@grandtour/shared';
import { MessageBubble } from '@grandtour/shared/ui';
import { ClaimPhotoGrid } from '../booking-details/claims/ClaimPhotoGrid.tsx';
import { useParisDateTime } from '../i18n/useParisDateTime.ts';
import { useShownPersonal } from '../i18n/useShownPersonal.ts';
import { joinWords } from './joinWords.ts';
import type { MessagesTexts } from '../i18n/messages/fr.ts';

/** One message: the customer's on the right with its "Lu" mark, the owner's on the left with "Signaler". */
export function MessageItem({
  message,
  counterpartName,
  readByOtherUpToSeq,
  texts,
  onReport,
}: {
  message: Message;
  counterpartName: string;
  readByOtherUpToSeq: number;
  texts: MessagesTexts;
  /** Absent where reporting is not offered (the question just sent). */
  onReport?: (message: Message) => void;
}) {
  const dateTime = useParisDateTime('medium');
  const shown = useShownPersonal();
  const mine = message.author === 'customer';
  const masked = message.masked.map((kind) => texts.maskedKinds[kind]);
  return (
    <MessageBubble
      message={{ ...message, text: shown(message.text) }}
      author={mine ? texts.you : counterpartName}
      mine={mine}
      read={isReadByOtherSide('customer', message, readByOtherUpToSeq)}
      postedAt={dateTime(message.postedAt)}
      maskedNote={masked.length > 0 ? texts.maskedNote(joinWords(masked, texts.and)) : null}
      photos={<ClaimPhotoGrid photos={message.photos} alt={texts.photoAlt} testId="message-photos" />}
      words={texts}
      onReport={onReport}
    />
  );
}
