import type { DepositWorkflow } from '@grandtour/commands';
import type { DepositQueries, OwnerQueries } from '@grandtour/projections';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ownerBookingAction } from '../../route-helpers/owner-booking-action.ts';

interface Dependencies {
  owner: OwnerQueries;
  deposits: { workflow: DepositWorkflow; queries: DepositQueries };
}

/** The owner's side of the deposit (decision 68): waive it, and hand the car over only once it is secured. */
export const ownerDepositRoutes: FastifyPluginAsyncZod<Dependencies> = async (app, { owner, deposits }) => {
  const deps = { owner, deposits: deposits.queries };
  ownerBookingAction(app, deps, {
    summary: 'Hand the car over without a deposit (WaiveDeposit)',
    path: '/api/owner/bookings/:id/deposit/waive',
    run: (id, ownerId) => deposits.workflow.waive(id, ownerId),
  });
  ownerBookingAction(app, deps, {
    summary:
      'The car was handed over (MarkPickedUp): 422 deposit_not_secured until the deposit is held or waived',
    path: '/api/owner/bookings/:id/pickup',
    run: (id, ownerId) => deposits.workflow.markPickedUp(id, ownerId),
  });
};
