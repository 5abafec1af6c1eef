import { QueryClient, type QueryFunction } from '@tanstack/react-query';
import { getJson } from './http.ts';

/** Spec §7: default reads GET the query key parts joined by slashes. */
const getByQueryKey: QueryFunction = ({ queryKey }) => getJson(queryKey.join('/'));

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        queryFn: getByQueryKey,
        staleTime: Infinity,
        refetchOnWindowFocus: false,
        refetchInterval: false,
        retry: false,
      },
      mutations: { retry: false },
    },
  });
}
