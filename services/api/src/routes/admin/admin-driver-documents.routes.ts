import type { EventStore } from '@grandtour/event-store';
import type { DriverVerificationQueries } from '@grandtour/projections';
import {
  AdminDriverSchema,
  AdminDriversQuerySchema,
  DriverDocumentKindParamsSchema,
  DriverDocumentsStatusSchema,
  RejectDriverDocumentsRequestSchema,
} from '@grandtour/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { sendDriverDocument } from '../../driver-documents/document-access.ts';
import { reviewDocuments } from '../../driver-documents/document-reviews.ts';
import type { DocumentVault } from '../../driver-documents/document-vault.ts';
import { errorResponses } from '../../plugins/error-responses.ts';

interface Dependencies {
  store: EventStore;
  vault: DocumentVault;
  verifications: DriverVerificationQueries;
  clock: () => Date;
}

const DriverParamsSchema = z.object({ userId: z.string().min(1).max(100) });
const errors = errorResponses(401, 403, 404, 422);

/** Administrators see and decide on any driver's documents (decision 84); every file they open is recorded. */
export const adminDriverDocumentsRoutes: FastifyPluginAsyncZod<Dependencies> = async (app, deps) => {
  const adminOf = async (request: FastifyRequest) => {
    const account = await app.signedInAccount(request);
    return { id: account!.id, role: 'admin' as const, bookingId: null };
  };

  app.get(
    '/api/admin/drivers',
    {
      schema: {
        tags: ['admin'],
        summary:
          'Drivers whose documents were sent: those waiting for a decision first, soonest pickup first',
        querystring: AdminDriversQuerySchema,
        response: { 200: z.array(AdminDriverSchema), ...errors },
      },
    },
    async (request, reply) => {
      void reply.header('cache-control', 'no-store');
      return deps.verifications.listForAdmin(request.query.status);
    },
  );

  app.get(
    '/api/admin/drivers/:userId/documents',
    {
      schema: {
        tags: ['admin'],
        summary: 'A driver’s documents (kinds and dates) and their verification',
        params: DriverParamsSchema,
        response: { 200: DriverDocumentsStatusSchema, ...errors },
      },
    },
    async (request, reply) => {
      void reply.header('cache-control', 'no-store');
      return deps.verifications.statusOf(request.params.userId);
    },
  );

  app.get(
    '/api/admin/drivers/:userId/documents/:kind',
    {
      schema: {
        tags: ['admin'],
        summary: 'One of a driver’s documents (never cached; the view is recorded)',
        params: DriverParamsSchema.extend(DriverDocumentKindParamsSchema.shape),
      },
    },
    async (request, reply) => {
      const { userId, kind } = request.params;
      return sendDriverDocument(request, reply, deps, userId, kind, await adminOf(request));
    },
  );

  app.post(
    '/api/admin/drivers/:userId/documents/verify',
    {
      schema: {
        tags: ['admin'],
        summary: 'Verify a driver’s documents',
        params: DriverParamsSchema,
        response: { 200: DriverDocumentsStatusSchema, ...errors },
      },
    },
    async (request, reply) =>
      reviewDocuments(request, reply, deps, request.params.userId, await adminOf(request), { verify: true }),
  );

  app.post(
    '/api/admin/drivers/:userId/documents/reject',
    {
      schema: {
        tags: ['admin'],
        summary: 'Reject a driver’s documents, with a reason the driver reads in their language',
        params: DriverParamsSchema,
        body: RejectDriverDocumentsRequestSchema,
        response: { 200: DriverDocumentsStatusSchema, ...errors },
      },
    },
    async (request, reply) =>
      reviewDocuments(request, reply, deps, request.params.userId, await adminOf(request), {
        verify: false,
        ...request.body,
      }),
  );
};
