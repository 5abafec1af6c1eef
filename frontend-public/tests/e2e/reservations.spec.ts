import { expect, test, type Page } from './support/journey.ts';
import {
  bookingReference,
  decimalStringToCents,
  formatMoney,
  type CancellationResponse,
  type Car,
} from '@grandtour/shared';
import {
  bookableCars,
  bookThroughApi,
  bookFromCarPage,
  cancelThroughApi,
  payWithCard,
  stayIn,
  chooseLanguageBeforeLoad,
} from './support/booking.ts';
import { carName } from './support/catalogue.ts';
import { expectCleanRun, watchPage } from './support/pageWatch.ts';

// Every amount charged is shown to the cent (decision 60).
const euros = (cents: number) => formatMoney(cents, 'EUR', { exact: true });
let cars: Car[];

test.beforeAll(async ({ request }) => {
  cars = await bookableCars(request);
});
const tabCount = (page: Page, tab: 'active' | 'history') =>
  page.getByTestId(`reservations-tab-${tab}`).getByTestId('tab-count');
const stat = (page: Page, name: string) => page.getByTestId(`stats-${name}`).locator('dd');

test('a new visitor sees both tabs empty, links to /search and statistics at zero', async ({ page }) => {
  const watch = watchPage(page);
  await page.goto('/reservations');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Mes réservations');
  await expect(page.getByTestId('history-back')).toBeVisible();
  await expect(tabCount(page, 'active')).toHaveText('0');
  await expect(tabCount(page, 'history')).toHaveText('0');
  const empty = page.getByTestId('reservations-empty-active');
  await expect(empty).toContainText('Aucune réservation active');
  await expect(empty.getByRole('link', { name: 'Rechercher un véhicule' })).toHaveAttribute(
    'href',
    '/search',
  );
  await expect(stat(page, 'total')).toHaveText('0');
  await expect(stat(page, 'spent')).toHaveText(euros(0));

  await page.getByTestId('reservations-tab-history').click();
  await expect(page.getByTestId('reservations-empty-history')).toContainText('Aucune réservation passée');
  expectCleanRun(watch);
});

test('a 404 from the list is an empty list; any other failure says so', async ({ page }) => {
  await page.route('**/api/bookings/user/guest', (route) =>
    route.fulfill({
      status: 404,
      contentType: 'application/json',
      body: '{"error":"not_found","message":"-"}',
    }),
  );
  await page.goto('/reservations');
  await expect(page.getByTestId('reservations-empty-active')).toBeVisible();

  await page.unroute('**/api/bookings/user/guest');
  await page.route('**/api/bookings/user/guest', (route) => route.fulfill({ status: 500, body: 'boom' }));
  await page.reload();
  await expect(page.getByTestId('reservations-error')).toHaveText(
    'Erreur lors du chargement des réservations',
  );
});

test('an unpaid booking is pending with a Pay button that resumes payment; cancelling it costs nothing', async ({
  page,
}) => {
  const watch = watchPage(page);
  const car = cars[3]!;
  const booking = await bookThroughApi(page, car, stayIn(70, 2));

  await page.goto('/reservations');
  const card = page.getByTestId('booking-card');
  await expect(card).toHaveCount(1);
  await expect(card.getByTestId('booking-short-id')).toHaveText(
    `Réservation n° ${bookingReference(booking.id)}`,
  );
  await expect(card.getByTestId('booking-status')).toHaveText('En attente');
  await expect(card.getByTestId('booking-customer')).toHaveText('Inès Moreau');
  await expect(card.getByTestId('booking-pickup')).toHaveText('Adresse du véhicule');
  await expect(card.getByTestId('booking-total')).toHaveText(euros(decimalStringToCents(booking.totalPrice)));
  await expect(card.getByTestId('booking-pay-before')).toBeVisible();
  await expect(card.getByTestId('booking-details')).toHaveAttribute('href', `/reservations/${booking.id}`);
  await expect(card.getByTestId('booking-modify')).toHaveCount(0);
  await expect(stat(page, 'active')).toHaveText('1');

  await card.getByTestId('booking-pay').click();
  await expect(page).toHaveURL(`/payment-method?booking_id=${booking.id}`);
  await expect(page.getByTestId('summary-vehicle')).toHaveText(carName(car));

  await page.getByTestId('back-to-reservations').click();
  await page.getByTestId('booking-card').getByTestId('booking-cancel').click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByTestId('cancel-preview')).toHaveText(
    'Aucun paiement n’a encore été effectué : l’annulation est gratuite.',
  );
  await dialog.getByTestId('cancel-dialog-confirm').click();
  await expect(page.getByTestId('toast')).toContainText('rien ne vous est facturé');
  await expect(tabCount(page, 'active')).toHaveText('0');
  await expect(tabCount(page, 'history')).toHaveText('1');
  expectCleanRun(watch);
});

