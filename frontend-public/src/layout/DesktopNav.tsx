import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { NavLink } from 'react-router-dom';
import { useLanguage } from '../i18n/useLanguage.ts';
import { GOLD, GOLD_LIGHT } from '../theme/theme.ts';
import { useAccount } from '../account/useAccount.ts';
import { navItemsFor } from './navItems.ts';

export function DesktopNav() {
  const { t } = useLanguage();
  const { data: account } = useAccount();
  return (
    <Box
      component="nav"
      aria-label={t.nav.mainNavigation}
      sx={{ display: { xs: 'none', lg: 'block' }, mx: 'auto' }}
    >
      <Box component="ul" sx={{ display: 'flex', gap: 0.25, listStyle: 'none', m: 0, p: 0 }}>
        {navItemsFor(Boolean(account)).map((item) => (
          <li key={item.id}>
            <Button
              component={NavLink}
              to={item.to}
              end={item.end}
              data-testid={`nav-${item.id}`}
              sx={{
                position: 'relative',
                color: 'text.secondary',
                fontWeight: 500,
                fontSize: '0.9rem',
                letterSpacing: '0.02em',
                textTransform: 'none',
                px: 1.25,
                whiteSpace: 'nowrap',
                '&:hover': { color: 'text.primary', backgroundColor: 'transparent' },
                '&[aria-current="page"]': { color: GOLD_LIGHT },
                '&[aria-current="page"]::after': {
                  content: '""',
                  position: 'absolute',
                  left: 10,
                  right: 10,
                  bottom: 2,
                  height: '1px',
                  backgroundColor: GOLD,
                },
              }}
            >
              {t.nav[item.id]}
            </Button>
          </li>
        ))}
      </Box>
    </Box>
  );
}
