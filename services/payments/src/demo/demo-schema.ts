import { inTransaction } from '@grandtour/event-store';
import type pg from 'pg';

/**
 * The demo provider's own state: card PaymentIntents and PayPal orders in one table (`method` tells them apart),
 * refunds in another, subscription checkouts in a third. Idempotency keys are unique per method, as they are per
 * account at Stripe and PayPal. Amounts are bigint cents, read back with `integerFromDatabase`.
 */
const DDL = `
CREATE TABLE IF NOT EXISTS demo_payments (
  id text PRIMARY KEY,
  method text NOT NULL CHECK (method IN ('card', 'paypal')),
  idempotency_key text NOT NULL,
  booking_id text NOT NULL,
  amount_cents bigint NOT NULL CHECK (amount_cents > 0),
  description text,
  status text NOT NULL,
  client_secret text UNIQUE,
  capture_id text UNIQUE,
  event_id text,
  last_error_message text,
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL,
  UNIQUE (method, idempotency_key)
);
CREATE TABLE IF NOT EXISTS demo_payment_refunds (
  id text PRIMARY KEY,
  method text NOT NULL CHECK (method IN ('card', 'paypal')),
  idempotency_key text NOT NULL,
  payment_id text NOT NULL REFERENCES demo_payments (id),
  amount_cents bigint NOT NULL CHECK (amount_cents > 0),
  created_at timestamptz NOT NULL,
  UNIQUE (method, idempotency_key)
);
CREATE INDEX IF NOT EXISTS demo_payment_refunds_payment ON demo_payment_refunds (payment_id);
CREATE TABLE IF NOT EXISTS demo_subscription_checkouts (
  id text PRIMARY KEY,
  method text NOT NULL CHECK (method IN ('card', 'paypal')),
  idempotency_key text NOT NULL,
  subscription_id text NOT NULL,
  plan_name text NOT NULL,
  kind text NOT NULL,
  amount_cents bigint NOT NULL CHECK (amount_cents > 0),
  email text NOT NULL,
  success_url text NOT NULL,
  cancel_url text NOT NULL,
  status text NOT NULL CHECK (status IN ('open', 'complete')),
  event_id text,
  provider_subscription_id text,
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL,
  UNIQUE (method, idempotency_key)
);
-- Amounts were integer before decision 45: widened once, where a database still has them so.
DO $$ BEGIN
  IF EXISTS (SELECT 1 FROM information_schema.columns
              WHERE table_schema = current_schema() AND column_name = 'amount_cents' AND data_type = 'integer'
                AND table_name IN ('demo_payments', 'demo_payment_refunds', 'demo_subscription_checkouts')) THEN
    ALTER TABLE demo_payments ALTER COLUMN amount_cents TYPE bigint;
    ALTER TABLE demo_payment_refunds ALTER COLUMN amount_cents TYPE bigint;
    ALTER TABLE demo_subscription_checkouts ALTER COLUMN amount_cents TYPE bigint;
  END IF;
END $$;
-- Requests to book (decision 85): a card intent captured later, a PayPal order authorized and its authorization
-- captured or voided later; captured_at dates the money of a payment captured after it was created.
ALTER TABLE demo_payments ADD COLUMN IF NOT EXISTS capture_method text NOT NULL DEFAULT 'automatic';
ALTER TABLE demo_payments ADD COLUMN IF NOT EXISTS intent text NOT NULL DEFAULT 'CAPTURE';
ALTER TABLE demo_payments ADD COLUMN IF NOT EXISTS authorization_id text UNIQUE;
ALTER TABLE demo_payments ADD COLUMN IF NOT EXISTS authorization_status text;
ALTER TABLE demo_payments ADD COLUMN IF NOT EXISTS authorized_at timestamptz;
ALTER TABLE demo_payments ADD COLUMN IF NOT EXISTS captured_at timestamptz;
`;

/** Idempotent; the advisory lock keeps two nodes starting together from racing on CREATE TABLE IF NOT EXISTS. */
export async function ensureDemoPaymentsSchema(pool: pg.Pool): Promise<void> {
  await inTransaction(pool, async (client) => {
    await client.query(`SELECT pg_advisory_xact_lock(hashtext('grandtour.demo_payments'))`);
    await client.query(DDL);
  });
}

/** Runs the schema creation once per factory, on first use; a failure is retried on the next call. */
export function lazySchema(pool: pg.Pool): () => Promise<void> {
  let ready: Promise<void> | null = null;
  return () => {
    ready ??= ensureDemoPaymentsSchema(pool).catch((error: unknown) => {
      ready = null;
      throw error;
    });
    return ready;
  };
}
