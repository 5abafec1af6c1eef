import { expect, test, type Locator, type Page } from './support/journey.ts';
import {
  bookingReference,
  driverRequirementsOf,
  MARKETPLACE_TIME_ZONE,
  type Booking,
  type Car,
  type PaymentOutcome,
} from '@grandtour/shared';
import {
  bookableCars,
  bookingOf,
  cancelThroughApi,
  fillBookingForm,
  payWithCard,
  sessionValues,
  stayIn,
} from './support/booking.ts';
import { carName } from './support/catalogue.ts';
import { expectCleanRun, watchPage, type PageWatch } from './support/pageWatch.ts';

/**
 * Request to book (decision 85), the customer's side: the card says "Sur demande", the form sends a request, the
 * demo card is only authorised, and the success page and the booking's page say the owner has until a deadline.
 */
test.describe.configure({ mode: 'serial' });

const stay = stayIn(301, 2);
const NOTE = 'Vous ne serez débité que si le propriétaire accepte. Il a 24 h pour répondre.';
/** The deadline as the pages write it in French: its date and time in Paris, saying so (decision 60). */
async function expectDeadline(line: Locator, instant: string) {
  const inParis = (options: Intl.DateTimeFormatOptions) =>
    new Intl.DateTimeFormat('fr-FR', { ...options, timeZone: MARKETPLACE_TIME_ZONE }).format(
      new Date(instant),
    );
  await expect(line).toContainText('En attente de la réponse du propriétaire — réponse au plus tard le ');
  await expect(line).toContainText(inParis({ dateStyle: 'long' }));
  await expect(line).toContainText(inParis({ timeStyle: 'short' }));
  await expect(line).toContainText('(heure de Paris)');
}
const isRequestCar = (car: Car) =>
  driverRequirementsOf(car.category, car.driverRequirements).bookingMode === 'request';

/** The demo provider's answer to a card confirmation (DemoCardConfirmResponseSchema). */
interface DemoCardConfirmation {
  status: 'succeeded' | 'refunded' | 'authorised';
  outcome: PaymentOutcome;
}

let page: Page;
let watch: PageWatch;
let requestCar: Car;
let instantCar: Car;
let bookingId: string;
let booking: Booking;

test.beforeAll(async ({ browser }) => {
  // On a phone: the new badge, notes and panels must fit it.
  page = await browser.newPage({ viewport: { width: 390, height: 844 } });
  watch = watchPage(page);
  const cars = await bookableCars(page.request);
  // The demo fleet's request car is the Rolls-Royce Ghost; any other request car will do if it changes.
  const found =
    cars.find((car) => car.brand === 'Rolls-Royce' && car.model === 'Ghost' && isRequestCar(car)) ??
    cars.find(isRequestCar);
  if (!found) throw new Error('The journey needs a bookable request-to-book car in the demo fleet');
  requestCar = found;
  const instant = cars.find((car) => !isRequestCar(car));
  if (!instant) throw new Error('The journey needs a bookable instant car to compare with');
  instantCar = instant;
});

test.afterAll(async () => {
  if (bookingId) await cancelThroughApi(page, bookingId);
  expectCleanRun(watch);
  await page.close();
});

/** The search result card of a car, on the search page filtered to its brand. */
async function searchCard(car: Car) {
  await page.goto(`/search?brand=${encodeURIComponent(car.brand)}`);
  return page.getByTestId('search-result').filter({ has: page.locator(`a[href="/car/${car.id}"]`) });
}

test('the search card marks a request car “Sur demande”, and an instant car not', async () => {
  const card = await searchCard(requestCar);
  await expect(card.getByTestId('search-result-name')).toHaveText(carName(requestCar));
  await expect(card.getByTestId('request-badge')).toHaveText('Sur demande');
  if (requestCar.ownerResponse)
    await expect(card.getByTestId('owner-acceptance-rate')).toContainText('Taux d’acceptation');

  const instant = await searchCard(instantCar);
  await expect(instant.getByTestId('search-result-name')).toHaveText(carName(instantCar));
  await expect(instant.getByTestId('request-badge')).toHaveCount(0);
});

