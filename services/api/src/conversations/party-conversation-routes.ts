import type { ConversationRecord } from '@grandtour/projections';
import {
  CONVERSATION_LIST_SORT_FIELDS,
  ConversationListFilterSchema,
  ConversationParamsSchema,
  ConversationSummarySchema,
  ConversationThreadSchema,
  MarkReadRequestSchema,
  MessageParamsSchema,
  MessageSchema,
  ReportMessageRequestSchema,
} from '@grandtour/shared';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sendError } from '../plugins/error-handler.ts';
import { errorResponses } from '../plugins/error-responses.ts';
import { idempotentId } from '../plugins/idempotency.ts';
import { listQuerySchema, sendPage } from '../plugins/owner-api.ts';
import type { ConversationDependencies, PartyCaller } from './conversation-access.ts';
import { isCallersConversation } from './conversation-access.ts';
import { serveConversationStream } from './conversation-stream.ts';
import { messageView, sendMessagePhoto, summaryView, threadView } from './conversation-views.ts';
import { receiveMessage } from './message-form.ts';
import { postedWithPhotos, storeMessagePhotos } from './message-photos.ts';

const errors = errorResponses(400, 401, 403, 404, 409, 413, 415, 422, 429);
const ListQuerySchema = listQuerySchema(ConversationListFilterSchema, CONVERSATION_LIST_SORT_FIELDS, [
  'lastActivityAt',
  'DESC',
]);
const PhotoParamsSchema = ConversationParamsSchema.extend({ name: z.string().min(1).max(100) });

export interface PartyRoutesOptions extends ConversationDependencies {
  /** `/api` for customers, `/api/owner` for owners. */
  base: string;
  tag: string;
  /** The caller as a party, or null: a caller with no identity has no conversations. */
  callerOf(request: FastifyRequest, reply: FastifyReply): Promise<PartyCaller | null>;
}

/**
 * The routes both sides share (decision 94): their list (ra-data-simple-rest), a thread, posting, read marks,
 * reports and the photos. Someone else's conversation is as absent as one that does not exist.
 */
