import { expect, test, type Page } from './support/journey.ts';
import type { Car, Review } from '@grandtour/shared';
import { expectCleanRun, watchPage, type PageWatch } from './support/pageWatch.ts';

test.describe.configure({ mode: 'serial' });

const REVIEWS_SHOWN_BY_DEFAULT = 6;
let page: Page;
let watch: PageWatch;

test.beforeAll(async ({ browser }) => {
  page = await browser.newPage();
  watch = watchPage(page);
});

test.afterAll(async () => {
  await page.close();
});

test('clicking the first featured car opens its page with title, specifications and price', async () => {
  await page.goto('/');
  const firstCard = page.getByTestId('featured-car').first();
  const cardTitle = (await firstCard.getByRole('heading').textContent()) ?? '';
  await firstCard.click();

  await expect(page).toHaveURL(/\/car\/[0-9a-f-]{36}$/);
  await expect(page.getByTestId('car-title')).toHaveText(cardTitle);
  const specs = page.getByTestId('car-specs');
  await expect(specs).toContainText('CV');
  await expect(specs).toContainText('0-100 km/h');
  await expect(specs).toContainText('km/h');
  await expect(page.getByTestId('car-price')).toContainText('/jour');
  await expect(page.getByTestId('car-location')).toContainText(', France');
});

test('the reviews block shows at most six reviews and a note counting the others', async () => {
  const carId = page.url().split('/car/')[1];
  const reviews = (await (await page.request.get(`/api/reviews/car/${carId}`)).json()) as Review[];
  expect(reviews.length, 'the first demo car has more reviews than the page shows at once').toBeGreaterThan(
    REVIEWS_SHOWN_BY_DEFAULT,
  );

  const block = page.getByTestId('reviews-block');
  await expect(block.getByRole('heading', { level: 2 })).toContainText(String(reviews.length));
  await expect(block.getByTestId('review-item')).toHaveCount(REVIEWS_SHOWN_BY_DEFAULT);
  const hiddenCount = reviews.length - REVIEWS_SHOWN_BY_DEFAULT;
  await expect(block.getByTestId('more-reviews')).toHaveText(
    hiddenCount === 1 ? '+1 autre avis' : `+${hiddenCount} autres avis`,
  );

  await block.getByTestId('show-all-reviews').click();
  await expect(block.getByTestId('review-item')).toHaveCount(reviews.length);
  await expect(block.getByTestId('more-reviews')).toBeHidden();
});

test('choosing a thumbnail makes it the main image', async () => {
  // Every demo car is shown from several views; the first one with at least two has a thumbnail per photo.
  const cars = (await (await page.request.get('/api/cars')).json()) as Car[];
  const car = cars.find((candidate) => candidate.images.length >= 2);
  if (!car) throw new Error('The demo fleet has cars with several photos');
  await page.goto(`/car/${car.id}`);
  const thumbnails = page.getByTestId('gallery-thumbnail');
  await expect(thumbnails).toHaveCount(car.images.length);
  expect(await thumbnails.count()).toBeGreaterThanOrEqual(2);
  const mainImage = page.getByTestId('car-gallery').locator('img').first();
  const secondThumbnailSrc = await thumbnails.nth(1).locator('img').getAttribute('src');

  await thumbnails.nth(1).focus();
  await page.keyboard.press('Enter');
  await expect(mainImage).toHaveAttribute('src', secondThumbnailSrc ?? '');
  await expect(thumbnails.nth(1)).toHaveAttribute('aria-pressed', 'true');
});

test('the car pages log no console error and make no request outside localhost', async () => {
  expectCleanRun(watch);
});

test('an unknown car shows the vehicle-not-found panel', async () => {
  await page.goto('/car/00000000-0000-4000-8000-00000000dead');
  await expect(page.getByRole('heading', { name: 'Véhicule non trouvé' })).toBeVisible();
  await expect(page.getByTestId('back-to-search')).toHaveAttribute('href', '/search');
  // The browser itself logs the API's 404 for the missing car, so only the requests are checked here.
  expect(watch.externalRequests).toEqual([]);
});
