import type { Dictionary } from '../i18n/dictionary.ts';

type NavLabelKey = Exclude<keyof Dictionary['nav'], 'mainNavigation' | 'brandHome'>;

export interface NavItem {
  id: NavLabelKey;
  to: string;
  /** Home is active only on an exact match; the others on a path prefix (spec §2). */
  end: boolean;
}

export const NAV_ITEMS: readonly NavItem[] = [
  { id: 'home', to: '/', end: true },
  { id: 'search', to: '/search', end: false },
  { id: 'favorites', to: '/favorites', end: false },
  { id: 'reservations', to: '/reservations', end: false },
  { id: 'subscriptions', to: '/subscriptions', end: false },
  { id: 'contact', to: '/contact', end: false },
  { id: 'register', to: '/register', end: false },
];

/** A signed-in visitor already has an account: the header stops offering to register. */
export const navItemsFor = (signedIn: boolean): readonly NavItem[] =>
  signedIn ? NAV_ITEMS.filter((item) => item.id !== 'register') : NAV_ITEMS;
