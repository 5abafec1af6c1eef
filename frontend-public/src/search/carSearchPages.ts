import type { Car } from '@grandtour/shared';
import { browserFetch, type ApiFetch } from '../api/http.ts';

/** Spec §9: the search shows 6 cars, then 6 more per "show more". */
export const SEARCH_PAGE_SIZE = 6;

export interface CarSearchPage {
  cars: Car[];
  /** All the cars matching the search, from the X-Total-Count header; null when the server does not say. */
  total: number | null;
}

export function carSearchPageKey(query: string, pageIndex: number) {
  return ['/api/cars', 'search', query, pageIndex] as const;
}

export async function fetchCarSearchPage(
  query: string,
  pageIndex: number,
  apiFetch: ApiFetch = browserFetch,
): Promise<CarSearchPage> {
  const params = new URLSearchParams(query);
  params.set('limit', String(SEARCH_PAGE_SIZE));
  params.set('offset', String(pageIndex * SEARCH_PAGE_SIZE));
  const response = await apiFetch(`/api/cars?${params.toString()}`);
  // Spec §8: a failed search reads 'Failed to fetch cars'.
  if (!response.ok) throw new Error('Failed to fetch cars');
  const cars = (await response.json()) as Car[];
  const header = response.headers.get('x-total-count');
  return { cars, total: header === null ? null : Number(header) };
}
