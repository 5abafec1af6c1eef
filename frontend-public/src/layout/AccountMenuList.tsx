import Divider from '@mui/material/Divider';
import ListItemIcon from '@mui/material/ListItemIcon';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Typography from '@mui/material/Typography';
import DashboardIcon from '@mui/icons-material/Dashboard';
import BadgeIcon from '@mui/icons-material/Badge';
import FolderSharedIcon from '@mui/icons-material/FolderShared';
import EventNoteIcon from '@mui/icons-material/EventNote';
import ChatBubbleOutlineIcon from '@mui/icons-material/ChatBubbleOutlineOutlined';
import LoginIcon from '@mui/icons-material/Login';
import LogoutIcon from '@mui/icons-material/Logout';
import PersonAddIcon from '@mui/icons-material/PersonAdd';
import type { Account } from '@grandtour/shared';
import { Link as RouterLink } from 'react-router-dom';
import { useSignOut } from '../account/useSignOut.ts';
import { useLanguage } from '../i18n/useLanguage.ts';
import { menuPlacement, type AnchoredMenuProps } from './menuProps.ts';

/** A visitor is offered to create an account or sign in; a signed-in user sees who they are and can sign out. */
export function AccountMenuList({
  anchorEl,
  open,
  onClose,
  account,
  unread,
}: AnchoredMenuProps & { account: Account | null; unread: number }) {
  const { t } = useLanguage();
  const { signOut, isSigningOut } = useSignOut();
  // Guests who asked an owner something have conversations too.
  const messages = (
    <MenuItem
      key="messages"
      component={RouterLink}
      to="/messages"
      onClick={onClose}
      data-testid="account-messages"
    >
      <ListItemIcon>
        <ChatBubbleOutlineIcon fontSize="small" />
      </ListItemIcon>
      {unread > 0 ? t.header.unreadMessages(unread) : t.header.messages}
    </MenuItem>
  );
  const entries = account
    ? [
        <Typography
          key="who"
          component="li"
          variant="body2"
          data-testid="account-signed-in-as"
          sx={{ px: 2, py: 1, color: 'text.secondary' }}
        >
          {t.account.menu.signedInAs(`${account.firstName} ${account.lastName}`)}
        </Typography>,
        <Divider key="divider" />,
        account.userType === 'owner' ? (
          // The back office is another application: a full page load.
          <MenuItem key="dashboard" component="a" href="/owner-dashboard" data-testid="account-dashboard">
            <ListItemIcon>
              <DashboardIcon fontSize="small" />
            </ListItemIcon>
            {t.account.menu.dashboard}
          </MenuItem>
        ) : null,
        messages,
        <MenuItem key="bookings" component={RouterLink} to="/reservations" onClick={onClose}>
          <ListItemIcon>
            <EventNoteIcon fontSize="small" />
          </ListItemIcon>
          {t.account.menu.reservations}
        </MenuItem>,
        <MenuItem
          key="documents"
          component={RouterLink}
          to="/account/documents"
          onClick={onClose}
          data-testid="account-documents"
        >
          <ListItemIcon>
            <BadgeIcon fontSize="small" />
          </ListItemIcon>
          {t.account.menu.documents}
        </MenuItem>,
        <MenuItem
          key="my-data"
          component={RouterLink}
          to="/account/data"
          onClick={onClose}
          data-testid="account-my-data"
        >
          <ListItemIcon>
            <FolderSharedIcon fontSize="small" />
          </ListItemIcon>
          {t.account.menu.myData}
        </MenuItem>,
        <MenuItem
          key="sign-out"
          disabled={isSigningOut}
          onClick={() => {
            onClose();
            signOut();
          }}
          data-testid="account-sign-out"
        >
          <ListItemIcon>
            <LogoutIcon fontSize="small" />
          </ListItemIcon>
          {t.account.menu.signOut}
        </MenuItem>,
      ]
    : [
        messages,
        <MenuItem
          key="create"
          component={RouterLink}
          to="/register"
          onClick={onClose}
          data-testid="account-create"
        >
          <ListItemIcon>
            <PersonAddIcon fontSize="small" />
          </ListItemIcon>
          {t.header.createAccount}
        </MenuItem>,
        <MenuItem
          key="login"
          component={RouterLink}
          to="/login"
          onClick={onClose}
          data-testid="account-login"
        >
          <ListItemIcon>
            <LoginIcon fontSize="small" />
          </ListItemIcon>
          {t.header.login}
        </MenuItem>,
      ];
  return (
    <Menu
      id="account-menu"
      anchorEl={anchorEl}
      open={open}
      onClose={onClose}
      {...menuPlacement}
      slotProps={{ list: { 'aria-labelledby': 'account-menu-button' } }}
    >
      {entries}
    </Menu>
  );
}
