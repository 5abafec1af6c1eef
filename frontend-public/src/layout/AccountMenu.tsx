import IconButton from '@mui/material/IconButton';
import AccountCircleIcon from '@mui/icons-material/AccountCircle';
import { Suspense } from 'react';
import { useLanguage } from '../i18n/useLanguage.ts';
import { AccountMenuList, loadAccountMenuList } from './lazyHeaderMenus.ts';
import { useMenuAnchor } from './useMenuAnchor.ts';

export function AccountMenu() {
  const { t } = useLanguage();
  const { anchorEl, isOpen, hasOpened, openMenu, closeMenu } = useMenuAnchor();

  return (
    <>
      <IconButton
        id="account-menu-button"
        data-testid="account-menu-button"
        aria-label={t.header.account}
        aria-haspopup="menu"
        aria-controls={isOpen ? 'account-menu' : undefined}
        aria-expanded={isOpen ? 'true' : undefined}
        onClick={openMenu}
        onPointerEnter={loadAccountMenuList}
        onFocus={loadAccountMenuList}
        sx={{ color: 'text.primary' }}
      >
        <AccountCircleIcon />
      </IconButton>
      {hasOpened && (
        <Suspense fallback={null}>
          <AccountMenuList anchorEl={anchorEl} open={isOpen} onClose={closeMenu} />
        </Suspense>
      )}
    </>
  );
}
