import {
  PaymentProviderError,
  type CardPaymentProvider,
  type CardWebhookEvent,
  type PaymentIntentState,
} from '@grandtour/commands';
import { integerFromDatabase } from '@grandtour/event-store';
import { formatEuroCents } from '@grandtour/shared';
import type pg from 'pg';
import { stripeLikeId } from '../random-id.ts';
import { chargeDemoAgain } from './demo-charge-again.ts';
import { refundDemoPayment, type RefundErrors } from './demo-refunds.ts';
import { rememberDemoCard } from './demo-deposit-holds.ts';
import { idempotencyKeyReused, missingPaymentIntent, unexpectedIntentState } from './demo-card-errors.ts';
import { checkTestCard, type CardDetails } from './test-cards.ts';

export type PaymentSucceededEvent = Extract<CardWebhookEvent, { type: 'payment_succeeded' }>;
export type PaymentAuthorisedEvent = Extract<CardWebhookEvent, { type: 'payment_authorised' }>;

/** The demo provider's card form stands in for Stripe Elements: the server confirms the payment itself. */
export interface DemoCardExtras {
  readonly name: 'demo';
  /**
   * Confirms with a card as Stripe test mode would. Success returns the event a Stripe webhook would carry:
   * `payment_succeeded`, or `payment_authorised` for a manual-capture intent (the same event again if it had already
   * been confirmed); a decline throws PaymentProviderError (402).
   */
  confirmCardPayment(
    input: CardDetails & { clientSecret: string; cardholderName?: string },
  ): Promise<PaymentSucceededEvent | PaymentAuthorisedEvent>;
}

export type DemoCardProvider = CardPaymentProvider & DemoCardExtras;

interface IntentRow {
  id: string;
  booking_id: string;
  amount_cents: string | bigint;
  description: string | null;
  status: PaymentIntentState['status'];
  capture_method: 'automatic' | 'manual';
  client_secret: string;
  event_id: string | null;
  last_error_message: string | null;
}

const INTENT_COLUMNS =
  'id, booking_id, amount_cents, description, status, capture_method, client_secret, event_id, last_error_message';

const MINIMUM_CHARGE_CENTS = 50;

const missingIntent = missingPaymentIntent;

const cannotConfirm = (status: string) =>
  new PaymentProviderError(
    `This PaymentIntent's status is ${status}, so it cannot be confirmed.`,
    'payment_intent_unexpected_state',
    400,
  );

const refundErrors: RefundErrors = {
  missing: missingIntent,
  notRefundable: () =>
    new PaymentProviderError(
      'This PaymentIntent does not have a successful charge to refund.',
      'payment_intent_unexpected_state',
      400,
    ),
  tooLarge: (requested, remaining) =>
    remaining === 0
      ? new PaymentProviderError('This charge has already been refunded.', 'charge_already_refunded', 400)
      : new PaymentProviderError(
          `Refund amount (${formatEuroCents(requested, 'en-US')}) is greater than unrefunded amount on charge (${formatEuroCents(remaining, 'en-US')})`,
          'amount_too_large',
          400,
        ),
  keyReused: idempotencyKeyReused,
};

