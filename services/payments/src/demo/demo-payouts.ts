import { PaymentProviderError, type ConnectedAccount, type PayoutProvider } from '@grandtour/commands';
import { integerFromDatabase } from '@grandtour/event-store';
import type pg from 'pg';
import { stripeLikeId } from '../random-id.ts';
import { lazyPayoutsSchema } from './demo-payouts-schema.ts';

/** What the demo provider offers beyond the port: its local onboarding page and what a test needs to look at. */
export interface DemoPayoutExtras {
  readonly name: 'demo';
  /**
   * The owner finished the local onboarding page: the account can now be paid (what Stripe's hosted onboarding does
   * for an Express account). Idempotent.
   */
  completeDemoOnboarding(accountId: string): Promise<ConnectedAccount>;
  /** Makes the account refuse transfers with this message (a restricted account), or accept them again with null. */
  refuseTransfers(accountId: string, message: string | null): Promise<void>;
  /** The transfers made for a payout, oldest first: exactly one when it was paid once. */
  transfersOf(payoutId: string): Promise<DemoTransfer[]>;
}

export interface DemoTransfer {
  id: string;
  accountId: string;
  payoutId: string;
  bookingId: string;
  amountCents: number;
  createdAt: Date;
}

export type DemoPayoutProvider = PayoutProvider & DemoPayoutExtras;

export const isDemoPayouts = (provider: PayoutProvider): provider is DemoPayoutProvider =>
  provider.name === 'demo';

/** The local onboarding page (served by the API), carrying where to send the owner back, as an account link does. */
export const demoOnboardingUrl = (accountId: string, returnUrl: string, refreshUrl: string) =>
  `/payouts/demo-onboarding?${new URLSearchParams({ account: accountId, return_url: returnUrl, refresh_url: refreshUrl }).toString()}`;

/** Stripe's account links expire after a few minutes. */
const LINK_LIFETIME_MS = 5 * 60_000;

interface AccountRow {
  id: string;
  owner_id: string;
  details_submitted: boolean;
  payouts_enabled: boolean;
  transfers_refused_with: string | null;
}

interface TransferRow {
  id: string;
  account_id: string;
  payout_id: string;
  booking_id: string;
  amount_cents: string | bigint | number;
  created_at: Date;
}

const toAccount = (row: AccountRow): ConnectedAccount => ({
  accountId: row.id,
  detailsSubmitted: row.details_submitted,
  payoutsEnabled: row.payouts_enabled,
});

const toTransfer = (row: TransferRow): DemoTransfer => ({
  id: row.id,
  accountId: row.account_id,
  payoutId: row.payout_id,
  bookingId: row.booking_id,
  amountCents: integerFromDatabase(row.amount_cents),
  createdAt: row.created_at,
});

const keyReused = () =>
  new PaymentProviderError(
    'Keys for idempotent requests can only be used with the same parameters they were first used with.',
    'idempotency_error',
    400,
  );

const noSuchAccount = (accountId: string) =>
  new PaymentProviderError(`No such account: '${accountId}'`, 'resource_missing', 404);

/**
 * The built-in provider's Connect, in the given database: Express-like accounts that can be paid once their local
 * onboarding page is completed, and transfers made once per idempotency key whoever asks twice.
 */
