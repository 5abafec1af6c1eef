import type { Account } from '@grandtour/shared';
import type { AuthProvider } from 'react-admin';

/** Where visitors and clients sign in: the public site's page, which comes back here afterwards. */
export const SIGN_IN_URL = '/login?next=/owner-dashboard';

async function currentAccount(): Promise<Account | null> {
  const response = await fetch('/api/me', {
    credentials: 'include',
    headers: { accept: 'application/json' },
  });
  if (!response.ok) return null;
  return ((await response.json()) as { user: Account | null }).user;
}

let account: Promise<Account | null> | undefined;
/** The signed-in account, owner or client, asked once per page load (and again after a 401). */
export const signedInAccount = () => (account ??= currentAccount());
/** The signed-in account, when it is of the type this back office is for. */
const signedInAs = (userType: 'owner' | 'admin') =>
  signedInAccount().then((signedIn) => (signedIn?.userType === userType ? signedIn : null));

/** Set once the page is on its way to the sign-in page: react-admin's logout that follows must not sign anyone out. */
let leaving = false;

function leaveForSignIn(): Promise<never> {
  account = undefined;
  leaving = true;
  window.location.assign(SIGN_IN_URL);
  return Promise.reject({ redirectTo: false, message: false });
}

/**
 * The API session (decision 16): only accounts of `userType` get in (owners, or administrators for the drivers'
 * documents); anyone else goes to the public sign-in page.
 */
export const authProviderFor = (userType: 'owner' | 'admin'): AuthProvider => ({
  // The back office has no sign-in form of its own.
  login: () => leaveForSignIn(),
  async logout() {
    // A client who opened the back office stays signed in to the public site.
    if (leaving) return false;
    account = undefined;
    await fetch('/api/logout', { method: 'POST', credentials: 'include' });
    window.location.assign('/');
    return false;
  },
  async checkAuth() {
    if (!(await signedInAs(userType))) return leaveForSignIn();
  },
  async checkError(error: { status?: number }) {
    if (error?.status === 401 || error?.status === 403) return leaveForSignIn();
  },
  async getIdentity() {
    const account = await signedInAs(userType);
    if (!account) return leaveForSignIn();
    return { id: account.id, fullName: `${account.firstName} ${account.lastName}` };
  },
  getPermissions: async () => userType,
});

export const authProvider = authProviderFor('owner');
