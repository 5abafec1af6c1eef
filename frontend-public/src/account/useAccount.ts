import { useQuery } from '@tanstack/react-query';
import type { MeResponse } from '@grandtour/shared';

export const ACCOUNT_QUERY_KEY = ['/api/me'] as const;

/** The account signed in on this browser, or null for a visitor. */
export function useAccount() {
  return useQuery({
    queryKey: ACCOUNT_QUERY_KEY,
    select: (response: MeResponse) => response.user,
  });
}
