import { fileURLToPath } from 'node:url';
import { expect, test } from './support/journey.ts';
import { javascriptSizes } from '@grandtour/infra/web';
import { LEGAL_PAGES, PUBLIC_PAGES, type Car } from '@grandtour/shared';

const INITIAL_JS_GZIP_LIMIT = 170_000;
const ROUTE_JS_GZIP_LIMIT = 30_000;
const sizes = javascriptSizes(fileURLToPath(new URL('../../dist', import.meta.url)));

test('the first page loads at most 170 kB of gzipped JavaScript', () => {
  expect(sizes.initialGzip).toBeGreaterThan(50_000);
  expect(sizes.initialGzip).toBeLessThanOrEqual(INITIAL_JS_GZIP_LIMIT);
});

test('no page adds more than 30 kB of gzipped JavaScript to the first one', () => {
  const pages = sizes.lazyRoutes.filter((route) => route.source.endsWith('Page.tsx'));
  // The five legal pages are one page module.
  const pageModules = PUBLIC_PAGES.length - Object.keys(LEGAL_PAGES).length + 1;
  expect(pages.length).toBeGreaterThanOrEqual(pageModules - 2);
  expect(pages.filter((page) => page.gzip > ROUTE_JS_GZIP_LIMIT)).toEqual([]);
});

test('no public page ever asks for the owner back office', async ({ page, request }) => {
  // Every public page, each until its network is idle.
  test.slow();
  const [car] = (await (await request.get('/api/cars')).json()) as Car[];
  const asked: string[] = [];
  page.on('request', (sent) => asked.push(new URL(sent.url()).pathname));
  for (const path of PUBLIC_PAGES) {
    await page.goto(path.replace(':id', car!.id));
    await page.waitForLoadState('networkidle');
  }
  expect(asked.filter((path) => path.endsWith('.js')).length).toBeGreaterThan(10);
  expect(asked.filter((path) => path.startsWith('/owner-dashboard'))).toEqual([]);
});

const modulePreloads = (html: string) =>
  [...html.matchAll(/<link rel="modulepreload" crossorigin href="\/([^"]+)">/g)].map((match) => match[1]!);

test('a page’s HTML preloads its route’s chunks and texts, and a car page its main picture', async ({
  request,
}) => {
  const [car] = (await (await request.get('/api/cars')).json()) as Car[];
  const english = { headers: { 'accept-language': 'en-GB,en' } };
  const html = await (await request.get(`/car/${car!.id}`, english)).text();
  const firstPage = modulePreloads(await (await request.get('/nowhere', english)).text());
  const added = modulePreloads(html).filter((file) => !firstPage.includes(file));
  const chunk = (name: RegExp) => sizes.chunks.find((candidate) => name.test(candidate.file))!;
  expect(added).toContain(chunk(/^assets\/CarDetailPage-/).file);
  expect(added.some((file) => /^assets\/en-/.test(file))).toBe(true);
  expect(added.filter((file) => sizes.chunks.find((candidate) => candidate.file === file)?.initial)).toEqual(
    [],
  );
  expect(html).toContain(`<link rel="preload" as="image" href="${car!.images[0]}" fetchpriority="high">`);
});
