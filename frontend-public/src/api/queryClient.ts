import { QueryClient, type QueryFunction } from '@tanstack/react-query';
import { browserFetch, getJson, type ApiFetch } from './http.ts';

/**
 * `apiFetch` is how default reads reach the API: the browser's fetch, or on the server an anonymous read for the
 * page it renders.
 */
export function createQueryClient(apiFetch: ApiFetch = browserFetch): QueryClient {
  /** Spec §7: default reads GET the query key parts joined by slashes. */
  const getByQueryKey: QueryFunction = ({ queryKey }) => getJson(queryKey.join('/'), apiFetch);
  return new QueryClient({
    defaultOptions: {
      queries: {
        queryFn: getByQueryKey,
        staleTime: Infinity,
        refetchOnWindowFocus: false,
        refetchInterval: false,
        retry: false,
        // A failed read stays failed until the visitor retries (spec: no retries): a page the server rendered
        // with an error (an unknown car) is taken over as it was drawn, not redrawn as loading.
        retryOnMount: false,
      },
      mutations: { retry: false },
    },
  });
}
