import type { OwnerQueries } from '@grandtour/projections';
import { OWNER_CALENDAR_DAYS, OwnerDashboardSchema, todayInParis } from '@grandtour/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../plugins/error-responses.ts';
import { ownerOf } from '../../plugins/owner-api.ts';

/** The dashboard's four cards, 12 months of earnings (owner_stats) and each car's occupancy (availability). */
export const ownerDashboardRoutes: FastifyPluginAsyncZod<{ owner: OwnerQueries; clock: () => Date }> = async (
  app,
  { owner, clock },
) => {
  app.get(
    '/api/owner/dashboard',
    {
      schema: {
        tags: ['owner'],
        summary: 'The owner dashboard’s figures',
        description:
          '`revenueByMonth`: the owner_stats ledger (net of cancellations), 12 months; `revenueThisMonthCents` is ' +
          'its current month, so the card and the chart agree (decision 62).',
        response: { 200: OwnerDashboardSchema, ...errorResponses(401, 403) },
      },
    },
    async (request) => {
      const now = clock();
      return owner.dashboard(ownerOf(request).id, todayInParis(now), OWNER_CALENDAR_DAYS, now);
    },
  );
};
