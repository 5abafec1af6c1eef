/**
 * Owners' photos are served in a few widths besides the stored photo (decision 52): the pages name them in `srcset`
 * so that a phone downloads a small one. A variant is never wider than its photo (a narrower photo is served as is).
 */
export const PHOTO_WIDTHS = [400, 800, 1600] as const;
export type PhotoWidth = (typeof PHOTO_WIDTHS)[number];

/** An uploaded photo's address (`/media/photos/{sha256}.{ext}`): our SVG artwork has no variants. */
export const UPLOADED_PHOTO_URL = /^\/media\/photos\/([0-9a-f]{64})\.(jpg|png|webp)$/;
/** A variant's address: the photo's SHA-256 and the width, always WebP. */
export const PHOTO_VARIANT_FILE = /^([0-9a-f]{64})-(\d{3,4})\.webp$/;

export const isPhotoWidth = (width: number): width is PhotoWidth =>
  (PHOTO_WIDTHS as readonly number[]).includes(width);

/** The address of a photo's variant, or null for an image that has none (our artwork). */
export function photoVariantUrl(url: string, width: PhotoWidth): string | null {
  const match = UPLOADED_PHOTO_URL.exec(url);
  return match ? `/media/photos/${match[1]}-${width}.webp` : null;
}

/** `srcset` for an image: its variants by width, or undefined for an image without variants. */
export function photoSrcSet(url: string | undefined): string | undefined {
  if (!url || !UPLOADED_PHOTO_URL.test(url)) return undefined;
  return PHOTO_WIDTHS.map((width) => `${photoVariantUrl(url, width)} ${width}w`).join(', ');
}

/** `sizes` of the car page's main photo, shared by the page and the server's preload so they pick the same file. */
export const CAR_GALLERY_IMAGE_SIZES = '(min-width: 1200px) 640px, (min-width: 900px) 55vw, 100vw';
