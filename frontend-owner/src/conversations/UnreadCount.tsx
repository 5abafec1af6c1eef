import Chip from '@mui/material/Chip';
import type { ConversationSummary } from '@grandtour/shared';
import { useTranslate } from 'react-admin';

/** The conversation's unread count as a gold chip with its words; nothing once read (the row's weight says so too). */
export function UnreadCount({ conversation }: { conversation: ConversationSummary }) {
  const translate = useTranslate();
  const count = conversation.unreadCount;
  return (
    <span data-testid="conversation-unread" data-unread={count}>
      {count > 0 && (
        <Chip
          size="small"
          color="primary"
          label={translate('app.conversations.unread', { smart_count: count })}
        />
      )}
    </span>
  );
}
