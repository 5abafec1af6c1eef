import AxeBuilder from '@axe-core/playwright';
import { expect, test, type APIRequestContext, type Browser, type Page } from './support/journey.ts';
import type { Car, OwnerCar } from '@grandtour/shared';
import { bookFromCarPage, payWithCard, stayIn, type Stay } from './support/booking.ts';
import { carName } from './support/catalogue.ts';
import { expectCleanRun, forgiveExpectedResponse, watchPage } from './support/pageWatch.ts';

const DAY = 86_400_000;
const DEMO_OWNER = { identifier: 'owner@grandtour.demo', password: 'GrandTour-Demo-2026' };
const WCAG_22_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

async function axeViolations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(WCAG_22_AA).analyze();
  return results.violations.map((violation) => ({
    rule: violation.id,
    nodes: violation.nodes.map((node) => node.target.join(' ')).slice(0, 5),
  }));
}

/** The demo owner, signed in on a browser of their own (the visitor's guest bookings stay the visitor's). */
async function ownerPage(browser: Browser): Promise<Page> {
  const page = await (await browser.newContext({ locale: 'fr-FR', timezoneId: 'Europe/Paris' })).newPage();
  const response = await page.request.post('/api/login', { data: DEMO_OWNER });
  expect(response.status()).toBe(200);
  return page;
}

/** The demo owner's bookable cars, from the back-office API. */
async function demoOwnerCars(owner: Page): Promise<Car[]> {
  const mine = (await (
    await owner.request.get(`/api/owner/cars?range=${encodeURIComponent('[0,99]')}`)
  ).json()) as OwnerCar[];
  const all = (await (await owner.request.get('/api/cars?availableNow=true&limit=100')).json()) as Car[];
  const ids = new Set(mine.filter((car) => car.isListed && car.isAvailable).map((car) => car.id));
  return all.filter((car) => ids.has(car.id));
}

/**
 * The marketplace's clock moved past the stay's end (ADJUSTABLE_CLOCK, test runs only): the sweep completes the
 * rental at once. The clock is put back straight away, so the rest of the run lives in real time.
 */
async function finishRental(request: APIRequestContext, stay: Stay) {
  const daysAhead = Math.ceil((Date.parse(`${stay.endDate}T23:59:59Z`) - Date.now()) / DAY) + 2;
  try {
    const moved = await request.put('/api/dev/clock', { data: { offsetMs: daysAhead * DAY } });
    expect(moved.status(), await moved.text()).toBe(200);
    expect(((await moved.json()) as { sweep: { completed: number } }).sweep.completed).toBeGreaterThanOrEqual(
      1,
    );
  } finally {
    expect((await request.put('/api/dev/clock', { data: { offsetMs: 0 } })).status()).toBe(200);
  }
}

/** Books and pays through the site as a visitor, then lets the rental end. */
async function completedRental(page: Page, car: Car, stay: Stay) {
  const bookingId = await bookFromCarPage(page, car, stay);
  await page.getByTestId('pay-by-card').click();
  await payWithCard(page, '4242 4242 4242 4242');
  await expect(page).toHaveURL(/\/payment-success/);
  await finishRental(page.request, stay);
  return bookingId;
}

async function openReviewDialog(page: Page, bookingId: string) {
  await page.goto('/reservations');
  await page.getByTestId('reservations-tab-history').click();
  const card = page.locator(`[data-booking-id="${bookingId}"]`);
  await expect(card.getByTestId('booking-status')).toContainText('Terminée');
  await card.getByTestId('booking-leave-review').click();
  const dialog = page.getByTestId('review-dialog');
  await expect(dialog.getByRole('heading', { name: 'Votre avis' })).toBeVisible();
  return { card, dialog };
}

