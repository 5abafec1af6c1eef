import { expect, test } from './support/journey.ts';

// Run in the page (this project's types have no DOM).
interface InPage {
  document: { fonts: { check(font: string): boolean } };
  getComputedStyle(element: unknown): { fontFamily: string };
  layoutShift: number;
}
const brandFontsShown = () =>
  (globalThis as unknown as InPage).document.fonts.check('1em Inter') &&
  (globalThis as unknown as InPage).document.fonts.check('700 1em "Playfair Display"');
// Sums the page's layout shifts that no input caused, as Lighthouse's CLS does on a short page.
const LAYOUT_SHIFT_OBSERVER = `window.layoutShift = 0;
new PerformanceObserver((list) => {
  for (const entry of list.getEntries()) if (!entry.hadRecentInput) window.layoutShift += entry.value;
}).observe({ type: 'layout-shift', buffered: true });`;

// Every test gets a new browser context: an empty cache, as on a first visit.
test('on a first visit the brand fonts show, each file fetched once, the first screen’s two faces preloaded', async ({
  page,
}) => {
  const fonts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'font') fonts.push(new URL(request.url()).pathname);
  });
  const response = await page.goto('/');
  const html = (await response!.text()).replace(/<style>[\s\S]*?<\/style>/g, '');
  expect(html).toMatch(
    /<link rel="preload" as="font" type="font\/woff2" crossorigin href="\/assets\/inter-latin-400-normal-[\w-]+\.woff2">/,
  );
  expect(html).toMatch(
    /<link rel="preload" as="font" type="font\/woff2" crossorigin href="\/assets\/playfair-display-latin-700-normal-[\w-]+\.woff2">/,
  );
  await page.waitForLoadState('networkidle');

  await expect.poll(() => page.evaluate(brandFontsShown)).toBe(true);
  const heading = await page
    .getByRole('heading', { level: 1 })
    .evaluate((element) => (globalThis as unknown as InPage).getComputedStyle(element).fontFamily);
  expect(heading).toMatch(/^"Playfair Display", "Playfair Display Fallback"/);

  expect(fonts.some((path) => /\/inter-latin-400-normal-[\w-]+\.woff2$/.test(path))).toBe(true);
  expect(fonts.some((path) => /\/playfair-display-latin-700-normal-[\w-]+\.woff2$/.test(path))).toBe(true);
  expect(fonts.every((path) => path.endsWith('.woff2'))).toBe(true);
  expect(fonts).toEqual([...new Set(fonts)]);
});

test('the fonts are served immutable, cached for a year', async ({ request }) => {
  const html = await (await request.get('/')).text();
  const href = /href="(\/assets\/inter-latin-400-normal-[\w-]+\.woff2)"/.exec(html)![1]!;
  const font = await request.get(href);
  expect(font.status()).toBe(200);
  expect(font.headers()['content-type']).toBe('font/woff2');
  expect(font.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
});

test('brand fonts arriving late move no text on the home, search and car pages', async ({
  page,
  request,
}) => {
  const [car] = (await (await request.get('/api/cars')).json()) as { id: string }[];
  // A slow connection: the page is painted in the fallback faces first, then the brand fonts swap in.
  await page.route('**/*.woff2', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 800));
    await route.continue();
  });
  await page.addInitScript(LAYOUT_SHIFT_OBSERVER);
  for (const path of ['/', '/search', `/car/${car!.id}`]) {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    await expect.poll(() => page.evaluate(brandFontsShown)).toBe(true);
    const shifts = await page.evaluate(() => (globalThis as unknown as InPage).layoutShift);
    // Measured here: about 0.0005 with the fallback faces, 0.012 to 0.037 with plain Georgia and Arial.
    expect(shifts, path).toBeLessThanOrEqual(0.005);
  }
});
