import { expect, test, type Page } from './support/journey.ts';
import {
  centsToDecimalString,
  bookingReference,
  decimalStringToCents,
  formatMoney,
  type Booking,
  type Car,
  type CancellationResponse,
  type CarQuote,
} from '@grandtour/shared';
import {
  bookableCars,
  bookFromCarPage,
  bookThroughApi,
  bookingOf,
  cancelThroughApi,
  E2E_DRIVER,
  fillBookingForm,
  forgiveExpectedResponse,
  payWithCard,
  quoteOf,
  sessionValues,
  stayIn,
  storePendingBooking,
} from './support/booking.ts';
import { carName, searchCars } from './support/catalogue.ts';
import { expectCleanRun, watchPage, type PageWatch } from './support/pageWatch.ts';

test.describe.configure({ mode: 'serial' });

// Every amount charged is shown to the cent (decision 60).
const euros = (cents: number) => formatMoney(cents, 'EUR', { exact: true });
const exactEurosFormat = new Intl.NumberFormat('fr-FR', { style: 'currency', currency: 'EUR' });
/** What is charged, to the cent, as the pages write it in French. */
const exactEuros = (cents: number) => exactEurosFormat.format(cents / 100);
const BOOKING_ID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/;

let page: Page;
let watch: PageWatch;
let cars: Car[];
let car: Car;
let quote: CarQuote;
let bookingId: string;
const stay = stayIn(60, 3);

test.beforeAll(async ({ browser }) => {
  page = await browser.newPage();
  watch = watchPage(page);
  cars = await bookableCars(page.request);
  // The journey starts on /search: its car is the first bookable one of the first page of results.
  const firstPage = (await searchCars(page.request)).slice(0, 6);
  const onFirstPage = firstPage.find((shown) => cars.some((bookable) => bookable.id === shown.id));
  if (!onFirstPage) throw new Error('The first page of /search shows a bookable car');
  car = onFirstPage;
});

test.afterAll(async () => {
  expectCleanRun(watch);
  await page.close();
});

test('the card’s “Réserver maintenant” lands on the booking form, scrolled into view', async () => {
  await page.goto('/search');
  const card = page.getByTestId('search-result').filter({ has: page.locator(`a[href="/car/${car.id}"]`) });
  await expect(card.getByTestId('search-result-name')).toHaveText(carName(car));
  const reserve = card.getByTestId('reserve-button');
  await expect(reserve).toHaveText('Réserver maintenant');
  await reserve.click();

  await expect(page).toHaveURL(`/car/${car.id}#booking`);
  await expect(page.getByTestId('car-title')).toHaveText(carName(car));
  const form = page.getByTestId('booking-form');
  await expect(form).toBeInViewport();
  await expect(form.getByRole('heading', { level: 2 })).toHaveText('Réserver ce véhicule');
  await expect(page.getByTestId('breakdown-prompt')).toHaveText(
    'Choisissez vos dates pour voir le détail du prix.',
  );
});

test('an empty submit shows the spec’s messages, each tied to its field, and focuses the first', async () => {
  const form = page.getByTestId('booking-form');
  await page.getByTestId('booking-submit').click();

  const expected: [string, string][] = [
    ['Date de prise', 'Date de prise requise'],
    ['Date de retour', 'Date de retour requise'],
    ['Lieu de prise', 'Lieu de prise requis'],
    ['Prénom', 'Prénom requis'],
    ['E-mail', 'Email invalide'],
    ['Téléphone', 'Téléphone requis'],
    ['Date de naissance', 'Indiquez la date de naissance du conducteur.'],
    ['Numéro du permis', 'Indiquez le numéro imprimé sur le permis (lettres et chiffres).'],
    ['Date de délivrance', 'Indiquez la date de délivrance du permis.'],
    ['Date d’expiration', 'Indiquez la date d’expiration du permis.'],
  ];
  for (const [label, message] of expected) {
    await expect(form.getByLabel(label)).toHaveAccessibleDescription(message);
    await expect(form.getByLabel(label)).toHaveAttribute('aria-invalid', 'true');
  }
  await expect(page.locator('#booking-lastName')).toHaveAccessibleDescription('Nom requis');
  await expect(form.getByRole('checkbox')).toHaveAccessibleDescription('Vous devez accepter les conditions');
  await expect(page.getByTestId('booking-form-invalid')).toHaveText('12 champs sont à corriger.');
  await expect(form.getByLabel('Date de prise')).toBeFocused();
  // The default country code (+33) is already chosen, so it has nothing to say.
  await expect(form.getByLabel('Indicatif')).toHaveValue('+33');
  await expect(page).toHaveURL(`/car/${car.id}#booking`);
});