export const partyConversationRoutes: FastifyPluginAsyncZod<PartyRoutesOptions> = async (app, options) => {
  const { base, tag, callerOf, objects } = options;
  const { workflow, queries } = options.conversations;

  /** The caller and their conversation, or null once the 404 is sent. */
  async function own(request: FastifyRequest, reply: FastifyReply, conversationId: string) {
    const caller = await callerOf(request, reply);
    const record = caller && (await queries.findConversation(conversationId));
    if (!caller || !record || !isCallersConversation(caller, record)) {
      await sendError(reply, request, 404, 'conversation_not_found');
      return null;
    }
    return { caller, record };
  }

  const thread = async (record: ConversationRecord, caller: PartyCaller) =>
    threadView(record, await queries.messagesOf(record.id), caller.party);

  app.get(
    `${base}/messages/stream`,
    {
      schema: {
        tags: [tag],
        summary:
          'The caller’s new messages and read marks, live (text/event-stream: events `message` and `read`, `id:` to ' +
          'resume with Last-Event-ID or `?lastEventId=`); 204 for a browser with no conversations',
        querystring: z.object({ lastEventId: z.string().max(20).optional() }),
      },
    },
    async (request, reply) =>
      serveConversationStream(options.live, await callerOf(request, reply), request, reply),
  );

  app.get(
    `${base}/conversations`,
    {
      schema: {
        tags: [tag],
        summary: 'The caller’s conversations, latest activity first (filter: unread, kind, carId, q)',
        querystring: ListQuerySchema,
        response: { 200: z.array(ConversationSummarySchema), ...errors },
      },
    },
    async (request, reply) => {
      const caller = await callerOf(request, reply);
      void reply.header('cache-control', 'no-store');
      // A browser with no identity yet has written nothing.
      if (!caller) return sendPage(reply, 'conversations', request.query.range, { rows: [], total: 0 });
      const page =
        caller.party === 'owner'
          ? await queries.listForOwner(caller.key, request.query)
          : await queries.listForCustomer(caller.key, request.query);
      const rows = page.rows.map((record) => summaryView(record, caller.party));
      return sendPage(reply, 'conversations', request.query.range, { rows, total: page.total });
    },
  );

  app.get(
    `${base}/conversations/:id`,
    {
      schema: {
        tags: [tag],
        summary: 'One conversation with its messages',
        params: ConversationParamsSchema,
        response: { 200: ConversationThreadSchema, ...errors },
      },
    },
    async (request, reply) => {
      const found = await own(request, reply, request.params.id);
      if (!found) return reply;
      void reply.header('cache-control', 'no-store');
      return thread(found.record, found.caller);
    },
  );

  app.post(
    `${base}/conversations/:id/messages`,
    {
      schema: {
        tags: [tag],
        summary:
          'Post a message (JSON { text }, or multipart: text and up to 4 photos); contact details are masked until the booking is confirmed',
        params: ConversationParamsSchema,
        response: { 201: MessageSchema, ...errors },
      },
    },
    async (request, reply) => {
      const found = await own(request, reply, request.params.id);
      if (!found) return reply;
      const { caller, record } = found;
      const form = await receiveMessage(request, reply);
      if (!form) return reply;
      const photos = await storeMessagePhotos(
        { objects, allowance: options.photoAllowance, now: options.clock() },
        request,
        reply,
        { key: caller.key, conversationId: record.id },
        form.photos,
      );
      if (!photos) return reply;
      const messageId = idempotentId(request, `message:${record.id}`);
      await postedWithPhotos({ objects, queries }, record.id, photos, () =>
        workflow.post(record.id, {
          actor: caller.actor,
          messageId,
          text: form.text,
          photos,
          bookingConfirmed: record.confirmed,
        }),
      );
      const message = await queries.findMessage(messageId);
      if (!message) return sendError(reply, request, 404, 'message_not_found');
      return reply.status(201).send(messageView(message, caller.party));
    },
  );

  app.post(
    `${base}/conversations/:id/read`,
    {
      schema: {
        tags: [tag],
        summary: 'Mark the conversation read up to a message (marks only move forward)',
        params: ConversationParamsSchema,
        body: MarkReadRequestSchema,
        response: { 200: ConversationSummarySchema, ...errors },
      },
    },
    async (request, reply) => {
      const found = await own(request, reply, request.params.id);
      if (!found) return reply;
      await workflow.markRead(found.record.id, { actor: found.caller.actor, upToSeq: request.body.upToSeq });
      const record = (await queries.findConversation(found.record.id)) ?? found.record;
      return summaryView(record, found.caller.party);
    },
  );

  app.post(
    `${base}/conversations/:id/messages/:messageId/report`,
    {
      schema: {
        tags: [tag],
        summary: 'Report the other side’s message to the administrators (once per message)',
        params: MessageParamsSchema,
        body: ReportMessageRequestSchema,
        response: { 200: MessageSchema, ...errors },
      },
    },
    async (request, reply) => {
      const found = await own(request, reply, request.params.id);
      if (!found) return reply;
      const { messageId } = request.params;
      const message = await queries.findMessage(messageId);
      if (message?.conversationId !== found.record.id)
        return sendError(reply, request, 404, 'message_not_found');
      await workflow.report(found.record.id, { actor: found.caller.actor, messageId, ...request.body });
      return messageView((await queries.findMessage(messageId)) ?? message, found.caller.party);
    },
  );

  app.get(
    `${base}/conversations/:id/photos/:name`,
    {
      schema: {
        tags: [tag],
        summary: 'A photo of the conversation, to its parties only; never cached',
        params: PhotoParamsSchema,
      },
    },
    async (request, reply) => {
      const found = await own(request, reply, request.params.id);
      if (!found) return reply;
      const messages = await queries.messagesOf(found.record.id);
      return sendMessagePhoto(request, reply, objects, messages, request.params.name);
    },
  );
};
