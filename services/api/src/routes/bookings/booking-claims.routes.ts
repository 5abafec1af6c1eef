import type { ClaimWorkflow } from '@grandtour/commands';
import type { ObjectStore } from '@grandtour/platform';
import type { BookingQueries, ClaimQueries, ClaimRecord } from '@grandtour/projections';
import {
  BookingIdParamsSchema,
  AcceptClaimRequestSchema,
  ClaimParamsSchema,
  ClaimSchema,
  ContestClaimFieldsSchema,
  MAX_CLAIM_PHOTOS,
} from '@grandtour/shared';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { claimFolder, receiveClaimForm, refuseUpload, storeClaimPhotos } from '../../claims/claim-upload.ts';
import { claimView, sendClaimFile } from '../../claims/claim-views.ts';
import { sendError } from '../../plugins/error-handler.ts';
import { errorResponses } from '../../plugins/error-responses.ts';
import { findOwnBookingRow } from '../../route-helpers/own-booking.ts';

interface Dependencies {
  bookings: BookingQueries;
  claims: { workflow: ClaimWorkflow; queries: ClaimQueries };
  objects: ObjectStore;
}

const errors = errorResponses(400, 401, 403, 404, 409, 413, 415, 422);
const FileParamsSchema = ClaimParamsSchema.extend({ name: z.string().min(1).max(100) });
const view = (record: ClaimRecord) =>
  claimView(record, `/api/bookings/${record.bookingId}/claims/${record.id}/files`);

/**
 * The customer's side of damage claims (issue 23): they see the claims on their booking and accept or contest one
 * within 72 hours. Another customer's booking is as absent as one that does not exist.
 */
export const bookingClaimsRoutes: FastifyPluginAsyncZod<Dependencies> = async (app, deps) => {
  const { bookings, claims, objects } = deps;

  /** The caller's booking and the claim on it, or null once the 404 is sent. */
  async function ownClaim(request: FastifyRequest, reply: FastifyReply, bookingId: string, claimId: string) {
    const row = await findOwnBookingRow(app, bookings, request, reply, bookingId);
    if (!row) {
      await sendError(reply, request, 404, 'booking_not_found');
      return null;
    }
    const record = await claims.queries.findClaim(claimId);
    if (record?.bookingId !== bookingId) {
      await sendError(reply, request, 404, 'claim_not_found');
      return null;
    }
    return { customerId: row.userId, record };
  }

  app.get(
    '/api/bookings/:id/claims',
    {
      schema: {
        tags: ['bookings'],
        summary: 'The damage claims on the caller’s booking',
        params: BookingIdParamsSchema,
        response: { 200: z.array(ClaimSchema), ...errors },
      },
    },
    async (request, reply) => {
      const row = await findOwnBookingRow(app, bookings, request, reply, request.params.id);
      if (!row) return sendError(reply, request, 404, 'booking_not_found');
      void reply.header('cache-control', 'no-store');
      return (await claims.queries.claimsOfBooking(row.id)).map(view);
    },
  );

  app.post(
    '/api/bookings/:id/claims/:claimId/accept',
    {
      schema: {
        tags: ['bookings'],
        summary: 'Accept a damage claim: the amount is taken from the deposit, the rest released',
        description:
          'With `chargeExcessToCard: true` the customer consents to what the deposit cannot cover being charged to ' +
          'the card the booking was paid with; without it (or if the card is refused) the excess is a debt.',
        params: ClaimParamsSchema,
        body: AcceptClaimRequestSchema,
        response: { 200: ClaimSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { id, claimId } = request.params;
      const own = await ownClaim(request, reply, id, claimId);
      if (!own) return reply;
      await claims.workflow.accept(id, claimId, own.customerId, request.body?.chargeExcessToCard ?? false);
      return view((await claims.queries.findClaim(claimId)) ?? own.record);
    },
  );

  app.post(
    '/api/bookings/:id/claims/:claimId/contest',
    {
      schema: {
        tags: ['bookings'],
        summary:
          'Contest a damage claim (multipart or JSON: message, optional photos): an administrator decides',
        params: ClaimParamsSchema,
        response: { 200: ClaimSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { id, claimId } = request.params;
      const own = await ownClaim(request, reply, id, claimId);
      if (!own) return reply;
      let message: unknown;
      let photos: Buffer[] = [];
      if (request.isMultipart()) {
        const form = await receiveClaimForm(request, reply);
        if (!form) return reply;
        message = form.fields.message;
        photos = form.photos;
      } else message = (request.body as { message?: unknown } | undefined)?.message;
      const fields = ContestClaimFieldsSchema.safeParse({ message: message ?? '' });
      if (!fields.success) return sendError(reply, request, 422, 'claim_text_invalid');
      if (photos.length > MAX_CLAIM_PHOTOS) return sendError(reply, request, 422, 'claim_photos_invalid');
      const answer = {
        message: fields.data.message,
        photos: [] as Awaited<ReturnType<typeof storeClaimPhotos>>,
      };
      // A claim no longer waiting for an answer gets its refusal (or a repeat changes nothing) without storing photos.
      if (own.record.status === 'open') {
        try {
          answer.photos = await storeClaimPhotos(objects, claimFolder(id, claimId), 'contest', photos);
        } catch (error) {
          return refuseUpload(request, reply, error);
        }
      }
      try {
        await claims.workflow.contest(id, claimId, own.customerId, answer);
      } catch (error) {
        // A refused answer keeps none of its photos.
        await Promise.all(answer.photos.map(({ objectKey }) => objects.delete(objectKey)));
        throw error;
      }
      return view((await claims.queries.findClaim(claimId)) ?? own.record);
    },
  );

  app.get(
    '/api/bookings/:id/claims/:claimId/files/:name',
    {
      schema: {
        tags: ['bookings'],
        summary: 'One of a claim’s files (photos, estimate, the customer’s photos); never cached',
        params: FileParamsSchema,
      },
    },
    async (request, reply) => {
      const { id, claimId, name } = request.params;
      const own = await ownClaim(request, reply, id, claimId);
      if (!own) return reply;
      return sendClaimFile(request, reply, objects, own.record, name);
    },
  );
};
