import {
  DomainError,
  foldEvents,
  handleCommand,
  ownerPhotosDecider,
  ownerPhotosStreamName,
  UNUSED_PHOTO_GRACE_HOURS,
  uploadRefusal,
  type OwnerPhotoLimits,
  type OwnerPhotosEvent,
} from '@grandtour/commands';
import type { EventStore } from '@grandtour/event-store';
import type { OwnerQueries } from '@grandtour/projections';
import { MAX_PHOTO_BYTES, OwnerPhotoSchema } from '@grandtour/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { PhotoReferences } from '../../media/photo-references.ts';
import { PhotoRefused } from '../../media/photo-refused.ts';
import { readMultipart, refusalStatus } from '../../media/read-multipart.ts';
import { createUploadAttempts } from '../../media/upload-attempts.ts';
import { sendUploadRateLimited } from '../../media/upload-rate-limited.ts';
import type { PhotoStore } from '../../media/photo-store.ts';
import { sendError } from '../../plugins/error-handler.ts';
import { errorResponses } from '../../plugins/error-responses.ts';
import { ownerOf } from '../../plugins/owner-api.ts';

// Uploads of one owner arriving together: each is decided again on the stream's fresh state.
const CONCURRENT_UPLOAD_RETRIES = 20;

interface Dependencies {
  store: EventStore;
  owner: OwnerQueries;
  photos: PhotoStore;
  references: PhotoReferences;
  limits: OwnerPhotoLimits;
  clock: () => Date;
}

function sendRefusal(reply: FastifyReply, request: FastifyRequest, refusal: DomainError, perHour: number) {
  if (refusal.code === 'photo_upload_rate_limited') {
    const details = refusal.details as { retryAfterSeconds?: number } | undefined;
    return sendUploadRateLimited(reply, request, details?.retryAfterSeconds ?? 60, perHour);
  }
  return sendError(reply, request, 422, 'photo_quota_exceeded', refusal.details);
}

/**
 * `POST /api/owner/photos`: one image as multipart/form-data (field `photo`), streamed and cut off past the size
 * limit; its type is read from its first bytes, its size from its header before any pixel is decoded, then it is
 * re-encoded and kept with its variants, within the owner's quota and hourly allowance (decisions 21 and 52).
 */
export const ownerPhotosRoutes: FastifyPluginAsyncZod<Dependencies> = async (app, deps) => {
  const { photos, limits } = deps;
  const attempts = createUploadAttempts(limits.uploadsPerHour);

  /** Photos no listed car of the owner shows for a day stop counting; their files go when nothing shows them. */
  async function releaseUnusedPhotos(ownerId: string, now: Date) {
    const { rows } = await deps.owner.listCars(ownerId, {
      sort: ['createdAt', 'ASC'],
      range: [0, 9999],
      filter: { isListed: true },
    });
    const { newEvents } = await handleCommand(
      deps.store,
      ownerPhotosStreamName(ownerId),
      ownerPhotosDecider,
      {
        type: 'ReleaseUnusedPhotos',
        data: { ownerId, inUse: rows.flatMap((car) => car.images) },
        metadata: { now: now.toISOString() },
      },
      { retries: CONCURRENT_UPLOAD_RETRIES },
    );
    const graceStart = now.getTime() - UNUSED_PHOTO_GRACE_HOURS * 3_600_000;
    for (const event of newEvents) {
      if (event.type !== 'OwnerPhotosReleased') continue;
      for (const url of event.data.urls) {
        const storedAt = await photos.storedAt(url);
        // Stored again since (by another owner, the same picture) or shown somewhere: kept.
        if (!storedAt || storedAt.getTime() > graceStart || (await deps.references.isShown(url))) continue;
        await photos.remove(url);
      }
    }
  }

  async function refusalBeforeDecoding(ownerId: string, now: Date) {
    const { events } = await deps.store.readStream<OwnerPhotosEvent>(ownerPhotosStreamName(ownerId));
    return uploadRefusal(foldEvents(ownerPhotosDecider, events), limits, now.toISOString());
  }

  app.post(
    '/api/owner/photos',
    {
      schema: {
        tags: ['owner'],
        summary:
          'Upload a car photo (multipart field `photo`: JPEG, PNG or WebP, at most 5 MB, 8000 px a side, 40 megapixels)',
        description:
          'Stored re-encoded as WebP without any metadata, with variants 400, 800 and 1600 px wide ' +
          '(`/media/photos/{sha256}-{width}.webp`); counted toward the owner’s quota and hourly allowance.',
        consumes: ['multipart/form-data'],
        response: { 201: OwnerPhotoSchema, ...errorResponses(400, 401, 403, 413, 415, 422, 429) },
      },
    },
    async (request, reply) => {
      const form = await readMultipart(request, { fileBytes: MAX_PHOTO_BYTES, files: 1, fields: 5 });
      const bytes = 'refused' in form ? undefined : form.files[0]?.bytes;
      if (!bytes) {
        const refused = 'refused' in form ? form.refused : 'malformed';
        const code = refused === 'too_large' ? 'photo_too_large' : 'photo_missing';
        return sendError(reply, request, refusalStatus(refused), code);
      }
      const ownerId = ownerOf(request).id;
      const now = deps.clock();
      await releaseUnusedPhotos(ownerId, now);
      // Refused before a pixel is decoded: a full quota or a spent allowance costs next to nothing.
      const early = await refusalBeforeDecoding(ownerId, now);
      if (early) return sendRefusal(reply, request, early, limits.uploadsPerHour);
      const wait = attempts.take(ownerId, now);
      if (wait > 0) return sendUploadRateLimited(reply, request, wait, limits.uploadsPerHour);

      let stored: Awaited<ReturnType<PhotoStore['prepare']>>;
      try {
        stored = await photos.prepare(bytes);
      } catch (error) {
        if (error instanceof PhotoRefused)
          return sendError(reply, request, error.status, error.code, error.details);
        throw error;
      }
      try {
        await handleCommand(
          deps.store,
          ownerPhotosStreamName(ownerId),
          ownerPhotosDecider,
          {
            type: 'RecordPhotoUpload',
            data: { ownerId, url: stored.url, bytes: stored.bytes, limits },
            metadata: { now: deps.clock().toISOString() },
          },
          { retries: CONCURRENT_UPLOAD_RETRIES },
        );
      } catch (error) {
        if (error instanceof DomainError) return sendRefusal(reply, request, error, limits.uploadsPerHour);
        throw error;
      }
      // Counted first, written after: a refused upload leaves no file behind.
      await stored.keep(deps.clock());
      return reply.status(201).send({ url: stored.url });
    },
  );
};
