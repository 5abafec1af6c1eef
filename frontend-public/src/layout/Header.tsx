import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Toolbar from '@mui/material/Toolbar';
import MenuIcon from '@mui/icons-material/Menu';
import { Suspense, useState } from 'react';
import { useLanguage } from '../i18n/useLanguage.ts';
import { HEADER_HEIGHT } from '../theme/theme.ts';
import { AccountMenu } from './AccountMenu.tsx';
import { BrandLink } from './BrandLink.tsx';
import { CurrencyPicker } from './CurrencyPicker.tsx';
import { DesktopNav } from './DesktopNav.tsx';
import { LanguagePicker } from './LanguagePicker.tsx';
import { loadMobileMenu, MobileMenu } from './lazyHeaderMenus.ts';
import { UnreadDot } from './UnreadDot.tsx';
import { useUnreadMessages } from './useUnreadMessages.ts';

export function Header() {
  const { t } = useLanguage();
  const [mobileMenuOpen, setMobileMenuOpen] = useState(false);
  const [mobileMenuLoaded, setMobileMenuLoaded] = useState(false);
  const unread = useUnreadMessages();
  const openMobileMenu = () => {
    setMobileMenuOpen(true);
    setMobileMenuLoaded(true);
  };

  return (
    <AppBar
      position="fixed"
      elevation={0}
      sx={{
        backgroundColor: 'rgba(11, 11, 13, 0.86)',
        backdropFilter: 'saturate(140%) blur(14px)',
        borderBottom: '1px solid',
        borderColor: 'divider',
      }}
    >
      <Toolbar sx={{ minHeight: HEADER_HEIGHT, gap: 2, px: { xs: 2, md: 4 } }} disableGutters>
        <BrandLink />
        <DesktopNav />
        <Box sx={{ display: { xs: 'none', lg: 'flex' }, alignItems: 'center', gap: 1 }}>
          <CurrencyPicker />
          <LanguagePicker />
          <AccountMenu />
        </Box>
        <IconButton
          data-testid="mobile-menu-button"
          aria-label={
            unread > 0 ? `${t.header.openMenu}, ${t.header.unreadMessages(unread)}` : t.header.openMenu
          }
          aria-haspopup="dialog"
          aria-expanded={mobileMenuOpen}
          aria-controls={mobileMenuOpen ? 'mobile-menu' : undefined}
          onClick={openMobileMenu}
          onPointerEnter={loadMobileMenu}
          onFocus={loadMobileMenu}
          sx={{ display: { xs: 'inline-flex', lg: 'none' }, ml: 'auto', color: 'text.primary' }}
        >
          <MenuIcon />
          <UnreadDot count={unread} />
        </IconButton>
      </Toolbar>
      {mobileMenuLoaded && (
        <Suspense fallback={null}>
          <MobileMenu open={mobileMenuOpen} onClose={() => setMobileMenuOpen(false)} unread={unread} />
        </Suspense>
      )}
    </AppBar>
  );
}
