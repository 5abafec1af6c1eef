import { createAccountQueries } from '@grandtour/projections';
import { createAdmin, type AdminAccount } from '../routes/accounts/create-admin.ts';
import { signInWith } from './owner-fixtures.ts';
import type { TestRuntime } from './test-runtime.ts';

/** `account` made an administrator, as `npm run ops create-admin` makes one. */
export const createAdminAccount = (context: TestRuntime, account: AdminAccount, clock = () => new Date()) =>
  createAdmin(
    { store: context.runtime.store, accounts: createAccountQueries(context.database.pool), clock },
    account,
  );

/** `account` signed in on a browser of its own; the answer is there for the spec to look at further. */
export const signInAs = (context: TestRuntime, account: { username: string; password: string }) =>
  signInWith(context.runtime.app, account.username, account.password);