export function createDemoPayouts(deps: { pool: pg.Pool; clock?: () => Date }): DemoPayoutProvider {
  const { pool } = deps;
  const clock = deps.clock ?? (() => new Date());
  const ready = lazyPayoutsSchema(pool);

  async function findAccount(accountId: string): Promise<AccountRow> {
    await ready();
    const result = await pool.query<AccountRow>(
      `SELECT id, owner_id, details_submitted, payouts_enabled, transfers_refused_with
         FROM demo_payout_accounts WHERE id = $1`,
      [accountId],
    );
    if (!result.rows[0]) throw noSuchAccount(accountId);
    return result.rows[0];
  }

  return {
    name: 'demo',

    async createAccount({ ownerId, email, idempotencyKey }) {
      await ready();
      const now = clock();
      await pool.query(
        `INSERT INTO demo_payout_accounts (id, idempotency_key, owner_id, email, created_at, updated_at)
         VALUES ($1, $2, $3, $4, $5, $5) ON CONFLICT (idempotency_key) DO NOTHING`,
        [stripeLikeId('acct_demo_', 16), idempotencyKey, ownerId, email, now],
      );
      const result = await pool.query<AccountRow>(
        `SELECT id, owner_id, details_submitted, payouts_enabled, transfers_refused_with
           FROM demo_payout_accounts WHERE idempotency_key = $1`,
        [idempotencyKey],
      );
      const row = result.rows[0]!;
      if (row.owner_id !== ownerId) throw keyReused();
      return toAccount(row);
    },

    async createOnboardingLink({ accountId, refreshUrl, returnUrl }) {
      await findAccount(accountId);
      return {
        url: demoOnboardingUrl(accountId, returnUrl, refreshUrl),
        expiresAt: new Date(clock().getTime() + LINK_LIFETIME_MS).toISOString(),
      };
    },

    async retrieveAccount(accountId) {
      return toAccount(await findAccount(accountId));
    },

    async transfer({ accountId, amountCents, payoutId, bookingId, idempotencyKey }) {
      if (!Number.isInteger(amountCents) || amountCents <= 0)
        throw new PaymentProviderError(
          'Transfer amount must be a positive number of cents.',
          'amount_too_small',
          400,
        );
      const account = await findAccount(accountId);
      const earlier = await pool.query<TransferRow>(
        'SELECT id, account_id, payout_id, booking_id, amount_cents, created_at FROM demo_transfers WHERE idempotency_key = $1',
        [idempotencyKey],
      );
      if (!earlier.rows[0]) {
        if (!account.payouts_enabled)
          throw new PaymentProviderError(
            'Your destination account needs to have at least one of the following capabilities enabled: transfers, crypto_transfers, legacy_payments',
            'insufficient_capabilities_for_transfer',
            400,
          );
        if (account.transfers_refused_with)
          throw new PaymentProviderError(account.transfers_refused_with, 'account_restricted', 400);
        await pool.query(
          `INSERT INTO demo_transfers (id, idempotency_key, account_id, payout_id, booking_id, amount_cents, created_at)
           VALUES ($1, $2, $3, $4, $5, $6, $7) ON CONFLICT (idempotency_key) DO NOTHING`,
          [stripeLikeId('tr_demo_'), idempotencyKey, accountId, payoutId, bookingId, amountCents, clock()],
        );
      }
      const made = await pool.query<TransferRow>(
        'SELECT id, account_id, payout_id, booking_id, amount_cents, created_at FROM demo_transfers WHERE idempotency_key = $1',
        [idempotencyKey],
      );
      const transfer = toTransfer(made.rows[0]!);
      if (
        transfer.accountId !== accountId ||
        transfer.amountCents !== amountCents ||
        transfer.payoutId !== payoutId
      )
        throw keyReused();
      return { transferId: transfer.id, amountCents: transfer.amountCents };
    },

    async completeDemoOnboarding(accountId) {
      await findAccount(accountId);
      const result = await pool.query<AccountRow>(
        `UPDATE demo_payout_accounts SET details_submitted = true, payouts_enabled = true, updated_at = $2
          WHERE id = $1
        RETURNING id, owner_id, details_submitted, payouts_enabled, transfers_refused_with`,
        [accountId, clock()],
      );
      return toAccount(result.rows[0]!);
    },

    async refuseTransfers(accountId, message) {
      await findAccount(accountId);
      await pool.query(
        'UPDATE demo_payout_accounts SET transfers_refused_with = $2, updated_at = $3 WHERE id = $1',
        [accountId, message, clock()],
      );
    },

    async transfersOf(payoutId) {
      await ready();
      const result = await pool.query<TransferRow>(
        `SELECT id, account_id, payout_id, booking_id, amount_cents, created_at FROM demo_transfers
          WHERE payout_id = $1 ORDER BY created_at, id`,
        [payoutId],
      );
      return result.rows.map(toTransfer);
    },
  };
}
