import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The token of an e-mailed link that confirms an account's erasure (decision 99): the account, the link's expiry and
 * a signature over both, under a key derived from the site's secret. Nothing stores it: the e-mail's renderer and the
 * API compute the same signature, so the log and the read models cannot confirm an erasure.
 */
export interface ErasureConfirmationTokens {
  sign(userId: string, expiresAt: Date): string;
  /** The account and expiry a token names; null when the signature is not ours (forged, altered, truncated). */
  verify(token: string): { userId: string; expiresAt: Date } | null;
}

const SHAPE = /^([0-9a-f-]{36})\.([0-9]{1,12})\.([A-Za-z0-9_-]{43})$/;

export function createErasureConfirmationTokens(secret: string): ErasureConfirmationTokens {
  // A key of its own, so that no other signature made with the site's secret can pass for one of these.
  const key = createHmac('sha256', secret).update('grandtour/personal-data-erasure-confirmation').digest();
  const mac = (userId: string, expiresSeconds: string) =>
    createHmac('sha256', key).update(`${userId}.${expiresSeconds}`).digest('base64url');
  return {
    sign(userId, expiresAt) {
      const expiresSeconds = String(Math.floor(expiresAt.getTime() / 1000));
      return `${userId}.${expiresSeconds}.${mac(userId, expiresSeconds)}`;
    },
    verify(token) {
      const match = SHAPE.exec(token);
      if (!match) return null;
      const [, userId, expiresSeconds, signature] = match as unknown as [string, string, string, string];
      const expected = Buffer.from(mac(userId, expiresSeconds));
      const given = Buffer.from(signature);
      if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
      return { userId, expiresAt: new Date(Number(expiresSeconds) * 1000) };
    },
  };
}
