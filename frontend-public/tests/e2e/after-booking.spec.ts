import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from './support/journey.ts';
import {
  bookingReference,
  formatMoney,
  type Booking,
  type BookingChangeResponse,
  type Car,
} from '@grandtour/shared';
import { pdfPagesText } from '@grandtour/workers/testing';
import {
  bookableCars,
  bookFromCarPage,
  cancelThroughApi,
  forgiveExpectedResponse,
  payWithCard,
  quoteOf,
  stayIn,
} from './support/booking.ts';
import { carName, isoDateIn } from './support/catalogue.ts';
import { expectCleanRun, watchPage, type PageWatch } from './support/pageWatch.ts';

// Every amount charged is shown to the cent (decision 60).
const euros = (cents: number) => formatMoney(cents, 'EUR', { exact: true }).replace(/\s/g, ' ');
const shown = (text: string | null) => (text ?? '').replace(/\s/g, ' ');

/** Clicks a download link and returns the PDF's text as a reader sees it. */
async function downloadedText(page: Page, testId: string) {
  const download = page.waitForEvent('download');
  await page.getByTestId(testId).click();
  const file = await download;
  const bytes = await readFile((await file.path())!);
  expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
  return {
    filename: file.suggestedFilename(),
    text: (await pdfPagesText(bytes)).join(' ').replace(/\s+/g, ' '),
  };
}

test.describe.configure({ mode: 'serial' });

let page: Page;
let watch: PageWatch;
let car: Car;
let bookingId: string;
const stay = stayIn(120, 3);

test.beforeAll(async ({ browser, request }) => {
  page = await browser.newPage();
  watch = watchPage(page);
  car = (await bookableCars(request))[6]!;
});
test.afterAll(async () => {
  if (bookingId) await cancelThroughApi(page, bookingId);
  await page.close();
});

test('after paying, Download receipt gives the PDF with its number, the car and the amount paid', async () => {
  bookingId = await bookFromCarPage(page, car, stay, 'car-address');
  await page.getByTestId('pay-by-card').click();
  await payWithCard(page, '4242 4242 4242 4242');
  await expect(page).toHaveURL(new RegExp(`/payment-success\\?booking_id=${bookingId}&payment=pi_\\w+$`));
  const quote = await quoteOf(page.request, car, stay, false);
  const { filename, text } = await downloadedText(page, 'download-receipt');
  expect(filename).toMatch(/^recu-GT-\d{4}-\d{6}\.pdf$/);
  expect(text).toContain(`Reçu n° ${filename.slice(5, -4)}`);
  expect(text).toContain(carName(car));
  expect(text).toContain(
    `Montant payé ${new Intl.NumberFormat('fr-FR', { style: 'currency', currency: 'EUR' }).format(quote.totalCents / 100).replace(/\s/g, ' ')}`,
  );
});

test('the details button opens the booking’s page: car, dates, places, customer, price, payment, timeline', async () => {
  await page.goto('/reservations');
  const card = page.getByTestId('booking-card').filter({ hasText: bookingId.slice(0, 8) });
  await card.getByTestId('booking-details').click();
  await expect(page).toHaveURL(`/reservations/${bookingId}`);
  await expect(page).toHaveTitle(`Réservation ${bookingReference(bookingId)} — Grand Tour`);
  await expect(page.getByTestId('details-title')).toHaveText(`Réservation n° ${bookingReference(bookingId)}`);
  await expect(page.getByTestId('details-car')).toHaveText(carName(car));
  await expect(page.getByTestId('booking-status')).toHaveText('Confirmée');
  await expect(page.getByTestId('details-dates')).toContainText('3 jours');
  await expect(page.getByTestId('details-pickup')).toContainText('Adresse du véhicule');
  await expect(page.getByTestId('details-pickup')).toContainText(car.address);
  await expect(page.getByTestId('details-dropoff')).toHaveText(`Adresse du véhicule${car.address}`);
  await expect(page.getByTestId('details-customer')).toContainText('Camille Durand');
  await expect(page.getByTestId('details-customer')).toContainText('camille.durand@example.com');
  await expect(page.getByTestId('details-payment-method')).toHaveText('Carte bancaire');
  const quote = await quoteOf(page.request, car, stay, false);
  expect(shown(await page.getByTestId('details-total').textContent())).toContain(euros(quote.totalCents));
  await expect(page.getByTestId('details-receipt-number')).toHaveText(/^Reçu n° GT-\d{4}-\d{6}$/);
  await expect(page.getByTestId('timeline-step')).toHaveCount(3);
  await expect(page.getByTestId('timeline-step').first()).toContainText('Réservation créée');
});

