import { inTransaction } from '@grandtour/event-store';
import type pg from 'pg';

/**
 * The demo provider's Connect: owners' connected accounts and the transfers made to them. A transfer's idempotency
 * key is unique, as it is per account at Stripe: a repeated key finds the transfer it first made. Amounts are bigint
 * cents.
 */
const DDL = `
CREATE TABLE IF NOT EXISTS demo_payout_accounts (
  id text PRIMARY KEY,
  idempotency_key text NOT NULL UNIQUE,
  owner_id text NOT NULL,
  email text NOT NULL,
  details_submitted boolean NOT NULL DEFAULT false,
  payouts_enabled boolean NOT NULL DEFAULT false,
  -- Set to make the account refuse transfers, as a restricted Stripe account does.
  transfers_refused_with text,
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL
);
CREATE TABLE IF NOT EXISTS demo_transfers (
  id text PRIMARY KEY,
  idempotency_key text NOT NULL UNIQUE,
  account_id text NOT NULL REFERENCES demo_payout_accounts (id),
  payout_id text NOT NULL,
  booking_id text NOT NULL,
  amount_cents bigint NOT NULL CHECK (amount_cents > 0),
  created_at timestamptz NOT NULL
);
CREATE INDEX IF NOT EXISTS demo_transfers_payout ON demo_transfers (payout_id);
`;

/** Idempotent; the advisory lock keeps two nodes starting together from racing on CREATE TABLE IF NOT EXISTS. */
export async function ensureDemoPayoutsSchema(pool: pg.Pool): Promise<void> {
  await inTransaction(pool, async (client) => {
    await client.query(`SELECT pg_advisory_xact_lock(hashtext('grandtour.demo_payouts'))`);
    await client.query(DDL);
  });
}

/** Runs the schema creation once per factory, on first use; a failure is retried on the next call. */
export function lazyPayoutsSchema(pool: pg.Pool): () => Promise<void> {
  let ready: Promise<void> | null = null;
  return () => {
    ready ??= ensureDemoPayoutsSchema(pool).catch((error: unknown) => {
      ready = null;
      throw error;
    });
    return ready;
  };
}
