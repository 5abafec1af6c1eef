import { isUuid, SUBSCRIPTION_PLANS, type Subscription } from '@grandtour/shared';
import { and, desc, eq } from 'drizzle-orm';
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

    /**
     * The commission of the owner's current plan, to freeze in a new booking: their latest paid owner plan, or the
     * free plan's for an owner who never took one.
     */
    async ownerCommission(ownerId: string): Promise<{ planId: string; rateBps: number }> {
      // Owners of cars listed before accounts (no account id) are on the Free plan.
      const [row] = !isUuid(ownerId)
        ? []
        : await db
            .select({ planId: subscriptions.planId })
            .from(subscriptions)
            .where(
              and(
                eq(subscriptions.accountId, ownerId),
                eq(subscriptions.kind, 'owner'),
                eq(subscriptions.status, 'active'),
              ),
            )
            .orderBy(desc(subscriptions.activatedAt))
            .limit(1);
      const plan =
        SUBSCRIPTION_PLANS.find(({ id, commissionRateBps }) => id === row?.planId && commissionRateBps) ??
        SUBSCRIPTION_PLANS.find(({ id }) => id === 'owner-free')!;
      return { planId: plan.id, rateBps: plan.commissionRateBps ?? 0 };
    },
  };
}
export type SubscriptionQueries = ReturnType<typeof createSubscriptionQueries>;
