import { randomUUID } from 'node:crypto';
import type { ClaimWorkflow } from '@grandtour/commands';
import type { ObjectStore } from '@grandtour/platform';
import type { ClaimQueries, OwnerQueries } from '@grandtour/projections';
import {
  BookingIdParamsSchema,
  ClaimParamsSchema,
  ClaimSchema,
  MAX_CLAIM_PHOTOS,
  OpenClaimFieldsSchema,
} from '@grandtour/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  claimFolder,
  receiveClaimForm,
  refuseUpload,
  storeClaimEstimate,
  storeClaimPhotos,
} from '../../claims/claim-upload.ts';
import { claimView, sendClaimFile } from '../../claims/claim-views.ts';
import { sendError } from '../../plugins/error-handler.ts';
import { errorResponses } from '../../plugins/error-responses.ts';
import { ownerOf } from '../../plugins/owner-api.ts';

interface Dependencies {
  owner: OwnerQueries;
  claims: { workflow: ClaimWorkflow; queries: ClaimQueries };
  objects: ObjectStore;
}

const errors = errorResponses(400, 401, 403, 404, 409, 413, 415, 422);
const FileParamsSchema = ClaimParamsSchema.extend({ name: z.string().min(1).max(100) });
const filesUrl = (bookingId: string, claimId: string) =>
  `/api/owner/bookings/${bookingId}/claims/${claimId}/files`;

/** The owner's damage claims on a booking's deposit (issue 23): opened within a day of the return, or withdrawn. */
export const ownerClaimsRoutes: FastifyPluginAsyncZod<Dependencies> = async (app, deps) => {
  const { owner, claims, objects } = deps;
  const ownsBooking = async (ownerId: string, bookingId: string) =>
    Boolean(await owner.findBooking(ownerId, bookingId));
  const view = (record: NonNullable<Awaited<ReturnType<ClaimQueries['findClaim']>>>) =>
    claimView(record, filesUrl(record.bookingId, record.id));

  app.get(
    '/api/owner/bookings/:id/claims',
    {
      schema: {
        tags: ['owner'],
        summary: 'The damage claims of one of the owner’s bookings',
        params: BookingIdParamsSchema,
        response: { 200: z.array(ClaimSchema), ...errors },
      },
    },
    async (request, reply) => {
      if (!(await ownsBooking(ownerOf(request).id, request.params.id)))
        return sendError(reply, request, 404, 'booking_not_found');
      void reply.header('cache-control', 'no-store');
      return (await claims.queries.claimsOfBooking(request.params.id)).map(view);
    },
  );

  app.post(
    '/api/owner/bookings/:id/claims',
    {
      schema: {
        tags: ['owner'],
        summary:
          'Open a damage claim (multipart: description, amountCents, photos 1–20 images, estimate PDF or image) within 24 h of the return',
        params: BookingIdParamsSchema,
        response: { 201: ClaimSchema, ...errors },
      },
    },
    async (request, reply) => {
      const ownerId = ownerOf(request).id;
      const bookingId = request.params.id;
      if (!(await ownsBooking(ownerId, bookingId)))
        return sendError(reply, request, 404, 'booking_not_found');
      const form = await receiveClaimForm(request, reply);
      if (!form) return reply;
      const fields = OpenClaimFieldsSchema.safeParse({
        description: form.fields.description ?? '',
        amountCents: form.fields.amountCents ?? '',
      });
      if (!fields.success) {
        const amountWrong = fields.error.issues.some((issue) => issue.path[0] === 'amountCents');
        return sendError(reply, request, 422, amountWrong ? 'claim_amount_invalid' : 'claim_text_invalid');
      }
      if (form.photos.length < 1 || form.photos.length > MAX_CLAIM_PHOTOS)
        return sendError(reply, request, 422, 'claim_photos_invalid');
      if (!form.estimate) return sendError(reply, request, 422, 'claim_estimate_missing');
      const claimId = randomUUID();
      const folder = claimFolder(bookingId, claimId);
      let stored;
      try {
        stored = {
          photos: await storeClaimPhotos(objects, folder, 'photo', form.photos),
          estimate: await storeClaimEstimate(objects, folder, form.estimate),
        };
      } catch (error) {
        return refuseUpload(request, reply, error);
      }
      try {
        await claims.workflow.open(bookingId, { claimId, ownerId, ...fields.data, ...stored });
      } catch (error) {
        // A refused claim keeps none of its files.
        await Promise.all(
          [...stored.photos, stored.estimate].map(({ objectKey }) => objects.delete(objectKey)),
        );
        throw error;
      }
      const record = await claims.queries.findClaim(claimId);
      if (!record) return sendError(reply, request, 404, 'claim_not_found');
      return reply.status(201).send(view(record));
    },
  );

  app.post(
    '/api/owner/bookings/:id/claims/:claimId/withdraw',
    {
      schema: {
        tags: ['owner'],
        summary:
          'Withdraw an open damage claim (before an amount is agreed): the deposit and payout are freed',
        params: ClaimParamsSchema,
        response: { 200: ClaimSchema, ...errors },
      },
    },
    async (request, reply) => {
      const ownerId = ownerOf(request).id;
      const { id, claimId } = request.params;
      if (!(await ownsBooking(ownerId, id))) return sendError(reply, request, 404, 'booking_not_found');
      const before = await claims.queries.findClaim(claimId);
      if (before?.bookingId !== id) return sendError(reply, request, 404, 'claim_not_found');
      await claims.workflow.withdraw(id, claimId, ownerId);
      const record = await claims.queries.findClaim(claimId);
      return record ? view(record) : sendError(reply, request, 404, 'claim_not_found');
    },
  );

  app.get(
    '/api/owner/bookings/:id/claims/:claimId/files/:name',
    {
      schema: {
        tags: ['owner'],
        summary: 'One of a claim’s files (photos, estimate, the customer’s photos); never cached',
        params: FileParamsSchema,
      },
    },
    async (request, reply) => {
      const { id, claimId, name } = request.params;
      if (!(await ownsBooking(ownerOf(request).id, id)))
        return sendError(reply, request, 404, 'booking_not_found');
      const record = await claims.queries.findClaim(claimId);
      if (record?.bookingId !== id) return sendError(reply, request, 404, 'claim_not_found');
      return sendClaimFile(request, reply, objects, record, name);
    },
  );
};