test('a return before the pick-up is refused with its own message', async () => {
  const form = page.getByTestId('booking-form');
  await form.getByLabel('Date de prise').fill(stay.endDate);
  await form.getByLabel('Date de retour').fill(stay.startDate);
  await expect(form.getByLabel('Date de retour')).toHaveAccessibleDescription(
    'La date de retour ne peut pas précéder la date de prise',
  );
  await expect(page.getByTestId('breakdown-prompt')).toBeVisible();
});

test('the filled form’s breakdown equals the quote API, delivery included', async () => {
  quote = await quoteOf(page.request, car, stay, true);
  await fillBookingForm(page, stay, 'delivery', car);

  await expect(page.getByTestId('breakdown-total')).toHaveText(euros(quote.totalCents));
  await expect(page.getByTestId('breakdown-rental')).toHaveText(euros(quote.rentalCents));
  // Delivered and collected: the car's own fee for each of the two legs (decision 49).
  expect(quote.deliveryCents).toBe(2 * decimalStringToCents(car.deliveryFee));
  await expect(page.getByTestId('breakdown-delivery')).toHaveText(euros(quote.deliveryCents));
  await expect(page.getByTestId('breakdown-service-fee')).toHaveText(euros(quote.serviceFeeCents));
  await expect(page.getByTestId('breakdown-deposit')).toHaveText(euros(quote.depositCents));
  await expect(page.getByTestId('price-breakdown')).toContainText(`× ${quote.days} jours`);
  await expect(page.getByTestId('free-cancellation')).toContainText('Annulation gratuite jusqu’au');
  await expect(page.getByTestId('late-cancellation-warning')).toHaveCount(0);
  await expect(page.getByTestId('booking-form-invalid')).toHaveCount(0);
});

test('in another currency each line keeps its exact euro amount in small print', async () => {
  await page.getByTestId('currency-picker').click();
  await page.getByTestId('currency-option-USD').click();
  const total = page.getByTestId('breakdown-total');
  await expect(total.getByTestId('price')).toHaveText(formatMoney(quote.totalCents, 'USD', { exact: true }));
  await expect(total.getByTestId('price-in-euros')).toHaveText(exactEuros(quote.totalCents));
  await page.getByTestId('currency-picker').click();
  await page.getByTestId('currency-option-EUR').click();
  await expect(total.getByTestId('price-in-euros')).toHaveCount(0);
});

test('booking goes to /payment-method with the stored pending booking and its summary', async () => {
  await page.getByTestId('booking-submit').click();
  await expect(page).toHaveURL(/\/payment-method\?booking_id=/);
  bookingId = new URL(page.url()).searchParams.get('booking_id') ?? '';
  expect(bookingId).toMatch(BOOKING_ID);

  const [pendingBooking, pendingBookingId, clientSecret] = await sessionValues(page, [
    'pendingBooking',
    'pendingBookingId',
    'stripeClientSecret',
  ]);
  expect(JSON.parse(pendingBooking ?? 'null')).toEqual({
    bookingId,
    carBrand: car.brand,
    carModel: car.model,
    totalPrice: centsToDecimalString(quote.totalCents),
  });
  expect(pendingBookingId).toBe(bookingId);
  expect(clientSecret).toBeTruthy();

  const summary = page.getByTestId('booking-summary');
  await expect(summary.getByTestId('summary-vehicle')).toHaveText(carName(car));
  await expect(summary.getByTestId('summary-booking-id')).toHaveText(bookingId);
  await expect(summary.getByTestId('summary-total')).toHaveText(euros(quote.totalCents));
  await expect(page.getByTestId('accepted-payment-methods')).toContainText('Visa');
  await expect(page.getByTestId('accepted-payment-methods')).toContainText('American Express');
  await expect(page.getByTestId('ssl-note')).toHaveText('Paiement sécurisé par chiffrement SSL');

  const booking = await bookingOf(page, bookingId);
  expect(booking.status).toBe('pending');
  expect(booking.pickupLocation).toBe('delivery');
  expect(booking.customerInfo).toMatchObject({
    firstName: 'Camille',
    lastName: 'Durand',
    phone: '+33 6 12 34 56 78',
  });
  expect(booking.driver).toEqual(E2E_DRIVER);
});

