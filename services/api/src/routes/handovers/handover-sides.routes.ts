import type { BookingQueries, OwnerQueries } from '@grandtour/projections';
import { isLanguageCode } from '@grandtour/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ownerOf } from '../../plugins/owner-api.ts';
import { findOwnBookingRow } from '../../route-helpers/own-booking.ts';
import { handoverRoutes, type HandoverRouteDeps } from './handover.routes.ts';

/**
 * The handover reports (issue 23, decision 87) on each side of the booking: its owner, its customer (signed in,
 * or the browser that booked; who also asks for the code to sign on the owner's phone), and administrators (read only).
 * Another owner's or customer's booking is a 404, like a missing one.
 */
export const handoverReportsRoutes: FastifyPluginAsyncZod<
  HandoverRouteDeps & { owner: OwnerQueries; bookings: BookingQueries }
> = async (app, deps) => {
  handoverRoutes(
    app,
    deps,
    {
      prefix: '/api/owner/bookings/:id/handovers/:phase',
      tag: 'owner',
      async access(request, _reply, bookingId) {
        const ownerId = ownerOf(request).id;
        return (await deps.owner.findBooking(ownerId, bookingId))
          ? { actor: { party: 'owner', userId: ownerId } }
          : null;
      },
    },
    { writes: true, owner: true },
  );
  handoverRoutes(
    app,
    deps,
    {
      prefix: '/api/bookings/:id/handovers/:phase',
      tag: 'bookings',
      async access(request, reply, bookingId) {
        const row = await findOwnBookingRow(app, deps.bookings, request, reply, bookingId);
        return row
          ? {
              actor: { party: 'customer', userId: row.userId },
              language: isLanguageCode(row.language) ? row.language : undefined,
            }
          : null;
      },
    },
    { writes: true, owner: false },
  );
  handoverRoutes(
    app,
    deps,
    {
      prefix: '/api/admin/bookings/:id/handovers/:phase',
      tag: 'admin',
      // The admin plugin lets only administrators through; a booking that does not exist is a 404 for them too.
      access: async (_request, _reply, bookingId) =>
        (await deps.bookings.findBooking(bookingId)) ? { actor: null } : null,
    },
    { writes: false, owner: false },
  );
};
