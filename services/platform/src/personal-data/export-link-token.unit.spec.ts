import { describe, expect, it } from 'vitest';
import { createExportLinkTokens } from './export-link-token.ts';

const tokens = createExportLinkTokens('a-cookie-secret-of-at-least-32-characters');
const requestedAt = new Date('2026-11-27T10:00:00Z');
const hours = (count: number) => new Date(requestedAt.getTime() + count * 3_600_000);

describe('guests’ download links (decision 99)', () => {
  it('opens for 24 hours, then says it expired', () => {
    const token = tokens.issue('lucia@example.es', 'es', requestedAt);
    expect(tokens.check(token, hours(23.9))).toEqual({
      status: 'valid',
      email: 'lucia@example.es',
      language: 'es',
    });
    expect(tokens.check(token, hours(24))).toEqual({ status: 'expired' });
  });

  it('does not show the address, and refuses a changed token or one made with another secret', () => {
    const token = tokens.issue('lucia@example.es', 'es', requestedAt);
    expect(token).not.toContain('lucia');
    expect(Buffer.from(token.split('.')[3]!, 'base64url').toString('latin1')).not.toContain('lucia');
    const [version, iv, tag, sealed] = token.split('.') as [string, string, string, string];
    const changed = [version, iv, tag, `${sealed[0] === 'A' ? 'B' : 'A'}${sealed.slice(1)}`].join('.');
    expect(tokens.check(changed, requestedAt)).toEqual({ status: 'invalid' });
    expect(tokens.check('not-a-token', requestedAt)).toEqual({ status: 'invalid' });
    const elsewhere = createExportLinkTokens('another-cookie-secret-of-32-characters!!');
    expect(elsewhere.check(token, requestedAt)).toEqual({ status: 'invalid' });
  });
});
