import { expect, test, type Page } from './support/journey.ts';
import type { Car } from '@grandtour/shared';

const description = (page: Page) => page.locator('meta[name="description"]').getAttribute('content');

test('every public page has its own title and description, in the visitor’s language', async ({ page }) => {
  const seen = new Map<string, string>();
  for (const path of [
    '/',
    '/search',
    '/favorites',
    '/reservations',
    '/compare',
    '/contact',
    '/register',
    '/login',
  ]) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    const title = await page.title();
    expect(title, path).toMatch(/Grand Tour/);
    const text = (await description(page)) ?? '';
    expect(text.length, path).toBeGreaterThan(30);
    expect([...seen.values()], path).not.toContain(text);
    seen.set(path, text);
  }
  await page.goto('/');
  await page.getByTestId('language-picker').click();
  await page.getByTestId('language-option-de').click();
  await expect(page).toHaveTitle(/Vermietung/);
  expect(await description(page)).toMatch(/Mieten Sie/);
});

test('the car page describes the car and its daily offer as schema.org data', async ({ page, request }) => {
  const car = ((await (await request.get('/api/cars')).json()) as Car[]).find(
    (candidate) => candidate.isAvailable,
  )!;
  await page.goto(`/car/${car.id}`);
  await expect(page).toHaveTitle(`${car.brand} ${car.model} — Grand Tour`);
  expect(await description(page)).toContain(`${car.brand} ${car.model}`);
  const data = JSON.parse((await page.getByTestId('structured-data').textContent()) ?? '{}');
  expect(data).toMatchObject({
    '@context': 'https://schema.org',
    '@type': 'Car',
    name: `${car.brand} ${car.model}`,
    vehicleModelDate: String(car.year),
    seatingCapacity: car.seats,
    offers: {
      '@type': 'Offer',
      priceCurrency: 'EUR',
      price: car.dailyPrice,
      availability: 'https://schema.org/InStock',
    },
  });
  expect(data.image[0]).toMatch(/^http:\/\/localhost:\d+\//);
});

test('cars are reached through real links, and robots.txt and the sitemap are served', async ({ page }) => {
  await page.goto('/');
  const href = await page
    .getByTestId('featured-car')
    .first()
    .locator('a[href^="/car/"]')
    .first()
    .getAttribute('href');
  expect(href).toMatch(/^\/car\/[0-9a-f-]{36}$/);
  expect((await page.request.get('/robots.txt')).status()).toBe(200);
  const sitemap = await page.request.get('/sitemap.xml');
  expect(await sitemap.text()).toContain(`${href}</loc>`);
});
