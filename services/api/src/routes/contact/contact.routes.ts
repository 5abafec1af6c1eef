import type { EventStore } from '@grandtour/event-store';
import { contactDecider, contactStreamName, handleCommand } from '@grandtour/commands';
import { ApiErrorSchema, ContactRequestSchema, ContactResponseSchema } from '@grandtour/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { preferredLanguage } from '../../messages/api-messages.ts';
import { idempotentId } from '../../plugins/idempotency.ts';

interface Dependencies {
  store: EventStore;
  clock: () => Date;
  /** Messages accepted per minute from one address (then 429). */
}

export const contactRoutes: FastifyPluginAsyncZod<Dependencies> = async (app, deps) => {
  app.post(
    '/api/contact',
    {
      schema: {
        tags: ['contact'],
        summary: 'Send a message to the support team (acknowledged by e-mail)',
        body: ContactRequestSchema,
        response: { 201: ContactResponseSchema, 400: ApiErrorSchema, 429: ApiErrorSchema },
      },
    },
    async (request, reply) => {
      const { language, ...message } = request.body;
      const messageId = idempotentId(request, 'contact');
      const account = await app.signedInAccount(request);
      const now = deps.clock().toISOString();
      await handleCommand(deps.store, contactStreamName(messageId), contactDecider, {
        type: 'SendContactMessage',
        data: {
          messageId,
          ...message,
          language: language ?? preferredLanguage(request.headers['accept-language']),
          senderId: account?.id ?? app.knownGuestId(request),
        },
        metadata: { now },
      });
      return reply.status(201).send({ id: messageId, subject: message.subject, receivedAt: now });
    },
  );
};
