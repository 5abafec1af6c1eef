import { describe, expect, it } from 'vitest';
import { isPublicPage } from './public-pages.ts';

describe('isPublicPage', () => {
  it('knows the pages, with their parameters and an optional trailing slash', () => {
    for (const path of [
      '/',
      '/search',
      '/search/',
      '/car/3f1c',
      '/reservations/6f1c2a8e-3f43-4e0b-9a55-4b8c1d2e3f40',
      '/compare',
      '/paypal/demo-approve',
      '/subscriptions',
      '/subscriptions/checkout',
      '/legal/terms',
      '/legal/accessibility/',
      '/privacy',
    ])
      expect(isPublicPage(path), path).toBe(true);
  });

  it('refuses everything else, including deeper paths under a page', () => {
    for (const path of [
      '/nowhere',
      '/car',
      '/car/1/2',
      '/searching',
      '/favorites/x',
      '/reservations/x/y',
      '//search',
      '/subscriptions/x',
      '/legal',
      '/legal/anything',
      '/privacy/x',
    ])
      expect(isPublicPage(path), path).toBe(false);
  });
});
