import {
  defaultHoldExpiry,
  PaymentProviderError,
  type CardDepositHolds,
  type DepositHoldStatus,
} from '@grandtour/commands';
import { inTransaction, integerFromDatabase } from '@grandtour/event-store';
import { formatEuroCents } from '@grandtour/shared';
import type pg from 'pg';
import { stripeLikeId } from '../random-id.ts';
import { idempotencyKeyReused, missingPaymentIntent, unexpectedIntentState } from './demo-card-errors.ts';
import { checkOffSessionCard, checkTestCard, type CardDetails } from './test-cards.ts';

/**
 * The demo provider's card deposit holds, a PaymentIntent with `capture_method: manual` as Stripe runs it: authorised
 * (`requires_capture`) until `capture_before` (4 d 18 h off-session, 7 d on-session, decision 68), then captured in
 * part (`succeeded`, the rest let go) or cancelled (`canceled`). The card a booking was paid with is remembered so an
 * off-session hold on it is declined exactly as its test number says.
 */
const DDL = `
CREATE TABLE IF NOT EXISTS demo_deposit_holds (
  id text PRIMARY KEY,
  idempotency_key text NOT NULL UNIQUE,
  booking_id text NOT NULL,
  amount_cents bigint NOT NULL CHECK (amount_cents > 0),
  description text,
  status text NOT NULL CHECK (status IN ('requires_payment_method', 'requires_capture', 'succeeded', 'canceled')),
  off_session boolean NOT NULL,
  client_secret text NOT NULL UNIQUE,
  capture_before timestamptz,
  captured_cents bigint NOT NULL DEFAULT 0,
  capture_id text UNIQUE,
  capture_key text UNIQUE,
  cancel_reason text,
  last_error_code text,
  last_error_decline_code text,
  last_error_message text,
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL
);
CREATE INDEX IF NOT EXISTS demo_deposit_holds_booking ON demo_deposit_holds (booking_id);
CREATE TABLE IF NOT EXISTS demo_saved_cards (
  payment_intent_id text PRIMARY KEY,
  card_number text NOT NULL,
  expiry text NOT NULL,
  cvc text NOT NULL
);
`;

async function ensureSchema(pool: pg.Pool) {
  await inTransaction(pool, async (client) => {
    await client.query(`SELECT pg_advisory_xact_lock(hashtext('grandtour.demo_deposit_holds'))`);
    await client.query(DDL);
  });
}

/** Created on first use, like the demo payments' own tables; a failure is tried again on the next call. */
export function lazyDepositSchema(pool: pg.Pool): () => Promise<void> {
  let ready: Promise<void> | null = null;
  return () => {
    ready ??= ensureSchema(pool).catch((error: unknown) => {
      ready = null;
      throw error;
    });
    return ready;
  };
}

/** The demo card form remembers the test card a payment succeeded with: the saved card of an off-session hold. */
export async function rememberDemoCard(
  pool: pg.Pool,
  ready: () => Promise<void>,
  paymentIntentId: string,
  card: CardDetails,
) {
  await ready();
  await pool.query(
    `INSERT INTO demo_saved_cards (payment_intent_id, card_number, expiry, cvc) VALUES ($1, $2, $3, $4)
     ON CONFLICT (payment_intent_id) DO NOTHING`,
    [paymentIntentId, card.cardNumber.replace(/[\s-]/g, ''), card.expiry, card.cvc],
  );
}

export type DemoHoldStatus = 'requires_payment_method' | 'requires_capture' | 'succeeded' | 'canceled';

interface HoldRow {
  id: string;
  idempotency_key: string;
  booking_id: string;
  amount_cents: string | bigint;
  description: string | null;
  status: DemoHoldStatus;
  off_session: boolean;
  client_secret: string;
  capture_before: Date | null;
  captured_cents: string | bigint;
  capture_id: string | null;
  capture_key: string | null;
  last_error_code: string | null;
  last_error_decline_code: string | null;
  last_error_message: string | null;
}

export interface DemoDepositHolds extends CardDepositHolds {
  readonly name: 'demo';
  /** The demo card form for a hold the customer confirms (another card): Stripe test cards decide. */
  confirmHoldWithCard(input: CardDetails & { clientSecret: string }): Promise<DepositHoldStatus>;
}

