import Forum from '@mui/icons-material/Forum';
import Badge from '@mui/material/Badge';
import { Menu, useTranslate } from 'react-admin';
import { useUnreadTotal } from './useUnreadTotal.ts';

/** "Messages" in the menu, with how many customers' messages are unread (kept live by the stream). */
export function InboxMenuItem() {
  const translate = useTranslate();
  const unread = useUnreadTotal();
  const label = translate('app.conversations.menu');
  return (
    <Menu.Item
      to="/conversations"
      data-testid="menu-conversations"
      primaryText={label}
      // The badge is drawn for the eyes; the name says the count in words.
      aria-label={
        unread > 0 ? `${label}, ${translate('app.conversations.menuUnread', { smart_count: unread })}` : label
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
