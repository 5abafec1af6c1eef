import { createHash, randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readFile, rename, rm, stat, utimes, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { PHOTO_VARIANT_FILE, PHOTO_WIDTHS, isPhotoWidth, type PhotoWidth } from '@grandtour/shared';
import { encodeCleanCopy, encodeStoredPhoto, encodeVariant, inspectPhoto } from './photo-codec.ts';
import { isPixelsOnlyWebp, PHOTO_CONTENT_TYPES, type PhotoExtension } from './photo-format.ts';
import { PhotoRefused } from './photo-refused.ts';

export { detectPhotoType, PHOTO_CONTENT_TYPES, type PhotoExtension } from './photo-format.ts';
export const PHOTO_FILE = /^([0-9a-f]{64})\.(jpg|png|webp)$/;
const PHOTO_URL_PREFIX = '/media/photos/';
const EXTENSIONS: PhotoExtension[] = ['webp', 'jpg', 'png'];
/** Files found to hold nothing but pixels, remembered so they are not read again. */
const MAX_REMEMBERED_CLEAN = 5000;

/** A file ready to be sent: where it is and what it is. */
export interface PhotoFile {
  path: string;
  contentType: string;
}

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

/**
 * Owners' photos under `DATA_DIR/media/photos` (decision 52, which extends 21):
 * - `{sha256}.webp`: a photo as kept, re-encoded from the upload, named by the SHA-256 of its bytes, so the same
 *   photo is stored once, a name never changes content (it is cached for a year) and nobody can guess another's;
 * - `variants/{sha256}-{width}.webp`: the widths the pages ask for, made at upload (or when first asked for);
 * - `{sha256}.{jpg,png,webp}` stored as uploaded before photos were re-encoded: still served at their address, but
 *   through `clean-copies/`, a re-encoded copy in the same format, made when first asked for.
 * Every file is written under a temporary name and renamed, so a reader never sees half a file and two nodes
 * making the same derived file at once both write the same bytes. An object store can stand behind this module.
 */
export function createPhotoStore(mediaDir: string) {
  const dir = join(mediaDir, 'photos');
  const inFlight = new Map<string, Promise<string | null>>();
  const knownClean = new Set<string>();

  async function writeOnce(path: string, bytes: Buffer) {
    if (existsSync(path)) return;
    await mkdir(dirname(path), { recursive: true });
    const temporary = `${path}.${process.pid}.${randomUUID()}.part`;
    await writeFile(temporary, bytes);
    await rename(temporary, path);
  }

  /** A derived file, made once: concurrent requests for it in this process share one encoding. */
  function derived(path: string, make: () => Promise<Buffer | null>): Promise<string | null> {
    if (existsSync(path)) return Promise.resolve(path);
    let pending = inFlight.get(path);
    if (!pending) {
      pending = (async () => {
        const bytes = await make();
        if (!bytes) return null;
        await writeOnce(path, bytes);
        return path;
      })().finally(() => inFlight.delete(path));
      inFlight.set(path, pending);
    }
    return pending;
  }

  async function sourceOf(hash: string): Promise<{ bytes: Buffer } | null> {
    for (const extension of EXTENSIONS) {
      const path = join(dir, `${hash}.${extension}`);
      if (existsSync(path)) return { bytes: await readFile(path) };
    }
    return null;
  }

  const refusedAsMissing = (error: unknown) => {
    if (error instanceof PhotoRefused) return null;
    throw error;
  };

  function variantPath(hash: string, width: PhotoWidth) {
    return join(dir, 'variants', `${hash}-${width}.webp`);
  }

  function makeVariant(hash: string, width: PhotoWidth) {
    return derived(variantPath(hash, width), async () => {
      const source = await sourceOf(hash);
      return source
        ? ((await encodeVariant(source.bytes, width).catch(refusedAsMissing))?.bytes ?? null)
        : null;
    });
  }

  return {
    dir,

    /**
     * Checks an upload and re-encodes it with its variants, writing nothing yet: `keep()` stores them (the photo's
     * own name last, so a photo that can be named has its variants). `bytes`: what it weighs with its variants.
     */
    async prepare(
      upload: Buffer,
    ): Promise<{ url: string; bytes: number; keep: (now: Date) => Promise<void> }> {
      const photo = await encodeStoredPhoto(upload);
      const hash = sha256(photo.bytes);
      const variants = await Promise.all(
        PHOTO_WIDTHS.map(async (width) => ({
          width,
          bytes: (await encodeVariant(photo.bytes, width)).bytes,
        })),
      );
      return {
        url: `${PHOTO_URL_PREFIX}${hash}.webp`,
        bytes: photo.bytes.length + variants.reduce((sum, variant) => sum + variant.bytes.length, 0),
        /** `now`: when it was stored, on the marketplace's clock (uploaded again: stored again, see `storedAt`). */
        async keep(now: Date) {
          for (const variant of variants) await writeOnce(variantPath(hash, variant.width), variant.bytes);
          const path = join(dir, `${hash}.webp`);
          await writeOnce(path, photo.bytes);
          await utimes(path, now, now);
        },
      };
    },

    /** Whether an image address is usable: our artwork always is, an uploaded photo if it was stored. */
    exists(url: string): boolean {
      const file = url.startsWith(PHOTO_URL_PREFIX) ? url.slice(PHOTO_URL_PREFIX.length) : null;
      return file === null || (PHOTO_FILE.test(file) && existsSync(join(dir, file)));
    },

    /**
     * The file to send for `/media/photos/{file}`: a photo (as stored if it holds nothing but pixels, else its clean
     * copy) or one of its variants; null when there is none, or when the stored file cannot be read safely.
     */
    async open(file: string): Promise<PhotoFile | null> {
      const photo = PHOTO_FILE.exec(file);
      if (photo) {
        const extension = photo[2] as PhotoExtension;
        const path = join(dir, file);
        if (!existsSync(path)) return null;
        const contentType = PHOTO_CONTENT_TYPES[extension];
        if (knownClean.has(file)) return { path, contentType };
        const cleanCopy = join(dir, 'clean-copies', file);
        if (existsSync(cleanCopy)) return { path: cleanCopy, contentType };
        const bytes = await readFile(path);
        if (
          extension === 'webp' &&
          isPixelsOnlyWebp(bytes) &&
          (await inspectPhoto(bytes).catch(refusedAsMissing))
        ) {
          if (knownClean.size >= MAX_REMEMBERED_CLEAN) knownClean.clear();
          knownClean.add(file);
          return { path, contentType };
        }
        const copy = await derived(cleanCopy, async () => {
          const clean = await encodeCleanCopy(bytes, extension).catch(refusedAsMissing);
          return clean?.bytes ?? null;
        });
        return copy ? { path: copy, contentType } : null;
      }
      const variant = PHOTO_VARIANT_FILE.exec(file);
      const width = Number(variant?.[2]);
      if (!variant || !isPhotoWidth(width)) return null;
      const path = await makeVariant(variant[1]!, width);
      return path ? { path, contentType: PHOTO_CONTENT_TYPES.webp } : null;
    },

    /** Deletes a photo with everything made from it (a photo nothing shows any more). */
    async remove(url: string) {
      const file = url.startsWith(PHOTO_URL_PREFIX) ? url.slice(PHOTO_URL_PREFIX.length) : '';
      const hash = PHOTO_FILE.exec(file)?.[1];
      if (!hash) return;
      await Promise.all([
        rm(join(dir, file), { force: true }),
        rm(join(dir, 'clean-copies', file), { force: true }),
        ...PHOTO_WIDTHS.map((width) => rm(variantPath(hash, width), { force: true })),
      ]);
      knownClean.delete(file);
    },

    /**
     * When a photo was last stored (uploaded, or uploaded again by anyone), or null if it is not here: a photo one
     * owner no longer counts may be one another has just uploaded and not yet put on a car.
     */
    async storedAt(url: string): Promise<Date | null> {
      const file = url.startsWith(PHOTO_URL_PREFIX) ? url.slice(PHOTO_URL_PREFIX.length) : '';
      if (!PHOTO_FILE.test(file)) return null;
      return stat(join(dir, file)).then(
        (stats) => stats.mtime,
        () => null,
      );
    },
  };
}
export type PhotoStore = ReturnType<typeof createPhotoStore>;
