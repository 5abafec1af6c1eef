import type { Message } from '@grandtour/shared';
import { ReportMessageForm } from '@grandtour/shared/ui';
import { apiErrorOf } from '../api/HttpError.ts';
import { LightTextField } from '../common/LightTextField.tsx';
import { useLanguage } from '../i18n/useLanguage.ts';
import { reportMessage } from './messagesApi.ts';
import type { MessagesTexts } from '../i18n/messages/fr.ts';

/** "Signaler": a reason and, if the customer wants, a note; the administrators then read the thread. */
export function ReportMessageDialog({
  message,
  texts,
  onClose,
  onReported,
}: {
  message: Message;
  texts: MessagesTexts;
  onClose: () => void;
  onReported: (message: Message) => void;
}) {
  const { language } = useLanguage();
  return (
    <ReportMessageForm
      message={message}
      words={{ ...texts, reportError: texts.sendError }}
      TextField={LightTextField}
      report={(reported, reason, note) => reportMessage(reported, reason, note, language)}
      errorMessage={(error) => apiErrorOf(error)?.message}
      onClose={onClose}
      onReported={onReported}
    />
  );
}
