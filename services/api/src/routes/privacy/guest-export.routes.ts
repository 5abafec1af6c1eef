import { randomUUID } from 'node:crypto';
import {
  handleCommand,
  personalDataDecider,
  personalDataStreamName,
  type DataSubject,
} from '@grandtour/commands';
import type { EventStore } from '@grandtour/event-store';
import type { ExportLinkTokens } from '@grandtour/platform';
import {
  DataExportLinkRequestSchema,
  DataExportLinkResponseSchema,
  DataExportQuerySchema,
  isLanguageCode,
  type LanguageCode,
} from '@grandtour/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { createUploadAttempts } from '../../media/upload-attempts.ts';
import type { DataExportDependencies } from '../../personal-data/export/build-data-export.ts';
import { sendDataExport, sendExportRateLimited } from '../../personal-data/export/send-data-export.ts';
import { sendError } from '../../plugins/error-handler.ts';
import { errorResponses } from '../../plugins/error-responses.ts';

type Allowance = ReturnType<typeof createUploadAttempts>;

interface Dependencies extends DataExportDependencies {
  store: EventStore;
  tokens: ExportLinkTokens;
  /** Link requests per address, and requests (links and downloads) per visitor address, per hour on this node. */
  perAddress: Allowance;
  perVisitor: Allowance;
}

const ANSWER = { status: 'sent_if_known' } as const;

/**
 * A guest's data (GDPR art. 15 and 20; decision 99): a link, valid 24 hours, e-mailed to the address their bookings,
 * conversations or contact messages carry, to the same archive an account downloads. The request's answer is the
 * same whether or not the address is known, so it tells nobody who booked here.
 */
export const guestExportRoutes: FastifyPluginAsyncZod<Dependencies> = async (app, deps) => {
  /** A link is e-mailed if the address is on a guest's booking or conversation, or sent a contact message. */
  const requestLink = async (email: string, language: LanguageCode, now: Date) => {
    const guests = await deps.queries.guestsByEmail(email);
    const contactMessage = guests.length === 0 ? await deps.queries.contactMessageFrom(email) : null;
    const subject = (guests[0] ??
      (contactMessage ? `contact:${contactMessage}` : null)) as DataSubject | null;
    if (!subject) return;
    await handleCommand(
      deps.store,
      personalDataStreamName(subject),
      personalDataDecider,
      {
        type: 'RequestDataExportLink',
        data: { subject, email, language, requestId: randomUUID() },
        metadata: { now: now.toISOString() },
      },
      { retries: 3 },
    );
  };

  app.post(
    '/api/privacy/export-link',
    {
      schema: {
        tags: ['privacy'],
        summary: 'E-mail a guest a link to download their data, if we hold any for this address',
        body: DataExportLinkRequestSchema,
        response: { 202: DataExportLinkResponseSchema, ...errorResponses(400, 429) },
      },
    },
    async (request, reply) => {
      const now = deps.clock();
      const email = request.body.email.trim().toLowerCase();
      const wait = Math.max(deps.perVisitor.take(request.ip, now), deps.perAddress.take(email, now));
      if (wait > 0) return sendExportRateLimited(reply, request, 'data_export_link_rate_limited', wait);
      const language = request.body.language ?? 'fr';
      // Looked up and recorded after the answer: how long it takes says nothing about the address either.
      void requestLink(email, language, now).catch((error: unknown) =>
        request.log.error({ err: error }, 'data export link request failed'),
      );
      return reply.status(202).header('cache-control', 'no-store').send(ANSWER);
    },
  );

  app.get(
    '/api/privacy/export',
    {
      schema: {
        tags: ['privacy'],
        summary: 'A guest’s data, as a ZIP of JSON and files, through the link they were e-mailed',
        querystring: DataExportQuerySchema,
        produces: ['application/zip'],
        response: { ...errorResponses(400, 401, 410, 429) },
      },
    },
    async (request, reply) => {
      const now = deps.clock();
      const wait = deps.perVisitor.take(request.ip, now);
      if (wait > 0) return sendExportRateLimited(reply, request, 'data_export_rate_limited', wait);
      const link = deps.tokens.check(request.query.token, now);
      if (link.status === 'invalid') return sendError(reply, request, 401, 'data_export_link_invalid');
      if (link.status === 'expired') return sendError(reply, request, 410, 'data_export_link_expired');
      const guestIds = await deps.queries.guestsByEmail(link.email);
      const language = isLanguageCode(link.language) ? link.language : 'fr';
      return sendDataExport(
        request,
        reply,
        deps,
        { accountId: null, guestIds, guestEmail: link.email },
        language,
      );
    },
  );
};
