import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from './support/journey.ts';
import type { Car } from '@grandtour/shared';
import { bookThroughApi, cancelThroughApi, payThroughApi, stayIn } from './support/booking.ts';
import { isoDateIn } from './support/catalogue.ts';

const WCAG_22_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

async function violationsOf(page: Page) {
  // A menu or dialog still fading in has text at part opacity: analyse the page once its transitions are over.
  await page.waitForFunction(() =>
    (globalThis as unknown as { document: { getAnimations(): { playState: string }[] } }).document
      .getAnimations()
      .every((animation) => animation.playState !== 'running'),
  );
  const results = await new AxeBuilder({ page }).withTags(WCAG_22_AA).analyze();
  return results.violations.map((violation) => ({
    rule: violation.id,
    impact: violation.impact,
    nodes: violation.nodes.map((node) => node.target.join(' ')).slice(0, 5),
  }));
}

let cars: Car[];
test.beforeAll(async ({ request }) => {
  cars = (await (await request.get('/api/cars')).json()) as Car[];
});

const pages: [string, (page: Page) => Promise<void>][] = [
  ['/', (page) => expect(page.getByTestId('featured-car')).toHaveCount(3)],
  ['/search', (page) => expect(page.getByTestId('search-result').first()).toBeVisible()],
  [
    '/car/{id}',
    async (page) => {
      await expect(page.getByTestId('booking-form')).toBeVisible();
      await expect(page.getByTestId('next-free')).toContainText('Disponible');
      await expect(page.getByTestId('similar-car')).toHaveCount(4);
    },
  ],
  ['/favorites', (page) => expect(page.getByRole('heading', { level: 1 })).toBeVisible()],
  ['/reservations', (page) => expect(page.getByRole('heading', { level: 1 })).toBeVisible()],
  ['/compare?cars={id},{id2}', (page) => expect(page.getByTestId('compare-column')).toHaveCount(2)],
  ['/compare', (page) => expect(page.getByRole('heading', { level: 1 })).toBeVisible()],
  ['/contact', (page) => expect(page.getByTestId('contact-form')).toBeVisible()],
  ['/register', (page) => expect(page.getByTestId('register-form')).toBeVisible()],
  ['/login', (page) => expect(page.getByTestId('login-form')).toBeVisible()],
  ['/subscriptions', (page) => expect(page.getByRole('heading', { level: 1 })).toBeVisible()],
  ['/nowhere', (page) => expect(page.getByTestId('not-found')).toBeVisible()],
  ['/legal/terms', (page) => expect(page.getByTestId('legal-page-terms')).toBeVisible()],
  ['/legal/accessibility', (page) => expect(page.getByTestId('legal-page-accessibility')).toBeVisible()],
];

for (const [path, ready] of pages) {
  test(`${path} has no WCAG 2.2 AA violation`, async ({ page }) => {
    const available = cars.filter((car) => car.isAvailable);
    await page.goto(path.replace('{id}', available[0]!.id).replace('{id2}', available[1]!.id));
    await ready(page);
    expect(await violationsOf(page)).toEqual([]);
  });
}

test('the open filter panel, the chat and the account menu have no WCAG 2.2 AA violation', async ({
  page,
}) => {
  await page.goto('/search');
  await page.getByTestId('filter-toggle').click();
  await expect(page.getByLabel('Marque')).toBeVisible();
  expect(await violationsOf(page)).toEqual([]);
  await page.getByTestId('account-menu-button').click();
  await expect(page.getByRole('menu')).toBeVisible();
  expect(await violationsOf(page)).toEqual([]);
  await page.keyboard.press('Escape');
  await page.getByTestId('chat-button').click();
  await expect(page.getByRole('dialog')).toBeVisible();
  expect(await violationsOf(page)).toEqual([]);
});

test('a booking’s page, its cancellation simulation and its change summary have no WCAG 2.2 AA violation', async ({
  page,
}) => {
  const booking = await bookThroughApi(page, cars.filter((car) => car.isAvailable)[2]!, stayIn(150, 2));
  await payThroughApi(page, booking);
  await page.goto(`/reservations/${booking.id}`);
  await expect(page.getByTestId('details-title')).toBeVisible();
  await page.getByTestId('simulate-cancellation').click();
  await expect(page.getByTestId('simulation-result')).toBeVisible();
  expect(await violationsOf(page)).toEqual([]);
  await page.getByTestId('details-modify').click();
  await page.getByLabel('Nouvelle date de retour').fill(isoDateIn(153));
  await page.getByTestId('change-review').click();
  await expect(page.getByTestId('change-summary')).toBeVisible();
  expect(await violationsOf(page)).toEqual([]);
  await page.getByTestId('change-close').click();
  await cancelThroughApi(page, booking.id);
});
