import ListItemIcon from '@mui/material/ListItemIcon';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import LoginIcon from '@mui/icons-material/Login';
import PersonAddIcon from '@mui/icons-material/PersonAdd';
import { Link as RouterLink } from 'react-router-dom';
import { useLanguage } from '../i18n/useLanguage.ts';
import { menuPlacement, type AnchoredMenuProps } from './menuProps.ts';

export function AccountMenuList({ anchorEl, open, onClose }: AnchoredMenuProps) {
  const { t } = useLanguage();
  return (
    <Menu
      id="account-menu"
      anchorEl={anchorEl}
      open={open}
      onClose={onClose}
      {...menuPlacement}
      slotProps={{ list: { 'aria-labelledby': 'account-menu-button' } }}
    >
      <MenuItem component={RouterLink} to="/register" onClick={onClose} data-testid="account-create">
        <ListItemIcon>
          <PersonAddIcon fontSize="small" />
        </ListItemIcon>
        {t.header.createAccount}
      </MenuItem>
      <MenuItem component={RouterLink} to="/login" onClick={onClose} data-testid="account-login">
        <ListItemIcon>
          <LoginIcon fontSize="small" />
        </ListItemIcon>
        {t.header.login}
      </MenuItem>
    </Menu>
  );
}
