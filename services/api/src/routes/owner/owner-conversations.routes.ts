import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { bookingConversationRoutes } from '../../conversations/booking-conversation-routes.ts';
import type { ConversationDependencies } from '../../conversations/conversation-access.ts';
import { ownerCaller } from '../../conversations/conversation-access.ts';
import { partyConversationRoutes } from '../../conversations/party-conversation-routes.ts';
import { ownerOf } from '../../plugins/owner-api.ts';

/**
 * The owner's conversations (issue 24) in the back office's dialect (`/api/owner/conversations`, Content-Range):
 * only those about the owner's own cars and bookings.
 */
export const ownerConversationsRoutes: FastifyPluginAsyncZod<ConversationDependencies> = async (
  app,
  deps,
) => {
  await app.register(partyConversationRoutes, {
    ...deps,
    base: '/api/owner',
    tag: 'owner',
    callerOf: (request) => Promise.resolve(ownerCaller(ownerOf(request).id)),
  });
  await app.register(bookingConversationRoutes, {
    ...deps,
    base: '/api/owner/bookings',
    tag: 'owner',
    async bookingOf(request, _reply, bookingId) {
      const ownerId = ownerOf(request).id;
      const row = await deps.bookings.findBookingRow(bookingId);
      return row?.ownerId === ownerId ? { row, caller: ownerCaller(ownerId) } : null;
    },
  });
};
