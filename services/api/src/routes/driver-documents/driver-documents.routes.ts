import type { EventStore } from '@grandtour/event-store';
import type { DriverVerificationQueries } from '@grandtour/projections';
import { DriverDocumentKindParamsSchema, OwnDriverDocumentsSchema } from '@grandtour/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import type { DocumentVault } from '../../driver-documents/document-vault.ts';
import { onDriverStream, sendDriverDocument } from '../../driver-documents/document-access.ts';
import { receiveDocument } from '../../driver-documents/document-upload.ts';
import { sendError } from '../../plugins/error-handler.ts';
import { errorResponses } from '../../plugins/error-responses.ts';

interface Dependencies {
  store: EventStore;
  vault: DocumentVault;
  verifications: DriverVerificationQueries;
  clock: () => Date;
  /** DOCUMENT_RETENTION_DAYS, told to the driver. */
  retentionDays: number;
}

/**
 * The driver's own documents (issue 22, decision 84): the signed-in account's, once for all its bookings, or this
 * browser's guest's (the booking details page). Nobody else's, ever: that is the owners' and administrators' routes.
 */
export const driverDocumentsRoutes: FastifyPluginAsyncZod<Dependencies> = async (app, deps) => {
  /** The caller as a driver, without creating a guest identity for a visitor who has none. */
  const knownDriver = async (request: FastifyRequest) =>
    (await app.signedInAccount(request))?.id ?? app.knownGuestId(request);

  app.get(
    '/api/driver-documents',
    {
      schema: {
        tags: ['driver documents'],
        summary: 'The caller’s documents (kinds and dates, never the files) and whether they are verified',
        response: { 200: OwnDriverDocumentsSchema },
      },
    },
    async (request, reply) => {
      const userId = await knownDriver(request);
      void reply.header('cache-control', 'no-store');
      return { ...(await deps.verifications.statusOf(userId ?? '')), retentionDays: deps.retentionDays };
    },
  );

  app.post(
    '/api/driver-documents/:kind',
    {
      schema: {
        tags: ['driver documents'],
        summary:
          'Upload the licence front, back or an identity document (multipart field `document`: a JPEG, PNG or WebP photo, or a PDF, at most 10 MB)',
        description:
          'Photos are decoded and re-encoded as JPEG without metadata; PDFs must be well-formed and without scripts. ' +
          'Stored encrypted; a new upload asks for a new check.',
        consumes: ['multipart/form-data'],
        params: DriverDocumentKindParamsSchema,
        response: { 201: OwnDriverDocumentsSchema, ...errorResponses(400, 413, 415, 422) },
      },
    },
    async (request, reply) => {
      const userId = await app.resolveUserId(request, reply, 'guest');
      if (!userId) return sendError(reply, request, 404, 'driver_documents_not_found');
      const document = await receiveDocument(request, reply);
      if (!document) return reply;
      const { kind } = request.params;
      const now = deps.clock();
      // Kept first, recorded after: a record never names a file that is not there.
      await deps.vault.put(userId, kind, document, now);
      await onDriverStream(deps.store, userId, {
        type: 'UploadDriverDocument',
        data: { userId, kind, sha256: document.sha256, contentType: document.contentType },
        metadata: { now: now.toISOString() },
      });
      return reply
        .status(201)
        .header('cache-control', 'no-store')
        .send({ ...(await deps.verifications.statusOf(userId)), retentionDays: deps.retentionDays });
    },
  );

  app.get(
    '/api/driver-documents/:kind',
    {
      schema: {
        tags: ['driver documents'],
        summary: 'One of the caller’s own documents, as kept (never cached)',
        params: DriverDocumentKindParamsSchema,
      },
    },
    async (request, reply) => {
      const userId = await knownDriver(request);
      if (!userId) return sendError(reply, request, 404, 'driver_documents_not_found');
      return sendDriverDocument(request, reply, deps, userId, request.params.kind, null);
    },
  );
};
