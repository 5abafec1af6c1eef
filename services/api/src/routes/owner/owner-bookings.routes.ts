import type { DepositQueries, OwnerQueries } from '@grandtour/projections';
import {
  BookingIdParamsSchema,
  OWNER_BOOKING_SORT_FIELDS,
  OwnerBookingDetailSchema,
  OwnerBookingFilterSchema,
  OwnerBookingSchema,
} from '@grandtour/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sendError } from '../../plugins/error-handler.ts';
import { errorResponses } from '../../plugins/error-responses.ts';
import { listQuerySchema, ownerOf, sendPage } from '../../plugins/owner-api.ts';
import { ownerBookingWithDeposit } from '../../route-helpers/owner-booking-action.ts';

const errors = errorResponses(400, 401, 403, 404);

/** Bookings of the owner's cars: a list with status filters and a search, and one with its money timeline. */
export const ownerBookingsRoutes: FastifyPluginAsyncZod<{
  owner: OwnerQueries;
  deposits: DepositQueries;
}> = async (app, { owner, deposits }) => {
  app.get(
    '/api/owner/bookings',
    {
      schema: {
        tags: ['owner'],
        summary: 'Bookings of the owner’s cars (filter: status, q, carId, id; sort, range; Content-Range)',
        querystring: listQuerySchema(OwnerBookingFilterSchema, OWNER_BOOKING_SORT_FIELDS, [
          'createdAt',
          'DESC',
        ]),
        response: { 200: z.array(OwnerBookingSchema), ...errors },
      },
    },
    async (request, reply) => {
      const { sort, range, filter } = request.query;
      return sendPage(
        reply,
        'bookings',
        range,
        await owner.listBookings(ownerOf(request).id, { sort, range, filter }),
      );
    },
  );

  app.get(
    '/api/owner/bookings/:id',
    {
      schema: {
        tags: ['owner'],
        summary: 'One booking with its customer, price lines, money timeline and deposit',
        params: BookingIdParamsSchema,
        response: { 200: OwnerBookingDetailSchema, ...errors },
      },
    },
    async (request, reply) =>
      (await ownerBookingWithDeposit(owner, deposits, ownerOf(request).id, request.params.id)) ??
      sendError(reply, request, 404, 'booking_not_found'),
  );
};
