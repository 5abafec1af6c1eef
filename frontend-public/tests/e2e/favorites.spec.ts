import { expect, test, type Browser, type Page } from './support/journey.ts';
import { decimalStringToCents, formatMoney, type Car, type CurrencyCode } from '@grandtour/shared';
import { expectCleanRun, watchPage, type PageWatch } from './support/pageWatch.ts';

test.describe.configure({ mode: 'serial' });

const nameOf = (car: Car) => `${car.brand} ${car.model}`;
const dailyPrice = (euros: string, currency: CurrencyCode = 'EUR') =>
  `${formatMoney(decimalStringToCents(euros), currency)}/jour`;
const lowestPrice = (cars: Car[]) =>
  cars.map((car) => car.dailyPrice).sort((a, b) => decimalStringToCents(a) - decimalStringToCents(b))[0]!;
const brandCount = (cars: Car[]) => String(new Set(cars.map((car) => car.brand)).size);

async function loadCars(page: Page): Promise<Car[]> {
  const cars = (await (await page.request.get('/api/cars')).json()) as Car[];
  if (cars.length < 4) throw new Error('The demo fleet needs at least four cars');
  return cars;
}

/** A new browser context: its own cookies, hence its own guest and its own favourites. */
async function newVisitor(browser: Browser): Promise<Page> {
  return (await browser.newContext()).newPage();
}

function cardOf(page: Page, testId: string, car: Car) {
  return page.getByTestId(testId).filter({ has: page.getByRole('heading', { name: nameOf(car) }) });
}

async function expectSummary(page: Page, favourites: Car[], currency: CurrencyCode = 'EUR') {
  const summary = page.getByTestId('favorites-summary');
  await expect(summary.getByTestId('favorites-count').locator('dd')).toHaveText(String(favourites.length));
  await expect(summary.getByTestId('favorites-brands').locator('dd')).toHaveText(brandCount(favourites));
  await expect(summary.getByTestId('favorites-min-price').locator('dd')).toHaveText(
    dailyPrice(lowestPrice(favourites), currency),
  );
}

let page: Page;
let watch: PageWatch;
let cars: Car[];
/** The first featured car on the home page. */
let homeCar: Car;
/** The cheapest car of another brand, added from its own page. */
let detailCar: Car;

test.beforeAll(async ({ browser }) => {
  page = await browser.newPage();
  watch = watchPage(page);
  cars = await loadCars(page);
  homeCar = cars[0]!;
  detailCar = cars
    .filter((car) => car.brand !== homeCar.brand)
    .sort((a, b) => decimalStringToCents(a.dailyPrice) - decimalStringToCents(b.dailyPrice))[0]!;
});

test.afterAll(async () => {
  await page.close();
});

test('the heart on a home card adds the car, names it in a toast and does not open the car page', async () => {
  await page.goto('/');
  const card = cardOf(page, 'featured-car', homeCar);
  const heart = card.getByTestId('favourite-toggle');
  await expect(heart).toHaveAccessibleName('Ajouter aux favoris');
  await expect(heart).toHaveAttribute('aria-pressed', 'false');

  await heart.click();

  const toast = page.getByRole('status').getByTestId('toast');
  await expect(toast).toContainText('Ajouté aux favoris');
  await expect(toast).toContainText(nameOf(homeCar));
  await expect(heart).toHaveAccessibleName('Retirer des favoris');
  await expect(heart).toHaveAttribute('aria-pressed', 'true');
  await expect(page).toHaveURL(/\/$/);
});

