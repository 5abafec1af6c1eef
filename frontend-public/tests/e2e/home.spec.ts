import { expect, test, type Page } from './support/journey.ts';
import { decimalStringToCents, formatMoney, type Car } from '@grandtour/shared';
import { expectCleanRun, watchPage, type PageWatch } from './support/pageWatch.ts';

test.describe.configure({ mode: 'serial' });

let page: Page;
let watch: PageWatch;

test.beforeAll(async ({ browser }) => {
  page = await browser.newPage();
  watch = watchPage(page);
  await page.goto('/');
});

test.afterAll(async () => {
  await page.close();
});

test('the home page shows three featured cars and six collection tiles linking to the spec categories', async () => {
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByTestId('featured-car')).toHaveCount(3);
  const tiles = page.getByTestId('collection-tile');
  await expect(tiles).toHaveCount(6);
  const hrefs = await tiles.evaluateAll((links) => links.map((link) => link.getAttribute('href')));
  expect(hrefs).toEqual([
    '/search?category=supercar',
    '/search?category=luxury',
    '/search?category=cabriolets',
    '/search?category=business',
    '/search?category=mariage',
    '/search?category=luxury',
  ]);
  await expect(page.getByTestId('service-item')).toHaveCount(3);
  await expect(page.getByTestId('nav-home')).toHaveAttribute('aria-current', 'page');
  await expect(page.getByTestId('nav-search')).not.toHaveAttribute('aria-current', 'page');
});

test('the hero button brings the featured section into view', async () => {
  await page.getByTestId('hero-featured').click();
  const featuredHeading = page.getByRole('heading', { name: 'Véhicules en vedette' });
  await expect(featuredHeading).toBeFocused();
  await expect(featuredHeading).toBeInViewport();
  await expect(page.getByTestId('hero-search')).toHaveAttribute('href', '/search');
});

test('switching the language to English translates the navigation, and back to French', async () => {
  const searchLink = page.getByTestId('nav-search');
  await expect(searchLink).toHaveText('Rechercher');

  await page.getByTestId('language-picker').click();
  await page.getByTestId('language-option-en').click();
  await expect(searchLink).toHaveText('Search');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByTestId('language-option-en')).toBeHidden();

  // Only French ships with the first page; a visitor who chose English gets it from the first paint on.
  await page.reload();
  await expect(page.getByTestId('nav-search')).toHaveText('Search');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');

  await page.getByTestId('language-picker').click();
  await page.getByTestId('language-option-fr').click();
  await expect(searchLink).toHaveText('Rechercher');
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
});

test('switching the currency to USD changes every price on the page', async () => {
  const prices = page.getByTestId('price');
  await expect(prices).toHaveCount(3);
  const before = await prices.allTextContents();

  await page.getByTestId('currency-picker').click();
  await page.getByTestId('currency-option-USD').click();

  for (const [index, euroText] of before.entries()) {
    await expect(prices.nth(index)).not.toHaveText(euroText);
    await expect(prices.nth(index)).toContainText('$');
  }
});

test('AED, GBP and CHF prices use the shared formats, and the choice survives a reload', async () => {
  const cars = (await (await page.request.get('/api/cars')).json()) as Car[];
  const firstCar = cars[0];
  if (!firstCar) throw new Error('The demo fleet is empty');
  const firstPrice = page.getByTestId('featured-car').first().getByTestId('price');

  for (const currency of ['AED', 'GBP', 'CHF'] as const) {
    await page.getByTestId('currency-picker').click();
    await page.getByTestId(`currency-option-${currency}`).click();
    const expected = formatMoney(decimalStringToCents(firstCar.dailyPrice), currency);
    await expect(firstPrice).toHaveText(`${expected}/jour`);
  }

  await page.reload();
  await expect(page.getByTestId('currency-picker')).toHaveText('CHF');
  await expect(page.getByTestId('featured-car').first().getByTestId('price')).toContainText('CHF');

  await page.getByTestId('currency-picker').click();
  await page.getByTestId('currency-option-EUR').click();
  await expect(page.getByTestId('featured-car').first().getByTestId('price')).toContainText('€');
});

test('the home page logs no console error and makes no request outside localhost', async () => {
  expectCleanRun(watch);
});
