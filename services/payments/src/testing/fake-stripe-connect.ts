import type Stripe from 'stripe';
import type { StripeErrorBody } from './fake-stripe-server.ts';
import type { FakeRequest, FakeResponse } from './http-fake.ts';

/**
 * Stripe Connect as the payout adapter calls it: Express accounts (POST /v1/accounts, GET /v1/accounts/:id), hosted
 * onboarding links (POST /v1/account_links) and transfers (POST /v1/transfers), with Stripe's own object shapes. The
 * fake Stripe server in front answers repeated Idempotency-Keys with the first response.
 */
export interface FakeStripeConnect {
  accounts: Map<string, Stripe.Account>;
  accountLinks: Stripe.AccountLink[];
  transfers: Map<string, Stripe.Transfer>;
  /** What Stripe's hosted onboarding does once the owner finished it: details submitted, transfers capability on. */
  completeOnboarding(accountId: string): Stripe.Account;
  /** The platform's available balance in cents; transfers beyond it are refused (null: unlimited, the default). */
  setAvailableBalance(cents: number | null): void;
  /** The routes above; null for any other request. */
  route(request: FakeRequest, params: Record<string, string>): FakeResponse | null;
}

export interface StripeWire {
  error(status: number, body: StripeErrorBody): FakeResponse;
  token(length?: number): string;
  now(): number;
  metadataOf(params: Record<string, string>, prefix: string): Record<string, string>;
}

export function createFakeStripeConnect(wire: StripeWire): FakeStripeConnect {
  const { error, token, now, metadataOf } = wire;
  const accounts = new Map<string, Stripe.Account>();
  const accountLinks: Stripe.AccountLink[] = [];
  const transfers = new Map<string, Stripe.Transfer>();
  let availableBalance: number | null = null;

  const missing = (param: string) =>
    error(400, {
      type: 'invalid_request_error',
      code: 'parameter_missing',
      message: `Missing required param: ${param}.`,
      param,
    });
  const noSuch = (status: number, what: string, id: string, param?: string) =>
    error(status, {
      type: 'invalid_request_error',
      code: 'resource_missing',
      message: `No such ${what}: '${id}'`,
      ...(param ? { param } : {}),
    });

  function createAccount(params: Record<string, string>): FakeResponse {
    if (!params.type) return missing('type');
    if (!['custom', 'express', 'standard'].includes(params.type))
      return error(400, {
        type: 'invalid_request_error',
        code: 'parameter_invalid_string',
        message: 'Invalid type: must be one of custom, express, or standard',
        param: 'type',
      });
    const requested = params['capabilities[transfers][requested]'] === 'true';
    const account: Stripe.Account = {
      id: `acct_${token(16)}`,
      object: 'account',
      business_profile: null,
      capabilities: requested ? { transfers: 'inactive' } : {},
      charges_enabled: false,
      country: params.country ?? 'US',
      created: now(),
      default_currency: params.country === 'FR' ? 'eur' : 'usd',
      details_submitted: false,
      email: params.email ?? null,
      metadata: metadataOf(params, 'metadata'),
      payouts_enabled: false,
      type: params.type,
    };
    accounts.set(account.id, account);
    return { status: 200, body: account };
  }

  function createAccountLink(params: Record<string, string>): FakeResponse {
    if (!params.account) return missing('account');
    if (!params.type) return missing('type');
    if (!['account_onboarding', 'account_update'].includes(params.type))
      return error(400, {
        type: 'invalid_request_error',
        code: 'parameter_invalid_string',
        message: 'Invalid type: must be one of account_onboarding or account_update',
        param: 'type',
      });
    if (!accounts.has(params.account)) return noSuch(400, 'account', params.account, 'account');
    const created = now();
    const link: Stripe.AccountLink = {
      object: 'account_link',
      created,
      expires_at: created + 300,
      url: `https://connect.stripe.com/setup/e/${params.account}/${token(12)}`,
    };
    accountLinks.push(link);
    return { status: 200, body: link };
  }

  function createTransfer(params: Record<string, string>): FakeResponse {
    if (!params.amount) return missing('amount');
    if (!params.currency) return missing('currency');
    if (!params.destination) return missing('destination');
    const amount = Number(params.amount);
    if (!Number.isInteger(amount) || amount < 1)
      return error(400, {
        type: 'invalid_request_error',
        code: 'parameter_invalid_integer',
        message: 'This value must be greater than or equal to 1.',
        param: 'amount',
      });
    const destination = accounts.get(params.destination);
    if (!destination) return noSuch(400, 'destination', params.destination, 'destination');
    if (destination.capabilities?.transfers !== 'active')
      return error(400, {
        type: 'invalid_request_error',
        code: 'insufficient_capabilities_for_transfer',
        message:
          'Your destination account needs to have at least one of the following capabilities enabled: transfers, crypto_transfers, legacy_payments',
        param: 'destination',
      });
    if (availableBalance !== null && amount > availableBalance)
      return error(400, {
        type: 'invalid_request_error',
        code: 'balance_insufficient',
        message:
          'You have insufficient available funds in your Stripe account. Try adding funds directly to your available balance by creating Charges using the 4000000000000077 test card.',
      });
    if (availableBalance !== null) availableBalance -= amount;
    const id = `tr_${token(24)}`;
    const transfer: Stripe.Transfer = {
      id,
      object: 'transfer',
      amount,
      amount_reversed: 0,
      balance_transaction: `txn_${token(24)}`,
      created: now(),
      currency: params.currency,
      description: params.description ?? null,
      destination: destination.id,
      destination_payment: `py_${token(24)}`,
      livemode: false,
      metadata: metadataOf(params, 'metadata'),
      reversals: { object: 'list', data: [], has_more: false, url: `/v1/transfers/${id}/reversals` },
      reversed: false,
      source_transaction: null,
      source_type: 'card',
      transfer_group: params.transfer_group ?? null,
    };
    transfers.set(id, transfer);
    return { status: 200, body: transfer };
  }

  function mustFind(accountId: string): Stripe.Account {
    const account = accounts.get(accountId);
    if (!account) throw new Error(`The fake Stripe has no ${accountId}`);
    return account;
  }

  return {
    accounts,
    accountLinks,
    transfers,
    completeOnboarding(accountId) {
      const account = mustFind(accountId);
      return Object.assign(account, {
        details_submitted: true,
        payouts_enabled: true,
        capabilities: { ...account.capabilities, transfers: 'active' },
      });
    },
    setAvailableBalance(cents) {
      availableBalance = cents;
    },
    route(request, params) {
      if (request.method === 'POST' && request.path === '/v1/accounts') return createAccount(params);
      if (request.method === 'POST' && request.path === '/v1/account_links') return createAccountLink(params);
      if (request.method === 'POST' && request.path === '/v1/transfers') return createTransfer(params);
      const retrieve = /^\/v1\/accounts\/([^/?]+)$/.exec(request.path);
      if (request.method === 'GET' && retrieve) {
        const id = decodeURIComponent(retrieve[1]!);
        const account = accounts.get(id);
        return account ? { status: 200, body: account } : noSuch(404, 'account', id);
      }
      return null;
    },
  };
}
