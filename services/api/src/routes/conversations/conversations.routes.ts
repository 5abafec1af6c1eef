import { CarIdParamsSchema, ConversationThreadSchema, StartInquiryRequestSchema } from '@grandtour/shared';
import type { AccountQueries } from '@grandtour/projections';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { bookingConversationRoutes } from '../../conversations/booking-conversation-routes.ts';
import { customerSubject } from '@grandtour/commands';
import type { ConversationDependencies } from '../../conversations/conversation-access.ts';
import { customerCaller, inquiryConversationId } from '../../conversations/conversation-access.ts';
import { threadView } from '../../conversations/conversation-views.ts';
import { preferredLanguage } from '../../messages/api-messages.ts';
import { sendError } from '../../plugins/error-handler.ts';
import { errorResponses } from '../../plugins/error-responses.ts';
import { idempotentId } from '../../plugins/idempotency.ts';
import { partyConversationRoutes } from '../../conversations/party-conversation-routes.ts';
import { findOwnBookingRow } from '../../route-helpers/own-booking.ts';

const errors = errorResponses(400, 401, 403, 404, 409, 422, 429);

/**
 * The customer's conversations (issue 24): signed in, or this browser's guest identity (as bookings are). A guest
 * asks about a car by giving an e-mail to be answered at.
 */
export const conversationsRoutes: FastifyPluginAsyncZod<
  ConversationDependencies & { accounts: AccountQueries }
> = async (app, deps) => {
  const { workflow, queries } = deps.conversations;
  await app.register(partyConversationRoutes, {
    ...deps,
    base: '/api',
    tag: 'conversations',
    callerOf: (request, reply) => customerCaller(app, request, reply),
  });
  await app.register(bookingConversationRoutes, {
    ...deps,
    base: '/api/bookings',
    tag: 'bookings',
    async bookingOf(request, reply, bookingId) {
      const row = await findOwnBookingRow(app, deps.bookings, request, reply, bookingId);
      if (!row) return null;
      const key = customerSubject(row.userId);
      const actor = key.startsWith('guest:')
        ? { party: 'customer' as const, guestKey: key }
        : { party: 'customer' as const, userId: row.userId };
      return { row, caller: { party: 'customer', actor, key } };
    },
  });

  app.post(
    '/api/cars/:id/inquiries',
    {
      schema: {
        tags: ['conversations'],
        summary:
          'Ask the owner about a car before booking: signed in, or as a guest with an e-mail (contact details are masked)',
        params: CarIdParamsSchema,
        body: StartInquiryRequestSchema,
        response: { 201: ConversationThreadSchema, ...errors },
      },
    },
    async (request, reply) => {
      const car = await deps.cars.findCar(request.params.id);
      if (!car) return sendError(reply, request, 404, 'car_not_found');
      const account = await app.signedInAccount(request);
      const { text, email, name } = request.body;
      if (!account && !email) return sendError(reply, request, 422, 'inquiry_email_required');
      if (account?.id === car.ownerId) return sendError(reply, request, 422, 'inquiry_own_car');
      const caller = (await customerCaller(app, request, reply, true))!;
      // Asking again about the same car continues the thread, even one started as a guest and claimed since.
      const conversationId =
        (await queries.inquiryOf(car.id, caller.key)) ?? inquiryConversationId(car.id, caller.key);
      await workflow.startWith(
        {
          conversationId,
          kind: 'inquiry',
          bookingId: null,
          carId: car.id,
          carName: `${car.brand} ${car.model}`,
          ownerId: car.ownerId,
          ownerName: car.ownerName,
          customerKey: caller.key,
          customerUserId: account?.id ?? null,
          guestEmail: account ? null : email!.toLowerCase(),
          customerName: account?.firstName ?? name ?? '',
          language: account?.language ?? preferredLanguage(request.headers['accept-language']),
        },
        {
          actor: caller.actor,
          messageId: idempotentId(request, `message:${conversationId}`),
          text,
          photos: [],
          bookingConfirmed: false,
        },
      );
      const record = await queries.findConversation(conversationId);
      if (!record) return sendError(reply, request, 404, 'conversation_not_found');
      return reply.status(201).send(threadView(record, await queries.messagesOf(conversationId), 'customer'));
    },
  );
};