test('within 48 hours: the form warns, the dialog previews the 30 % fee and the toast gives the API’s figures', async ({
  page,
}) => {
  const watch = watchPage(page);
  const car = cars[3]!;
  const soon = stayIn(1, 2);

  await page.goto(`/car/${car.id}`);
  await page.getByTestId('booking-form').getByLabel('Date de prise').fill(soon.startDate);
  await page.getByTestId('booking-form').getByLabel('Date de retour').fill(soon.endDate);
  await expect(page.getByTestId('late-cancellation-warning')).toContainText(
    'Une annulation entraînera des frais de 30',
  );
  const bookingId = await bookFromCarPage(page, car, soon);
  await page.getByTestId('pay-by-card').click();
  await payWithCard(page, '4242 4242 4242 4242');
  await expect(page).toHaveURL(new RegExp(`/payment-success\\?booking_id=${bookingId}&payment=pi_\\w+$`));

  await page.goto('/reservations');
  const card = page.getByTestId('booking-card').filter({ hasText: bookingId.slice(0, 8) });
  await expect(card.getByTestId('booking-status')).toHaveText('Confirmée');
  await card.getByTestId('booking-cancel').click();
  const preview = page.getByRole('dialog').getByTestId('cancel-preview');
  await expect(preview).toHaveAttribute('data-has-fees', 'true');
  await expect(preview).toContainText('moins de 48 heures');

  const answer = page.waitForResponse((response) =>
    response.url().endsWith(`/api/bookings/${bookingId}/cancel`),
  );
  await page.getByTestId('cancel-dialog-confirm').click();
  const result = (await (await answer).json()) as CancellationResponse;
  expect(result.hasFees).toBe(true);
  const toast = page.getByTestId('toast');
  await expect(toast).toContainText(
    `Frais d’annulation : ${euros(decimalStringToCents(result.cancellationFee))}`,
  );
  await expect(toast).toContainText(
    `Montant remboursé : ${euros(decimalStringToCents(result.refundAmount))}`,
  );
  await expect(preview).toHaveCount(0);

  await page.getByTestId('reservations-tab-history').click();
  const cancelled = page
    .getByTestId('reservations-panel-history')
    .getByTestId('booking-card')
    .filter({ hasText: bookingId.slice(0, 8) });
  await expect(cancelled.getByTestId('booking-status')).toHaveText('Annulée');
  await expect(cancelled.getByTestId('booking-refund')).toHaveText(
    euros(decimalStringToCents(result.refundAmount)),
  );
  await expect(cancelled.getByTestId('booking-cancellation-fee')).toHaveText(
    euros(decimalStringToCents(result.cancellationFee)),
  );
  expectCleanRun(watch);
});

test('once the pickup has passed, the dialog says the booking can no longer be cancelled and offers no confirm', async ({
  page,
}) => {
  const car = cars[4]!;
  const stay = stayIn(2, 3);
  const bookingId = await bookFromCarPage(page, car, stay);
  await page.getByTestId('pay-by-card').click();
  await payWithCard(page, '4242 4242 4242 4242');
  await expect(page).toHaveURL(/\/payment-success/);

  // The marketplace's clock a day past the pickup, before the return (ADJUSTABLE_CLOCK, test runs only).
  const DAY = 86_400_000;
  try {
    expect((await page.request.put('/api/dev/clock', { data: { offsetMs: 3 * DAY } })).status()).toBe(200);
    await page.goto('/reservations');
    const card = page.getByTestId('booking-card').filter({ hasText: bookingReference(bookingId) });
    await card.getByTestId('booking-cancel').click();
    const preview = page.getByRole('dialog').getByTestId('cancel-preview');
    await expect(preview).toContainText('ne peut plus être annulée');
    await expect(preview).not.toContainText('remboursé');
    await expect(page.getByTestId('cancel-dialog-confirm')).toHaveCount(0);
    await page.getByTestId('cancel-dialog-keep').click();
    await expect(card.getByTestId('booking-status')).toHaveText('Confirmée');
  } finally {
    expect((await page.request.put('/api/dev/clock', { data: { offsetMs: 0 } })).status()).toBe(200);
  }
});

test('in English the page, badges and tabs are translated', async ({ page }) => {
  const booking = await bookThroughApi(page, cars[3]!, stayIn(73, 1));
  await chooseLanguageBeforeLoad(page, 'en');
  await page.goto('/reservations');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('My bookings');
  await expect(page.getByTestId('reservations-tab-active')).toContainText('Active');
  await expect(page.getByTestId('booking-status')).toHaveText('Pending');
  await expect(page.getByTestId('booking-pickup')).toHaveText('The car’s address');
  await expect(page.getByTestId('stats-spent')).toContainText('Total spent');
  await cancelThroughApi(page, booking.id);
});
