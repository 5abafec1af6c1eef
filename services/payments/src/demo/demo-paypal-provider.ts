import type { PayPalAuthorization, PayPalCapture, PayPalProvider } from '@grandtour/commands';
import { inTransaction, integerFromDatabase } from '@grandtour/event-store';
import type pg from 'pg';
import { payPalLikeId, stripeLikeId } from '../random-id.ts';
import { chargeDemoAgain } from './demo-charge-again.ts';
import { refundDemoPayment, type RefundErrors } from './demo-refunds.ts';
import {
  amountNotPositive,
  authorizationExpired,
  needsVoiding,
  orderNotApproved,
  payPalNotFound as resourceNotFound,
  payPalUnprocessable as unprocessable,
  settledAuthorizationRefusal,
  type DemoAuthorizationStatus,
} from './demo-paypal-authorizations.ts';

export type DemoPayPalOrderStatus = 'CREATED' | 'APPROVED' | 'COMPLETED';

export interface DemoPayPalOrder {
  id: string;
  status: DemoPayPalOrderStatus;
  amountCents: number;
  bookingId: string;
}

/** What PayPal's own pages do for the payer, done by the demo provider's local approval page. */
export interface DemoPayPalExtras {
  readonly name: 'demo';
  /** The order as the approval page shows it; PaymentProviderError RESOURCE_NOT_FOUND (404) if unknown. */
  getOrder(orderId: string): Promise<DemoPayPalOrder>;
  /** The payer approves: CREATED → APPROVED (approving again changes nothing; a captured order is refused). */
  approveOrder(orderId: string): Promise<DemoPayPalOrder>;
}

export type DemoPayPalProvider = PayPalProvider & DemoPayPalExtras;

/** The local approval page of the demo provider (served by the public site). */
export const demoApproveUrl = (orderId: string) =>
  `/paypal/demo-approve?token=${encodeURIComponent(orderId)}`;

interface OrderRow {
  id: string;
  booking_id: string;
  amount_cents: string | bigint;
  status: DemoPayPalOrderStatus;
  capture_id: string | null;
  intent: 'CAPTURE' | 'AUTHORIZE';
  authorization_id: string | null;
  authorization_status: DemoAuthorizationStatus | null;
  authorized_at: Date | null;
}

const ORDER_COLUMNS =
  'id, booking_id, amount_cents, status, capture_id, intent, authorization_id, authorization_status, authorized_at';

// PayPal's own issues and descriptions (Orders v2 and Payments v2 error envelopes).
const authorizingCaptureOrder = () =>
  unprocessable(
    'ACTION_DOES_NOT_MATCH_INTENT',
    "Order was created with an intent to 'CAPTURE'. Please use v2/checkout/orders/order_id/capture to complete the transaction or alternately Create an order with an intent of 'AUTHORIZE'.",
  );
// Orders v2 names no issue of its own for capturing an AUTHORIZE order: its generic refusal.
const capturingAuthorizeOrder = () => unprocessable('TRANSACTION_REFUSED', 'The request was refused.');

const refundErrors: RefundErrors = {
  missing: resourceNotFound,
  notRefundable: () => unprocessable('CAPTURE_NOT_REFUNDABLE', 'The capture cannot be refunded.'),
  tooLarge: (_requested, remaining) =>
    remaining === 0
      ? unprocessable('CAPTURE_FULLY_REFUNDED', 'The capture has already been fully refunded.')
      : unprocessable(
          'REFUND_AMOUNT_EXCEEDED',
          'The refund amount must be less than or equal to the capture amount that has not yet been refunded.',
        ),
  keyReused: () =>
    unprocessable('DUPLICATE_REQUEST_ID', 'The PayPal-Request-Id was already used for a different request.'),
};

const toOrder = (row: OrderRow): DemoPayPalOrder => ({
  id: row.id,
  status: row.status,
  amountCents: integerFromDatabase(row.amount_cents),
  bookingId: row.booking_id,
});

const toAuthorization = (row: OrderRow): PayPalAuthorization => ({
  orderId: row.id,
  authorizationId: row.authorization_id!,
  status: row.authorization_status === 'PARTIALLY_CAPTURED' ? 'CAPTURED' : row.authorization_status!,
  amountCents: integerFromDatabase(row.amount_cents),
  bookingId: row.booking_id,
});

const toCapture = (row: OrderRow): PayPalCapture => ({
  orderId: row.id,
  captureId: row.capture_id!,
  status: 'COMPLETED',
  amountCents: integerFromDatabase(row.amount_cents),
  bookingId: row.booking_id,
});

