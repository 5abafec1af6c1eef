import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectRefusal } from '../testing/expect-refusal.ts';
import { startFakeStripe, type FakeStripe } from '../testing/fake-stripe-server.ts';
import { createStripePayouts, type StripePayoutProvider } from './stripe-payouts.ts';

describe('Stripe Connect payouts against a local Stripe API', () => {
  let stripe: FakeStripe;
  let payouts: StripePayoutProvider;
  beforeAll(async () => {
    stripe = await startFakeStripe();
    payouts = createStripePayouts({
      secretKey: stripe.secretKey,
      host: stripe.host,
      port: stripe.port,
      protocol: stripe.protocol,
      maxNetworkRetries: 0,
    });
  });
  afterAll(async () => {
    await stripe?.close();
  });

  const requestsTo = (path: string) => stripe.requests.filter((request) => request.path === path);
  const onboardedAccount = async () => {
    const ownerId = randomUUID();
    const { accountId } = await payouts.createAccount({
      ownerId,
      email: 'owner@example.com',
      idempotencyKey: `payout-account-${ownerId}`,
    });
    stripe.connect.completeOnboarding(accountId);
    return accountId;
  };
  const transferOf = (accountId: string, amountCents = 61_200) => {
    const payoutId = randomUUID();
    return {
      accountId,
      amountCents,
      payoutId,
      bookingId: randomUUID(),
      idempotencyKey: `payout-${payoutId}`,
    };
  };

  it('opens an Express account in France able to receive transfers, once per idempotency key', async () => {
    const ownerId = randomUUID();
    const request = { ownerId, email: 'owner@example.com', idempotencyKey: `payout-account-${ownerId}` };
    const account = await payouts.createAccount(request);
    expect(account).toEqual({
      accountId: expect.stringMatching(/^acct_/),
      detailsSubmitted: false,
      payoutsEnabled: false,
    });
    expect(requestsTo('/v1/accounts').at(-1)).toMatchObject({
      method: 'POST',
      idempotencyKey: request.idempotencyKey,
      params: {
        type: 'express',
        country: 'FR',
        email: 'owner@example.com',
        'capabilities[transfers][requested]': 'true',
        'metadata[owner_id]': ownerId,
      },
    });
    expect(await payouts.createAccount(request)).toEqual(account);
    expect(
      [...stripe.connect.accounts.values()].filter((created) => created.metadata?.owner_id === ownerId),
    ).toHaveLength(1);
  });

  it("sends the owner to Stripe's hosted onboarding, then reads the account's status", async () => {
    const ownerId = randomUUID();
    const { accountId } = await payouts.createAccount({
      ownerId,
      email: 'o@example.com',
      idempotencyKey: ownerId,
    });
    const link = await payouts.createOnboardingLink({
      accountId,
      refreshUrl: 'https://grandtour.example/owner/#/payouts',
      returnUrl: 'https://grandtour.example/owner/#/payouts?connected=1',
    });
    expect(link.url).toMatch(/^https:\/\/connect\.stripe\.com\//);
    expect(Date.parse(link.expiresAt)).toBeGreaterThan(Date.now());
    expect(requestsTo('/v1/account_links').at(-1)?.params).toEqual({
      account: accountId,
      refresh_url: 'https://grandtour.example/owner/#/payouts',
      return_url: 'https://grandtour.example/owner/#/payouts?connected=1',
      type: 'account_onboarding',
    });
    expect(await payouts.retrieveAccount(accountId)).toEqual({
      accountId,
      detailsSubmitted: false,
      payoutsEnabled: false,
    });
    stripe.connect.completeOnboarding(accountId);
    expect(await payouts.retrieveAccount(accountId)).toEqual({
      accountId,
      detailsSubmitted: true,
      payoutsEnabled: true,
    });
    await expectRefusal(payouts.retrieveAccount('acct_missing'), {
      code: 'resource_missing',
      httpStatus: 404,
    });
  });

  it('transfers in euros to the connected account, grouped by booking, once per idempotency key', async () => {
    const accountId = await onboardedAccount();
    const request = transferOf(accountId);
    const first = await payouts.transfer(request);
    const again = await payouts.transfer(request);
    expect(first).toEqual({ transferId: expect.stringMatching(/^tr_/), amountCents: 61_200 });
    expect(again).toEqual(first);
    expect(
      [...stripe.connect.transfers.values()].filter((made) => made.metadata.payout_id === request.payoutId),
    ).toEqual([
      expect.objectContaining({
        id: first.transferId,
        amount: 61_200,
        currency: 'eur',
        destination: accountId,
        transfer_group: request.bookingId,
      }),
    ]);
    expect(requestsTo('/v1/transfers').at(-1)).toMatchObject({
      idempotencyKey: request.idempotencyKey,
      params: {
        amount: '61200',
        currency: 'eur',
        destination: accountId,
        transfer_group: request.bookingId,
        'metadata[payout_id]': request.payoutId,
        'metadata[booking_id]': request.bookingId,
      },
    });
    await expectRefusal(payouts.transfer({ ...request, amountCents: 61_201 }), {
      code: 'idempotency_error',
      httpStatus: 400,
    });
  });

  it("passes on Stripe's refusals: an account not yet onboarded, an empty balance, Stripe down", async () => {
    const ownerId = randomUUID();
    const { accountId } = await payouts.createAccount({
      ownerId,
      email: 'o@example.com',
      idempotencyKey: ownerId,
    });
    await expectRefusal(payouts.transfer(transferOf(accountId)), {
      code: 'insufficient_capabilities_for_transfer',
      httpStatus: 400,
    });
    stripe.connect.completeOnboarding(accountId);
    stripe.connect.setAvailableBalance(1_000);
    await expectRefusal(payouts.transfer(transferOf(accountId, 1_001)), { code: 'balance_insufficient' });
    stripe.connect.setAvailableBalance(null);
    stripe.failNext(500, { type: 'api_error', message: 'An unknown error occurred' });
    await expectRefusal(payouts.transfer(transferOf(accountId)), { httpStatus: 502 });
  });
});
