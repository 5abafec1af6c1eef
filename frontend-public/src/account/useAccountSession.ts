import { useQueryClient } from '@tanstack/react-query';
import type { Account, MeResponse } from '@grandtour/shared';
import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
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

/**
 * After signing in or registering: the session is set, then the visitor goes where they were going (`next`), or
 * to their landing page. Owners work in the back office, a separate application reached by a full page load.
 */
export function useEnterAccount() {
  const setSession = useAccountSession();
  const navigate = useNavigate();
  return useCallback(
    async (account: Account, next: string | null = null) => {
      const landing = next ?? (account.userType === 'owner' ? '/owner-dashboard' : '/');
      // A full page load reads everything afresh: nothing to refresh first.
      if (landing.startsWith('/owner-dashboard')) return window.location.assign(landing);
      await setSession(account);
      navigate(landing);
    },
    [setSession, navigate],
  );
}
