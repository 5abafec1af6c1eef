import DownloadIcon from '@mui/icons-material/Download';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import { forwardRef } from 'react';
import { AppBar, Logout, UserMenu, useTranslate, useUserMenu, type AppBarProps } from 'react-admin';
import { EraseMyDataMenuItem } from '../account/EraseMyDataMenuItem.tsx';

/**
 * Everything Grand Tour holds about the owner, as a ZIP (issue 25): a plain link, so the browser downloads it with the
 * session cookie as any file.
 */
const DownloadMyData = forwardRef<HTMLAnchorElement>(function DownloadMyData(props, ref) {
  const translate = useTranslate();
  const userMenu = useUserMenu();
  return (
    <MenuItem
      {...props}
      ref={ref}
      component="a"
      href="/api/account/data-export"
      download
      onClick={() => userMenu?.onClose()}
      data-testid="owner-download-my-data"
    >
      <ListItemIcon>
        <DownloadIcon fontSize="small" />
      </ListItemIcon>
      <ListItemText>{translate('app.downloadMyData')}</ListItemText>
    </MenuItem>
  );
});

/** react-admin's app bar, its user menu offering the owner's data, and its erasure, before signing out. */
export function OwnerAppBar(props: AppBarProps) {
  return (
    <AppBar
      {...props}
      userMenu={
        <UserMenu>
          <DownloadMyData />
          <EraseMyDataMenuItem />
          <Logout />
        </UserMenu>
      }
    />
  );
}
