import { randomUUID } from 'node:crypto';
import { createTestDatabase, type TestDatabase } from '@grandtour/platform/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectRefusal } from '../testing/expect-refusal.ts';
import { createDemoPayouts, type DemoPayoutProvider } from './demo-payouts.ts';

const now = new Date('2026-11-25T10:00:00Z');

describe('the demo payout provider', () => {
  let database: TestDatabase;
  let payouts: DemoPayoutProvider;
  beforeAll(async () => {
    database = await createTestDatabase('pglite', 2);
    payouts = createDemoPayouts({ pool: database.pool, clock: () => now });
  });
  afterAll(async () => {
    await database?.close();
  });

  const openAccount = (ownerId = randomUUID()) =>
    payouts.createAccount({ ownerId, email: 'owner@example.com', idempotencyKey: `account-${ownerId}` });
  const payout = (accountId: string, amountCents = 42_000, payoutId = randomUUID()) => ({
    accountId,
    amountCents,
    payoutId,
    bookingId: randomUUID(),
    idempotencyKey: `payout-${payoutId}`,
  });

  it('opens an account that cannot be paid until its local onboarding page is completed', async () => {
    const ownerId = randomUUID();
    const account = await openAccount(ownerId);
    expect(account).toEqual({
      accountId: expect.stringMatching(/^acct_demo_/),
      detailsSubmitted: false,
      payoutsEnabled: false,
    });
    expect(await openAccount(ownerId)).toEqual(account);

    const link = await payouts.createOnboardingLink({
      accountId: account.accountId,
      returnUrl: '/owner/#/payouts?connected=1',
      refreshUrl: '/owner/#/payouts',
    });
    const url = new URL(link.url, 'http://site.invalid');
    expect(url.pathname).toBe('/payouts/demo-onboarding');
    expect(url.searchParams.get('account')).toBe(account.accountId);
    expect(url.searchParams.get('return_url')).toBe('/owner/#/payouts?connected=1');
    expect(link.expiresAt).toBe('2026-11-25T10:05:00.000Z');

    await expectRefusal(payouts.transfer(payout(account.accountId)), {
      code: 'insufficient_capabilities_for_transfer',
      httpStatus: 400,
    });
    expect(await payouts.completeDemoOnboarding(account.accountId)).toEqual({
      ...account,
      detailsSubmitted: true,
      payoutsEnabled: true,
    });
    expect(await payouts.retrieveAccount(account.accountId)).toMatchObject({ payoutsEnabled: true });
  });

  it('transfers once per idempotency key, whoever asks twice or at once', async () => {
    const { accountId } = await openAccount();
    await payouts.completeDemoOnboarding(accountId);
    const request = payout(accountId, 87_500);
    const [first, second, third] = await Promise.all([
      payouts.transfer(request),
      payouts.transfer(request),
      payouts.transfer(request),
    ]);
    expect(first).toEqual({ transferId: expect.stringMatching(/^tr_demo_/), amountCents: 87_500 });
    expect(second).toEqual(first);
    expect(third).toEqual(first);
    expect(await payouts.transfersOf(request.payoutId)).toEqual([
      expect.objectContaining({
        id: first!.transferId,
        accountId,
        amountCents: 87_500,
        bookingId: request.bookingId,
      }),
    ]);
    await expectRefusal(payouts.transfer({ ...request, amountCents: 87_501 }), {
      code: 'idempotency_error',
      httpStatus: 400,
    });
  });

  it('refuses transfers of a restricted account until it is lifted, and to an unknown account', async () => {
    const { accountId } = await openAccount();
    await payouts.completeDemoOnboarding(accountId);
    await payouts.refuseTransfers(accountId, 'This account is restricted.');
    const request = payout(accountId);
    await expectRefusal(payouts.transfer(request), {
      code: 'account_restricted',
      message: 'This account is restricted.',
    });
    expect(await payouts.transfersOf(request.payoutId)).toEqual([]);
    await payouts.refuseTransfers(accountId, null);
    expect((await payouts.transfer(request)).amountCents).toBe(42_000);

    await expectRefusal(payouts.retrieveAccount('acct_demo_missing'), {
      code: 'resource_missing',
      httpStatus: 404,
    });
    await expectRefusal(payouts.transfer({ ...request, accountId: 'acct_demo_missing' }), {
      code: 'resource_missing',
    });
    await expectRefusal(payouts.transfer(payout(accountId, 0)), { code: 'amount_too_small' });
  });
});
