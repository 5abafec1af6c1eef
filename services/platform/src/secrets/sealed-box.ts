import { createHash } from 'node:crypto';
import { IV_BYTES, openBytes, sealBytes, TAG_BYTES } from './aes-gcm.ts';

/**
 * Seals small secrets kept in the event log (the second factors' TOTP secrets) with AES-256-GCM under a key that
 * is not in the log: a copy of the log alone does not give them away. `context` (the account id) is bound as
 * associated data, so a sealed value moved to another account does not open.
 */
export function createSealedBox(secret: string) {
  const key = createHash('sha256').update(`grandtour sealed box\0${secret}`).digest();
  return {
    seal(plain: string, context: string): string {
      const sealed = sealBytes(key, Buffer.from(plain, 'utf8'), context);
      const tagEnd = IV_BYTES + TAG_BYTES;
      return ['v1', sealed.subarray(0, IV_BYTES), sealed.subarray(IV_BYTES, tagEnd), sealed.subarray(tagEnd)]
        .map((part) => (typeof part === 'string' ? part : part.toString('base64url')))
        .join('.');
    },
    /** Null when the value was not sealed here for this context (another key, another account, tampered). */
    open(sealedValue: string, context: string): string | null {
      const [version, iv, tag, sealed] = sealedValue.split('.');
      if (version !== 'v1' || !iv || !tag || sealed === undefined) return null;
      const parts = [iv, tag, sealed].map((part) => Buffer.from(part, 'base64url'));
      // A part of the wrong length would shift the others: refused, as a tampered value.
      if (parts[0]!.length !== IV_BYTES || parts[1]!.length !== TAG_BYTES) return null;
      try {
        return openBytes(key, Buffer.concat(parts), context).toString('utf8');
      } catch {
        return null;
      }
    },
  };
}
export type SealedBox = ReturnType<typeof createSealedBox>;
