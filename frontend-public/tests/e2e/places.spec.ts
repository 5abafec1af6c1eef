import { expect, test, type Page } from './support/journey.ts';
import type { Car } from '@grandtour/shared';
import {
  addressNear,
  bookableCars,
  bookFromCarPage,
  cancelThroughApi,
  fillBookingForm,
  fillDeliveryAddress,
  forgiveExpectedResponse,
  payWithCard,
  stayIn,
} from './support/booking.ts';
import { expectCleanRun, watchPage, type PageWatch } from './support/pageWatch.ts';

/** Issue 19: a car in Nice is picked up where it is, or delivered within its radius (decisions 55 and 56). */
test.describe.configure({ mode: 'serial' });

let page: Page;
let watch: PageWatch;
let car: Car;
const booked: string[] = [];

test.beforeAll(async ({ browser, request }) => {
  page = await browser.newPage();
  watch = watchPage(page);
  const found = (await bookableCars(request)).find(
    (candidate) => candidate.location === 'Nice' && candidate.deliveryAvailable,
  );
  if (!found) throw new Error('The demo fleet has a car in Nice that delivers');
  car = found;
});
test.afterAll(async () => {
  for (const id of booked) await cancelThroughApi(page, id);
  await page.close();
});

test('a car in Nice offers its own places, not Paris’s, and is booked at its station', async () => {
  await page.goto(`/car/${car.id}#booking`);
  const pickup = page.getByTestId('booking-form').getByLabel('Lieu de prise');
  await expect(pickup.locator('option[value="nice-station"]')).toHaveText(
    'Gare · Nice-Ville — Avenue Thiers, 06000 Nice',
  );
  await expect(pickup.locator('option[value="car-address"]')).toHaveText(
    `Adresse du véhicule — ${car.address}`,
  );
  await expect(pickup.locator('option[value="paris-cdg"]')).toHaveCount(0);
  await expect(pickup.locator('option[value="paris-center"]')).toHaveCount(0);

  const bookingId = await bookFromCarPage(page, car, stayIn(200, 2), 'nice-station');
  booked.push(bookingId);
  await page.getByTestId('pay-by-card').click();
  await payWithCard(page, '4242 4242 4242 4242');
  await expect(page).toHaveURL(new RegExp(`/payment-success\\?booking_id=${bookingId}`));
  await expect(page.getByTestId('success-pickup')).toHaveText(
    'Gare · Nice-Ville — Avenue Thiers, 06000 Nice',
  );
  // No delivery: the success page speaks of the pickup place, not of delivery details.
  await expect(page.getByTestId('success-contact-notice')).not.toContainText('livraison');

  await page.goto(`/reservations/${bookingId}`);
  await expect(page.getByTestId('details-pickup')).toContainText('Gare · Nice-Ville');
  await expect(page.getByTestId('details-pickup')).toContainText('Avenue Thiers, 06000 Nice');
  expectCleanRun(watch);
});

test('delivery asks for the address, refuses one outside the radius and books one inside', async () => {
  await page.goto(`/car/${car.id}#booking`);
  const form = page.getByTestId('booking-form');
  await expect(form.getByTestId('delivery-address')).toHaveCount(0);
  await fillBookingForm(page, stayIn(210, 2), 'delivery', car);
  await expect(form.getByTestId('delivery-address')).toContainText(
    `Livraison jusqu’à ${car.deliveryRadius} km de Nice.`,
  );
  await expect(page.getByTestId('breakdown-total')).toBeVisible();

  // Marseille is some 160 km from Nice: the postcode says so before anything is sent, and the booking is not made.
  await fillDeliveryAddress(page, { street: '45 quai des Belges', postcode: '13001', city: 'Marseille' });
  const postcode = form.getByLabel('Code postal');
  await expect(postcode).toHaveAccessibleDescription(/hors de la zone de livraison du véhicule/);
  await expect(postcode).toHaveAttribute('aria-invalid', 'true');
  await page.getByTestId('booking-submit').click();
  await expect(page).toHaveURL(`/car/${car.id}#booking`);
  forgiveExpectedResponse(watch, 422, `/api/cars/${car.id}/quote`);

  const home = addressNear(car);
  await fillDeliveryAddress(page, home);
  await expect(postcode).not.toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByTestId('breakdown-total')).toBeVisible();
  await page.getByTestId('booking-submit').click();
  await expect(page).toHaveURL(/\/payment-method\?booking_id=[0-9a-f-]{36}$/);
  const bookingId = new URL(page.url()).searchParams.get('booking_id')!;
  booked.push(bookingId);

  await page.goto(`/reservations/${bookingId}`);
  await expect(page.getByTestId('details-pickup')).toContainText('Livraison à domicile');
  await expect(page.getByTestId('details-pickup')).toContainText(
    `${home.street}, ${home.postcode} ${home.city}`,
  );
  await expect(page.getByTestId('details-dropoff')).toContainText(
    `${home.street}, ${home.postcode} ${home.city}`,
  );
  expectCleanRun(watch);
});
