import type { RequestWorkflow } from '@grandtour/commands';
import type { DepositQueries, OwnerQueries } from '@grandtour/projections';
import {
  BookingIdParamsSchema,
  DeclineBookingRequestBodySchema,
  OwnerBookingDetailSchema,
} from '@grandtour/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sendError } from '../../plugins/error-handler.ts';
import { errorResponses } from '../../plugins/error-responses.ts';
import { ownerOf } from '../../plugins/owner-api.ts';
import { ownerBookingWithDeposit } from './owner-deposit.routes.ts';

interface Dependencies {
  owner: OwnerQueries;
  deposits: DepositQueries;
  requests: RequestWorkflow;
}

const errors = errorResponses(400, 401, 402, 403, 404, 409, 422);

/** The owner's answer to a request to book (decision 85): accept (captured, confirmed) or decline (nothing charged). */
export const ownerBookingRequestsRoutes: FastifyPluginAsyncZod<Dependencies> = async (app, deps) => {
  const { owner, deposits, requests } = deps;

  app.post(
    '/api/owner/bookings/:id/accept',
    {
      schema: {
        tags: ['owner'],
        summary:
          'Accept a request to book: the authorised payment is captured and the booking confirmed; 409 ' +
          'request_not_pending once answered or expired, 402 request_authorisation_lapsed when the provider refused',
        params: BookingIdParamsSchema,
        response: { 200: OwnerBookingDetailSchema, ...errors },
      },
    },
    async (request, reply) => {
      const ownerId = ownerOf(request).id;
      const bookingId = request.params.id;
      if (!(await owner.findBooking(ownerId, bookingId)))
        return sendError(reply, request, 404, 'booking_not_found');
      const status = await requests.accept(bookingId, ownerId);
      if (status === 'cancelled') return sendError(reply, request, 402, 'request_authorisation_lapsed');
      return (
        (await ownerBookingWithDeposit(owner, deposits, ownerId, bookingId)) ??
        sendError(reply, request, 404, 'booking_not_found')
      );
    },
  );

  app.post(
    '/api/owner/bookings/:id/decline',
    {
      schema: {
        tags: ['owner'],
        summary:
          'Decline a request to book, with an optional message for the customer: the authorisation is voided and ' +
          'the dates freed; 409 request_not_pending once answered or expired',
        params: BookingIdParamsSchema,
        body: DeclineBookingRequestBodySchema,
        response: { 200: OwnerBookingDetailSchema, ...errors },
      },
    },
    async (request, reply) => {
      const ownerId = ownerOf(request).id;
      const bookingId = request.params.id;
      if (!(await owner.findBooking(ownerId, bookingId)))
        return sendError(reply, request, 404, 'booking_not_found');
      await requests.decline(bookingId, ownerId, request.body.message || null);
      return (
        (await ownerBookingWithDeposit(owner, deposits, ownerId, bookingId)) ??
        sendError(reply, request, 404, 'booking_not_found')
      );
    },
  );
};
