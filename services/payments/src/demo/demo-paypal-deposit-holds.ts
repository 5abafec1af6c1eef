import type { DepositHold, PayPalDepositHolds } from '@grandtour/commands';
import { inTransaction, integerFromDatabase } from '@grandtour/event-store';
import type pg from 'pg';
import { payPalLikeId } from '../random-id.ts';
import {
  amountNotPositive,
  AUTHORIZATION_PERIOD_MS,
  authorizationExpired,
  HONOR_PERIOD_MS,
  needsVoiding,
  orderNotApproved,
  payPalNotFound as notFound,
  payPalUnprocessable as unprocessable,
  settledAuthorizationRefusal,
  type DemoAuthorizationStatus,
} from './demo-paypal-authorizations.ts';

/**
 * The demo provider's PayPal deposits, one row per order and its authorization, in PayPal's state machine: order
 * CREATED → APPROVED → COMPLETED (authorized); authorization CREATED → CAPTURED / PARTIALLY_CAPTURED / VOIDED;
 * one reauthorization from day 4 to day 29 of the authorization, on the demo's clock. Its own table, so the card
 * deposits' demo tables are not touched.
 */
const DDL = `
CREATE TABLE IF NOT EXISTS demo_paypal_deposits (
  id text PRIMARY KEY,
  idempotency_key text NOT NULL UNIQUE,
  booking_id text NOT NULL,
  amount_cents bigint NOT NULL CHECK (amount_cents > 0),
  order_status text NOT NULL CHECK (order_status IN ('CREATED', 'APPROVED', 'COMPLETED')),
  authorization_id text UNIQUE,
  authorization_status text CHECK (authorization_status IN ('CREATED', 'CAPTURED', 'PARTIALLY_CAPTURED', 'VOIDED')),
  authorized_at timestamptz,
  reauthorization_id text UNIQUE,
  reauthorization_key text,
  reauthorized_cents bigint,
  reauthorized_at timestamptz,
  capture_id text UNIQUE,
  capture_key text,
  captured_cents bigint,
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL
);
`;

export type DemoPayPalDepositStatus = 'CREATED' | 'APPROVED' | 'COMPLETED';

export interface DemoPayPalDepositOrder {
  id: string;
  status: DemoPayPalDepositStatus;
  amountCents: number;
  bookingId: string;
}

interface Row {
  id: string;
  idempotency_key: string;
  booking_id: string;
  amount_cents: string | bigint;
  order_status: DemoPayPalDepositStatus;
  authorization_id: string | null;
  authorization_status: DemoAuthorizationStatus | null;
  authorized_at: Date | null;
  reauthorization_id: string | null;
  reauthorization_key: string | null;
  reauthorized_cents: string | bigint | null;
  reauthorized_at: Date | null;
  capture_id: string | null;
  capture_key: string | null;
  captured_cents: string | bigint | null;
}

export type DemoPayPalDepositHolds = PayPalDepositHolds & {
  readonly name: 'demo';
  /** The order as the demo approval shows it; RESOURCE_NOT_FOUND (404) if unknown. */
  getOrder(orderId: string): Promise<DemoPayPalDepositOrder>;
  /** What PayPal's pages do for the payer: CREATED → APPROVED (again: no change). */
  approveOrder(orderId: string): Promise<DemoPayPalDepositOrder>;
};

const refused = () =>
  unprocessable(
    'TRANSACTION_REFUSED',
    "PayPal's internal controls prevent authorization from being captured.",
  );

const toOrder = (row: Row): DemoPayPalDepositOrder => ({
  id: row.id,
  status: row.order_status,
  amountCents: integerFromDatabase(row.amount_cents),
  bookingId: row.booking_id,
});

/** The hold a row stands for: the reauthorization once there is one. */
function holdOf(row: Row): DepositHold {
  const reauthorized = row.reauthorization_id !== null;
  const since = reauthorized ? row.reauthorized_at! : row.authorized_at!;
  return {
    holdId: reauthorized ? row.reauthorization_id! : row.authorization_id!,
    amountCents: integerFromDatabase(reauthorized ? row.reauthorized_cents! : row.amount_cents),
    expiresAt: new Date(since.getTime() + HONOR_PERIOD_MS).toISOString(),
  };
}

