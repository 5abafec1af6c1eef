import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { pagePreloads } from './page-preloads.ts';

function builtSite(manifest: object) {
  const dir = mkdtempSync(join(tmpdir(), 'grandtour-preloads-'));
  mkdirSync(join(dir, '.vite'));
  writeFileSync(join(dir, '.vite/manifest.json'), JSON.stringify(manifest));
  return dir;
}

const manifest = {
  'index.html': {
    file: 'assets/index.js',
    isEntry: true,
    imports: ['_preload.js'],
    dynamicImports: ['src/start.tsx'],
  },
  '_preload.js': { file: 'assets/preload.js' },
  'src/start.tsx': { file: 'assets/start.js', imports: ['_react.js'] },
  '_react.js': { file: 'assets/react.js' },
  '_field.js': { file: 'assets/field.js', imports: ['_react.js'] },
  'src/car/CarDetailPage.tsx': { file: 'assets/CarDetailPage.js', imports: ['_field.js', '_react.js'] },
  'src/i18n/en.ts': { file: 'assets/en.js' },
  'src/i18n/booking/en.ts': { file: 'assets/booking-en.js' },
  'src/i18n/booking/fr.ts': { file: 'assets/booking-fr.js' },
};
const hrefs = (html: string) => [...html.matchAll(/href="([^"]+)"/g)].map((match) => match[1]);

describe('page preloads', () => {
  it('lists the app, the texts in the page language, then the route chunk (not what they import)', () => {
    const preloads = pagePreloads(builtSite(manifest));
    expect(hrefs(preloads('/car/5f0c', 'en'))).toEqual([
      '/assets/start.js',
      '/assets/en.js',
      '/assets/booking-en.js',
      '/assets/CarDetailPage.js',
    ]);
    expect(hrefs(preloads('/car/5f0c', 'fr'))).toEqual([
      '/assets/start.js',
      '/assets/booking-fr.js',
      '/assets/CarDetailPage.js',
    ]);
    expect(preloads('/car/5f0c', 'fr')).toContain(
      '<link rel="modulepreload" crossorigin href="/assets/CarDetailPage.js">',
    );
  });

  it('adds the app alone for a page it does not know, nothing for a site that is not built', () => {
    expect(hrefs(pagePreloads(builtSite(manifest))('/nowhere', 'fr'))).toEqual(['/assets/start.js']);
    expect(pagePreloads(join(tmpdir(), 'grandtour-not-built'))('/car/5f0c', 'fr')).toBe('');
  });
});
