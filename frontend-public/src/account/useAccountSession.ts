import { useQueryClient } from '@tanstack/react-query';
import type { Account, MeResponse } from '@grandtour/shared';
import { useCallback } from 'react';
import { ACCOUNT_QUERY_KEY } from './useAccount.ts';

/**
 * After signing in or out, the account changes and so do "my" favourites and bookings (the guest's move into the
 * account at sign-in): every query is refreshed from the server.
 */
export function useAccountSession() {
  const queryClient = useQueryClient();
  return useCallback(
    async (account: Account | null) => {
      queryClient.setQueryData<MeResponse>(ACCOUNT_QUERY_KEY, { user: account });
      await queryClient.invalidateQueries({
        predicate: (query) => query.queryKey[0] !== ACCOUNT_QUERY_KEY[0],
      });
    },
    [queryClient],
  );
}

/** Owners work in the back office, a separate application: it is reached by a full page load. */
export function landingPathOf(account: Account): string {
  return account.userType === 'owner' ? '/owner-dashboard' : '/';
}
