import type { DataSubject } from '@grandtour/commands';
import type { EventStore } from '@grandtour/event-store';
import type { ConversationRecord, MessageRecord } from '@grandtour/projections';
import {
  AdminConversationsQuerySchema,
  AdminConversationThreadSchema,
  ConversationParamsSchema,
  ConversationSummarySchema,
  type AdminConversationThread,
} from '@grandtour/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ConversationDependencies } from '../../conversations/conversation-access.ts';
import { recordAdministratorRead } from '../../personal-data/administrators-reads.ts';
import {
  messageView,
  sendMessagePhoto,
  summaryView,
  threadView,
} from '../../conversations/conversation-views.ts';
import { sendError } from '../../plugins/error-handler.ts';
import { errorResponses } from '../../plugins/error-responses.ts';

const errors = errorResponses(400, 401, 403, 404);
const PhotoParamsSchema = ConversationParamsSchema.extend({ name: z.string().min(1).max(100) });

function adminThread(record: ConversationRecord, messages: MessageRecord[]): AdminConversationThread {
  return {
    ...threadView(record, messages, 'admin'),
    ownerId: record.ownerId,
    ownerName: record.ownerName,
    customerName: record.customerName,
    customerUserId: record.customerKey.startsWith('user:') ? record.customerKey.slice('user:'.length) : null,
    reportedAt: record.reportedAt,
    messages: messages.map((message) => ({
      ...messageView(message, 'admin'),
      reports: message.reports.map(({ party, reason, note, reportedAt }) => ({
        party,
        reason: reason as AdminConversationThread['messages'][number]['reports'][number]['reason'],
        note,
        reportedAt,
      })),
    })),
  };
}

/**
 * Administrators read the conversations in which a message was reported (decision 94), and only those: a private
 * conversation nobody reported is as absent to them as one that does not exist.
 */
export const adminConversationsRoutes: FastifyPluginAsyncZod<
  ConversationDependencies & { store: EventStore }
> = async (app, deps) => {
  const { queries } = deps.conversations;

  const reported = async (conversationId: string) => {
    const record = await queries.findConversation(conversationId);
    return record?.reportedAt ? record : null;
  };

  app.get(
    '/api/admin/conversations',
    {
      schema: {
        tags: ['admin'],
        summary: 'Conversations with a reported message, latest report activity first',
        querystring: AdminConversationsQuerySchema,
        response: { 200: z.array(ConversationSummarySchema), ...errors },
      },
    },
    async (_request, reply) => {
      void reply.header('cache-control', 'no-store');
      const page = await queries.listReported({
        sort: ['lastActivityAt', 'DESC'],
        range: [0, 199],
        filter: {},
      });
      return page.rows.map((record) => summaryView(record, 'admin'));
    },
  );

  app.get(
    '/api/admin/conversations/:id',
    {
      schema: {
        tags: ['admin'],
        summary: 'A reported conversation with its messages and their reports',
        params: ConversationParamsSchema,
        response: { 200: AdminConversationThreadSchema, ...errors },
      },
    },
    async (request, reply) => {
      const record = await reported(request.params.id);
      if (!record) return sendError(reply, request, 404, 'conversation_not_found');
      // Recorded first: no record, no read.
      // The administrator read both parties' words: each of them finds it in their export (decision 99).
      await recordAdministratorRead(
        deps.store,
        {
          subjects: [record.customerKey as DataSubject, `user:${record.ownerId}`],
          adminId: (await app.signedInAccount(request))!.id,
          what: 'reported-conversation',
          reference: record.id,
          reason: 'report',
        },
        deps.clock(),
      );
      void reply.header('cache-control', 'no-store');
      return adminThread(record, await queries.messagesOf(record.id));
    },
  );

  app.get(
    '/api/admin/conversations/:id/photos/:name',
    {
      schema: {
        tags: ['admin'],
        summary: 'A photo of a reported conversation; never cached',
        params: PhotoParamsSchema,
      },
    },
    async (request, reply) => {
      const record = await reported(request.params.id);
      if (!record) return sendError(reply, request, 404, 'conversation_not_found');
      return sendMessagePhoto(
        request,
        reply,
        deps.objects,
        await queries.messagesOf(record.id),
        request.params.name,
      );
    },
  );
};
