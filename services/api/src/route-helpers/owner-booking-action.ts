import type { DepositQueries, OwnerQueries } from '@grandtour/projections';
import { BookingIdParamsSchema, OwnerBookingDetailSchema, type OwnerBookingDetail } from '@grandtour/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import type { ApiMessageCode } from '../messages/api-messages.ts';
import { sendError } from '../plugins/error-handler.ts';
import { errorResponses } from '../plugins/error-responses.ts';
import { ownerOf } from '../plugins/owner-api.ts';

const errors = errorResponses(400, 401, 402, 403, 404, 409, 422);

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

/** What an action refused after it ran (the provider said no): answered instead of the booking. */
export type ActionRefusal = { status: number; code: ApiMessageCode };

/**
 * `POST /api/owner/bookings/:id/<action>`: the owner acts on one of their own bookings (another owner's is a 404,
 * like a missing one), then gets the booking as it now stands. Decisions the booking refuses surface as its errors.
 */
export function ownerBookingAction<Body extends z.ZodType = z.ZodUndefined>(
  app: FastifyInstance,
  deps: { owner: OwnerQueries; deposits: DepositQueries },
  action: {
    path: string;
    summary: string;
    body?: Body;
    run: (bookingId: string, ownerId: string, body: z.infer<Body>) => Promise<ActionRefusal | void>;
  },
) {
  app.withTypeProvider<ZodTypeProvider>().post(
    action.path,
    {
      schema: {
        tags: ['owner'],
        summary: action.summary,
        params: BookingIdParamsSchema,
        ...(action.body ? { body: action.body } : {}),
        response: { 200: OwnerBookingDetailSchema, ...errors },
      },
    },
    async (request, reply) => {
      const ownerId = ownerOf(request).id;
      const bookingId = request.params.id;
      if (!(await deps.owner.findBooking(ownerId, bookingId)))
        return sendError(reply, request, 404, 'booking_not_found');
      const refusal = await action.run(bookingId, ownerId, request.body as z.infer<Body>);
      if (refusal) return sendError(reply, request, refusal.status, refusal.code);
      return (
        (await ownerBookingWithDeposit(deps.owner, deps.deposits, ownerId, bookingId)) ??
        sendError(reply, request, 404, 'booking_not_found')
      );
    },
  );
}
