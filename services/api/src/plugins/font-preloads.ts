/**
 * The faces the first screen of every page draws with (body text and headings): preloaded with the page so that the
 * brand fonts are there for its first paint, or soon after it on a slow connection (decision 61).
 */
export const FIRST_SCREEN_FONTS = ['inter-latin-400-normal', 'playfair-display-latin-700-normal'] as const;

/** `<link rel="preload">` tags for the first-screen faces, found by name in the page's (inlined) stylesheets. */
export function fontPreloads(html: string): string {
  return FIRST_SCREEN_FONTS.flatMap((face) => {
    const href = new RegExp(`/assets/${face}-[\\w-]+\\.woff2`).exec(html)?.[0];
    return href ? [`<link rel="preload" as="font" type="font/woff2" crossorigin href="${href}">`] : [];
  }).join('');
}
