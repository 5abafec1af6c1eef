import { LEGAL_PAGES } from './legal-pages.ts';

/**
 * The public site's pages, as react-router patterns. The server answers any other address with the site and a 404
 * status (the client shows its not-found page), so search engines and tools see a real "not found".
 */
export const PUBLIC_PAGES = [
  '/',
  '/search',
  '/car/:id',
  '/favorites',
  '/reservations',
  '/reservations/:id',
  '/compare',
  '/payment-method',
  '/payment',
  '/payment-success',
  '/paypal/demo-approve',
  '/register',
  '/login',
  '/contact',
  '/subscriptions',
  '/subscriptions/checkout',
  ...Object.values(LEGAL_PAGES),
] as const;

const PAGE_PATTERNS = PUBLIC_PAGES.map(
  (page) => new RegExp(`^${page.replace(/:[a-z]+/gi, '[^/]+')}/?$`, 'i'),
);

/** Whether a path (without its query) is one of the public pages. */
export function isPublicPage(path: string): boolean {
  return PAGE_PATTERNS.some((pattern) => pattern.test(path));
}
