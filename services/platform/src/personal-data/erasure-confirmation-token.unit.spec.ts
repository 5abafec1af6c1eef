import { describe, expect, it } from 'vitest';
import { createErasureConfirmationTokens } from './erasure-confirmation-token.ts';

const userId = '5b0f1c7e-8d7a-4f57-9c55-0d7e5d3f2a11';
const expiresAt = new Date('2026-11-28T10:00:00.000Z');

describe('the tokens of erasure confirmation links', () => {
  const tokens = createErasureConfirmationTokens('a-site-secret-of-at-least-32-characters!');

  it('names the account and the expiry it was signed for', () => {
    expect(tokens.verify(tokens.sign(userId, expiresAt))).toEqual({ userId, expiresAt });
  });

  it('refuses a token altered, forged with another secret, or malformed', () => {
    const token = tokens.sign(userId, expiresAt);
    const later = token.replace(/\.(\d+)\./, (_, seconds: string) => `.${Number(seconds) + 86_400}.`);
    const otherAccount = token.replace(userId, '00000000-0000-4000-8000-000000000000');
    const forged = createErasureConfirmationTokens('another-secret-of-at-least-32-characters').sign(
      userId,
      expiresAt,
    );
    for (const bad of [later, otherAccount, forged, '', 'x', `${token}x`, token.slice(0, -1)])
      expect(tokens.verify(bad)).toBeNull();
  });
});
