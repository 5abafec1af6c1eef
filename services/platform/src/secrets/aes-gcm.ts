import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

/* AES-256-GCM with `context` bound as associated data, for the sealed box and the document envelope alike. */

export const IV_BYTES = 12;
export const TAG_BYTES = 16;

/** iv (12) ‖ tag (16) ‖ ciphertext. */
export function sealBytes(key: Buffer, plain: Buffer, context: string): Buffer {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', key, iv).setAAD(Buffer.from(context));
  const sealed = Buffer.concat([cipher.update(plain), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), sealed]);
}

/** Throws when `sealed` was not sealed with this key for this context. */
export function openBytes(key: Buffer, sealed: Buffer, context: string): Buffer {
  const decipher = createDecipheriv('aes-256-gcm', key, sealed.subarray(0, IV_BYTES))
    .setAAD(Buffer.from(context))
    .setAuthTag(sealed.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
  return Buffer.concat([decipher.update(sealed.subarray(IV_BYTES + TAG_BYTES)), decipher.final()]);
}
