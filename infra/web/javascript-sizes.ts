import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

export interface ChunkSize {
  file: string;
  gzip: number;
  initial: boolean;
}

interface ManifestEntry {
  file: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}
type Manifest = Record<string, ManifestEntry>;

/** A chunk and every chunk it imports statically, as Vite's manifest lists them. */
function withImports(manifest: Manifest, key: string, seen = new Set<string>()): Set<string> {
  const entry = manifest[key];
  if (!entry || seen.has(entry.file)) return seen;
  seen.add(entry.file);
  for (const imported of entry.imports ?? []) withImports(manifest, imported, seen);
  return seen;
}

/**
 * Gzip size of every JavaScript chunk of a built front end. The initial JavaScript is what index.html loads and
 * the app its script always starts (its dynamic imports: the public site starts its app once the server's page is
 * painted, decision 39); a route costs its own chunk plus every shared chunk it imports that the first page has
 * not already loaded.
 */
export function javascriptSizes(distDir: string) {
  const manifestPath = join(distDir, '.vite/manifest.json');
  if (!existsSync(manifestPath)) throw new Error(`${distDir} is not built with its manifest: npm run build`);
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Manifest;
  const gzipOf = new Map(
    readdirSync(join(distDir, 'assets'))
      .filter((file) => file.endsWith('.js'))
      .map((file) => [`assets/${file}`, gzipSync(readFileSync(join(distDir, 'assets', file))).length]),
  );
  const entryKey = Object.keys(manifest).find((key) => manifest[key]!.isEntry);
  const initial = new Set<string>();
  if (entryKey)
    for (const key of [entryKey, ...(manifest[entryKey]!.dynamicImports ?? [])])
      withImports(manifest, key, initial);
  const total = (files: Iterable<string>) =>
    [...files].reduce((sum, file) => sum + (file.endsWith('.js') ? (gzipOf.get(file) ?? 0) : 0), 0);
  const routeGzip = (source: string) =>
    manifest[source] ? total([...withImports(manifest, source)].filter((file) => !initial.has(file))) : null;
  const started = new Set(entryKey ? manifest[entryKey]!.dynamicImports : []);
  const lazyRoutes = Object.entries(manifest)
    .filter(([source, entry]) => entry.isDynamicEntry && !started.has(source))
    .map(([source]) => ({ source, gzip: routeGzip(source)! }));
  return {
    initialGzip: total(initial),
    /** Every chunk loaded on demand (routes, text sections), each with what it adds to the first page. */
    lazyRoutes,
    searchRouteGzip: routeGzip('src/search/SearchPage.tsx'),
    compareRouteGzip: routeGzip('src/compare/ComparePage.tsx'),
    chunks: [...gzipOf].map(([file, gzip]): ChunkSize => ({ file, gzip, initial: initial.has(file) })),
  };
}
