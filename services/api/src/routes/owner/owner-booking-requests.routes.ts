import type { RequestWorkflow } from '@grandtour/commands';
import type { DepositQueries, OwnerQueries } from '@grandtour/projections';
import { DeclineBookingRequestBodySchema } from '@grandtour/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ownerBookingAction } from '../../route-helpers/owner-booking-action.ts';

interface Dependencies {
  owner: OwnerQueries;
  deposits: DepositQueries;
  requests: RequestWorkflow;
}

/** The owner's answer to a request to book (decision 85): accept (captured, confirmed) or decline (nothing charged). */
export const ownerBookingRequestsRoutes: FastifyPluginAsyncZod<Dependencies> = async (app, deps) => {
  const { requests } = deps;
  ownerBookingAction(app, deps, {
    path: '/api/owner/bookings/:id/accept',
    summary:
      'Accept a request to book: the authorised payment is captured and the booking confirmed; 409 ' +
      'request_not_pending once answered or expired, 402 request_authorisation_lapsed when the provider refused',
    run: async (bookingId, ownerId) =>
      (await requests.accept(bookingId, ownerId)) === 'cancelled'
        ? { status: 402, code: 'request_authorisation_lapsed' }
        : undefined,
  });
  ownerBookingAction(app, deps, {
    path: '/api/owner/bookings/:id/decline',
    summary:
      'Decline a request to book, with an optional message for the customer: the authorisation is voided and ' +
      'the dates freed; 409 request_not_pending once answered or expired',
    body: DeclineBookingRequestBodySchema,
    run: (bookingId, ownerId, body) => requests.decline(bookingId, ownerId, body.message || null),
  });
};
