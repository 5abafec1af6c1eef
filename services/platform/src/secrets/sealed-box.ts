import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';

/**
 * Seals small secrets kept in the event log (the second factors' TOTP secrets) with AES-256-GCM under a key that
 * is not in the log: a copy of the log alone does not give them away. `context` (the account id) is bound as
 * associated data, so a sealed value moved to another account does not open.
 */
export function createSealedBox(secret: string) {
  const key = createHash('sha256').update(`grandtour sealed box\0${secret}`).digest();
  return {
    seal(plain: string, context: string): string {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv).setAAD(Buffer.from(context));
      const sealed = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return ['v1', iv, cipher.getAuthTag(), sealed]
        .map((part) => (typeof part === 'string' ? part : part.toString('base64url')))
        .join('.');
    },
    /** Null when the value was not sealed here for this context (another key, another account, tampered). */
    open(sealedValue: string, context: string): string | null {
      const [version, iv, tag, sealed] = sealedValue.split('.');
      if (version !== 'v1' || !iv || !tag || sealed === undefined) return null;
      try {
        const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'))
          .setAAD(Buffer.from(context))
          .setAuthTag(Buffer.from(tag, 'base64url'));
        return Buffer.concat([decipher.update(Buffer.from(sealed, 'base64url')), decipher.final()]).toString(
          'utf8',
        );
      } catch {
        return null;
      }
    },
  };
}
export type SealedBox = ReturnType<typeof createSealedBox>;
