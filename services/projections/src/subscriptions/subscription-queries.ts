import type { Subscription } from '@grandtour/shared';
import { eq } from 'drizzle-orm';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { subscriptions } from '../schema/index.ts';

type Row = typeof subscriptions.$inferSelect;

/** What the site may show of a subscription: never the e-mail address nor the provider's references. */
const toSubscription = (row: Row): Subscription => ({
  id: row.id,
  planId: row.planId as Subscription['planId'],
  planName: row.planName,
  kind: row.kind as Subscription['kind'],
  priceCents: row.priceCents,
  period: 'month',
  status: row.status as Subscription['status'],
  provider: row.provider as Subscription['provider'],
  createdAt: row.createdAt.toISOString(),
  activatedAt: row.activatedAt?.toISOString() ?? null,
});

export function createSubscriptionQueries(db: NodePgDatabase) {
  return {
    async findSubscription(id: string): Promise<Subscription | null> {
      const [row] = await db.select().from(subscriptions).where(eq(subscriptions.id, id));
      return row ? toSubscription(row) : null;
    },
  };
}
export type SubscriptionQueries = ReturnType<typeof createSubscriptionQueries>;
