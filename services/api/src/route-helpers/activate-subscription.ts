import {
  handleCommand,
  subscriptionDecider,
  subscriptionStreamName,
  type SubscriptionPaidEvent,
} from '@grandtour/commands';
import type { EventStore } from '@grandtour/event-store';
import type { SubscriptionProviderName } from '@grandtour/shared';

/**
 * Records a provider's word that a subscription is paid. Idempotent: a replayed webhook or a second completion
 * changes nothing; a concurrent one is decided again on the fresh stream.
 */
export async function activateSubscription(
  store: EventStore,
  provider: SubscriptionProviderName,
  event: SubscriptionPaidEvent,
  now: Date,
): Promise<void> {
  await handleCommand(
    store,
    subscriptionStreamName(event.subscriptionId),
    subscriptionDecider,
    {
      type: 'ActivateSubscription',
      data: {
        provider,
        providerSessionId: event.providerSessionId,
        providerSubscriptionId: event.providerSubscriptionId,
        providerEventId: event.eventId,
        amountCents: event.amountCents,
      },
      metadata: { now: now.toISOString() },
    },
    { retries: 3 },
  );
}
