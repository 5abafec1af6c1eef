import { randomUUID } from 'node:crypto';
import { payoutAccountStreamName, type PayoutAccountEvent } from '@grandtour/commands';
import type { EventStore } from '@grandtour/event-store';
import type { DemoPayoutProvider } from '@grandtour/payments';

/** The owner onboards on the demo's local page: what the accounts' own flow records on the owner's stream. */
export async function connectDemoPayoutAccount(deps: {
  provider: DemoPayoutProvider;
  store: EventStore;
  ownerId: string;
  at: Date;
}): Promise<string> {
  const { provider, store, ownerId } = deps;
  const account = await provider.createAccount({
    ownerId,
    email: 'owner@example.fr',
    idempotencyKey: randomUUID(),
  });
  await provider.completeDemoOnboarding(account.accountId);
  const at = deps.at.toISOString();
  const events: PayoutAccountEvent[] = [
    {
      type: 'PayoutAccountOpened',
      data: { ownerId, provider: 'demo', accountId: account.accountId, openedAt: at },
    },
    {
      type: 'PayoutAccountStatusChecked',
      data: {
        ownerId,
        accountId: account.accountId,
        detailsSubmitted: true,
        payoutsEnabled: true,
        checkedAt: at,
      },
    },
  ];
  await store.appendToStream(payoutAccountStreamName(ownerId), events, { expectedVersion: 'any' });
  return account.accountId;
}
