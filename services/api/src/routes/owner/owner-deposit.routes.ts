import type { DepositWorkflow } from '@grandtour/commands';
import type { DepositQueries, OwnerQueries } from '@grandtour/projections';
import { BookingIdParamsSchema, OwnerBookingDetailSchema, type OwnerBookingDetail } from '@grandtour/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sendError } from '../../plugins/error-handler.ts';
import { errorResponses } from '../../plugins/error-responses.ts';
import { ownerOf } from '../../plugins/owner-api.ts';

interface Dependencies {
  owner: OwnerQueries;
  deposits: { workflow: DepositWorkflow; queries: DepositQueries };
}

const errors = errorResponses(400, 401, 403, 404, 409, 422);

/** One of the owner's bookings with its deposit, as `GET /api/owner/bookings/:id` answers. */
export async function ownerBookingWithDeposit(
  owner: OwnerQueries,
  deposits: DepositQueries,
  ownerId: string,
  bookingId: string,
): Promise<OwnerBookingDetail | null> {
  const booking = await owner.findBooking(ownerId, bookingId);
  return booking ? { ...booking, deposit: await deposits.findDeposit(bookingId) } : null;
}

/** The owner's side of the deposit (decision 68): waive it, and hand the car over only once it is secured. */
export const ownerDepositRoutes: FastifyPluginAsyncZod<Dependencies> = async (app, { owner, deposits }) => {
  const act = (summary: string, path: string, run: (bookingId: string, ownerId: string) => Promise<void>) =>
    app.post(
      path,
      {
        schema: {
          tags: ['owner'],
          summary,
          params: BookingIdParamsSchema,
          response: { 200: OwnerBookingDetailSchema, ...errors },
        },
      },
      async (request, reply) => {
        const ownerId = ownerOf(request).id;
        const bookingId = request.params.id;
        if (!(await owner.findBooking(ownerId, bookingId)))
          return sendError(reply, request, 404, 'booking_not_found');
        await run(bookingId, ownerId);
        return (
          (await ownerBookingWithDeposit(owner, deposits.queries, ownerId, bookingId)) ??
          sendError(reply, request, 404, 'booking_not_found')
        );
      },
    );

  act(
    'Hand the car over without a deposit (WaiveDeposit)',
    '/api/owner/bookings/:id/deposit/waive',
    (id, ownerId) => deposits.workflow.waive(id, ownerId),
  );
  act(
    'The car was handed over (MarkPickedUp): 422 deposit_not_secured until the deposit is held or waived',
    '/api/owner/bookings/:id/pickup',
    (id, ownerId) => deposits.workflow.markPickedUp(id, ownerId),
  );
};
