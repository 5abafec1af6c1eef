import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { LANGUAGES, type LanguageCode } from '@grandtour/shared';

interface ManifestEntry {
  file: string;
  isEntry?: boolean;
  imports?: string[];
}
type Manifest = Record<string, ManifestEntry>;

/**
 * Each public page's module and the text sections its route loads with it, as frontend-public/src/App.tsx lazy-loads
 * them. A page missing here only loses its preload.
 */
const PAGES: readonly { pattern: RegExp; module: string; texts: readonly string[] }[] = [
  { pattern: /^\/$/, module: 'src/home/HomePage.tsx', texts: [] },
  { pattern: /^\/search$/, module: 'src/search/SearchPage.tsx', texts: [] },
  { pattern: /^\/car\/[^/]+$/, module: 'src/car/CarDetailPage.tsx', texts: ['booking'] },
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

/** The language the browser will most likely paint the page in: its first supported Accept-Language, else French. */
export function likelyLanguage(acceptLanguage: string | undefined): LanguageCode {
  const tags = (acceptLanguage ?? '')
    .split(',')
    .map((part) => part.split(';')[0]!.trim().slice(0, 2).toLowerCase());
  return (tags.find((tag) => (LANGUAGES as readonly string[]).includes(tag)) as LanguageCode) ?? 'fr';
}

/**
 * `<link rel="modulepreload">` tags for what a page will ask for only once the first bundle has run: its route's
 * chunks and its texts. The browser then fetches them in parallel with the first bundle instead of after it.
 */
export function pagePreloads(distDir: string) {
  const manifestPath = join(distDir, '.vite/manifest.json');
  const manifest: Manifest = existsSync(manifestPath) ? JSON.parse(readFileSync(manifestPath, 'utf8')) : {};
  const closure = (key: string, seen = new Set<string>()): Set<string> => {
    const entry = manifest[key];
    if (!entry || seen.has(entry.file)) return seen;
    seen.add(entry.file);
    for (const imported of entry.imports ?? []) closure(imported, seen);
    return seen;
  };
  const entryKey = Object.keys(manifest).find((key) => manifest[key]!.isEntry);
  const initial = entryKey ? closure(entryKey) : new Set<string>();

  return (path: string, language: LanguageCode): string => {
    const page = PAGES.find(({ pattern }) => pattern.test(path));
    if (!page) return '';
    // The texts first: a page in another language than French is painted only once they are there.
    const sources = [
      ...(language === 'fr' ? [] : [`src/i18n/${language}.ts`]),
      ...page.texts.map((section) => `src/i18n/${section}/${language}.ts`),
      page.module,
    ];
    const files = new Set(sources.flatMap((source) => [...closure(source)]));
    return [...files]
      .filter((file) => !initial.has(file))
      .map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`)
      .join('');
  };
}
