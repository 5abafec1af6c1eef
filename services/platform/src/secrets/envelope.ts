import { randomBytes } from 'node:crypto';
import { openBytes as open, sealBytes as seal } from './aes-gcm.ts';

/** A file as stored: its bytes under a data key of its own, that key wrapped by the key-encryption key. */
export interface SealedFile {
  /** The data key, AES-256-GCM under the key-encryption key: iv (12) ‖ tag (16) ‖ key (32). */
  wrappedKey: Buffer;
  /** The file, AES-256-GCM under the data key: iv (12) ‖ tag (16) ‖ ciphertext. */
  ciphertext: Buffer;
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
