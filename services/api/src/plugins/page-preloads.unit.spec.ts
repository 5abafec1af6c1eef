import { existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  coreTextsModule,
  LANGUAGES,
  PUBLIC_ROUTES,
  sectionTextsModule,
  TEXT_SECTION_FOLDERS,
  type PublicRoute,
  type TextSection,
} from '@grandtour/shared';
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
  'src/booking/BookingForm.tsx': { file: 'assets/BookingForm.js' },
  'src/i18n/reviews/en.ts': { file: 'assets/reviews-en.js' },
  'src/i18n/reviews/fr.ts': { file: 'assets/reviews-fr.js' },
  'src/i18n/after/en.ts': { file: 'assets/after-en.js' },
  'src/reservations/ReservationsPage.tsx': { file: 'assets/ReservationsPage.js' },
};
const hrefs = (html: string) => [...html.matchAll(/href="([^"]+)"/g)].map((match) => match[1]);

describe('page preloads', () => {
  it('lists the app, the texts in the page language, then the route chunk (not what they import)', () => {
    const preloads = pagePreloads(builtSite(manifest));
    expect(hrefs(preloads('/car/5f0c', 'en'))).toEqual([
      '/assets/start.js',
      '/assets/en.js',
      '/assets/booking-en.js',
      '/assets/reviews-en.js',
      '/assets/CarDetailPage.js',
      '/assets/BookingForm.js',
    ]);
    expect(hrefs(preloads('/car/5f0c', 'fr'))).toEqual([
      '/assets/start.js',
      '/assets/booking-fr.js',
      '/assets/reviews-fr.js',
      '/assets/CarDetailPage.js',
      '/assets/BookingForm.js',
    ]);
    expect(preloads('/car/5f0c', 'fr')).toContain(
      '<link rel="modulepreload" crossorigin href="/assets/CarDetailPage.js">',
    );
  });

  it('adds the app alone for a page it does not know, nothing for a site that is not built', () => {
    expect(hrefs(pagePreloads(builtSite(manifest))('/nowhere', 'fr'))).toEqual(['/assets/start.js']);
    expect(pagePreloads(join(tmpdir(), 'grandtour-not-built'))('/car/5f0c', 'fr')).toBe('');
  });

  it('preloads what the app’s route loads: the reservations page with its three text sections', () => {
    expect(hrefs(pagePreloads(builtSite(manifest))('/reservations', 'en'))).toEqual([
      '/assets/start.js',
      '/assets/en.js',
      '/assets/booking-en.js',
      '/assets/after-en.js',
      '/assets/reviews-en.js',
      '/assets/ReservationsPage.js',
    ]);
  });

  it('preloads, for every address of every route, the modules and texts the app loads for it', () => {
    const routes: readonly PublicRoute[] = Object.values(PUBLIC_ROUTES);
    const everyModule = routes.flatMap((route) => [
      route.module,
      ...(route.with ? [route.with] : []),
      ...LANGUAGES.flatMap((language) => [
        ...(coreTextsModule(language) ? [coreTextsModule(language)!] : []),
        ...route.texts.map((section) => sectionTextsModule(section, language)),
      ]),
    ]);
    const site = builtSite({
      ...manifest,
      ...Object.fromEntries(everyModule.map((module) => [module, { file: `assets/${module}.js` }])),
    });
    const preloads = pagePreloads(site);
    for (const route of routes)
      for (const path of route.paths)
        for (const language of LANGUAGES) {
          const expected = [
            coreTextsModule(language),
            ...route.texts.map((section) => sectionTextsModule(section, language)),
            route.module,
            route.with,
          ].flatMap((module) => (module ? [`/assets/${module}.js`] : []));
          expect(hrefs(preloads(path.replace(':id', '5f0c'), language)), path).toEqual([
            '/assets/start.js',
            ...expected,
          ]);
        }
  });

  it('names modules the public app has: its pages, and the texts its sections load', () => {
    const app = fileURLToPath(new URL('../../../../frontend-public/', import.meta.url));
    // The app's routes load each page's module from the table itself (import.meta.glob of src/**/*Page.tsx).
    expect(readFileSync(join(app, 'src/AppRoutes.tsx'), 'utf8')).toContain('Object.values(PUBLIC_ROUTES)');
    for (const route of Object.values(PUBLIC_ROUTES) as readonly PublicRoute[])
      for (const module of [route.module, route.with ?? route.module])
        expect(existsSync(join(app, module)), module).toBe(true);
    const sections = readFileSync(join(app, 'src/i18n/sections.ts'), 'utf8');
    for (const section of Object.keys(TEXT_SECTION_FOLDERS) as TextSection[])
      for (const language of LANGUAGES) {
        const module = sectionTextsModule(section, language);
        expect(existsSync(join(app, module)), module).toBe(true);
        expect(sections, module).toContain(`import('./${module.slice('src/i18n/'.length)}')`);
      }
    for (const language of LANGUAGES) {
      const module = coreTextsModule(language);
      if (module) expect(existsSync(join(app, module)), module).toBe(true);
    }
  });
});
