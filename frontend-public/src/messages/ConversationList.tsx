import { visuallyHidden } from '@grandtour/shared/ui';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ConversationSummary } from '@grandtour/shared';
import { Link as RouterLink } from 'react-router-dom';
import { useParisDateTime } from '../i18n/useParisDateTime.ts';
import { useShownPersonal } from '../i18n/useShownPersonal.ts';
import type { MessagesTexts } from '../i18n/messages/fr.ts';

/** The customer's conversations, latest activity first: the car, the owner, the last message, what is unread. */
export function ConversationList({
  conversations,
  texts,
}: {
  conversations: readonly ConversationSummary[];
  texts: MessagesTexts;
}) {
  const dateTime = useParisDateTime('medium');
  const shown = useShownPersonal();
  if (conversations.length === 0)
    return (
      <Typography sx={{ color: 'text.secondary' }} data-testid="conversations-empty">
        {texts.empty}
      </Typography>
    );
  return (
    <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1.5 }}>
      {conversations.map((conversation) => (
        <li key={conversation.id}>
          <Box
            component={RouterLink}
            to={`/messages/${conversation.id}`}
            data-testid="conversation-row"
            data-unread={conversation.unreadCount}
            sx={{
              display: 'grid',
              gridTemplateColumns: 'minmax(0, 1fr) auto',
              gap: 1,
              p: 2,
              borderRadius: 1.5,
              border: '1px solid',
              borderColor: conversation.unreadCount > 0 ? 'primary.main' : 'divider',
              color: 'inherit',
              textDecoration: 'none',
              '&:hover, &:focus-visible': { bgcolor: 'action.hover' },
            }}
          >
            <Box sx={{ minWidth: 0 }}>
              <Typography sx={{ fontWeight: 600 }} component="h2" variant="body1">
                {conversation.carName}
              </Typography>
              <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                {shown(conversation.counterpartName || texts.ownerFallback)} ·{' '}
                {conversation.kind === 'inquiry' ? texts.inquiry : texts.booking}
              </Typography>
              {conversation.lastMessage && (
                <Typography
                  variant="body2"
                  data-testid="conversation-last-message"
                  sx={{ mt: 0.5, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}
                >
                  {conversation.lastMessage.author === 'customer' ? texts.youPrefix : ''}
                  {shown(conversation.lastMessage.text)}
                </Typography>
              )}
            </Box>
            <Box sx={{ textAlign: 'right' }}>
              {conversation.lastMessage && (
                <Typography variant="caption" component="p" sx={{ color: 'text.secondary' }}>
                  {dateTime(conversation.lastMessage.postedAt)}
                </Typography>
              )}
              {conversation.unreadCount > 0 && (
                <Box
                  component="span"
                  data-testid="conversation-unread"
                  sx={{
                    display: 'inline-block',
                    mt: 0.5,
                    minWidth: 24,
                    px: 0.75,
                    borderRadius: 12,
                    bgcolor: 'primary.main',
                    color: '#0a0a0c',
                    fontWeight: 700,
                    fontSize: '0.8rem',
                    textAlign: 'center',
                  }}
                >
                  <span aria-hidden>{conversation.unreadCount}</span>
                  <Box component="span" sx={visuallyHidden}>
                    {texts.unread(conversation.unreadCount)}
                  </Box>
                </Box>
              )}
            </Box>
          </Box>
        </li>
      ))}
    </Box>
  );
}