export function createDemoCardProvider(deps: {
  pool: pg.Pool;
  clock: () => Date;
  ready: () => Promise<void>;
  /** The deposit holds' tables, where the card of a payment is remembered for an off-session hold. */
  depositsReady: () => Promise<void>;
}): DemoCardProvider {
  const { pool, clock, ready } = deps;

  async function findIntent(column: 'id' | 'client_secret', value: string): Promise<IntentRow | undefined> {
    await ready();
    const result = await pool.query<IntentRow>(
      `SELECT ${INTENT_COLUMNS} FROM demo_payments WHERE method = 'card' AND ${column} = $1`,
      [value],
    );
    return result.rows[0];
  }

  /** The event of the confirmation: a manual-capture intent is authorised, not paid, until it is captured. */
  const confirmedEvent = (intent: IntentRow): PaymentSucceededEvent | PaymentAuthorisedEvent => ({
    eventId: intent.event_id!,
    type: intent.capture_method === 'manual' ? 'payment_authorised' : 'payment_succeeded',
    paymentIntentId: intent.id,
    bookingId: intent.booking_id,
    amountCents: integerFromDatabase(intent.amount_cents),
  });

  return {
    name: 'demo',
    publishableKey: null,

    async createPaymentIntent({
      bookingId,
      amountCents,
      description,
      idempotencyKey,
      captureMethod = 'automatic',
    }) {
      if (!Number.isInteger(amountCents) || amountCents < MINIMUM_CHARGE_CENTS)
        throw new PaymentProviderError('Amount must be at least €0.50 eur', 'amount_too_small', 400);
      await ready();
      const id = stripeLikeId('pi_demo_');
      const inserted = await pool.query<{ id: string; client_secret: string }>(
        `INSERT INTO demo_payments
           (id, method, idempotency_key, booking_id, amount_cents, description, status, capture_method,
            client_secret, created_at, updated_at)
         VALUES ($1, 'card', $2, $3, $4, $5, 'requires_payment_method', $6, $7, $8, $8)
         ON CONFLICT (method, idempotency_key) DO NOTHING
         RETURNING id, client_secret`,
        [
          id,
          idempotencyKey,
          bookingId,
          amountCents,
          description,
          captureMethod,
          `${id}_secret_${stripeLikeId('', 25)}`,
          clock(),
        ],
      );
      const created = inserted.rows[0];
      if (created) return { id: created.id, clientSecret: created.client_secret };
      const first = await pool.query<IntentRow>(
        `SELECT ${INTENT_COLUMNS} FROM demo_payments WHERE method = 'card' AND idempotency_key = $1`,
        [idempotencyKey],
      );
      const earlier = first.rows[0]!;
      if (
        earlier.booking_id !== bookingId ||
        integerFromDatabase(earlier.amount_cents) !== amountCents ||
        earlier.description !== description ||
        earlier.capture_method !== captureMethod
      )
        throw idempotencyKeyReused();
      return { id: earlier.id, clientSecret: earlier.client_secret };
    },

    async retrievePaymentIntent(paymentIntentId) {
      const intent = await findIntent('id', paymentIntentId);
      if (!intent) throw missingIntent(paymentIntentId);
      return {
        id: intent.id,
        status: intent.status,
        amountCents: integerFromDatabase(intent.amount_cents),
        bookingId: intent.booking_id,
        lastErrorMessage: intent.last_error_message,
      };
    },

    async confirmCardPayment({ clientSecret, ...card }) {
      const intent = await findIntent('client_secret', clientSecret);
      if (!intent) throw missingIntent(clientSecret.split('_secret_')[0] ?? clientSecret);
      if (intent.status === 'canceled') throw cannotConfirm(intent.status);
      if (intent.event_id) return confirmedEvent(intent);
      const now = clock();
      const outcome = checkTestCard(card, now);
      if (!outcome.ok) {
        await pool.query(
          `UPDATE demo_payments SET last_error_message = $2, updated_at = $3
            WHERE id = $1 AND status = 'requires_payment_method'`,
          [intent.id, outcome.message, now],
        );
        throw new PaymentProviderError(outcome.message, outcome.code, 402, outcome.declineCode);
      }
      // Only the first of two racing confirmations flips the status; the other returns the first one's event.
      const flipped = await pool.query<IntentRow>(
        `UPDATE demo_payments
            SET status = CASE capture_method WHEN 'manual' THEN 'requires_capture' ELSE 'succeeded' END,
                event_id = $2, last_error_message = NULL, updated_at = $3
          WHERE id = $1 AND status = 'requires_payment_method'
          RETURNING ${INTENT_COLUMNS}`,
        [intent.id, stripeLikeId('evt_demo_'), now],
      );
      const confirmed = flipped.rows[0] ?? (await findIntent('id', intent.id))!;
      if (confirmed.status === 'canceled') throw cannotConfirm(confirmed.status);
      // Saved at the authorisation too: the deposit hold comes after the capture, on the same card.
      await rememberDemoCard(pool, deps.depositsReady, intent.id, card);
      return confirmedEvent(confirmed);
    },

    async capturePaymentIntent({ paymentIntentId }) {
      await ready();
      // One conditional update: a capture and a cancellation racing on the same intent, only one changes it.
      const captured = await pool.query<IntentRow>(
        `UPDATE demo_payments SET status = 'succeeded', captured_at = $2, updated_at = $2
          WHERE method = 'card' AND id = $1 AND status = 'requires_capture'
          RETURNING ${INTENT_COLUMNS}`,
        [paymentIntentId, clock()],
      );
      const intent = captured.rows[0] ?? (await findIntent('id', paymentIntentId));
      if (!intent) throw missingIntent(paymentIntentId);
      if (intent.status !== 'succeeded' || intent.capture_method !== 'manual')
        throw unexpectedIntentState(intent.status, 'captured');
      return { paymentIntentId: intent.id, amountCents: integerFromDatabase(intent.amount_cents) };
    },

    async cancelPaymentIntent({ paymentIntentId }) {
      await ready();
      const cancelled = await pool.query(
        `UPDATE demo_payments SET status = 'canceled', updated_at = $2
          WHERE method = 'card' AND id = $1 AND status IN ('requires_payment_method', 'requires_capture')`,
        [paymentIntentId, clock()],
      );
      if (cancelled.rowCount) return;
      const intent = await findIntent('id', paymentIntentId);
      if (!intent) throw missingIntent(paymentIntentId);
      if (intent.status !== 'canceled') throw unexpectedIntentState(intent.status, 'canceled');
    },

    async refund({ paymentIntentId, amountCents, idempotencyKey }) {
      await ready();
      return refundDemoPayment(pool, {
        method: 'card',
        paymentColumn: 'id',
        paymentReference: paymentIntentId,
        amountCents,
        idempotencyKey,
        refundId: () => stripeLikeId('re_demo_'),
        now: clock(),
        errors: refundErrors,
      });
    },

    parseWebhook() {
      return null;
    },

    async chargeAgain(request) {
      await ready();
      return chargeDemoAgain(pool, {
        method: 'card',
        request,
        now: clock(),
        newIds: () => ({ id: stripeLikeId('pi_demo_'), captureId: null }),
        missing: () => missingIntent(request.originalPaymentId),
        keyReused: idempotencyKeyReused,
      });
    },
  };
}
