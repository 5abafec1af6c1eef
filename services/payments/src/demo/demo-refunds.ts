import { PaymentProviderError } from '@grandtour/commands';
import { integerFromDatabase, inTransaction } from '@grandtour/event-store';
import type pg from 'pg';

export interface RefundRequest {
  method: 'card' | 'paypal';
  /** How the payment is found: a card refund names the PaymentIntent, a PayPal refund the capture. */
  paymentColumn: 'id' | 'capture_id';
  paymentReference: string;
  amountCents: number;
  idempotencyKey: string;
  refundId: () => string;
  now: Date;
  errors: RefundErrors;
}

/** Each provider's own wording for the ways a refund is refused. */
export interface RefundErrors {
  missing(reference: string): PaymentProviderError;
  notRefundable(reference: string): PaymentProviderError;
  tooLarge(requestedCents: number, remainingCents: number): PaymentProviderError;
  keyReused(): PaymentProviderError;
}

/**
 * A refund of part or all of what was paid, never more than what is left. The payment row is locked, so two
 * refunds of the same payment are decided one after the other; a repeated idempotency key returns the first.
 */
export async function refundDemoPayment(pool: pg.Pool, request: RefundRequest): Promise<{ id: string }> {
  const { errors } = request;
  if (!Number.isInteger(request.amountCents) || request.amountCents <= 0)
    throw new PaymentProviderError(
      'The refund amount must be a positive number of cents.',
      'amount_invalid',
      400,
    );
  return inTransaction(pool, async (client) => {
    const payment = await client.query<{ id: string; amount_cents: string | bigint; status: string }>(
      `SELECT id, amount_cents, status FROM demo_payments
        WHERE method = $1 AND ${request.paymentColumn} = $2 FOR UPDATE`,
      [request.method, request.paymentReference],
    );
    const paid = payment.rows[0];
    if (!paid) throw errors.missing(request.paymentReference);
    const earlier = await client.query<{ id: string; payment_id: string; amount_cents: string | bigint }>(
      'SELECT id, payment_id, amount_cents FROM demo_payment_refunds WHERE method = $1 AND idempotency_key = $2',
      [request.method, request.idempotencyKey],
    );
    const repeated = earlier.rows[0];
    if (repeated) {
      if (
        repeated.payment_id !== paid.id ||
        integerFromDatabase(repeated.amount_cents) !== request.amountCents
      )
        throw errors.keyReused();
      return { id: repeated.id };
    }
    if (paid.status !== 'succeeded' && paid.status !== 'COMPLETED')
      throw errors.notRefundable(request.paymentReference);
    const refunded = await client.query<{ total: string }>(
      'SELECT COALESCE(SUM(amount_cents), 0)::text AS total FROM demo_payment_refunds WHERE payment_id = $1',
      [paid.id],
    );
    const remaining = integerFromDatabase(paid.amount_cents) - Number(refunded.rows[0]?.total ?? 0);
    if (request.amountCents > remaining) throw errors.tooLarge(request.amountCents, remaining);
    const id = request.refundId();
    await client.query(
      `INSERT INTO demo_payment_refunds (id, method, idempotency_key, payment_id, amount_cents, created_at)
       VALUES ($1, $2, $3, $4, $5, $6)`,
      [id, request.method, request.idempotencyKey, paid.id, request.amountCents, request.now],
    );
    return { id };
  });
}
