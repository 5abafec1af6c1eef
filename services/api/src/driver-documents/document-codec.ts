import { createHash } from 'node:crypto';
import { encodeCleanCopy } from '../media/photo-codec.ts';
import { detectPhotoType } from '../media/photo-format.ts';
import { PhotoRefused } from '../media/photo-refused.ts';
import { checkPdf } from './pdf-check.ts';

export type DocumentContentType = 'image/jpeg' | 'application/pdf';

/** A document as kept: what it is, its bytes, their SHA-256. */
export interface PreparedDocument {
  contentType: DocumentContentType;
  bytes: Buffer;
  sha256: string;
}

const PHOTO_CODES: Partial<Record<string, PhotoRefused['code']>> = {
  photo_type_refused: 'document_type_refused',
  photo_damaged: 'document_damaged',
};

/**
 * A driver's upload made safe to keep (decision 84): a photo goes through the owners' photo hardening (type from its
 * bytes, size and dimension limits read before decoding, one still image) and is re-encoded as JPEG, upright,
 * without EXIF, GPS or anything but its pixels; a PDF is kept as sent once it is shown to be one.
 */
export async function prepareDocument(upload: Buffer): Promise<PreparedDocument> {
  let contentType: DocumentContentType;
  let bytes: Buffer;
  if (detectPhotoType(upload)) {
    try {
      bytes = (await encodeCleanCopy(upload, 'jpg')).bytes;
    } catch (error) {
      if (error instanceof PhotoRefused)
        throw new PhotoRefused(error.status, PHOTO_CODES[error.code] ?? error.code, error.details);
      throw error;
    }
    contentType = 'image/jpeg';
  } else {
    const verdict = checkPdf(upload);
    if (verdict === 'not_pdf') throw new PhotoRefused(415, 'document_type_refused');
    if (verdict === 'damaged') throw new PhotoRefused(422, 'document_damaged');
    if (verdict === 'active_content') throw new PhotoRefused(422, 'document_active_content');
    bytes = upload;
    contentType = 'application/pdf';
  }
  return { contentType, bytes, sha256: createHash('sha256').update(bytes).digest('hex') };
}
