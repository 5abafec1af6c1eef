import type { DehydratedState } from '@tanstack/react-query';
import { SSR_STATE_ELEMENT_ID, type VisitorLocale } from '@grandtour/shared';

/** What the browser needs to draw exactly what the server drew. */
export interface SsrState {
  locale: VisitorLocale;
  origin: string;
  /** The public reads the page was rendered from. */
  queries: DehydratedState;
}

/** The server's state, when the server rendered this page (a JSON data block: the CSP runs no inline script). */
export function readSsrState(): SsrState | null {
  const element = document.getElementById(SSR_STATE_ELEMENT_ID);
  if (!element?.textContent) return null;
  return JSON.parse(element.textContent) as SsrState;
}
