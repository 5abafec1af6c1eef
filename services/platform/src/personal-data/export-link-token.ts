import { createSealedBox } from '../secrets/sealed-box.ts';

/** How long a guest's download link works (issue 25). */
export const EXPORT_LINK_HOURS = 24;
const CONTEXT = 'data-export-link';

export type ExportLinkCheck =
  { status: 'valid'; email: string; language: string } | { status: 'expired' } | { status: 'invalid' };

/**
 * The token of a guest's download link: the address and the link's end, sealed (AES-256-GCM) under a key derived from
 * the cookie secret. Sealed rather than signed, so the address is not readable in the link, a log or a Referer. The
 * link's end comes from the request's time, so a retried e-mail's link ends when the first one's does.
 */
export function createExportLinkTokens(secret: string) {
  const box = createSealedBox(`${CONTEXT}\0${secret}`);
  return {
    issue(email: string, language: string, requestedAt: Date): string {
      const expiresAt = requestedAt.getTime() + EXPORT_LINK_HOURS * 3_600_000;
      return box.seal(JSON.stringify({ e: email, l: language, x: expiresAt }), CONTEXT);
    },
    check(token: string, now: Date): ExportLinkCheck {
      const opened = box.open(token, CONTEXT);
      if (opened === null) return { status: 'invalid' };
      const { e, l, x } = JSON.parse(opened) as { e: string; l: string; x: number };
      return x <= now.getTime() ? { status: 'expired' } : { status: 'valid', email: e, language: l };
    },
  };
}
export type ExportLinkTokens = ReturnType<typeof createExportLinkTokens>;
