import type { SubscriptionEvent } from '@grandtour/commands';
import type { Projection } from '@grandtour/event-store';
import { SUBSCRIPTION_EVENT_TYPES } from '@grandtour/commands';

/** Inline: the success page reads the row right after the checkout or its completion. Replays change nothing. */
export const subscriptionsProjection: Projection<SubscriptionEvent> = {
  name: 'subscriptions',
  handles: SUBSCRIPTION_EVENT_TYPES,
  tables: ['subscriptions'],
  async apply(event, sql) {
    if (event.type === 'SubscriptionCheckoutStarted') {
      const data = event.data;
      await sql.query(
        `INSERT INTO subscriptions (id, plan_id, plan_name, kind, price_cents, period, email, language, provider,
           provider_session_id, account_id, status, created_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, 'pending', $12)
         ON CONFLICT (id) DO NOTHING`,
        [
          data.subscriptionId,
          data.planId,
          data.planName,
          data.kind,
          data.priceCents,
          data.period,
          data.email,
          data.language,
          data.provider,
          data.providerSessionId,
          data.accountId,
          data.startedAt,
        ],
      );
      return;
    }
    await sql.query(
      `UPDATE subscriptions SET status = 'active', activated_at = $2, provider_subscription_id = $3
        WHERE id = $1 AND status = 'pending'`,
      [event.data.subscriptionId, event.data.activatedAt, event.data.providerSubscriptionId],
    );
  },
};