test('paying with the demo card 4242… confirms the booking on the success page', async () => {
  await page.getByTestId('pay-by-card').click();
  await expect(page).toHaveURL(new RegExp(`/payment\\?client_secret=.+&booking_id=${bookingId}$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Finaliser votre réservation');
  await expect(page.getByTestId('demo-card-hint')).toHaveText(
    'Mode démonstration : carte 4242 4242 4242 4242, date future, CVC quelconque',
  );
  await expect(page.getByLabel('Numéro de carte')).toHaveAttribute('autocomplete', 'cc-number');
  await expect(page.getByLabel('Numéro de carte')).toHaveAttribute('inputmode', 'numeric');

  await payWithCard(page, '4242 4242 4242 4242');

  await expect(page).toHaveURL(new RegExp(`/payment-success\\?booking_id=${bookingId}&payment=pi_\\w+$`));
  const confirmation = page.getByTestId('payment-confirmation');
  await expect(confirmation.getByTestId('success-vehicle')).toHaveText(carName(car));
  await expect(confirmation.getByTestId('success-booking-id')).toHaveText(bookingReference(bookingId));
  await expect(confirmation.getByTestId('success-amount')).toHaveText(euros(quote.totalCents));
  await expect(confirmation.getByTestId('download-receipt')).toHaveAttribute(
    'href',
    `/api/bookings/${bookingId}/receipt`,
  );
  await expect(page.getByTestId('customer-service')).toContainText('+33 1 99 00 12 34');
  const toast = page.getByTestId('toast');
  await expect(toast).toContainText('Réservation confirmée');
  await expect(toast).toContainText(`Réservation ${bookingReference(bookingId)} payée par carte bancaire`);
  await expect(toast).toContainText('e-mail de confirmation');

  const storedKeys = await sessionValues(page, ['pendingBooking', 'pendingBookingId', 'stripeClientSecret']);
  expect(storedKeys).toEqual([null, null, null]);
  expect((await bookingOf(page, bookingId)).status).toBe('confirmed');
});

test('/reservations shows it confirmed in the active tab, with the statistics', async () => {
  await page.getByTestId('success-reservations').click();
  await expect(page).toHaveURL('/reservations');
  await expect(page.getByTestId('reservations-tab-active')).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByTestId('reservations-tab-active').getByTestId('tab-count')).toHaveText('1');
  await expect(page.getByTestId('reservations-tab-history').getByTestId('tab-count')).toHaveText('0');

  const card = page.getByTestId('booking-card').filter({ hasText: bookingId.slice(0, 8) });
  await expect(card.getByTestId('booking-status')).toHaveText('Confirmée');
  await expect(card.getByTestId('booking-customer')).toHaveText('Camille Durand');
  await expect(card.getByTestId('booking-pickup')).toHaveText('Livraison à domicile');
  await expect(card.getByTestId('booking-total')).toHaveText(euros(quote.totalCents));
  await expect(card.getByTestId('booking-modify')).toBeEnabled();
  await expect(card.getByTestId('booking-pay')).toHaveCount(0);

  const stats = page.getByTestId('reservations-stats');
  await expect(stats.getByTestId('stats-total').locator('dd')).toHaveText('1');
  await expect(stats.getByTestId('stats-active').locator('dd')).toHaveText('1');
  await expect(stats.getByTestId('stats-completed').locator('dd')).toHaveText('0');
});

test('cancelling asks first, then the history tab shows it cancelled and the toast gives the API’s refund', async () => {
  const card = page.getByTestId('booking-card').filter({ hasText: bookingId.slice(0, 8) });
  await card.getByTestId('booking-cancel').click();
  const dialog = page.getByRole('dialog', { name: 'Annuler cette réservation ?' });
  await expect(dialog.getByTestId('cancel-preview')).toContainText('Annulation gratuite');
  await expect(dialog.getByTestId('cancel-preview')).toContainText(euros(quote.totalCents));

  const answer = page.waitForResponse((response) =>
    response.url().endsWith(`/api/bookings/${bookingId}/cancel`),
  );
  await dialog.getByTestId('cancel-dialog-confirm').click();
  const result = (await (await answer).json()) as CancellationResponse;
  expect(result.hasFees).toBe(false);
  expect(result.refundAmount).toBe(centsToDecimalString(quote.totalCents));

  const toast = page.getByTestId('toast');
  await expect(toast).toContainText('Réservation annulée');
  await expect(toast).toContainText(euros(decimalStringToCents(result.refundAmount)));
  await expect(page.getByTestId('reservations-empty-active')).toBeVisible();

  await page.getByTestId('reservations-tab-history').click();
  const cancelled = page.getByTestId('reservations-panel-history').getByTestId('booking-card');
  await expect(cancelled.getByTestId('booking-status')).toHaveText('Annulée');
  await expect(cancelled.getByTestId('booking-cancel')).toHaveCount(0);
  await expect(page.getByTestId('reservations-tab-history').getByTestId('tab-count')).toHaveText('1');

  // The card says what came back, as the API answered; a free cancellation has no fee line.
  const refundCents = decimalStringToCents(result.refundAmount);
  const refund = cancelled.getByTestId('booking-refund');
  await expect(refund).toHaveText(euros(refundCents));
  await expect(cancelled.getByTestId('booking-cancellation-fee')).toHaveCount(0);
  await page.getByTestId('currency-picker').click();
  await page.getByTestId('currency-option-GBP').click();
  await expect(refund.getByTestId('price')).toHaveText(formatMoney(refundCents, 'GBP', { exact: true }));
  await expect(refund.getByTestId('price-in-euros')).toHaveText(exactEuros(refundCents));
  await page.getByTestId('currency-picker').click();
  await page.getByTestId('currency-option-EUR').click();
  await expect(refund.getByTestId('price-in-euros')).toHaveCount(0);
});

test('a declined card says so in the visitor’s language, stays on /payment with the button enabled', async () => {
  const declinedStay = stayIn(64, 2);
  const id = await bookFromCarPage(page, cars[1]!, declinedStay);
  await page.getByTestId('pay-by-card').click();
  await expect(page).toHaveURL(/\/payment\?client_secret=/);

  const answer = page.waitForResponse((response) => response.url().endsWith('/api/demo-payments/confirm'));
  await payWithCard(page, '4000 0000 0000 0002');
  const response = await answer;
  expect(response.status()).toBe(402);
  const refusal = (await response.json()) as { error: string; details: { declineCode?: string } };
  expect(refusal.error).toBe('card_declined');
  expect(refusal.details.declineCode).toBe('generic_decline');

  // The provider speaks English; the page does not (decision 60).
  const toast = page.getByTestId('toast');
  await expect(toast).toContainText('Erreur de paiement');
  await expect(toast).toContainText('Votre carte a été refusée.');
  await expect(toast).not.toContainText('Your card was declined');
  await expect(page).toHaveURL(/\/payment\?client_secret=/);
  await expect(page.getByTestId('payment-confirm')).toBeEnabled();
  const booking: Booking = await bookingOf(page, id);
  expect(booking.status).toBe('pending');
  expect(booking.paymentStatus).toBe('pending');
  await cancelThroughApi(page, id);
  // By now Chromium has logged the decline it was shown; only that one is forgiven.
  forgiveExpectedResponse(watch, 402, '/api/demo-payments/confirm');
});

test('PayPal in demo mode: the local approval page, then the success page with provider=paypal', async () => {
  const paypalStay = stayIn(67, 2);
  const paypalCar = cars[2]!;
  const paypalQuote = await quoteOf(page.request, paypalCar, paypalStay, false);
  const id = await bookFromCarPage(page, paypalCar, paypalStay);

  await page.getByTestId('pay-with-paypal').click();
  await expect(page).toHaveURL(/\/paypal\/demo-approve\?token=/);
  await expect(page.getByTestId('paypal-booking-id')).toHaveText(id);
  await expect(page.getByTestId('paypal-amount')).toHaveText(exactEuros(paypalQuote.totalCents));

  await page.getByTestId('paypal-approve').click();
  await expect(page).toHaveURL(
    new RegExp(`/payment-success\\?booking_id=${id}&provider=paypal&payment=[\\w-]+$`),
  );
  await expect(page.getByTestId('success-vehicle')).toHaveText(carName(paypalCar));
  await expect(page.getByTestId('toast')).toContainText(
    `Réservation ${bookingReference(id)} payée via PayPal`,
  );
  expect((await bookingOf(page, id)).status).toBe('confirmed');
  await cancelThroughApi(page, id);
});

test('the payment pages’ guards: no booking id goes home, an unknown booking goes to /reservations', async () => {
  await page.goto('/payment-method');
  await expect(page).toHaveURL('/');
  await page.goto('/payment-method?booking_id=00000000-0000-4000-8000-000000000000');
  await expect(page).toHaveURL('/reservations');
  await page.goto('/payment?booking_id=00000000-0000-4000-8000-000000000000');
  await expect(page).toHaveURL('/');
  await page.goto('/payment?client_secret=x&booking_id=00000000-0000-4000-8000-000000000000');
  await expect(page).toHaveURL('/reservations');
  await page.goto('/payment-success');
  await expect(page).toHaveURL('/');
  await page.goto(`/payment?carId=${car.id}`);
  await expect(page).toHaveURL(`/car/${car.id}#booking`);
});

test('Stripe.js and PayPal’s SDK are fetched only when the server runs on them; if they fail, the page says so', async ({
  page: otherPage,
}) => {
  const outside = new Set<string>();
  otherPage.on('request', (request) => {
    const { hostname } = new URL(request.url());
    if (hostname !== 'localhost') outside.add(hostname);
  });
  // Nothing leaves the machine: the site's own CSP refuses these scripts, and this route would stop them anyway.
  await otherPage.route(/^https:\/\/(js\.stripe\.com|www\.paypal\.com)\//, (route) => route.abort());
  await otherPage.route('**/api/payments/config', (route) =>
    route.fulfill({
      json: {
        card: 'stripe',
        stripePublishableKey: 'pk_test_local',
        paypal: 'paypal',
        paypalClientId: 'client-local',
      },
    }),
  );
  const pendingId = '00000000-0000-4000-8000-000000000001';
  await otherPage.goto('/');
  await storePendingBooking(otherPage, {
    bookingId: pendingId,
    carBrand: car.brand,
    carModel: car.model,
    totalPrice: '100.00',
  });

  await otherPage.goto(`/payment-method?booking_id=${pendingId}`);
  await expect(otherPage.getByTestId('paypal-sdk-buttons')).toContainText(
    'PayPal est momentanément indisponible',
  );
  await otherPage.goto(`/payment?client_secret=pi_local_secret&booking_id=${pendingId}`);
  await expect(otherPage.getByTestId('card-provider-unavailable')).toBeVisible();
  await expect(otherPage.getByTestId('payment-confirm')).toBeDisabled();
  expect(outside).toEqual(new Set(['www.paypal.com', 'js.stripe.com']));
});

test('dates another visitor takes while the form is open: one message, and the calendar drawn again', async ({
  browser,
}) => {
  const otherVisitor = await (await browser.newContext()).newPage();
  const heldStay = stayIn(76, 3);
  const formatDate = new Intl.DateTimeFormat('fr-FR', { dateStyle: 'long', timeZone: 'UTC' });
  const longDate = (date: string) => formatDate.format(new Date(`${date}T00:00:00Z`));

  await page.goto(`/car/${cars[1]!.id}#booking`);
  const raced = stayIn(77, 1);
  await fillBookingForm(page, raced, 'car-address');
  await expect(page.getByTestId('breakdown-total')).toBeVisible();
  const calendar = page.getByTestId('availability-calendar');
  await expect(calendar.locator(`[data-day="${raced.startDate}"]`)).toHaveAttribute('aria-pressed', 'true');
  // Between the page drawing its calendar and the submit, someone else takes the dates.
  const held = await bookThroughApi(otherVisitor, cars[1]!, heldStay);
  await page.getByTestId('booking-submit').click();

  const problem = page.getByTestId('booking-problem');
  await expect(problem).toContainText('Ces dates viennent d’être réservées par un autre client.');
  await expect(problem).toContainText(`du ${longDate(heldStay.startDate)} au ${longDate(heldStay.endDate)}`);
  // Said once: no toast besides it, and no second summary of the form's fields.
  await expect(page.getByTestId('toast')).toHaveCount(0);
  await expect(page.getByTestId('booking-form-invalid')).toHaveCount(0);
  await expect(calendar.locator(`[data-day="${raced.startDate}"]`)).toHaveAttribute('aria-disabled', 'true');
  await expect(page.getByTestId('booking-submit')).toBeEnabled();
  await expect(page).toHaveURL(`/car/${cars[1]!.id}#booking`);

  await cancelThroughApi(otherVisitor, held.id);
  await otherVisitor.context().close();
  forgiveExpectedResponse(watch, 409, '/api/bookings');
});