test('the simulator says what cancelling now would cost, in the chosen currency with the euros beside', async () => {
  await page.getByTestId('simulate-cancellation').click();
  const quote = await quoteOf(page.request, car, stay, false);
  await expect(page.getByTestId('simulation-sentence')).toHaveText(
    `Si vous annulez maintenant, les frais sont de ${formatMoney(0, 'EUR', { exact: true })} et vous récupérez ${formatMoney(quote.totalCents, 'EUR', { exact: true })}.`,
  );
  await page.getByTestId('currency-picker').click();
  await page.getByTestId('currency-option-USD').click();
  await page.getByTestId('simulate-cancellation').click();
  await expect(page.getByTestId('simulation-sentence')).toContainText('$');
  await expect(page.getByTestId('simulation-sentence')).toContainText(
    `(${new Intl.NumberFormat('fr-FR', { style: 'currency', currency: 'EUR' }).format(quote.totalCents / 100)})`.replace(
      /\s/g,
      ' ',
    ),
  );
  await expect(page.getByTestId('simulation-refund').getByTestId('price-in-euros')).toBeVisible();
  await page.getByTestId('currency-picker').click();
  await page.getByTestId('currency-option-EUR').click();
});

test('Modify shows a summary (old and new dates, the difference) and then changes the booking', async () => {
  await page.getByTestId('details-modify').click();
  const dialog = page.getByRole('dialog', { name: 'Modifier la réservation' });
  const longer = { startDate: stay.startDate, endDate: isoDateIn(124) };
  await dialog.getByLabel('Nouvelle date de retour').fill(longer.endDate);
  await dialog.getByTestId('change-review').click();
  const before = await quoteOf(page.request, car, stay, false);
  const after = await quoteOf(page.request, car, longer, false);
  const difference = after.totalCents - before.totalCents;
  await expect(dialog.getByTestId('change-summary')).toBeVisible();
  await expect(dialog.getByTestId('change-difference')).toHaveAttribute(
    'data-difference',
    String(difference),
  );
  await expect(dialog.getByTestId('change-difference')).toContainText('sera débitée');
  expect(shown(await dialog.getByTestId('change-new-total').textContent())).toContain(
    euros(after.totalCents),
  );

  const answer = page.waitForResponse((response) =>
    response.url().endsWith(`/api/bookings/${bookingId}/change`),
  );
  await dialog.getByTestId('change-confirm').click();
  const result = (await (await answer).json()) as BookingChangeResponse;
  expect(result.chargedCents).toBe(difference);
  await expect(page.getByTestId('toast')).toContainText('Réservation modifiée');
  await expect(dialog).toHaveCount(0);
  await expect(page.getByTestId('details-dates')).toContainText('4 jours');
  expect(shown(await page.getByTestId('details-total').textContent())).toContain(euros(after.totalCents));
  await expect(page.locator('[data-testid="timeline-step"][data-kind="changed"]')).toHaveCount(1, {
    timeout: 15_000,
  });

  const { text } = await downloadedText(page, 'download-receipt');
  expect(text).toContain(
    `Total TTC ${new Intl.NumberFormat('fr-FR', { style: 'currency', currency: 'EUR' }).format(after.totalCents / 100).replace(/\s/g, ' ')}`,
  );
});

test('a change that is not possible is refused in the dialog with the server’s reason, and nothing changes', async () => {
  await page.goto('/reservations');
  const card = page.getByTestId('booking-card').filter({ hasText: bookingId.slice(0, 8) });
  await card.getByTestId('booking-modify').click();
  const dialog = page.getByRole('dialog', { name: 'Modifier la réservation' });
  await dialog.getByLabel('Nouvelle date de retour').fill(isoDateIn(110));
  await dialog.getByTestId('change-review').click();
  await expect(dialog.getByText('La date de retour doit suivre la date de prise.')).toBeVisible();
  // Today's pickup (10 h, Paris) is always less than 24 hours away, and once 10 h has passed it is gone
  // (decision 50); tomorrow's is not before 10 h.
  await dialog.getByLabel('Nouvelle date de prise').fill(isoDateIn(0));
  await dialog.getByLabel('Nouvelle date de retour').fill(isoDateIn(1));
  await dialog.getByTestId('change-review').click();
  await expect(dialog.getByTestId('change-error')).toContainText(
    /24 heures avant la prise en charge|La prise en charge d’aujourd’hui \(10 h, heure de Paris\) est passée/,
  );
  await dialog.getByTestId('change-close').click();
  const booking = (await (await page.request.get(`/api/bookings/${bookingId}`)).json()) as Booking;
  expect(booking.endDate).toBe(isoDateIn(124));
  forgiveExpectedResponse(watch, 422, `/api/bookings/${bookingId}/change-preview`);
  expectCleanRun(watch);
});
