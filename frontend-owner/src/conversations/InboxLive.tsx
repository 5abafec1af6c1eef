import { LiveAnnouncer } from '@grandtour/shared/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslate } from 'react-admin';
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
    <LiveAnnouncer
      text={received ? translate('app.conversations.newMessage', { name, text: received.message.text }) : ''}
      connected={connected}
    />
  );
}