test('the car page says it is booked on request, and the form sends a request with the 24 h note', async () => {
  await page.goto(`/car/${requestCar.id}#booking`);
  await expect(page.getByTestId('condition-booking-mode')).toContainText(
    'Sur demande, réponse du propriétaire sous 24 h',
  );
  await fillBookingForm(page, stay, 'car-address');
  await expect(page.getByTestId('breakdown-total')).toBeVisible();
  const submit = page.getByTestId('booking-submit');
  await expect(submit).toHaveText('Envoyer la demande');
  await expect(page.getByTestId('booking-request-note')).toHaveText(NOTE);

  // Sent from the keyboard, as any form.
  await submit.focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/payment-method\?booking_id=[0-9a-f-]{36}$/);
  bookingId = new URL(page.url()).searchParams.get('booking_id') ?? '';

  const [stored] = await sessionValues(page, ['pendingBooking']);
  expect(JSON.parse(stored ?? 'null')).toMatchObject({ bookingId, request: true });
  await expect(page.getByTestId('request-payment-note')).toContainText(NOTE);
  const made = await bookingOf(page, bookingId);
  expect(made.status).toBe('pending');
  expect(made.request?.status).toBe('awaiting_payment');
});

test('the demo card 4242… is only authorised: “Demande envoyée” with the owner’s deadline', async () => {
  await page.getByTestId('pay-by-card').click();
  await expect(page).toHaveURL(new RegExp(`/payment\\?client_secret=.+&booking_id=${bookingId}$`));
  await expect(page.getByTestId('request-payment-note')).toContainText(NOTE);
  // Only authorised: the button does not say it pays.
  await expect(page.getByTestId('payment-confirm')).toHaveText('Autoriser le paiement');

  const answer = page.waitForResponse((response) => response.url().endsWith('/api/demo-payments/confirm'));
  await payWithCard(page, '4242 4242 4242 4242');
  const confirmation = (await (await answer).json()) as DemoCardConfirmation;
  expect(confirmation.status).toBe('authorised');
  expect(confirmation.outcome.status).toBe('requested');

  await expect(page).toHaveURL(new RegExp(`/payment-success\\?booking_id=${bookingId}&payment=pi_\\w+$`));
  const sent = page.getByTestId('payment-request-sent');
  await expect(sent.getByRole('heading', { level: 1 })).toHaveText('Demande envoyée');
  await expect(page.getByTestId('payment-confirmation')).toHaveCount(0);
  await expect(page.getByText('Réservation confirmée')).toHaveCount(0);
  await expect(page).toHaveTitle('Demande envoyée — Grand Tour');

  booking = await bookingOf(page, bookingId);
  expect(booking.status).toBe('pending');
  expect(booking.request?.status).toBe('awaiting_owner');
  const respondBy = booking.request?.respondBy;
  if (!respondBy) throw new Error('An authorised request has a deadline');
  await expectDeadline(sent.getByTestId('request-deadline'), respondBy);
  await expect(sent.getByTestId('success-vehicle')).toHaveText(carName(requestCar));
  await expect(sent.getByTestId('success-booking-id')).toHaveText(bookingReference(bookingId));
  await expect(page.getByTestId('toast')).toHaveCount(0);
});

test('the booking’s page shows it waiting for the owner, with the deadline, and nothing to pay again', async () => {
  const follow = page.getByTestId('request-view-booking');
  await follow.focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(`/reservations/${bookingId}`);

  await expect(page.getByTestId('booking-status')).toHaveText('En attente du propriétaire');
  const status = page.getByTestId('request-status');
  await expect(status).toHaveAttribute('data-state', 'awaiting_owner');
  await expectDeadline(status.getByTestId('request-deadline'), booking.request!.respondBy!);
  await expect(page.getByTestId('details-cancel')).toHaveText('Retirer la demande');
  // Nothing is wider than the phone.
  const width = await page.evaluate(
    () =>
      (globalThis as unknown as { document: { documentElement: { scrollWidth: number } } }).document
        .documentElement.scrollWidth,
  );
  expect(width).toBeLessThanOrEqual(390);

  await page.goto('/reservations');
  const card = page.getByTestId('booking-card').filter({ hasText: bookingReference(bookingId) });
  // The list keeps its own badge and says where the request stands under the booking's facts.
  await expect(card.getByTestId('booking-status')).toHaveText('En attente');
  const notice = card.getByTestId('request-status');
  await expect(notice).toHaveAttribute('data-state', 'awaiting_owner');
  await expectDeadline(notice.getByTestId('request-deadline'), booking.request!.respondBy!);
  await expect(card.getByTestId('booking-pay')).toHaveCount(0);
});

test('withdrawn before the owner answers, it says nothing was charged', async () => {
  await cancelThroughApi(page, bookingId);
  const withdrawn = bookingId;
  bookingId = '';
  await page.goto(`/reservations/${withdrawn}`);
  await expect(page.getByTestId('request-status')).toHaveAttribute('data-state', 'withdrawn');
  await expect(page.getByTestId('request-status')).toContainText('Rien ne vous a été débité.');
  await expect(page.getByTestId('booking-status')).toHaveText('Retirée');
});
