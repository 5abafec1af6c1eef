import Forum from '@mui/icons-material/Forum';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { Message, OwnerBookingDetail } from '@grandtour/shared';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useDataProvider, useRecordContext, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import type { OwnerDataProvider } from '../dataProvider/dataProvider.ts';
import { applyMessage, bookingThreadKey } from './applyToCaches.ts';
import { lastMessageText } from './lastMessageText.ts';
import { MessageComposer } from './MessageComposer.tsx';
import { UnreadCount } from './UnreadCount.tsx';

/**
 * "Messages" on the owner's booking (issue 24): the way to its conversation, with what is unread and the last message;
 * before anybody wrote, a composer whose first message starts it.
 */
export function BookingMessagesPanel() {
  const booking = useRecordContext<OwnerBookingDetail>();
  const translate = useTranslate();
  const client = useQueryClient();
  const dataProvider = useDataProvider<OwnerDataProvider>();
  const bookingId = booking?.id ?? '';
  const thread = useQuery({
    queryKey: bookingThreadKey(bookingId),
    queryFn: () => dataProvider.getBookingConversation(bookingId),
    enabled: Boolean(booking),
  });
  if (!booking || !thread.isSuccess) return null;
  const started = (message: Message) => {
    applyMessage(client, message);
    void client.invalidateQueries({ queryKey: bookingThreadKey(bookingId) });
  };
  const conversation = thread.data;
  return (
    <Box
      component="section"
      aria-labelledby="booking-messages-title"
      sx={{ px: 2, pb: 2, minWidth: 0 }}
      data-testid="booking-messages"
    >
      <Typography id="booking-messages-title" variant="h6" component="h2">
        {translate('app.conversations.panel.title')}
      </Typography>
      {conversation ? (
        <>
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {translate('app.conversations.panel.count', { smart_count: conversation.messages.length })}
          </Typography>
          <Typography
            variant="body2"
            sx={{ my: 0.5, overflowWrap: 'anywhere' }}
            data-testid="booking-messages-last"
          >
            {lastMessageText(conversation, translate('app.conversations.youPrefix'))}
          </Typography>
          <UnreadCount conversation={conversation} />
          <Box>
            <Button
              component={Link}
              to={`/conversations/${conversation.id}/show`}
              variant="outlined"
              startIcon={<Forum aria-hidden />}
              sx={{ mt: 1 }}
              data-testid="booking-open-conversation"
            >
              {translate('app.conversations.panel.open')}
            </Button>
          </Box>
        </>
      ) : (
        <>
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {translate('app.conversations.panel.intro')}
          </Typography>
          <MessageComposer to={{ bookingId }} onSent={started} />
        </>
      )}
    </Box>
  );
}
