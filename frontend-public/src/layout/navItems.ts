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
