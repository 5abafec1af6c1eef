import { isPublicPage, LEGAL_PAGES, PRIVACY_PAGE } from '@grandtour/shared';
import type { QueryClient } from '@tanstack/react-query';
import { matchPath } from 'react-router-dom';
import type { ApiFetch } from '../api/http.ts';
import { carQueryKey } from '../api/useCar.ts';
import { carReviewsQuery } from '../api/useCarReviews.ts';
import { featuredCarsQueryKey } from '../api/useCars.ts';
import { similarCarsQueryKey } from '../car/similarCarsQueryKey.ts';
import { FEATURED_COUNT } from '../home/FeaturedCars.tsx';
import { privacyRetentionQueryKey } from '../privacy/usePrivacyRetention.ts';
import { carSearchPageKey, fetchCarSearchPage } from '../search/carSearchPages.ts';
import { parseSearchFilters, toSearchParams } from '../search/searchFilters.ts';
import { validateFilters } from '../search/validateFilters.ts';

interface PageAddress {
  params: Readonly<Record<string, string | undefined>>;
  search: URLSearchParams;
}

/** A page the server renders: the public reads it is drawn from (its texts are all loaded on the server). */
export interface SsrPage {
  prefetch: (client: QueryClient, address: PageAddress, apiFetch: ApiFetch) => Promise<void>;
}

const nothingToRead = async () => undefined;

/**
 * The pages the server renders, with the reads their first screen makes, under the same keys as the pages' own
 * hooks. Only public reads: what belongs to a visitor (favourites, account, bookings) is left to the browser.
 * Other pages are drawn by the browser, as before.
 */
const SSR_PAGES: readonly (SsrPage & { path: string })[] = [
  {
    path: '/',
    prefetch: (client) => client.prefetchQuery({ queryKey: featuredCarsQueryKey(FEATURED_COUNT) }),
  },
  {
    path: '/search',
    prefetch: async (client, { search }, apiFetch) => {
      const filters = parseSearchFilters(new URLSearchParams(search.toString()));
      if (validateFilters(filters)) return;
      const query = toSearchParams(filters).toString();
      await client.prefetchQuery({
        queryKey: carSearchPageKey(query, 0),
        queryFn: () => fetchCarSearchPage(query, 0, apiFetch),
      });
    },
  },
  {
    path: '/car/:id',
    prefetch: async (client, { params }, apiFetch) => {
      const id = params.id ?? '';
      await client.prefetchQuery({ queryKey: carQueryKey(id) });
      // An unknown car's page is its not-found panel: nothing else to read.
      if (client.getQueryState(carQueryKey(id))?.status !== 'success') return;
      await Promise.all([
        client.prefetchQuery(carReviewsQuery(id, apiFetch)),
        client.prefetchQuery({ queryKey: similarCarsQueryKey(id) }),
      ]);
    },
  },
  // The privacy page states the server's retention settings: drawn with them, before any script runs.
  { path: PRIVACY_PAGE, prefetch: (client) => client.prefetchQuery({ queryKey: privacyRetentionQueryKey }) },
  // The legal pages are texts only: readable, and indexable, before any script runs.
  ...Object.values(LEGAL_PAGES).map((path) => ({ path, prefetch: nothingToRead })),
];

const NOT_FOUND_PAGE: SsrPage = { prefetch: nothingToRead };

/** The page the server renders at this address, or null when the browser draws it. */
export function ssrPageFor(url: URL): (SsrPage & { address: PageAddress }) | null {
  for (const page of SSR_PAGES) {
    const match = matchPath(page.path, url.pathname);
    if (match) return { ...page, address: { params: match.params, search: url.searchParams } };
  }
  if (!isPublicPage(url.pathname))
    return { ...NOT_FOUND_PAGE, address: { params: {}, search: url.searchParams } };
  return null;
}
