import { MessageList, useMarkReadWhenSeen } from '@grandtour/shared/ui';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ConversationThread, Message } from '@grandtour/shared';
import { useQueryClient } from '@tanstack/react-query';
import { lazy, useState } from 'react';
import { DialogSuspense } from '../common/DialogSuspense.tsx';
import { applyReportedMessage, applySummary } from './applyToCaches.ts';
import { MessageComposer, type SendMessage } from './MessageComposer.tsx';
import { MessageItem } from './MessageItem.tsx';
import { markRead } from './messagesApi.ts';
import type { MessagesTexts } from '../i18n/messages/fr.ts';
import { useShownPersonal } from '../i18n/useShownPersonal.ts';

const ReportMessageDialog = lazy(() =>
  import('./ReportMessageDialog.tsx').then((module) => ({ default: module.ReportMessageDialog })),
);

/** A conversation's messages, oldest first, and the composer under them (a booking's before its first message). */
export function ConversationThreadPanel({
  thread,
  texts,
  send,
  onSent,
}: {
  thread: ConversationThread | null;
  texts: MessagesTexts;
  send: SendMessage;
  onSent: (message: Message) => void;
}) {
  const client = useQueryClient();
  const [reporting, setReporting] = useState<Message | null>(null);
  useMarkReadWhenSeen(thread, markRead, (summary) => applySummary(client, summary));
  const shown = useShownPersonal();
  const counterpart = shown(thread?.counterpartName || texts.ownerFallback);
  return (
    <Box data-testid="message-thread" data-conversation-id={thread?.id}>
      {!thread || thread.messages.length === 0 ? (
        <Typography sx={{ color: 'text.secondary' }}>{texts.noMessageYet}</Typography>
      ) : (
        <MessageList>
          {thread.messages.map((message) => (
            <MessageItem
              key={message.id}
              message={message}
              counterpartName={counterpart}
              readByOtherUpToSeq={thread.readByOtherUpToSeq}
              texts={texts}
              onReport={setReporting}
            />
          ))}
        </MessageList>
      )}
      <MessageComposer texts={texts} send={send} onSent={onSent} />
      {reporting && (
        <DialogSuspense>
          <ReportMessageDialog
            message={reporting}
            texts={texts}
            onClose={() => setReporting(null)}
            onReported={(reported) => applyReportedMessage(client, reported)}
          />
        </DialogSuspense>
      )}
    </Box>
  );
}
