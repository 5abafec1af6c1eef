import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { LanguageCode } from '@grandtour/shared';

interface ManifestEntry {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}
type Manifest = Record<string, ManifestEntry>;

/**
 * Each public page's module and the text sections its route loads with it, as frontend-public/src/App.tsx lazy-loads
 * them. A page missing here only loses its preload.
 */
const PAGES: readonly { pattern: RegExp; module: string; texts: readonly string[]; also?: string }[] = [
  { pattern: /^\/$/, module: 'src/home/HomePage.tsx', texts: [] },
  { pattern: /^\/search$/, module: 'src/search/SearchPage.tsx', texts: [] },
  {
    pattern: /^\/car\/[^/]+$/,
    module: 'src/car/CarDetailPage.tsx',
    texts: ['booking', 'reviews'],
    // Loaded with the page, which is drawn with it.
    also: 'src/booking/BookingForm.tsx',
  },
  { pattern: /^\/favorites$/, module: 'src/favourites/FavouritesPage.tsx', texts: [] },
  { pattern: /^\/compare$/, module: 'src/compare/ComparePage.tsx', texts: ['booking'] },
  { pattern: /^\/reservations$/, module: 'src/reservations/ReservationsPage.tsx', texts: ['booking'] },
  { pattern: /^\/register$/, module: 'src/account/RegisterPage.tsx', texts: ['account'] },
  { pattern: /^\/login$/, module: 'src/account/LoginPage.tsx', texts: ['account'] },
  { pattern: /^\/contact$/, module: 'src/contact/ContactPage.tsx', texts: ['contact'] },
  {
    pattern: /^\/subscriptions$/,
    module: 'src/subscriptions/SubscriptionsPage.tsx',
    texts: ['subscriptions'],
  },
];

/**
 * `<link rel="modulepreload">` tags for the chunks a page starts from beyond index.html's own script: the app
 * that script starts once the page is painted (src/start.tsx, its only dynamic import), the texts in the page's
 * language and the page's route chunk. The browser fetches them at once and finds what they import in them.
 */
export function pagePreloads(distDir: string) {
  const manifestPath = join(distDir, '.vite/manifest.json');
  const manifest: Manifest = existsSync(manifestPath) ? JSON.parse(readFileSync(manifestPath, 'utf8')) : {};
  const entryKey = Object.keys(manifest).find((key) => manifest[key]!.isEntry);
  const app = entryKey ? (manifest[entryKey]!.dynamicImports ?? []) : [];

  return (path: string, language: LanguageCode): string => {
    if (!entryKey) return '';
    const page = PAGES.find(({ pattern }) => pattern.test(path));
    // The texts before the page: a page in another language than French is taken over only once they are there.
    const sources = [
      ...app,
      ...(language === 'fr' ? [] : [`src/i18n/${language}.ts`]),
      ...(page ? page.texts.map((section) => `src/i18n/${section}/${language}.ts`) : []),
      ...(page ? [page.module] : []),
      ...(page?.also ? [page.also] : []),
    ];
    return sources
      .flatMap((source) => (manifest[source] ? [manifest[source].file] : []))
      .map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`)
      .join('');
  };
}