export function createDemoPayPalProvider(deps: {
  pool: pg.Pool;
  clock: () => Date;
  ready: () => Promise<void>;
}): DemoPayPalProvider {
  const { pool, clock, ready } = deps;

  async function findOrder(orderId: string): Promise<OrderRow> {
    await ready();
    const result = await pool.query<OrderRow>(
      `SELECT ${ORDER_COLUMNS} FROM demo_payments WHERE method = 'paypal' AND id = $1`,
      [orderId],
    );
    if (!result.rows[0]) throw resourceNotFound();
    return result.rows[0];
  }

  /** Moves the order from one status to the next unless another request already did: returns the row if it moved. */
  async function transition(
    orderId: string,
    from: DemoPayPalOrderStatus,
    to: DemoPayPalOrderStatus,
    captureId?: string,
  ) {
    const result = await pool.query<OrderRow>(
      `UPDATE demo_payments SET status = $3, capture_id = COALESCE($4, capture_id), updated_at = $5
        WHERE method = 'paypal' AND id = $1 AND status = $2
        RETURNING ${ORDER_COLUMNS}`,
      [orderId, from, to, captureId ?? null, clock()],
    );
    return result.rows[0];
  }

  /** The order holding the authorization, locked for the change `change` makes. */
  async function onAuthorization<T>(
    authorizationId: string,
    change: (row: OrderRow, client: pg.PoolClient) => Promise<T>,
  ): Promise<T> {
    await ready();
    return inTransaction(pool, async (client) => {
      const result = await client.query<OrderRow>(
        `SELECT ${ORDER_COLUMNS} FROM demo_payments
          WHERE method = 'paypal' AND authorization_id = $1 FOR UPDATE`,
        [authorizationId],
      );
      if (!result.rows[0]) throw resourceNotFound();
      return change(result.rows[0], client);
    });
  }

  return {
    name: 'demo',
    clientId: null,

    async setup() {
      return { clientToken: stripeLikeId('demo_', 32) };
    },

    /** Like PayPal, a repeated PayPal-Request-Id returns the order it first created. */
    async createOrder({ bookingId, amountCents, idempotencyKey, intent = 'CAPTURE' }) {
      if (!Number.isInteger(amountCents) || amountCents <= 0) throw amountNotPositive();
      await ready();
      const now = clock();
      await pool.query(
        `INSERT INTO demo_payments
           (id, method, idempotency_key, booking_id, amount_cents, status, intent, created_at, updated_at)
         VALUES ($1, 'paypal', $2, $3, $4, 'CREATED', $5, $6, $6)
         ON CONFLICT (method, idempotency_key) DO NOTHING`,
        [payPalLikeId(), idempotencyKey, bookingId, amountCents, intent, now],
      );
      const result = await pool.query<OrderRow>(
        `SELECT ${ORDER_COLUMNS} FROM demo_payments WHERE method = 'paypal' AND idempotency_key = $1`,
        [idempotencyKey],
      );
      const order = result.rows[0]!;
      return { id: order.id, status: order.status, approveUrl: demoApproveUrl(order.id) };
    },

    async getOrder(orderId) {
      return toOrder(await findOrder(orderId));
    },

    async approveOrder(orderId) {
      const order = await findOrder(orderId);
      if (order.status === 'COMPLETED')
        throw order.intent === 'AUTHORIZE'
          ? unprocessable('ORDER_ALREADY_AUTHORIZED', 'Order already authorized.')
          : unprocessable('ORDER_ALREADY_CAPTURED', 'Order already captured.');
      return toOrder((await transition(orderId, 'CREATED', 'APPROVED')) ?? (await findOrder(orderId)));
    },

    async captureOrder(orderId) {
      const order = await findOrder(orderId);
      if (order.intent !== 'CAPTURE') throw capturingAuthorizeOrder();
      if (order.status === 'CREATED') throw orderNotApproved();
      if (order.status === 'COMPLETED') return toCapture(order);
      return toCapture(
        (await transition(orderId, 'APPROVED', 'COMPLETED', payPalLikeId())) ?? (await findOrder(orderId)),
      );
    },

    async authorizeOrder(orderId) {
      const order = await findOrder(orderId);
      if (order.intent !== 'AUTHORIZE') throw authorizingCaptureOrder();
      if (order.status === 'CREATED') throw orderNotApproved();
      if (order.status === 'COMPLETED') return toAuthorization(order);
      // Only the first of two racing authorizations moves the order; the other shows the same authorization.
      const { rows } = await pool.query<OrderRow>(
        `UPDATE demo_payments
            SET status = 'COMPLETED', authorization_id = $2, authorization_status = 'CREATED', authorized_at = $3,
                updated_at = $3
          WHERE method = 'paypal' AND id = $1 AND status = 'APPROVED'
          RETURNING ${ORDER_COLUMNS}`,
        [orderId, payPalLikeId(), clock()],
      );
      return toAuthorization(rows[0] ?? (await findOrder(orderId)));
    },

    /** Always in full and final, as a booking's payment on request is captured (decision 85). */
    async captureAuthorization({ authorizationId }) {
      return onAuthorization(authorizationId, async (row, client) => {
        if (row.capture_id) return toCapture(row);
        const now = clock();
        const refusal =
          settledAuthorizationRefusal(row.authorization_status!) ??
          authorizationExpired(row.authorized_at!, now);
        if (refusal) throw refusal;
        const { rows } = await client.query<OrderRow>(
          `UPDATE demo_payments
              SET authorization_status = 'CAPTURED', capture_id = $2, captured_at = $3, updated_at = $3
            WHERE id = $1 RETURNING ${ORDER_COLUMNS}`,
          [row.id, payPalLikeId(), now],
        );
        return toCapture(rows[0]!);
      });
    },

    async voidAuthorization({ authorizationId }) {
      await onAuthorization(authorizationId, async (row, client) => {
        if (!needsVoiding(row.authorization_status!)) return;
        await client.query(
          `UPDATE demo_payments SET authorization_status = 'VOIDED', updated_at = $2 WHERE id = $1`,
          [row.id, clock()],
        );
      });
    },

    async refundCapture({ captureId, amountCents, idempotencyKey }) {
      await ready();
      return refundDemoPayment(pool, {
        method: 'paypal',
        paymentColumn: 'capture_id',
        paymentReference: captureId,
        amountCents,
        idempotencyKey,
        refundId: payPalLikeId,
        now: clock(),
        errors: refundErrors,
      });
    },

    async verifyWebhook() {
      return null;
    },

    async chargeAgain(request) {
      await ready();
      return chargeDemoAgain(pool, {
        method: 'paypal',
        request,
        now: clock(),
        newIds: () => ({ id: payPalLikeId(), captureId: payPalLikeId() }),
        missing: resourceNotFound,
        keyReused: refundErrors.keyReused,
      });
    },
  };
}
