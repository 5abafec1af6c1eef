import {
  PaymentProviderError,
  type SubscriptionCheckout,
  type SubscriptionCheckoutRequest,
  type SubscriptionPaidEvent,
} from '@grandtour/commands';
import { integerFromDatabase } from '@grandtour/event-store';
import type { SubscriptionKind } from '@grandtour/shared';
import type pg from 'pg';
import { stripeLikeId } from '../random-id.ts';

export type DemoCheckoutMethod = 'card' | 'paypal';

export interface DemoCheckoutSessionState {
  id: string;
  method: DemoCheckoutMethod;
  subscriptionId: string;
  planName: string;
  kind: SubscriptionKind;
  priceCents: number;
  email: string;
  status: 'open' | 'complete';
  successUrl: string;
  cancelUrl: string;
}

/** What the provider's own checkout page does for the subscriber, done by the demo's local checkout page. */
export interface DemoSubscriptionExtras {
  readonly name: 'demo';
  /** The session as the checkout page shows it; PaymentProviderError resource_missing (404) if unknown. */
  getSession(sessionId: string): Promise<DemoCheckoutSessionState>;
  /**
   * The subscriber pays: the session completes and the event a provider's webhook would carry comes back (the same
   * event again if it had already completed).
   */
  completeSession(sessionId: string): Promise<SubscriptionPaidEvent>;
}

export type DemoSubscriptionCheckout = SubscriptionCheckout & DemoSubscriptionExtras;

/** The local checkout page of the demo provider (served by the public site). */
export const demoCheckoutUrl = (sessionId: string) =>
  `/subscriptions/checkout?session=${encodeURIComponent(sessionId)}`;

interface SessionRow {
  id: string;
  method: DemoCheckoutMethod;
  subscription_id: string;
  plan_name: string;
  kind: SubscriptionKind;
  amount_cents: string | bigint;
  email: string;
  status: 'open' | 'complete';
  success_url: string;
  cancel_url: string;
  event_id: string | null;
  provider_subscription_id: string | null;
}

const COLUMNS =
  'id, method, subscription_id, plan_name, kind, amount_cents, email, status, success_url, cancel_url, event_id, provider_subscription_id';

const missingSession = (id: string) =>
  new PaymentProviderError(`No such checkout.session: '${id}'`, 'resource_missing', 404);

const toSession = (row: SessionRow): DemoCheckoutSessionState => ({
  id: row.id,
  method: row.method,
  subscriptionId: row.subscription_id,
  planName: row.plan_name,
  kind: row.kind,
  priceCents: integerFromDatabase(row.amount_cents),
  email: row.email,
  status: row.status,
  successUrl: row.success_url,
  cancelUrl: row.cancel_url,
});

const toPaidEvent = (row: SessionRow): SubscriptionPaidEvent => ({
  eventId: row.event_id!,
  type: 'subscription_paid',
  subscriptionId: row.subscription_id,
  providerSessionId: row.id,
  providerSubscriptionId: row.provider_subscription_id,
  amountCents: integerFromDatabase(row.amount_cents),
});

/**
 * The built-in provider's subscription checkout, for the card button or the PayPal one: its sessions live in the
 * database (so any node serves the checkout page) and complete once, whoever asks twice.
 */
export function createDemoSubscriptionCheckout(deps: {
  pool: pg.Pool;
  clock: () => Date;
  ready: () => Promise<void>;
  method: DemoCheckoutMethod;
}): DemoSubscriptionCheckout {
  const { pool, clock, ready, method } = deps;

  async function findSession(sessionId: string): Promise<SessionRow> {
    await ready();
    const result = await pool.query<SessionRow>(
      `SELECT ${COLUMNS} FROM demo_subscription_checkouts WHERE id = $1`,
      [sessionId],
    );
    if (!result.rows[0]) throw missingSession(sessionId);
    return result.rows[0];
  }

  /** Like Stripe, a repeated idempotency key returns the session it first created, and refuses other parameters. */
  async function createCheckout(request: SubscriptionCheckoutRequest) {
    if (!Number.isInteger(request.priceCents) || request.priceCents <= 0)
      throw new PaymentProviderError('A subscription price must be positive.', 'amount_too_small', 400);
    await ready();
    const now = clock();
    await pool.query(
      `INSERT INTO demo_subscription_checkouts (id, method, idempotency_key, subscription_id, plan_name, kind,
         amount_cents, email, success_url, cancel_url, status, created_at, updated_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, 'open', $11, $11)
       ON CONFLICT (method, idempotency_key) DO NOTHING`,
      [
        stripeLikeId('cs_demo_'),
        method,
        request.idempotencyKey,
        request.subscriptionId,
        request.planName,
        request.kind,
        request.priceCents,
        request.email,
        request.successUrl,
        request.cancelUrl,
        now,
      ],
    );
    const result = await pool.query<SessionRow>(
      `SELECT ${COLUMNS} FROM demo_subscription_checkouts WHERE method = $1 AND idempotency_key = $2`,
      [method, request.idempotencyKey],
    );
    const row = result.rows[0]!;
    if (
      row.subscription_id !== request.subscriptionId ||
      integerFromDatabase(row.amount_cents) !== request.priceCents
    )
      throw new PaymentProviderError(
        'Keys for idempotent requests can only be used with the same parameters they were first used with.',
        'idempotency_error',
        400,
      );
    return { id: row.id, url: demoCheckoutUrl(row.id) };
  }

  return {
    name: 'demo',
    createCheckout,

    async getSession(sessionId) {
      return toSession(await findSession(sessionId));
    },

    async completeSession(sessionId) {
      await findSession(sessionId);
      const completed = await pool.query<SessionRow>(
        `UPDATE demo_subscription_checkouts
            SET status = 'complete', event_id = $2, provider_subscription_id = $3, updated_at = $4
          WHERE id = $1 AND status = 'open'
          RETURNING ${COLUMNS}`,
        [sessionId, stripeLikeId('evt_demo_'), stripeLikeId('sub_demo_'), clock()],
      );
      return toPaidEvent(completed.rows[0] ?? (await findSession(sessionId)));
    },

    async verifyWebhook() {
      return null;
    },
  };
}
