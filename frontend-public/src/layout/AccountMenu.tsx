import Avatar from '@mui/material/Avatar';
import IconButton from '@mui/material/IconButton';
import AccountCircleIcon from '@mui/icons-material/AccountCircle';
import { Suspense } from 'react';
import { useAccount } from '../account/useAccount.ts';
import { useLanguage } from '../i18n/useLanguage.ts';
import { AccountMenuList, loadAccountMenuList } from './lazyHeaderMenus.ts';
import { UnreadDot } from './UnreadDot.tsx';
import { useMenuAnchor } from './useMenuAnchor.ts';
import { useUnreadMessages } from './useUnreadMessages.ts';

export function AccountMenu() {
  const { t } = useLanguage();
  const { anchorEl, isOpen, hasOpened, openMenu, closeMenu } = useMenuAnchor();
  const account = useAccount().data ?? null;
  const name = account ? `${account.firstName} ${account.lastName}` : null;
  const unread = useUnreadMessages();
  const label = name ? `${t.header.account} (${name})` : t.header.account;

  return (
    <>
      <IconButton
        id="account-menu-button"
        data-testid="account-menu-button"
        aria-label={unread > 0 ? `${label}, ${t.header.unreadMessages(unread)}` : label}
        aria-haspopup="menu"
        aria-controls={isOpen ? 'account-menu' : undefined}
        aria-expanded={isOpen ? 'true' : undefined}
        onClick={openMenu}
        onPointerEnter={loadAccountMenuList}
        onFocus={loadAccountMenuList}
        sx={{ color: 'text.primary' }}
      >
        {account ? (
          <Avatar
            aria-hidden
            data-testid="account-avatar"
            sx={{ width: 30, height: 30, fontSize: '0.85rem', bgcolor: 'primary.main', color: '#0a0a0c' }}
          >
            {`${account.firstName[0] ?? ''}${account.lastName[0] ?? ''}`.toUpperCase()}
          </Avatar>
        ) : (
          <AccountCircleIcon />
        )}
        <UnreadDot count={unread} />
      </IconButton>
      {hasOpened && (
        <Suspense fallback={null}>
          <AccountMenuList
            anchorEl={anchorEl}
            open={isOpen}
            onClose={closeMenu}
            account={account}
            unread={unread}
          />
        </Suspense>
      )}
    </>
  );
}
