import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

export type PhotoExtension = 'jpg' | 'png' | 'webp';
export const PHOTO_CONTENT_TYPES: Record<PhotoExtension, string> = {
  jpg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
};
export const PHOTO_FILE = /^([0-9a-f]{64})\.(jpg|png|webp)$/;

const startsWith = (bytes: Buffer, signature: number[], offset = 0) =>
  bytes.length >= offset + signature.length &&
  signature.every((byte, index) => bytes[offset + index] === byte);

/** What the bytes are, whatever the file name or the declared type say: JPEG, PNG and WebP only. */
export function detectPhotoType(bytes: Buffer): PhotoExtension | null {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'jpg';
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (startsWith(bytes, [0x52, 0x49, 0x46, 0x46]) && startsWith(bytes, [0x57, 0x45, 0x42, 0x50], 8))
    return 'webp';
  return null;
}

/**
 * Owners' photos under `DATA_DIR/media/photos`, named by the SHA-256 of their bytes: the same photo is stored
 * once, a name never changes content (so it is cached for a year), and nobody can guess another's address.
 */
export function createPhotoStore(mediaDir: string) {
  const dir = join(mediaDir, 'photos');
  return {
    dir,
    async save(bytes: Buffer, extension: PhotoExtension): Promise<string> {
      const file = `${createHash('sha256').update(bytes).digest('hex')}.${extension}`;
      const path = join(dir, file);
      if (!existsSync(path)) {
        await mkdir(dir, { recursive: true });
        const temporary = `${path}.${process.pid}.${Date.now()}.part`;
        await writeFile(temporary, bytes);
        await rename(temporary, path);
      }
      return `/media/photos/${file}`;
    },
    /** Whether an image address is usable: our artwork always is, an uploaded photo if it was stored. */
    exists(url: string): boolean {
      const file = url.startsWith('/media/photos/') ? url.slice('/media/photos/'.length) : null;
      return file === null || (PHOTO_FILE.test(file) && existsSync(join(dir, file)));
    },
  };
}
export type PhotoStore = ReturnType<typeof createPhotoStore>;
