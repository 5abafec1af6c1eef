import { createAccountQueries } from '@grandtour/projections';
import { expect } from 'vitest';
import { createAdmin, type AdminAccount } from '../routes/accounts/create-admin.ts';
import { newBrowser } from './owner-fixtures.ts';
import type { TestRuntime } from './test-runtime.ts';

/** `account` made an administrator, as `npm run ops create-admin` makes one. */
export const createAdminAccount = (context: TestRuntime, account: AdminAccount, clock = () => new Date()) =>
  createAdmin(
    { store: context.runtime.store, accounts: createAccountQueries(context.database.pool), clock },
    account,
  );

/** `account` signed in on a browser of its own; the answer is there for the spec to look at further. */
export async function signInAs(context: TestRuntime, account: { username: string; password: string }) {
  const visit = newBrowser(context.runtime.app);
  const signedIn = await visit('POST', '/api/login', {
    identifier: account.username,
    password: account.password,
  });
  expect(signedIn.statusCode, signedIn.body).toBe(200);
  return { visit, signedIn };
}
