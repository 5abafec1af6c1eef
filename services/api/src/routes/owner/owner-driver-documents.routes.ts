import type { EventStore } from '@grandtour/event-store';
import type { BookingQueries, DriverVerificationQueries } from '@grandtour/projections';
import {
  ACTIVE_BOOKING_STATUSES,
  BookingIdParamsSchema,
  DriverDocumentKindParamsSchema,
  DriverDocumentsStatusSchema,
  RejectDriverDocumentsRequestSchema,
  type BookingStatus,
} from '@grandtour/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { sendDriverDocument } from '../../driver-documents/document-access.ts';
import { reviewDocuments } from '../../driver-documents/document-reviews.ts';
import type { DocumentVault } from '../../driver-documents/document-vault.ts';
import { sendError } from '../../plugins/error-handler.ts';
import { errorResponses } from '../../plugins/error-responses.ts';
import { ownerOf } from '../../plugins/owner-api.ts';

interface Dependencies {
  store: EventStore;
  vault: DocumentVault;
  bookings: BookingQueries;
  verifications: DriverVerificationQueries;
  clock: () => Date;
}

const BookingKindParamsSchema = BookingIdParamsSchema.extend(DriverDocumentKindParamsSchema.shape);
const errors = errorResponses(401, 403, 404, 422);

/**
 * The driver's documents as the owner of one of their bookings sees them (decision 84): only while that booking is
 * pending or confirmed (up to its completion). Any other booking, or none, is a 404 like a booking that does not
 * exist, so nobody learns whether a driver has documents. Every file sent is recorded as viewed, by whom and when.
 */
export const ownerDriverDocumentsRoutes: FastifyPluginAsyncZod<Dependencies> = async (app, deps) => {
  /** The driver of the owner's active booking, or null. */
  async function driverOf(request: FastifyRequest, bookingId: string) {
    const row = await deps.bookings.findBookingRow(bookingId);
    const active = row && ACTIVE_BOOKING_STATUSES.includes(row.status as BookingStatus);
    return active && row.ownerId === ownerOf(request).id ? row.userId : null;
  }

  app.get(
    '/api/owner/bookings/:id/driver-documents',
    {
      schema: {
        tags: ['owner'],
        summary:
          'The driver’s documents (kinds and dates) and their verification, while the booking is active',
        params: BookingIdParamsSchema,
        response: { 200: DriverDocumentsStatusSchema, ...errors },
      },
    },
    async (request, reply) => {
      const userId = await driverOf(request, request.params.id);
      if (!userId) return sendError(reply, request, 404, 'driver_documents_not_found');
      void reply.header('cache-control', 'no-store');
      return deps.verifications.statusOf(userId);
    },
  );

  app.get(
    '/api/owner/bookings/:id/driver-documents/:kind',
    {
      schema: {
        tags: ['owner'],
        summary: 'One of the driver’s documents (never cached; the view is recorded)',
        params: BookingKindParamsSchema,
      },
    },
    async (request, reply) => {
      const { id, kind } = request.params;
      const userId = await driverOf(request, id);
      if (!userId) return sendError(reply, request, 404, 'driver_documents_not_found');
      const viewer = { id: ownerOf(request).id, role: 'owner' as const, bookingId: id };
      return sendDriverDocument(request, reply, deps, userId, kind, viewer);
    },
  );

  app.post(
    '/api/owner/bookings/:id/driver-documents/verify',
    {
      schema: {
        tags: ['owner'],
        summary: 'Verify the driver’s documents (all three are needed)',
        params: BookingIdParamsSchema,
        response: { 200: DriverDocumentsStatusSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      const userId = await driverOf(request, id);
      if (!userId) return sendError(reply, request, 404, 'driver_documents_not_found');
      const reviewer = { id: ownerOf(request).id, role: 'owner' as const, bookingId: id };
      return reviewDocuments(request, reply, deps, userId, reviewer, { verify: true });
    },
  );

  app.post(
    '/api/owner/bookings/:id/driver-documents/reject',
    {
      schema: {
        tags: ['owner'],
        summary: 'Reject the driver’s documents, with a reason the driver reads in their language',
        params: BookingIdParamsSchema,
        body: RejectDriverDocumentsRequestSchema,
        response: { 200: DriverDocumentsStatusSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      const userId = await driverOf(request, id);
      if (!userId) return sendError(reply, request, 404, 'driver_documents_not_found');
      const reviewer = { id: ownerOf(request).id, role: 'owner' as const, bookingId: id };
      return reviewDocuments(request, reply, deps, userId, reviewer, { verify: false, ...request.body });
    },
  );
};
