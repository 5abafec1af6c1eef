export type PhotoExtension = 'jpg' | 'png' | 'webp';
export const PHOTO_CONTENT_TYPES: Record<PhotoExtension, string> = {
  jpg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
};
/** What sharp calls each format we accept. */
export const SHARP_FORMATS: Record<PhotoExtension, 'jpeg' | 'png' | 'webp'> = {
  jpg: 'jpeg',
  png: 'png',
  webp: 'webp',
};

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

const startsWith = (bytes: Buffer, signature: number[], offset = 0) =>
  bytes.length >= offset + signature.length &&
  signature.every((byte, index) => bytes[offset + index] === byte);

const fourCc = (bytes: Buffer, offset: number) => bytes.toString('latin1', offset, offset + 4);

/** What the bytes are, whatever the file name or the declared type say: JPEG, PNG and WebP only. */
export function detectPhotoType(bytes: Buffer): PhotoExtension | null {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'jpg';
  if (startsWith(bytes, PNG_SIGNATURE)) return 'png';
  if (fourCc(bytes, 0) === 'RIFF' && fourCc(bytes, 8) === 'WEBP') return 'webp';
  return null;
}

/**
 * Whether a PNG is animated (APNG): an `acTL` chunk before the image data. Decoders show its first frame only, so
 * it would be stored as a still without a word to the owner.
 */
export function isAnimatedPng(bytes: Buffer): boolean {
  let offset = PNG_SIGNATURE.length;
  while (offset + 8 <= bytes.length) {
    const type = fourCc(bytes, offset + 4);
    if (type === 'acTL') return true;
    if (type === 'IDAT' || type === 'IEND') return false;
    offset += 12 + bytes.readUInt32BE(offset);
  }
  return false;
}

/** VP8X flags other than alpha: ICC profile, EXIF, XMP or animation. */
const VP8X_METADATA_FLAGS = 0x20 | 0x08 | 0x04 | 0x02;
const PIXEL_CHUNKS = new Set(['VP8 ', 'VP8L', 'VP8X', 'ALPH']);

/**
 * Whether a WebP file holds nothing but pixels: only image chunks, no metadata or animation flag, and not one
 * byte past its RIFF container. Photos we encoded are such files and are served as they are; any other file
 * (an upload stored before photos were re-encoded) is served through a clean copy (decision 52).
 */
export function isPixelsOnlyWebp(bytes: Buffer): boolean {
  if (detectPhotoType(bytes) !== 'webp' || bytes.readUInt32LE(4) + 8 !== bytes.length) return false;
  let offset = 12;
  while (offset < bytes.length) {
    if (offset + 8 > bytes.length) return false;
    const type = fourCc(bytes, offset);
    const size = bytes.readUInt32LE(offset + 4);
    if (!PIXEL_CHUNKS.has(type)) return false;
    if (type === 'VP8X' && (size < 1 || (bytes[offset + 8]! & VP8X_METADATA_FLAGS) !== 0)) return false;
    offset += 8 + size + (size % 2);
  }
  return offset === bytes.length;
}
