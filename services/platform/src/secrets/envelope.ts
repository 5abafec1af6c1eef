import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

/** A file as stored: its bytes under a data key of its own, that key wrapped by the key-encryption key. */
export interface SealedFile {
  /** The data key, AES-256-GCM under the key-encryption key: iv (12) ‖ tag (16) ‖ key (32). */
  wrappedKey: Buffer;
  /** The file, AES-256-GCM under the data key: iv (12) ‖ tag (16) ‖ ciphertext. */
  ciphertext: Buffer;
}

const IV_BYTES = 12;
const TAG_BYTES = 16;

function seal(key: Buffer, plain: Buffer, context: string): Buffer {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', key, iv).setAAD(Buffer.from(context));
  const sealed = Buffer.concat([cipher.update(plain), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), sealed]);
}

function open(key: Buffer, sealed: Buffer, context: string): Buffer {
  const decipher = createDecipheriv('aes-256-gcm', key, sealed.subarray(0, IV_BYTES))
    .setAAD(Buffer.from(context))
    .setAuthTag(sealed.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
  return Buffer.concat([decipher.update(sealed.subarray(IV_BYTES + TAG_BYTES)), decipher.final()]);
}

/**
 * Envelope encryption of files (decision 84): each file gets a random 256-bit data key, and only that key is
 * encrypted with the key-encryption key, which never leaves the environment. `context` (whose file, which one) is
 * bound to both as associated data, so a row copied onto another driver does not open. Rotating the key-encryption
 * key re-wraps the small keys, not the files.
 */
export function createEnvelope(keyEncryptionKey: Buffer) {
  if (keyEncryptionKey.length !== 32) throw new Error('The key-encryption key must be 32 bytes');
  return {
    seal(plain: Buffer, context: string): SealedFile {
      const dataKey = randomBytes(32);
      try {
        return {
          wrappedKey: seal(keyEncryptionKey, dataKey, context),
          ciphertext: seal(dataKey, plain, context),
        };
      } finally {
        dataKey.fill(0);
      }
    },
    /** Throws when the file was not sealed here for this context (another key, another driver, tampered). */
    open(file: SealedFile, context: string): Buffer {
      const dataKey = open(keyEncryptionKey, file.wrappedKey, context);
      try {
        return open(dataKey, file.ciphertext, context);
      } finally {
        dataKey.fill(0);
      }
    },
  };
}
export type Envelope = ReturnType<typeof createEnvelope>;
