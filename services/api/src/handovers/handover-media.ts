import { handoverObjectKey, sha256Hex } from '@grandtour/commands';
import type { ObjectStore } from '@grandtour/platform';
import { HANDOVER_LIMITS, type HandoverPhase } from '@grandtour/shared';
import { encodeCleanCopy, encodeStoredPhoto } from '../media/photo-codec.ts';
import { detectPhotoType } from '../media/photo-format.ts';
import { PhotoRefused } from '../media/photo-refused.ts';

/** A handover photo's longest side as kept: enough to read a scratch, small enough to send on a poor network. */
export const HANDOVER_PHOTO_MAX_SIDE = 2560;

/** An object kept as evidence: its key and the SHA-256 of the bytes kept (what the events record). */
export interface KeptObject {
  objectKey: string;
  sha256: string;
  contentType: string;
  bytes: number;
}

/** Bytes ready to be kept, named by their hash: writing them again writes the same object. */
export interface PreparedObject extends KeptObject {
  body: Buffer;
}

function prepared(bookingId: string, phase: HandoverPhase, body: Buffer, extension: 'webp' | 'png') {
  const sha256 = sha256Hex(body);
  return {
    body,
    sha256,
    objectKey: handoverObjectKey(bookingId, phase, sha256, extension),
    contentType: extension === 'webp' ? 'image/webp' : 'image/png',
    bytes: body.length,
  };
}

export const putPrepared = (objects: ObjectStore, object: PreparedObject) =>
  objects.put(object.objectKey, object.body, object.contentType);

/**
 * A photo as the report keeps it (decision 87, with the owner photos' codec of decision 52): decoded, upright,
 * without any metadata, at most HANDOVER_PHOTO_MAX_SIDE a side, WebP. Not a JPEG, PNG or WebP still: PhotoRefused.
 */
export async function prepareHandoverPhoto(
  bookingId: string,
  phase: HandoverPhase,
  upload: Buffer,
): Promise<PreparedObject> {
  const { bytes } = await encodeStoredPhoto(upload, HANDOVER_PHOTO_MAX_SIDE);
  return prepared(bookingId, phase, bytes, 'webp');
}

/** A drawn signature: a PNG of at most signatureBytesMax, decoded and encoded again (nothing else survives). */
export async function prepareHandoverSignature(
  bookingId: string,
  phase: HandoverPhase,
  upload: Buffer,
): Promise<PreparedObject> {
  if (upload.length > HANDOVER_LIMITS.signatureBytesMax || detectPhotoType(upload) !== 'png')
    throw new PhotoRefused(415, 'signature_refused');
  const { bytes } = await encodeCleanCopy(upload, 'png').catch((error: unknown) => {
    if (error instanceof PhotoRefused)
      throw new PhotoRefused(error.status === 415 ? 415 : 422, 'signature_refused');
    throw error;
  });
  return prepared(bookingId, phase, bytes, 'png');
}