export function createDemoPayPalDepositHolds(deps: {
  pool: pg.Pool;
  clock: () => Date;
}): DemoPayPalDepositHolds {
  const { pool, clock } = deps;
  let ready: Promise<void> | null = null;
  const ensureSchema = () => {
    ready ??= inTransaction(pool, async (client) => {
      await client.query(`SELECT pg_advisory_xact_lock(hashtext('grandtour.demo_paypal_deposits'))`);
      await client.query(DDL);
    }).catch((error: unknown) => {
      ready = null;
      throw error;
    });
    return ready;
  };

  async function findOrder(orderId: string): Promise<Row> {
    await ensureSchema();
    const result = await pool.query<Row>('SELECT * FROM demo_paypal_deposits WHERE id = $1', [orderId]);
    if (!result.rows[0]) throw notFound();
    return result.rows[0];
  }

  /** The row holding the authorization or the reauthorization, locked for the change `change` makes. */
  async function onAuthorization<T>(
    holdId: string,
    change: (row: Row, client: pg.PoolClient) => Promise<T>,
  ): Promise<T> {
    await ensureSchema();
    return inTransaction(pool, async (client) => {
      const result = await client.query<Row>(
        `SELECT * FROM demo_paypal_deposits WHERE authorization_id = $1 OR reauthorization_id = $1 FOR UPDATE`,
        [holdId],
      );
      if (!result.rows[0]) throw notFound();
      return change(result.rows[0], client);
    });
  }

  const update = async (client: pg.PoolClient, id: string, set: string, values: unknown[]) =>
    (
      await client.query<Row>(
        `UPDATE demo_paypal_deposits SET ${set}, updated_at = $2 WHERE id = $1 RETURNING *`,
        [id, clock(), ...values],
      )
    ).rows[0]!;

  return {
    name: 'demo',

    async createAuthorizationOrder({ bookingId, amountCents, idempotencyKey }) {
      if (!Number.isInteger(amountCents) || amountCents <= 0) throw amountNotPositive();
      await ensureSchema();
      await pool.query(
        `INSERT INTO demo_paypal_deposits
           (id, idempotency_key, booking_id, amount_cents, order_status, created_at, updated_at)
         VALUES ($1, $2, $3, $4, 'CREATED', $5, $5)
         ON CONFLICT (idempotency_key) DO NOTHING`,
        [payPalLikeId(), idempotencyKey, bookingId, amountCents, clock()],
      );
      const { rows } = await pool.query<Row>(
        'SELECT * FROM demo_paypal_deposits WHERE idempotency_key = $1',
        [idempotencyKey],
      );
      // The approval happens in the site itself (the deposit button's demo mode): no PayPal page to go to.
      return { orderId: rows[0]!.id, approveUrl: null };
    },

    async getOrder(orderId) {
      return toOrder(await findOrder(orderId));
    },

    async approveOrder(orderId) {
      await findOrder(orderId);
      await pool.query(
        `UPDATE demo_paypal_deposits SET order_status = 'APPROVED', updated_at = $2
          WHERE id = $1 AND order_status = 'CREATED'`,
        [orderId, clock()],
      );
      return toOrder(await findOrder(orderId));
    },

    async authorizeOrder(orderId) {
      const order = await findOrder(orderId);
      if (order.order_status === 'CREATED') throw orderNotApproved();
      const { rows } = await pool.query<Row>(
        `UPDATE demo_paypal_deposits
            SET order_status = 'COMPLETED', authorization_id = $3, authorization_status = 'CREATED',
                authorized_at = $2, updated_at = $2
          WHERE id = $1 AND order_status = 'APPROVED'
          RETURNING *`,
        [orderId, clock(), payPalLikeId()],
      );
      // Authorized before (by this request retried or another): PayPal shows the same authorization.
      const row = rows[0] ?? (await findOrder(orderId));
      return { ...holdOf({ ...row, reauthorization_id: null }), bookingId: row.booking_id };
    },

    async reauthorize({ holdId, amountCents, idempotencyKey }) {
      return onAuthorization(holdId, async (row, client) => {
        if (row.reauthorization_id && row.reauthorization_key === idempotencyKey) return holdOf(row);
        const settled = settledAuthorizationRefusal(row.authorization_status!);
        if (settled) throw settled;
        if (row.reauthorization_id)
          throw unprocessable(
            'REAUTHORIZATION_NOT_SUPPORTED',
            'A reauthorize cannot be attempted on an authorization_id that is the result of a prior reauthorization.',
          );
        const age = clock().getTime() - row.authorized_at!.getTime();
        if (age < HONOR_PERIOD_MS || age > AUTHORIZATION_PERIOD_MS) throw refused();
        if (amountCents <= 0 || amountCents * 100 > integerFromDatabase(row.amount_cents) * 115)
          throw refused();
        return holdOf(
          await update(
            client,
            row.id,
            'reauthorization_id = $3, reauthorization_key = $4, reauthorized_cents = $5, reauthorized_at = $2',
            [payPalLikeId(), idempotencyKey, amountCents],
          ),
        );
      });
    },

    async capture({ holdId, amountCents, idempotencyKey }) {
      return onAuthorization(holdId, async (row, client) => {
        if (row.capture_id && row.capture_key === idempotencyKey)
          return { captureId: row.capture_id, amountCents: integerFromDatabase(row.captured_cents!) };
        const refusal =
          settledAuthorizationRefusal(row.authorization_status!) ??
          authorizationExpired(row.authorized_at!, clock());
        if (refusal) throw refusal;
        const held = holdOf(row).amountCents;
        if (!Number.isInteger(amountCents) || amountCents <= 0)
          throw unprocessable('CANNOT_BE_ZERO_OR_NEGATIVE', 'Must be greater than zero.');
        if (amountCents > held)
          throw unprocessable('MAX_CAPTURE_AMOUNT_EXCEEDED', 'Capture amount exceeds allowable limit.');
        // final_capture: true, always: what is not captured is let go.
        const captured = await update(
          client,
          row.id,
          'capture_id = $3, capture_key = $4, captured_cents = $5, authorization_status = $6',
          [
            payPalLikeId(),
            idempotencyKey,
            amountCents,
            amountCents === held ? 'CAPTURED' : 'PARTIALLY_CAPTURED',
          ],
        );
        return { captureId: captured.capture_id!, amountCents };
      });
    },

    async release({ holdId }) {
      await onAuthorization(holdId, async (row, client) => {
        if (!needsVoiding(row.authorization_status!)) return;
        await update(client, row.id, `authorization_status = 'VOIDED'`, []);
      });
    },
  };
}
