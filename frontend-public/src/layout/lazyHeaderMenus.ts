import { lazy } from 'react';
import { withTexts } from '../i18n/dictionary.ts';

// The header's popups (menus, drawer) pull in MUI's modal machinery; they load on first use, or on hover/focus
// of their button, to keep it out of the initial bundle.
export const loadCurrencyMenu = () => import('./CurrencyMenu.tsx');
export const loadLanguageMenu = () => import('./LanguageMenu.tsx');
export const loadAccountMenuList = () => withTexts(['account'], () => import('./AccountMenuList.tsx'));
export const loadMobileMenu = () => withTexts(['account'], () => import('./MobileMenu.tsx'));

export const CurrencyMenu = lazy(() =>
  loadCurrencyMenu().then((module) => ({ default: module.CurrencyMenu })),
);
export const LanguageMenu = lazy(() =>
  loadLanguageMenu().then((module) => ({ default: module.LanguageMenu })),
);
export const AccountMenuList = lazy(() =>
  loadAccountMenuList().then((module) => ({ default: module.AccountMenuList })),
);
export const MobileMenu = lazy(() => loadMobileMenu().then((module) => ({ default: module.MobileMenu })));
