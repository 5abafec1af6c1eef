import { createHash } from 'node:crypto';
import type { ClaimEstimate, ClaimFile } from '@grandtour/commands';
import type { ObjectStore } from '@grandtour/platform';
import { MAX_CLAIM_PHOTOS, MAX_DRIVER_DOCUMENT_BYTES } from '@grandtour/shared';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { prepareDocument } from '../driver-documents/document-codec.ts';
import { encodeStoredPhoto } from '../media/photo-codec.ts';
import { PhotoRefused } from '../media/photo-refused.ts';
import { filesNamed, readMultipart, refusalStatus } from '../media/read-multipart.ts';
import { sendError } from '../plugins/error-handler.ts';

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
  const form = await readMultipart(request, {
    fileBytes: MAX_DRIVER_DOCUMENT_BYTES,
    files: MAX_CLAIM_PHOTOS + 1,
    fields: 5,
  });
  if ('refused' in form) {
    const code = { not_multipart: 'claim_photos_invalid', too_large: 'claim_upload_too_large' } as const;
    await sendError(
      reply,
      request,
      refusalStatus(form.refused),
      form.refused === 'malformed' ? 'validation_failed' : code[form.refused],
    );
    return null;
  }
  const [estimate] = filesNamed(form, 'estimate');
  return { fields: form.fields, photos: filesNamed(form, 'photos'), estimate: estimate ?? null };
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