test('/favorites lists that car with a summary of one car, one brand and its daily price', async () => {
  await page.getByTestId('nav-favorites').click();
  await expect(page).toHaveURL(/\/favorites$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Mes favoris');
  await expect(page.getByTestId('favorite-car')).toHaveCount(1);
  await expect(cardOf(page, 'favorite-car', homeCar)).toBeVisible();
  await expectSummary(page, [homeCar]);

  await page.getByTestId('history-back').click();
  await expect(page).toHaveURL(/\/$/);
});

test('the favourite button on a car page adds a second car, and the summary follows', async () => {
  await page.goto(`/car/${detailCar.id}`);
  const button = page.getByTestId('car-detail').getByRole('button', { name: 'Ajouter aux favoris' });
  await expect(button).toHaveAttribute('aria-pressed', 'false');
  await button.click();

  await expect(page.getByTestId('toast')).toContainText(nameOf(detailCar));
  const pressed = page.getByTestId('car-detail').getByRole('button', { name: 'Retirer des favoris' });
  await expect(pressed).toHaveAttribute('aria-pressed', 'true');

  await page.getByTestId('nav-favorites').click();
  await expect(page.getByTestId('favorite-car')).toHaveCount(2);
  await expectSummary(page, [homeCar, detailCar]);
});

test('the lowest daily price follows the chosen currency', async () => {
  await page.getByTestId('currency-picker').click();
  await page.getByTestId('currency-option-USD').click();
  await expectSummary(page, [homeCar, detailCar], 'USD');
  await page.getByTestId('currency-picker').click();
  await page.getByTestId('currency-option-EUR').click();
  await expectSummary(page, [homeCar, detailCar]);
});

test('removing a car on /favorites shows a toast and updates the grid and the summary', async () => {
  await cardOf(page, 'favorite-car', homeCar).getByRole('button', { name: 'Retirer des favoris' }).click();

  const toast = page.getByTestId('toast');
  await expect(toast).toContainText('Retiré des favoris');
  await expect(toast).toContainText(nameOf(homeCar));
  await expect(page.getByTestId('favorite-car')).toHaveCount(1);
  await expect(cardOf(page, 'favorite-car', detailCar)).toBeVisible();
  await expectSummary(page, [detailCar]);
});

test('removing the last car shows the empty state, whose link leads to /search', async () => {
  await cardOf(page, 'favorite-car', detailCar).getByRole('button', { name: 'Retirer des favoris' }).click();

  const empty = page.getByTestId('favorites-empty');
  await expect(empty).toBeVisible();
  await expect(page.getByTestId('favorite-car')).toHaveCount(0);
  await expect(page.getByTestId('favorites-summary')).toBeHidden();
  await empty.getByRole('link', { name: 'Découvrir nos véhicules' }).click();
  await expect(page).toHaveURL(/\/search$/);
});

test('one toast at a time; F8 focuses it and Escape closes it, giving the focus back', async () => {
  await page.goto('/');
  const [, second, third] = cars;
  await cardOf(page, 'featured-car', second!).getByTestId('favourite-toggle').click();
  await expect(page.getByTestId('toast')).toContainText(nameOf(second!));
  const thirdHeart = cardOf(page, 'featured-car', third!).getByTestId('favourite-toggle');
  await thirdHeart.click();

  const toast = page.getByTestId('toast');
  await expect(toast).toHaveCount(1);
  await expect(toast).toContainText(nameOf(third!));
  await page.keyboard.press('F8');
  await expect(toast).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(toast).toBeHidden();
  await expect(thirdHeart).toBeFocused();
});

test('a toast disappears by itself after five seconds', async () => {
  await cardOf(page, 'featured-car', cars[1]!).getByTestId('favourite-toggle').click();
  const toast = page.getByTestId('toast');
  await expect(toast).toContainText('Retiré des favoris');
  const shownAt = Date.now();
  // The toast waits while the pointer rests on it; the visitor's pointer moves elsewhere.
  await page.mouse.move(5, 300);

  await expect(toast).toBeHidden({ timeout: 8000 });
  expect(Date.now() - shownAt).toBeGreaterThan(4000);
});

test('a short drag leaves the toast; a swipe of 50 px or more dismisses it', async () => {
  await cardOf(page, 'featured-car', cars[1]!).getByTestId('favourite-toggle').click();
  const toast = page.getByTestId('toast');
  await expect(toast).toContainText('Ajouté aux favoris');

  const drag = async (dx: number) => {
    const box = await toast.boundingBox();
    if (!box) throw new Error('The toast has no box');
    await page.mouse.move(box.x + box.width / 3, box.y + box.height / 2);
    await page.mouse.down();
    await page.mouse.move(box.x + box.width / 3 + dx, box.y + box.height / 2, { steps: 6 });
    await page.mouse.up();
  };
  await drag(30);
  await expect(toast).toBeVisible();
  await expect(toast).toContainText(nameOf(cars[1]!));
  await drag(80);
  await expect(toast).toBeHidden();
});

test('the favourites pages log no console error and make no request outside localhost', async () => {
  expectCleanRun(watch);
});

test('two browsers never see each other’s favourites; two cars of one brand count as one brand', async ({
  browser,
}) => {
  const alice = await newVisitor(browser);
  const bob = await newVisitor(browser);
  const aliceWatch = watchPage(alice);
  const bobWatch = watchPage(bob);
  const bobCars = cars.filter((car) => car.brand === cars[3]!.brand).slice(0, 2);
  expect(bobCars, 'the demo fleet has two cars of one brand').toHaveLength(2);
  const aliceCar = cars.find((car) => car.brand !== bobCars[0]!.brand)!;

  await alice.goto(`/car/${aliceCar.id}`);
  await alice.getByTestId('car-detail').getByRole('button', { name: 'Ajouter aux favoris' }).click();
  await expect(
    alice.getByTestId('car-detail').getByRole('button', { name: 'Retirer des favoris' }),
  ).toBeVisible();

  await bob.goto('/favorites');
  await expect(bob.getByTestId('favorites-empty')).toBeVisible();
  for (const car of bobCars) {
    await bob.goto(`/car/${car.id}`);
    await bob.getByTestId('car-detail').getByRole('button', { name: 'Ajouter aux favoris' }).click();
    await expect(
      bob.getByTestId('car-detail').getByRole('button', { name: 'Retirer des favoris' }),
    ).toBeVisible();
  }
  await bob.goto('/favorites');
  await expect(bob.getByTestId('favorite-car')).toHaveCount(2);
  await expectSummary(bob, bobCars);
  await expect(bob.getByTestId('favorites-brands').locator('dd')).toHaveText('1');

  await alice.goto('/favorites');
  await expect(alice.getByTestId('favorite-car')).toHaveCount(1);
  await expect(cardOf(alice, 'favorite-car', aliceCar)).toBeVisible();

  expectCleanRun(aliceWatch);
  expectCleanRun(bobWatch);
  await alice.context().close();
  await bob.context().close();
});

test('in English the toggle, its toast and the page speak English', async ({ browser }) => {
  const visitor = await newVisitor(browser);
  await visitor.goto(`/car/${cars[0]!.id}`);
  await visitor.getByTestId('language-picker').click();
  await visitor.getByTestId('language-option-en').click();
  // The car's own button: the similar cars below have theirs.
  await visitor.getByTestId('car-detail').getByRole('button', { name: 'Add to favorites' }).click();
  await expect(visitor.getByTestId('toast')).toContainText('Added to favorites');
  await expect(visitor.getByTestId('toast')).toContainText(nameOf(cars[0]!));
  await visitor.goto('/favorites');
  await expect(visitor.getByRole('heading', { level: 1 })).toHaveText('My favorites');
  await expect(visitor.getByRole('button', { name: 'Remove from favorites' })).toBeVisible();
  await visitor.context().close();
});

test('the toggle is disabled while its call is pending, so a second click sends nothing', async ({
  browser,
}) => {
  const visitor = await newVisitor(browser);
  let posts = 0;
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await visitor.route('**/api/favorites', async (route) => {
    posts += 1;
    await released;
    await route.continue();
  });
  await visitor.goto(`/car/${cars[1]!.id}`);
  const button = visitor.getByTestId('car-detail').getByTestId('favourite-toggle');
  await expect(button).toBeEnabled();

  await button.click();
  await expect(button).toBeDisabled();
  await button.dispatchEvent('click');
  release();

  await expect(button).toHaveAttribute('aria-pressed', 'true');
  await expect(button).toBeEnabled();
  expect(posts).toBe(1);
  await visitor.context().close();
});

test('each click on a heart is one action with its own Idempotency-Key, kept only to retry a call that got no answer', async ({
  browser,
}) => {
  // The browser logs the call cut off on purpose, so this visitor is not checked for console errors.
  const visitor = await newVisitor(browser);
  const keys: string[] = [];
  let cutNext = true;
  await visitor.route('**/api/favorites', async (route) => {
    keys.push(route.request().headers()['idempotency-key'] ?? '');
    if (!cutNext) return route.continue();
    cutNext = false;
    return route.abort('internetdisconnected');
  });
  await visitor.goto('/');
  const [first, second] = cars;
  const firstHeart = cardOf(visitor, 'featured-car', first!).getByTestId('favourite-toggle');
  const secondHeart = cardOf(visitor, 'featured-car', second!).getByTestId('favourite-toggle');

  await firstHeart.click();
  await expect(visitor.getByRole('alert').getByTestId('toast')).toContainText(
    'Une erreur est survenue lors de la modification des favoris',
  );
  await expect(firstHeart).toHaveAttribute('aria-pressed', 'false');
  // Clicking again retries the same action: if the first call had gone through, it would not count twice.
  await firstHeart.click();
  await expect(firstHeart).toHaveAttribute('aria-pressed', 'true');

  // Removed elsewhere, then added again from the same heart: a new action, not a replay of the first answer.
  const removed = await visitor.request.delete(`/api/favorites/guest/${first!.id}`);
  expect(removed.ok()).toBe(true);
  await secondHeart.click();
  await expect(secondHeart).toHaveAttribute('aria-pressed', 'true');
  await expect(firstHeart).toHaveAttribute('aria-pressed', 'false');
  await firstHeart.click();
  await expect(firstHeart).toHaveAttribute('aria-pressed', 'true');
  await visitor.goto('/favorites');
  await expect(visitor.getByTestId('favorite-car')).toHaveCount(2);

  expect(keys).toHaveLength(4);
  for (const key of keys)
    expect(key).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  expect(keys[1]).toBe(keys[0]);
  expect(new Set(keys.slice(1)).size).toBe(3);
  await visitor.context().close();
});

test('failures: a failed toggle, a failed removal and a failed load each say so', async ({ browser }) => {
  // The browser logs these forced failures itself, so this visitor is not checked for console errors.
  const visitor = await newVisitor(browser);
  await visitor.route('**/api/favorites', (route) => route.fulfill({ status: 500, body: 'boom' }));
  await visitor.goto(`/car/${cars[0]!.id}`);
  const button = visitor.getByTestId('car-detail').getByTestId('favourite-toggle');
  await button.click();
  const alert = visitor.getByRole('alert').getByTestId('toast');
  await expect(alert).toContainText('Une erreur est survenue lors de la modification des favoris');
  await expect(button).toHaveAttribute('aria-pressed', 'false');
  await expect(button).toBeEnabled();
  await visitor.unroute('**/api/favorites');

  await button.click();
  await expect(button).toHaveAttribute('aria-pressed', 'true');
  await visitor.route('**/api/favorites/guest/*', (route) => route.fulfill({ status: 500, body: 'boom' }));
  await visitor.goto('/favorites');
  await visitor.getByRole('button', { name: 'Retirer des favoris' }).click();
  await expect(alert).toContainText('Une erreur est survenue lors de la suppression du favori');
  await expect(visitor.getByTestId('favorite-car')).toHaveCount(1);

  await visitor.route('**/api/favorites/guest', (route) => route.fulfill({ status: 500, body: 'boom' }));
  await visitor.reload();
  await expect(visitor.getByTestId('favorites-error')).toHaveText('Erreur lors du chargement des favoris');

  await visitor.route('**/api/favorites/guest', (route) => route.fulfill({ status: 404, body: '' }));
  await visitor.reload();
  await expect(visitor.getByTestId('favorites-empty')).toBeVisible();
  await visitor.context().close();
});
