import type { Account } from '@grandtour/shared';
import { useEffect, useState } from 'react';
import { signedInAccount } from './authProvider.ts';

/** The account signed in (undefined while asked, null for a visitor): the same request the auth provider reuses. */
export function useSignedInAccount(): Account | null | undefined {
  const [account, setAccount] = useState<Account | null | undefined>(undefined);
  useEffect(() => {
    let current = true;
    signedInAccount().then(
      (found) => current && setAccount(found),
      () => current && setAccount(null),
    );
    return () => {
      current = false;
    };
  }, []);
  return account;
}
