import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { likelyLanguage, pagePreloads } from './page-preloads.ts';

function builtSite(manifest: object) {
  const dir = mkdtempSync(join(tmpdir(), 'grandtour-preloads-'));
  mkdirSync(join(dir, '.vite'));
  writeFileSync(join(dir, '.vite/manifest.json'), JSON.stringify(manifest));
  return dir;
}

const manifest = {
  'index.html': { file: 'assets/index.js', isEntry: true, imports: ['_react.js'] },
  '_react.js': { file: 'assets/react.js' },
  '_field.js': { file: 'assets/field.js', imports: ['_react.js'] },
  'src/car/CarDetailPage.tsx': { file: 'assets/CarDetailPage.js', imports: ['_field.js', '_react.js'] },
  'src/i18n/en.ts': { file: 'assets/en.js' },
  'src/i18n/booking/en.ts': { file: 'assets/booking-en.js' },
  'src/i18n/booking/fr.ts': { file: 'assets/booking-fr.js' },
};
const hrefs = (html: string) => [...html.matchAll(/href="([^"]+)"/g)].map((match) => match[1]);

describe('page preloads', () => {
  it('lists the texts, then the route chunk and its imports, without what the first page already loads', () => {
    const preloads = pagePreloads(builtSite(manifest));
    expect(hrefs(preloads('/car/5f0c', 'en'))).toEqual([
      '/assets/en.js',
      '/assets/booking-en.js',
      '/assets/CarDetailPage.js',
      '/assets/field.js',
    ]);
    expect(hrefs(preloads('/car/5f0c', 'fr'))).toEqual([
      '/assets/booking-fr.js',
      '/assets/CarDetailPage.js',
      '/assets/field.js',
    ]);
    expect(preloads('/car/5f0c', 'fr')).toContain(
      '<link rel="modulepreload" crossorigin href="/assets/field.js">',
    );
  });

  it('adds nothing for a page it does not know or a site that is not built', () => {
    expect(pagePreloads(builtSite(manifest))('/nowhere', 'fr')).toBe('');
    expect(pagePreloads(join(tmpdir(), 'grandtour-not-built'))('/car/5f0c', 'fr')).toBe('');
  });

  it('guesses the language from Accept-Language, French when none is offered', () => {
    expect(likelyLanguage('de-CH,de;q=0.9,en;q=0.8')).toBe('de');
    expect(likelyLanguage('it-IT,es;q=0.5')).toBe('es');
    expect(likelyLanguage('ja')).toBe('fr');
    expect(likelyLanguage(undefined)).toBe('fr');
  });
});
