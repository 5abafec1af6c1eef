import { MAX_PHOTO_BYTES, OwnerPhotoSchema } from '@grandtour/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { detectPhotoType, type PhotoStore } from '../../media/photo-store.ts';
import { sendError } from '../../plugins/error-handler.ts';
import { errorResponses } from '../../plugins/error-responses.ts';

const TOO_LARGE = new Set(['FST_REQ_FILE_TOO_LARGE', 'FST_PARTS_LIMIT', 'FST_FILES_LIMIT']);

/**
 * `POST /api/owner/photos`: one image as multipart/form-data (field `photo`), streamed and cut off past the size
 * limit; its type is read from its first bytes, never from its name or declared type (decision 21).
 */
export const ownerPhotosRoutes: FastifyPluginAsyncZod<{ photos: PhotoStore }> = async (app, { photos }) => {
  app.post(
    '/api/owner/photos',
    {
      schema: {
        tags: ['owner'],
        summary: 'Upload a car photo (multipart field `photo`: JPEG, PNG or WebP, at most 5 MB)',
        consumes: ['multipart/form-data'],
        response: { 201: OwnerPhotoSchema, ...errorResponses(400, 401, 403, 413, 415) },
      },
    },
    async (request, reply) => {
      if (!request.isMultipart()) return sendError(reply, request, 415, 'photo_missing');
      let bytes: Buffer;
      try {
        const file = await request.file({ limits: { fileSize: MAX_PHOTO_BYTES, files: 1, fields: 5 } });
        if (!file) return sendError(reply, request, 400, 'photo_missing');
        bytes = await file.toBuffer();
      } catch (error) {
        const code = (error as { code?: string }).code ?? '';
        if (TOO_LARGE.has(code)) return sendError(reply, request, 413, 'photo_too_large');
        // Anything else busboy throws is a body that is not well-formed multipart.
        return sendError(reply, request, 400, 'photo_missing');
      }
      const type = detectPhotoType(bytes);
      if (!type) return sendError(reply, request, 415, 'photo_type_refused');
      return reply.status(201).send({ url: await photos.save(bytes, type) });
    },
  );
};
