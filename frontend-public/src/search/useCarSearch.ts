import { useQueries } from '@tanstack/react-query';
import type { Car } from '@grandtour/shared';
import { carSearchPageKey, fetchCarSearchPage, SEARCH_PAGE_SIZE } from './carSearchPages.ts';

export interface CarSearchResult {
  cars: Car[];
  total: number | null;
  isFirstPagePending: boolean;
  isNextPagePending: boolean;
  isError: boolean;
  hasMore: boolean;
  retry: () => void;
}

/** The first `pageCount` pages of a search; each page is its own query so earlier pages stay cached. */
export function useCarSearch(query: string, pageCount: number): CarSearchResult {
  const pages = useQueries({
    queries: Array.from({ length: pageCount }, (_, pageIndex) => ({
      queryKey: carSearchPageKey(query, pageIndex),
      queryFn: () => fetchCarSearchPage(query, pageIndex),
    })),
  });

  const seen = new Set<string>();
  const cars: Car[] = [];
  for (const page of pages)
    for (const car of page.data?.cars ?? []) {
      // A car listed while paging shifts the offsets; showing it twice would be confusing.
      if (seen.has(car.id)) continue;
      seen.add(car.id);
      cars.push(car);
    }

  const firstPage = pages[0];
  const lastPage = pages[pages.length - 1];
  const total = firstPage?.data?.total ?? null;
  const isNextPagePending = pages.slice(1).some((page) => page.isPending);
  const isError = pages.some((page) => page.isError);
  const lastPageWasFull = (lastPage?.data?.cars.length ?? 0) === SEARCH_PAGE_SIZE;
  const hasMore =
    !isError &&
    !isNextPagePending &&
    (total === null ? lastPageWasFull : pageCount * SEARCH_PAGE_SIZE < total);

  return {
    cars,
    total,
    isFirstPagePending: firstPage?.isPending ?? true,
    isNextPagePending,
    isError,
    hasMore,
    retry: () => {
      for (const page of pages) if (page.isError) void page.refetch();
    },
  };
}
