import Box from '@mui/material/Box';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslate } from 'react-admin';
import { visuallyHidden } from '../common/visuallyHidden.ts';
import { counterpartNameOf } from './applyToCaches.ts';
import { useOwnerMessageStream } from './useOwnerMessageStream.ts';

/**
 * The owner's live stream, opened once for the whole back office, and the polite region that says each customer's
 * new message aloud to screen readers without moving the focus.
 */
export function InboxLive() {
  const translate = useTranslate();
  const client = useQueryClient();
  const { received, connected } = useOwnerMessageStream();
  const name =
    received &&
    (counterpartNameOf(client, received.conversationId) ?? translate('app.conversations.customerFallback'));
  return (
    <Box
      role="status"
      aria-live="polite"
      data-testid="messages-live"
      data-connected={connected}
      sx={visuallyHidden}
    >
      {received && translate('app.conversations.newMessage', { name, text: received.message.text })}
    </Box>
  );
}
