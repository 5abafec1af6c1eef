import { MAX_PHOTO_MEGAPIXELS, MAX_PHOTO_SIDE, type PhotoWidth } from '@grandtour/shared';
import sharp, { type Sharp } from 'sharp';
import { detectPhotoType, isAnimatedPng, SHARP_FORMATS, type PhotoExtension } from './photo-format.ts';
import { PhotoRefused } from './photo-refused.ts';
import { createGate } from './processing-gate.ts';

/** The stored photo's longest side: four times a phone's screen, twice the largest variant's width. */
export const STORED_PHOTO_MAX_SIDE = 2400;
const MAX_PIXELS = MAX_PHOTO_MEGAPIXELS * 1_000_000;
const WEBP = { quality: 80, effort: 4 } as const;
// A 40-megapixel photo takes about two seconds here; anything much slower is not a photo.
const TIMEOUT = { seconds: 30 } as const;

// libvips can read many formats (SVG, PDF, TIFF, HEIF...): only the three we accept may be decoded.
sharp.block({ operation: ['VipsForeignLoad'] });
sharp.unblock({
  operation: ['VipsForeignLoadJpegBuffer', 'VipsForeignLoadPngBuffer', 'VipsForeignLoadWebpBuffer'],
});
// Every photo is decoded once and its results stored: libvips' cache would only hold memory.
sharp.cache(false);

const gate = createGate(2);

export interface PhotoSize {
  width: number;
  height: number;
}

/**
 * What an upload is, read from its headers before any pixel is decoded: the type from its first bytes (never the
 * name or the declared type), the size it declares within MAX_PHOTO_SIDE and MAX_PHOTO_MEGAPIXELS, one still image.
 */
export async function inspectPhoto(bytes: Buffer): Promise<PhotoSize & { type: PhotoExtension }> {
  const type = detectPhotoType(bytes);
  if (!type) throw new PhotoRefused(415, 'photo_type_refused');
  const metadata = await sharp(bytes, { limitInputPixels: false })
    .metadata()
    .catch(() => {
      throw new PhotoRefused(422, 'photo_damaged');
    });
  if (metadata.format !== SHARP_FORMATS[type]) throw new PhotoRefused(415, 'photo_type_refused');
  const { width, height } = metadata;
  if (!width || !height) throw new PhotoRefused(422, 'photo_damaged');
  if (width > MAX_PHOTO_SIDE || height > MAX_PHOTO_SIDE || width * height > MAX_PIXELS)
    throw new PhotoRefused(422, 'photo_dimensions_refused', { width, height });
  if ((metadata.pages ?? 1) > 1 || (type === 'png' && isAnimatedPng(bytes)))
    throw new PhotoRefused(422, 'photo_animated');
  return { type, width, height };
}

/**
 * The pixels only, upright and in sRGB: the EXIF orientation is applied, then every metadata block (EXIF with GPS,
 * XMP, IPTC, ICC after conversion, comments) and every byte that is not the picture (a script or an archive
 * appended to it) is left behind, because the picture is decoded and encoded again.
 */
function decode(bytes: Buffer, maxSide: number): Sharp {
  return sharp(bytes, { limitInputPixels: MAX_PIXELS, failOn: 'error', sequentialRead: true })
    .autoOrient()
    .resize({ width: maxSide, height: maxSide, fit: 'inside', withoutEnlargement: true })
    .timeout(TIMEOUT);
}

async function encode(pipeline: Sharp): Promise<{ bytes: Buffer } & PhotoSize> {
  try {
    const { data, info } = await pipeline.toBuffer({ resolveWithObject: true });
    return { bytes: data, width: info.width, height: info.height };
  } catch {
    // A truncated or corrupt file, or one that decodes to something else than it declared.
    throw new PhotoRefused(422, 'photo_damaged');
  }
}

/** The photo as it is kept: WebP, at most `maxSide` (STORED_PHOTO_MAX_SIDE) a side, nothing but its pixels. */
export async function encodeStoredPhoto(bytes: Buffer, maxSide = STORED_PHOTO_MAX_SIDE) {
  await inspectPhoto(bytes);
  return gate(() => encode(decode(bytes, maxSide).webp(WEBP)));
}

/** A variant `width` pixels wide (never wider than its photo): WebP, from any photo we can read safely. */
export async function encodeVariant(source: Buffer, width: PhotoWidth) {
  await inspectPhoto(source);
  return gate(() =>
    encode(
      sharp(source, { limitInputPixels: MAX_PIXELS, failOn: 'error', sequentialRead: true })
        .autoOrient()
        .resize({ width, withoutEnlargement: true })
        .webp(WEBP)
        .timeout(TIMEOUT),
    ),
  );
}

/**
 * A clean copy of a photo in its own format: for files stored before photos were re-encoded, whose address
 * (and so whose type) must not change.
 */
export async function encodeCleanCopy(source: Buffer, extension: PhotoExtension) {
  await inspectPhoto(source);
  const pipeline = decode(source, STORED_PHOTO_MAX_SIDE);
  return gate(() =>
    encode(
      extension === 'jpg'
        ? pipeline.jpeg({ quality: 82, mozjpeg: true })
        : extension === 'png'
          ? pipeline.png({ compressionLevel: 9 })
          : pipeline.webp(WEBP),
    ),
  );
}
