import { BookingIdParamsSchema, ConversationThreadSchema, MessageSchema } from '@grandtour/shared';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sendError } from '../plugins/error-handler.ts';
import { errorResponses } from '../plugins/error-responses.ts';
import { idempotentId } from '../plugins/idempotency.ts';
import type { BookingRow } from '../route-helpers/own-booking.ts';
import type { ConversationDependencies, PartyCaller } from './conversation-access.ts';
import { bookingConversationStart, isBookingConfirmed } from './conversation-access.ts';
import { messageView, threadView } from './conversation-views.ts';
import { receiveMessage } from './message-form.ts';
import { postedWithPhotos, storeMessagePhotos } from './message-photos.ts';

const errors = errorResponses(400, 401, 403, 404, 409, 413, 415, 422, 429);

export interface BookingConversationOptions extends ConversationDependencies {
  /** `/api/bookings` for the customer, `/api/owner/bookings` for the owner. */
  base: string;
  tag: string;
  /** The caller's booking and the caller as its party, or null: someone else's booking is absent. */
  bookingOf(
    request: FastifyRequest,
    reply: FastifyReply,
    bookingId: string,
  ): Promise<{ row: BookingRow; caller: PartyCaller } | null>;
}

/**
 * A booking's conversation, addressed by the booking: `GET` answers null until somebody writes (nothing is started by
 * reading), the first `POST …/messages` of either side starts it and posts in one append (decision 94).
 */
export const bookingConversationRoutes: FastifyPluginAsyncZod<BookingConversationOptions> = async (
  app,
  options,
) => {
  const { base, tag, bookingOf, objects } = options;
  const { workflow, queries } = options.conversations;

  app.get(
    `${base}/:id/conversation`,
    {
      schema: {
        tags: [tag],
        summary: 'The booking’s conversation, or null while nobody has written',
        params: BookingIdParamsSchema,
        response: { 200: ConversationThreadSchema.nullable(), ...errors },
      },
    },
    async (request, reply) => {
      const booking = await bookingOf(request, reply, request.params.id);
      if (!booking) return sendError(reply, request, 404, 'booking_not_found');
      void reply.header('cache-control', 'no-store');
      const record = await queries.conversationOfBooking(booking.row.id);
      return record && threadView(record, await queries.messagesOf(record.id), booking.caller.party);
    },
  );

  app.post(
    `${base}/:id/conversation/messages`,
    {
      schema: {
        tags: [tag],
        summary:
          'Write in the booking’s conversation (JSON { text }, or multipart with up to 4 photos); the first message starts it',
        params: BookingIdParamsSchema,
        response: { 201: MessageSchema, ...errors },
      },
    },
    async (request, reply) => {
      const booking = await bookingOf(request, reply, request.params.id);
      if (!booking) return sendError(reply, request, 404, 'booking_not_found');
      const form = await receiveMessage(request, reply);
      if (!form) return reply;
      const start = await bookingConversationStart(options, booking.row);
      const photos = await storeMessagePhotos(
        { objects, allowance: options.photoAllowance, now: options.clock() },
        request,
        reply,
        { key: booking.caller.key, conversationId: start.conversationId },
        form.photos,
      );
      if (!photos) return reply;
      const messageId = idempotentId(request, `message:${start.conversationId}`);
      await postedWithPhotos({ objects, queries }, start.conversationId, photos, () =>
        workflow.startWith(start, {
          actor: booking.caller.actor,
          messageId,
          text: form.text,
          photos,
          bookingConfirmed: isBookingConfirmed(booking.row),
        }),
      );
      const message = await queries.findMessage(messageId);
      if (!message) return sendError(reply, request, 404, 'message_not_found');
      return reply.status(201).send(messageView(message, booking.caller.party));
    },
  );
};
