import { createHash } from 'node:crypto';
import type { ClaimEstimate, ClaimFile } from '@grandtour/commands';
import type { ObjectStore } from '@grandtour/platform';
import { MAX_CLAIM_PHOTOS, MAX_DRIVER_DOCUMENT_BYTES } from '@grandtour/shared';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { prepareDocument } from '../driver-documents/document-codec.ts';
import { encodeStoredPhoto } from '../media/photo-codec.ts';
import { PhotoRefused } from '../media/photo-refused.ts';
import { sendError } from '../plugins/error-handler.ts';

const TOO_LARGE = new Set([
  'FST_REQ_FILE_TOO_LARGE',
  'FST_PARTS_LIMIT',
  'FST_FILES_LIMIT',
  'FST_FIELDS_LIMIT',
]);
const MAX_FIELD_BYTES = 16 * 1024;

/** A claim's multipart form as received: its text fields, its photos and its estimate, not yet checked. */
export interface ClaimForm {
  fields: Record<string, string>;
  photos: Buffer[];
  estimate: Buffer | null;
}

/** Reads the form (fields, `photos` files, one `estimate` file), or answers the refusal and returns null. */
export async function receiveClaimForm(
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<ClaimForm | null> {
  if (!request.isMultipart()) {
    await sendError(reply, request, 415, 'claim_photos_invalid');
    return null;
  }
  const form: ClaimForm = { fields: {}, photos: [], estimate: null };
  try {
    const parts = request.parts({
      limits: {
        fileSize: MAX_DRIVER_DOCUMENT_BYTES,
        files: MAX_CLAIM_PHOTOS + 1,
        fields: 5,
        parts: MAX_CLAIM_PHOTOS + 6,
        fieldSize: MAX_FIELD_BYTES,
      },
    });
    for await (const part of parts) {
      if (part.type === 'field') {
        if (typeof part.value === 'string') form.fields[part.fieldname] = part.value;
        continue;
      }
      const bytes = await part.toBuffer();
      if (part.fieldname === 'estimate') form.estimate = bytes;
      else if (part.fieldname === 'photos') form.photos.push(bytes);
    }
  } catch (error) {
    const code = (error as { code?: string }).code ?? '';
    await sendError(
      reply,
      request,
      TOO_LARGE.has(code) ? 413 : 400,
      TOO_LARGE.has(code) ? 'claim_upload_too_large' : 'validation_failed',
    );
    return null;
  }
  return form;
}

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

/**
 * Photos re-encoded with the owners' photo codec (WebP, nothing but pixels, decision 52) and kept under
 * `{prefix}-{sha256}.webp`; the hash is the hash of the bytes kept. Throws PhotoRefused for a file that is not a photo.
 */
export async function storeClaimPhotos(
  objects: ObjectStore,
  folder: string,
  prefix: string,
  photos: readonly Buffer[],
): Promise<ClaimFile[]> {
  const encoded = await Promise.all(photos.map((photo) => encodeStoredPhoto(photo)));
  return Promise.all(
    encoded.map(async ({ bytes }) => {
      // Named by content: a file once recorded is never overwritten by different bytes.
      const hash = sha256(bytes);
      const objectKey = `${folder}/${prefix}-${hash}.webp`;
      await objects.put(objectKey, bytes, 'image/webp');
      return { objectKey, sha256: hash };
    }),
  );
}

/** The estimate: a PDF checked and kept as sent, or a photo re-encoded as JPEG (the drivers' documents' rule). */
export async function storeClaimEstimate(
  objects: ObjectStore,
  folder: string,
  estimate: Buffer,
): Promise<ClaimEstimate> {
  const prepared = await prepareDocument(estimate);
  const objectKey = `${folder}/estimate.${prepared.contentType === 'application/pdf' ? 'pdf' : 'jpg'}`;
  await objects.put(objectKey, prepared.bytes, prepared.contentType);
  return { objectKey, sha256: prepared.sha256, contentType: prepared.contentType };
}

/** Answers a refused upload with its localized 4xx; anything else is rethrown. */
export async function refuseUpload(request: FastifyRequest, reply: FastifyReply, error: unknown) {
  if (!(error instanceof PhotoRefused)) throw error;
  return sendError(reply, request, error.status, error.code, error.details);
}

export const claimFolder = (bookingId: string, claimId: string) => `claims/${bookingId}/${claimId}`;
