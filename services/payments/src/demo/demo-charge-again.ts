import { PaymentProviderError, type ChargeAgainRequest, type ChargedAgain } from '@grandtour/commands';
import { integerFromDatabase, inTransaction } from '@grandtour/event-store';
import type pg from 'pg';

export interface DemoChargeAgain {
  method: 'card' | 'paypal';
  request: ChargeAgainRequest;
  now: Date;
  /** A new payment's ids: the intent (card) or order (PayPal), and the capture a PayPal refund goes through. */
  newIds: () => { id: string; captureId: string | null };
  missing: () => PaymentProviderError;
  keyReused: () => PaymentProviderError;
}

const MINIMUM_CHARGE_CENTS = 50;

/**
 * The demo provider keeps every payment method it has taken as chargeable again (as a card saved for off-session use
 * at Stripe, or a vaulted PayPal payer would be): a new payment, already succeeded, for the same booking. A repeated
 * idempotency key returns the first charge; the same key for another amount or booking is refused.
 */
export async function chargeDemoAgain(pool: pg.Pool, charge: DemoChargeAgain): Promise<ChargedAgain> {
  const { request, method } = charge;
  if (!Number.isInteger(request.amountCents) || request.amountCents < MINIMUM_CHARGE_CENTS)
    throw new PaymentProviderError('Amount must be at least €0.50 eur', 'amount_too_small', 400);
  const reference = method === 'card' ? 'id' : 'capture_id';
  return inTransaction(pool, async (client) => {
    const original = await client.query<{ booking_id: string; status: string }>(
      `SELECT booking_id, status FROM demo_payments WHERE method = $1 AND ${reference} = $2 FOR UPDATE`,
      [method, request.originalPaymentId],
    );
    const paid = original.rows[0];
    if (!paid || (paid.status !== 'succeeded' && paid.status !== 'COMPLETED')) throw charge.missing();
    const ids = charge.newIds();
    await client.query(
      `INSERT INTO demo_payments
         (id, method, idempotency_key, booking_id, amount_cents, description, status, capture_id, event_id,
          created_at, updated_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $10)
       ON CONFLICT (method, idempotency_key) DO NOTHING`,
      [
        ids.id,
        method,
        request.idempotencyKey,
        request.bookingId,
        request.amountCents,
        request.description,
        method === 'card' ? 'succeeded' : 'COMPLETED',
        ids.captureId,
        `evt_demo_${ids.id}`,
        charge.now,
      ],
    );
    const stored = await client.query<{
      id: string;
      capture_id: string | null;
      booking_id: string;
      amount_cents: string | bigint;
    }>(
      `SELECT id, capture_id, booking_id, amount_cents FROM demo_payments
        WHERE method = $1 AND idempotency_key = $2`,
      [method, request.idempotencyKey],
    );
    const row = stored.rows[0]!;
    if (row.booking_id !== request.bookingId || integerFromDatabase(row.amount_cents) !== request.amountCents)
      throw charge.keyReused();
    return {
      paymentIntentId: row.id,
      paymentId: method === 'card' ? row.id : row.capture_id!,
      amountCents: integerFromDatabase(row.amount_cents),
    };
  });
}
