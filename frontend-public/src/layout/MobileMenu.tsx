import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import CloseIcon from '@mui/icons-material/Close';
import { NavLink } from 'react-router-dom';
import { useAccount } from '../account/useAccount.ts';
import { useSignOut } from '../account/useSignOut.ts';
import {
  CURRENCIES,
  LANGUAGES,
  LANGUAGE_NAMES,
  type CurrencyCode,
  type LanguageCode,
} from '@grandtour/shared';
import { useCurrency } from '../currency/useCurrency.ts';
import { useLanguage } from '../i18n/useLanguage.ts';
import { GOLD_LIGHT } from '../theme/theme.ts';
import { BrandLink } from './BrandLink.tsx';
import { MobileChoiceGroup, type Choice } from './MobileChoiceGroup.tsx';
import { navItemsFor } from './navItems.ts';

// Spec §2: the small-screen menu offers every currency except AED.
const MOBILE_CURRENCIES = CURRENCIES.filter((code) => code !== 'AED');

const languageChoices: Choice<LanguageCode>[] = LANGUAGES.map((code) => ({
  value: code,
  label: LANGUAGE_NAMES[code],
  testId: `mobile-language-option-${code}`,
  lang: code,
}));

const currencyChoices: Choice<CurrencyCode>[] = MOBILE_CURRENCIES.map((code) => ({
  value: code,
  label: code,
  testId: `mobile-currency-option-${code}`,
}));

const linkSx = {
  py: 1.25,
  fontSize: '1.05rem',
  '&[aria-current="page"]': { color: GOLD_LIGHT, borderLeft: '2px solid', borderColor: 'primary.main' },
} as const;

interface MobileMenuProps {
  open: boolean;
  onClose: () => void;
  /** Owners' messages not read yet. */
  unread: number;
}

export function MobileMenu({ open, onClose, unread }: MobileMenuProps) {
  const { t, language, setLanguage } = useLanguage();
  const { currency, setCurrency } = useCurrency();
  const account = useAccount().data ?? null;
  const { signOut, isSigningOut } = useSignOut();

  return (
    <Drawer
      anchor="right"
      open={open}
      onClose={onClose}
      data-testid="mobile-menu"
      slotProps={{ paper: { id: 'mobile-menu', sx: { width: 'min(340px, 88vw)' } } }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', px: 2, py: 1.5 }}>
        <BrandLink onClick={onClose} />
        <IconButton aria-label={t.header.closeMenu} onClick={onClose} data-testid="mobile-menu-close">
          <CloseIcon />
        </IconButton>
      </Box>
      <Divider />
      <Box component="nav" aria-label={t.nav.mainNavigation}>
        <List>
          {navItemsFor(Boolean(account)).map((item) => (
            <ListItemButton
              key={item.id}
              component={NavLink}
              to={item.to}
              end={item.end}
              onClick={onClose}
              data-testid={`mobile-nav-${item.id}`}
              sx={linkSx}
            >
              {t.nav[item.id]}
            </ListItemButton>
          ))}
        </List>
      </Box>
      <Divider />
      <MobileChoiceGroup
        title={t.header.language}
        choices={languageChoices}
        selected={language}
        onChoose={(code) => {
          setLanguage(code);
          onClose();
        }}
      />
      <MobileChoiceGroup
        title={t.header.currency}
        choices={currencyChoices}
        selected={currency}
        onChoose={(code) => {
          setCurrency(code);
          onClose();
        }}
      />
      <Divider />
      <List>
        <ListItemButton
          component={NavLink}
          to="/messages"
          onClick={onClose}
          data-testid="mobile-account-messages"
          sx={linkSx}
        >
          {unread > 0 ? t.header.unreadMessages(unread) : t.header.messages}
        </ListItemButton>
        {account ? (
          <>
            <ListItemButton
              component={NavLink}
              to="/account/documents"
              onClick={onClose}
              data-testid="mobile-account-documents"
              sx={linkSx}
            >
              {t.account.menu.documents}
            </ListItemButton>
            <ListItemButton
              component={NavLink}
              to="/account/data"
              onClick={onClose}
              data-testid="mobile-account-my-data"
              sx={linkSx}
            >
              {t.account.menu.myData}
            </ListItemButton>
            <ListItemButton
              disabled={isSigningOut}
              onClick={() => {
                onClose();
                signOut();
              }}
              data-testid="mobile-account-sign-out"
            >
              {`${t.account.menu.signOut} (${account.firstName} ${account.lastName})`}
            </ListItemButton>
          </>
        ) : (
          <>
            <ListItemButton
              component={NavLink}
              to="/register"
              onClick={onClose}
              data-testid="mobile-account-create"
            >
              {t.header.createAccount}
            </ListItemButton>
            <ListItemButton
              component={NavLink}
              to="/login"
              onClick={onClose}
              data-testid="mobile-account-login"
            >
              {t.header.login}
            </ListItemButton>
          </>
        )}
      </List>
    </Drawer>
  );
}