export function createDemoDepositHolds(deps: {
  pool: pg.Pool;
  clock: () => Date;
  ready: () => Promise<void>;
}): DemoDepositHolds {
  const { pool, clock, ready } = deps;

  async function find(column: 'id' | 'client_secret' | 'idempotency_key', value: string) {
    await ready();
    const result = await pool.query<HoldRow>(`SELECT * FROM demo_deposit_holds WHERE ${column} = $1`, [
      value,
    ]);
    return result.rows[0];
  }

  /** A hold past its capture_before is cancelled by the provider itself, as Stripe does. */
  async function lapse(row: HoldRow): Promise<HoldRow> {
    if (row.status !== 'requires_capture' || !row.capture_before) return row;
    const now = clock();
    if (row.capture_before.getTime() > now.getTime()) return row;
    const lapsed = await pool.query<HoldRow>(
      `UPDATE demo_deposit_holds SET status = 'canceled', cancel_reason = 'automatic', updated_at = $2
        WHERE id = $1 AND status = 'requires_capture' RETURNING *`,
      [row.id, now],
    );
    return lapsed.rows[0] ?? (await find('id', row.id))!;
  }

  const holdOf = (row: HoldRow) => ({
    holdId: row.id,
    amountCents: integerFromDatabase(row.amount_cents),
    expiresAt: row.capture_before!.toISOString(),
  });

  const refusalOf = (row: HoldRow) =>
    new PaymentProviderError(
      row.last_error_message ?? 'Your card was declined.',
      row.last_error_code ?? 'card_declined',
      402,
      row.last_error_decline_code ?? undefined,
    );

  /** Inserts the intent once per idempotency key; the same key with other parameters is refused, as at Stripe. */
  async function open(input: {
    bookingId: string;
    amountCents: number;
    description: string;
    idempotencyKey: string;
    offSession: boolean;
  }): Promise<HoldRow> {
    if (!Number.isInteger(input.amountCents) || input.amountCents < 50)
      throw new PaymentProviderError('Amount must be at least €0.50 eur', 'amount_too_small', 400);
    await ready();
    const id = stripeLikeId('pi_demo_hold_');
    const now = clock();
    const inserted = await pool.query<HoldRow>(
      `INSERT INTO demo_deposit_holds (id, idempotency_key, booking_id, amount_cents, description, status,
         off_session, client_secret, created_at, updated_at)
       VALUES ($1, $2, $3, $4, $5, 'requires_payment_method', $6, $7, $8, $8)
       ON CONFLICT (idempotency_key) DO NOTHING RETURNING *`,
      [
        id,
        input.idempotencyKey,
        input.bookingId,
        input.amountCents,
        input.description,
        input.offSession,
        `${id}_secret_${stripeLikeId('', 25)}`,
        now,
      ],
    );
    const row = inserted.rows[0] ?? (await find('idempotency_key', input.idempotencyKey))!;
    if (
      row.booking_id !== input.bookingId ||
      integerFromDatabase(row.amount_cents) !== input.amountCents ||
      row.off_session !== input.offSession
    )
      throw idempotencyKeyReused();
    return row;
  }

  /** Authorises with a card: only the first of two racing confirmations changes the row. */
  async function authorise(row: HoldRow, card: CardDetails | null): Promise<HoldRow> {
    const now = clock();
    const outcome = card
      ? (row.off_session ? checkOffSessionCard : checkTestCard)(card, now)
      : ({
          ok: false,
          code: 'payment_method_unavailable',
          message: 'No card is saved for this payment: the customer must enter one.',
        } as const);
    if (!outcome.ok) {
      const failed = await pool.query<HoldRow>(
        `UPDATE demo_deposit_holds SET last_error_code = $2, last_error_decline_code = $3, last_error_message = $4,
           updated_at = $5
          WHERE id = $1 AND status = 'requires_payment_method' RETURNING *`,
        [
          row.id,
          outcome.code,
          'declineCode' in outcome ? (outcome.declineCode ?? null) : null,
          outcome.message,
          now,
        ],
      );
      return failed.rows[0] ?? (await find('id', row.id))!;
    }
    const captureBefore = defaultHoldExpiry(now, row.off_session);
    const held = await pool.query<HoldRow>(
      `UPDATE demo_deposit_holds SET status = 'requires_capture', capture_before = $2, last_error_code = NULL,
         last_error_decline_code = NULL, last_error_message = NULL, updated_at = $3
        WHERE id = $1 AND status = 'requires_payment_method' RETURNING *`,
      [row.id, captureBefore, now],
    );
    return held.rows[0] ?? (await find('id', row.id))!;
  }

  async function savedCard(paymentIntentId: string): Promise<CardDetails | null> {
    const result = await pool.query<{ card_number: string; expiry: string; cvc: string }>(
      'SELECT card_number, expiry, cvc FROM demo_saved_cards WHERE payment_intent_id = $1',
      [paymentIntentId],
    );
    const card = result.rows[0];
    return card ? { cardNumber: card.card_number, expiry: card.expiry, cvc: card.cvc } : null;
  }

  function statusOf(row: HoldRow): DepositHoldStatus {
    const status =
      row.status === 'requires_capture'
        ? 'held'
        : row.status === 'succeeded'
          ? 'captured'
          : row.status === 'canceled'
            ? 'released'
            : row.last_error_message
              ? 'failed'
              : 'pending';
    return {
      status,
      hold: row.capture_before ? holdOf(row) : null,
      lastErrorMessage: row.last_error_message,
      bookingId: row.booking_id,
    };
  }

  return {
    name: 'demo',

    async holdOnSavedCard({ bookingId, paymentIntentId, amountCents, description, idempotencyKey }) {
      let row = await open({ bookingId, amountCents, description, idempotencyKey, offSession: true });
      if (row.status === 'requires_payment_method' && !row.last_error_message)
        row = await authorise(row, await savedCard(paymentIntentId));
      if (row.status === 'requires_payment_method') throw refusalOf(row);
      return holdOf(row);
    },

    async createHoldIntent({ bookingId, amountCents, description, idempotencyKey }) {
      const row = await open({ bookingId, amountCents, description, idempotencyKey, offSession: false });
      return { holdId: row.id, clientSecret: row.client_secret };
    },

    async confirmHoldWithCard({ clientSecret, ...card }) {
      const row = await find('client_secret', clientSecret);
      if (!row) throw missingPaymentIntent(clientSecret.split('_secret_')[0] ?? clientSecret);
      if (row.status !== 'requires_payment_method') return statusOf(await lapse(row));
      // Like Stripe, a declined confirmation leaves the intent waiting for another card.
      const confirmed = await authorise(row, card);
      if (confirmed.status === 'requires_payment_method') throw refusalOf(confirmed);
      return statusOf(confirmed);
    },

    async retrieveHold(holdId) {
      const row = await find('id', holdId);
      if (!row) throw missingPaymentIntent(holdId);
      return statusOf(await lapse(row));
    },

    async capture({ holdId, amountCents, idempotencyKey }) {
      const row = await find('id', holdId);
      if (!row) throw missingPaymentIntent(holdId);
      const current = await lapse(row);
      if (current.status === 'succeeded') {
        if (current.capture_key !== idempotencyKey) throw unexpectedIntentState(current.status, 'captured');
        if (integerFromDatabase(current.captured_cents) !== amountCents) throw idempotencyKeyReused();
        return { captureId: current.capture_id!, amountCents };
      }
      const capturable = integerFromDatabase(current.amount_cents);
      if (!Number.isInteger(amountCents) || amountCents <= 0 || amountCents > capturable)
        throw new PaymentProviderError(
          `The amount to capture (${formatEuroCents(amountCents, 'en-US')}) must be less than or equal to the amount capturable (${formatEuroCents(capturable, 'en-US')}).`,
          'amount_too_large',
          400,
        );
      // One conditional update: a capture and a cancellation racing on the same hold, only one changes it.
      const captured = await pool.query<HoldRow>(
        `UPDATE demo_deposit_holds SET status = 'succeeded', captured_cents = $2, capture_id = $3, capture_key = $4,
           updated_at = $5
          WHERE id = $1 AND status = 'requires_capture' RETURNING *`,
        [holdId, amountCents, stripeLikeId('ch_demo_'), idempotencyKey, clock()],
      );
      const done = captured.rows[0];
      if (done) return { captureId: done.capture_id!, amountCents };
      const after = (await find('id', holdId))!;
      if (after.status === 'succeeded' && after.capture_key === idempotencyKey)
        return { captureId: after.capture_id!, amountCents: integerFromDatabase(after.captured_cents) };
      throw unexpectedIntentState(after.status, 'captured');
    },

    async release({ holdId }) {
      const row = await find('id', holdId);
      if (!row) throw missingPaymentIntent(holdId);
      const cancelled = await pool.query(
        `UPDATE demo_deposit_holds SET status = 'canceled', cancel_reason = 'requested_by_customer', updated_at = $2
          WHERE id = $1 AND status IN ('requires_payment_method', 'requires_capture')`,
        [holdId, clock()],
      );
      if (cancelled.rowCount) return;
      const after = (await find('id', holdId))!;
      if (after.status !== 'canceled') throw unexpectedIntentState(after.status, 'canceled');
    },
  };
}
