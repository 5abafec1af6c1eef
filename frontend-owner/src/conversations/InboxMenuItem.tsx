import Forum from '@mui/icons-material/Forum';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import { Menu, useTranslate } from 'react-admin';
import { visuallyHidden } from '../common/visuallyHidden.ts';
import { useUnreadTotal } from './useUnreadTotal.ts';

/** "Messages" in the menu, with how many customers' messages are unread (kept live by the stream). */
export function InboxMenuItem() {
  const translate = useTranslate();
  const unread = useUnreadTotal();
  return (
    <Menu.Item
      to="/conversations"
      data-testid="menu-conversations"
      primaryText={
        <>
          {translate('app.conversations.menu')}
          {unread > 0 && (
            <Box component="span" sx={visuallyHidden}>
              {`, ${translate('app.conversations.menuUnread', { smart_count: unread })}`}
            </Box>
          )}
        </>
      }
      leftIcon={
        <Badge
          badgeContent={unread}
          color="primary"
          max={99}
          aria-hidden
          slotProps={{ badge: { 'data-testid': 'inbox-unread-badge' } as object }}
        >
          <Forum />
        </Badge>
      }
    />
  );
}
