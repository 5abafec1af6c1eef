import { createHash, randomBytes } from 'node:crypto';
import { RECOVERY_CODE_COUNT } from '@grandtour/commands';
import { Secret, TOTP } from 'otpauth';
import { renderSVG } from 'uqr';

/*
 * The codes of the second factor (decision 75): TOTP as authenticator apps expect it (RFC 6238: SHA-1, 6 digits,
 * 30 seconds, one step of drift either way), and recovery codes of ten base-32 characters shown once.
 */

const ISSUER = 'Grand Tour';
const totpOf = (secret: string, label = '') =>
  new TOTP({
    issuer: ISSUER,
    label,
    algorithm: 'SHA1',
    digits: 6,
    period: 30,
    secret: Secret.fromBase32(secret),
  });

/** A new secret of 160 bits (RFC 4226's recommended length), in base 32, with what an app scans to add it. */
export function newTotpSecret(accountName: string) {
  const secret = new Secret({ size: 20 }).base32;
  const otpauthUri = totpOf(secret, accountName).toString();
  return { secret, otpauthUri, qrCodeSvg: renderSVG(otpauthUri, { ecc: 'M' }) };
}

/**
 * The 30-second time step whose code `code` is, when it is the secret's code at `now` or one step before or after
 * (clocks drift); null otherwise. The step lets a code be refused a second time (RFC 6238 §5.2).
 */
export function totpCodeStep(secret: string, code: string, now: Date): number | null {
  if (!/^\d{6}$/.test(code)) return null;
  const delta = totpOf(secret).validate({ token: code, timestamp: now.getTime(), window: 1 });
  return delta === null ? null : TOTP.counter({ period: 30, timestamp: now.getTime() }) + delta;
}

export const totpCodeValid = (secret: string, code: string, now: Date) =>
  totpCodeStep(secret, code, now) !== null;

/** The secret's code at `now` (tests, and the demo seed). */
export const totpCodeAt = (secret: string, now: Date) =>
  totpOf(secret).generate({ timestamp: now.getTime() });

const BASE32 = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
/** `XXXXX-XXXXX` from an alphabet without look-alikes (no I, O, 0, 1): 50 bits each. */
function recoveryCode(): string {
  const chars = [...randomBytes(10)].map((byte) => BASE32[byte & 31]);
  return `${chars.slice(0, 5).join('')}-${chars.slice(5).join('')}`;
}

export function newRecoveryCodes(): string[] {
  const codes = new Set<string>();
  while (codes.size < RECOVERY_CODE_COUNT) codes.add(recoveryCode());
  return [...codes];
}

/** A recovery code as typed (any case, with or without the dash, spaces) to the hash kept in the log. */
export function recoveryCodeHash(typed: string): string | null {
  const normalized = typed.toUpperCase().replace(/[\s-]/g, '');
  if (!/^[A-Z2-9]{10}$/.test(normalized)) return null;
  return createHash('sha256').update(`recovery\0${normalized}`).digest('hex');
}
