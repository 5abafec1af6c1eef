import { expect, test } from './support/journey.ts';

for (const { name, viewport } of [
  { name: 'a phone', viewport: { width: 390, height: 844 } },
  { name: 'a desktop', viewport: { width: 1440, height: 900 } },
]) {
  test(`the home hero shows a drawn car in a modern format at the width ${name} needs`, async ({
    browser,
  }) => {
    const context = await browser.newContext({ viewport });
    const page = await context.newPage();
    const images: { path: string; bytes: number }[] = [];
    page.on('requestfinished', async (request) => {
      if (request.resourceType() !== 'image') return;
      const sizes = await request.sizes();
      images.push({ path: new URL(request.url()).pathname, bytes: sizes.responseBodySize });
    });
    const html = await (await page.goto('/'))!.text();
    // In the server's HTML, so the browser fetches it before any script runs.
    expect(html).toMatch(/<source type="image\/avif" srcSet="[^"]*car-480-[\w-]+\.avif 480w/);
    expect(html).toMatch(/<img[^>]*width="1080" height="500"[^>]*fetchPriority="high"/i);

    const car = page.getByTestId('hero-car');
    await expect(car).toBeVisible();
    await expect
      .poll(() => car.evaluate((image) => (image as unknown as { currentSrc: string }).currentSrc))
      .toMatch(/\/assets\/car-\d+-[\w-]+\.avif$/);
    await page.waitForLoadState('networkidle');
    const hero = images.filter((image) => /\/assets\/car-\d+-/.test(image.path));
    expect(hero).toHaveLength(1);
    // A phone gets a small file, a desktop no more than the 1200 px one.
    expect(hero[0]!.bytes).toBeLessThanOrEqual(name === 'a phone' ? 35_000 : 60_000);

    const overflow = await page.evaluate(() => {
      const root = (
        globalThis as unknown as {
          document: { documentElement: { scrollWidth: number; clientWidth: number } };
        }
      ).document.documentElement;
      return root.scrollWidth - root.clientWidth;
    });
    expect(overflow).toBe(0);
    await context.close();
  });
}
