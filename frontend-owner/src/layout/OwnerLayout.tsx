import PaymentsIcon from '@mui/icons-material/Payments';
import SecurityIcon from '@mui/icons-material/Security';
import { ThemeProvider, type Theme } from '@mui/material/styles';
import { useCallback } from 'react';
import { Layout, Menu, useTranslate, type LayoutProps, type MenuProps } from 'react-admin';
import { InboxLive } from '../conversations/InboxLive.tsx';
import { InboxMenuItem } from '../conversations/InboxMenuItem.tsx';
import { OwnerAppBar } from './OwnerUserMenu.tsx';

// react-admin's menu puts its links (<a role="menuitem">) straight into a <ul>, which HTML forbids: a <div> keeps
// the menu role without the list.
// The resources (Messages with its unread count), then the Paiements and Sécurité pages (issue 21).
function OwnerMenu(props: MenuProps) {
  const translate = useTranslate();
  return (
    <Menu {...props} component="div">
      <Menu.DashboardItem />
      <Menu.ResourceItem name="cars" />
      <Menu.ResourceItem name="bookings" />
      <InboxMenuItem />
      <Menu.ResourceItem name="reviews" />
      <Menu.Item to="/payouts" primaryText={translate('payments.menu')} leftIcon={<PaymentsIcon />} />
      <Menu.Item to="/security" primaryText={translate('security.menu')} leftIcon={<SecurityIcon />} />
    </Menu>
  );
}

// react-admin's layout is at least as wide as its content's widest line (min-width: fit-content, and a flex item's
// default min-width): on a phone the calendar's grid and the tabs widened the page to 460 px. The screen's width wins.
const fitTheScreen = { minWidth: 0, '& .RaLayout-content': { minWidth: 0 } };

/**
 * react-admin's layout with that menu, whose spinners (the app bar's loading indicator, saving, loading lists) are named in the
 * back office's language: an unnamed progressbar fails WCAG 4.1.2, and react-admin draws them without a name.
 */
export function OwnerLayout(props: LayoutProps) {
  const translate = useTranslate();
  const label = translate('ra.page.loading');
  const namedProgress = useCallback(
    (outer: Theme): Theme => ({
      ...outer,
      components: {
        ...outer.components,
        MuiCircularProgress: {
          ...outer.components?.MuiCircularProgress,
          defaultProps: { ...outer.components?.MuiCircularProgress?.defaultProps, 'aria-label': label },
        },
        MuiLinearProgress: {
          ...outer.components?.MuiLinearProgress,
          defaultProps: { ...outer.components?.MuiLinearProgress?.defaultProps, 'aria-label': label },
        },
      },
    }),
    [label],
  );
  return (
    <ThemeProvider theme={namedProgress}>
      <InboxLive />
      <Layout {...props} appBar={OwnerAppBar} menu={OwnerMenu} sx={fitTheScreen} />
    </ThemeProvider>
  );
}
