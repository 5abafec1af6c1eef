import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { coreTextsModule, publicRouteAt, sectionTextsModule, type LanguageCode } from '@grandtour/shared';

interface ManifestEntry {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}
type Manifest = Record<string, ManifestEntry>;

/**
 * `<link rel="modulepreload">` tags for the chunks a page starts from beyond index.html's own script: the app
 * that script starts once the page is painted (src/start.tsx, its only dynamic import), the texts in the page's
 * language and the page's route chunk, as the app's routes load them (the shared PUBLIC_ROUTES). The browser
 * fetches them at once and finds what they import in them.
 */
export function pagePreloads(distDir: string) {
  const manifestPath = join(distDir, '.vite/manifest.json');
  const manifest: Manifest = existsSync(manifestPath) ? JSON.parse(readFileSync(manifestPath, 'utf8')) : {};
  const entryKey = Object.keys(manifest).find((key) => manifest[key]!.isEntry);
  const app = entryKey ? (manifest[entryKey]!.dynamicImports ?? []) : [];

  return (path: string, language: LanguageCode): string => {
    if (!entryKey) return '';
    const page = publicRouteAt(path);
    // The texts before the page: a page in another language than French is taken over only once they are there.
    const sources = [
      ...app,
      coreTextsModule(language),
      ...(page?.texts.map((section) => sectionTextsModule(section, language)) ?? []),
      page?.module,
      page?.with,
    ];
    return sources
      .flatMap((source) => (source && manifest[source] ? [manifest[source].file] : []))
      .map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`)
      .join('');
  };
}