test('a finished rental is reviewed from /reservations, with the keyboard, and the review and the owner’s reply appear on the car page', async ({
  page,
  browser,
}) => {
  // Booking, paying, the clock, the review, the back office and three accessibility checks: a long journey.
  test.slow();
  const watch = watchPage(page);
  const owner = await ownerPage(browser);
  const car = (await demoOwnerCars(owner))[3]!;
  const stay = stayIn(90, 1);
  const bookingId = await completedRental(page, car, stay);
  const { card, dialog } = await openReviewDialog(page, bookingId);
  expect(await axeViolations(page)).toEqual([]);

  // Sending empty says what is missing and puts the focus on it.
  await dialog.getByTestId('review-submit').click();
  await expect(dialog.getByText('Choisissez une note de 1 à 5 étoiles.')).toBeVisible();
  await expect(dialog.getByText('Écrivez quelques mots sur votre location.')).toBeVisible();

  // The stars are radio buttons: Tab reaches them, the arrow keys choose.
  await page.keyboard.press('Tab');
  await expect(dialog.getByRole('radio', { name: 'Aucune note' })).toBeFocused();
  for (let star = 0; star < 4; star++) await page.keyboard.press('ArrowRight');
  await expect(dialog.getByRole('radio', { name: '4 étoiles' })).toBeChecked();
  await page.keyboard.press('Tab');
  await expect(dialog.getByLabel('Votre commentaire')).toBeFocused();
  await page.keyboard.type('Une <b>merveille</b> !');
  await page.keyboard.press('Tab');
  await expect(
    dialog.getByText('Le HTML et les balises ne sont pas acceptés : écrivez du texte simple.'),
  ).toBeVisible();
  await dialog
    .getByLabel('Votre commentaire')
    .fill('Une merveille sur la route des Alpes.\nRemise des clés parfaite.');
  await expect(dialog.getByLabel('Nom affiché')).toHaveValue('Camille D.');
  await dialog.getByLabel('Ville (facultatif)').fill('Lyon');
  await dialog.getByLabel('Ville (facultatif)').press('Enter');

  await expect(page.getByRole('status').filter({ hasText: 'Merci pour votre avis !' })).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(card.getByTestId('booking-reviewed')).toContainText('Avis publié');
  await expect(card.getByTestId('booking-reviewed')).toBeFocused();
  await expect(card.getByTestId('booking-leave-review')).toHaveCount(0);

  await page.goto(`/car/${car.id}`);
  const review = page.getByTestId('review-item').first();
  await expect(review.getByTestId('review-user')).toHaveText('Camille D.');
  await expect(review).toContainText('Lyon');
  await expect(review).toContainText('Une merveille sur la route des Alpes.');
  await expect(review.getByTestId('review-date')).toHaveText('Aujourd’hui');
  await expect(review.getByTestId('review-owner-reply')).toHaveCount(0);

  // The owner answers from the back office, once.
  await owner.goto('/owner-dashboard#/reviews');
  await expect(owner.locator('table tbody tr').first()).toContainText('Sans réponse');
  expect(await axeViolations(owner)).toEqual([]);
  await owner.getByText('Une merveille sur la route des Alpes.').click();
  await expect(owner.getByTestId('owner-review-comment')).toContainText('Remise des clés parfaite.');
  expect(await axeViolations(owner)).toEqual([]);
  await owner.getByLabel('Votre réponse').fill('Merci Camille, au plaisir de vous revoir !');
  await owner.getByRole('button', { name: 'Publier la réponse' }).click();
  await expect(owner.getByTestId('owner-reply-published')).toContainText('Merci Camille');
  await expect(owner.getByRole('button', { name: 'Publier la réponse' })).toHaveCount(0);
  await owner.context().close();

  await page.reload();
  const reply = page.getByTestId('review-item').first().getByTestId('review-owner-reply');
  await expect(reply).toContainText('Réponse du propriétaire');
  await expect(reply).toContainText('Merci Camille, au plaisir de vous revoir !');
  await expect(page.getByTestId('similar-car')).toHaveCount(4);
  expect(await axeViolations(page)).toEqual([]);
  expectCleanRun(watch);
});

test('a refusal from the server keeps the dialog open and says why, in the visitor’s language', async ({
  page,
  browser,
}) => {
  const watch = watchPage(page);
  const owner = await ownerPage(browser);
  const car = (await demoOwnerCars(owner))[4]!;
  await owner.context().close();
  const bookingId = await completedRental(page, car, stayIn(94, 1));
  const { card, dialog } = await openReviewDialog(page, bookingId);
  // Meanwhile, another tab of the same visitor has already reviewed this booking.
  const first = await page.request.post('/api/reviews', {
    data: { bookingId, rating: 5, comment: 'Publié depuis un autre onglet' },
  });
  expect(first.status()).toBe(201);

  await dialog.getByRole('radio', { name: 'Aucune note' }).focus();
  await page.keyboard.press('ArrowLeft');
  await expect(dialog.getByRole('radio', { name: '5 étoiles' })).toBeChecked();
  await dialog.getByLabel('Votre commentaire').fill('Encore un avis');
  await dialog.getByTestId('review-submit').click();
  await expect(dialog.getByTestId('review-problem')).toContainText(
    'Vous avez déjà donné votre avis sur cette location.',
  );
  await dialog.getByTestId('review-cancel').click();
  await expect(dialog).toBeHidden();
  await expect(card.getByTestId('booking-reviewed')).toBeFocused();
  await expect(card.getByTestId('booking-reviewed')).toContainText('Avis publié');
  forgiveExpectedResponse(watch, 409, '/api/reviews');
  expectCleanRun(watch);
});

test('the car page ends with four similar cars, each a link to its page', async ({ page }) => {
  const cars = (await (await page.request.get('/api/cars?availableNow=true')).json()) as Car[];
  const car = cars[0]!;
  const similar = (await (await page.request.get(`/api/cars/${car.id}/similar`)).json()) as Car[];
  expect(similar).toHaveLength(4);
  await page.goto(`/car/${car.id}`);
  const block = page.getByTestId('similar-cars');
  await expect(block.getByRole('heading', { level: 2 })).toHaveText('Véhicules similaires');
  await expect(block.getByTestId('similar-car')).toHaveCount(4);
  for (const [index, other] of similar.entries())
    await expect(block.getByTestId('similar-car').nth(index)).toContainText(carName(other));
  await block.getByTestId('similar-car').first().getByRole('link').first().click();
  await expect(page).toHaveURL(`/car/${similar[0]!.id}`);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(similar[0]!.model);
});
