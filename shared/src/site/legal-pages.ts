/** The legal pages of the public site (decision 59), each at its own address. */
export const LEGAL_PAGES = {
  terms: '/legal/terms',
  notice: '/legal/notice',
  privacy: '/legal/privacy',
  cookies: '/legal/cookies',
  accessibility: '/legal/accessibility',
} as const;

export type LegalPageKey = keyof typeof LEGAL_PAGES;
export const LEGAL_PAGE_KEYS = Object.keys(LEGAL_PAGES) as LegalPageKey[];

/** The legal page at this path, if it is one. */
export function legalPageAt(path: string): LegalPageKey | undefined {
  const trimmed = path.replace(/\/$/, '').toLowerCase();
  return LEGAL_PAGE_KEYS.find((key) => LEGAL_PAGES[key] === trimmed);
}
