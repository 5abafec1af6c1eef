import { MessageList, useMarkReadWhenSeen } from '@grandtour/shared/ui';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { isReadByOtherSide, type ConversationThread, type Message } from '@grandtour/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useDataProvider, useTranslate } from 'react-admin';
import type { OwnerDataProvider } from '../dataProvider/dataProvider.ts';
import { applyMessage, applyReportedMessage, applySummary, refetchInbox } from './applyToCaches.ts';
import { MessageComposer } from './MessageComposer.tsx';
import { MessageItem } from './MessageItem.tsx';
import { ReportMessageDialog } from './ReportMessageDialog.tsx';

/** The messages, oldest first, with "Lu" on the owner's once read, and the composer under them; read when seen. */
export function ConversationThreadPanel({ thread }: { thread: ConversationThread }) {
  const translate = useTranslate();
  const client = useQueryClient();
  const [reporting, setReporting] = useState<Message | null>(null);
  const dataProvider = useDataProvider<OwnerDataProvider>();
  useMarkReadWhenSeen(
    thread,
    (id, upToSeq) => dataProvider.markConversationRead(id, upToSeq),
    (summary) => applySummary(client, summary),
  );
  const sent = (message: Message) => {
    if (applyMessage(client, message)) void refetchInbox(client);
  };
  return (
    <Box data-testid="message-thread" data-conversation-id={thread.id}>
      {thread.masking && (
        <Alert severity="info" data-testid="masking-note" sx={{ mb: 2 }}>
          {translate('app.conversations.maskingNote')}
        </Alert>
      )}
      {thread.messages.length === 0 ? (
        <Typography sx={{ color: 'text.secondary' }}>
          {translate('app.conversations.noMessageYet')}
        </Typography>
      ) : (
        <MessageList>
          {thread.messages.map((message) => (
            <MessageItem
              key={message.id}
              message={message}
              mine={message.author === 'owner'}
              author={
                message.author === 'owner' ? translate('app.conversations.you') : thread.counterpartName
              }
              read={isReadByOtherSide('owner', message, thread.readByOtherUpToSeq)}
              onReport={setReporting}
            />
          ))}
        </MessageList>
      )}
      <MessageComposer to={{ conversationId: thread.id }} onSent={sent} />
      {reporting && (
        <ReportMessageDialog
          message={reporting}
          onClose={() => setReporting(null)}
          onReported={(reported) => applyReportedMessage(client, reported)}
        />
      )}
    </Box>
  );
}
