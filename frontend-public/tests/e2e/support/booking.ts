import { randomUUID } from 'node:crypto';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import {
  centsToDecimalString,
  type Booking,
  type Car,
  type CarQuote,
  type PickupOption,
} from '@grandtour/shared';
import { isoDateIn } from './catalogue.ts';
export { forgiveExpectedResponse } from './pageWatch.ts';

export interface Stay {
  startDate: string;
  endDate: string;
}

/** A stay `fromDay` days ahead, `length` days long: each test books its own, so no two runs collide. */
export const stayIn = (fromDay: number, length: number): Stay => ({
  startDate: isoDateIn(fromDay),
  endDate: isoDateIn(fromDay + length),
});

/** Cars that can be booked now, the oracle the journeys pick from. */
export async function bookableCars(request: APIRequestContext): Promise<Car[]> {
  const response = await request.get('/api/cars?availableNow=true');
  if (!response.ok()) throw new Error(`GET /api/cars?availableNow=true answered ${response.status()}`);
  const cars = (await response.json()) as Car[];
  if (cars.length < 4) throw new Error('The journeys need at least four bookable demo cars');
  return cars;
}

export async function quoteOf(
  request: APIRequestContext,
  car: Car,
  stay: Stay,
  homeDelivery: boolean,
): Promise<CarQuote> {
  const query = `startDate=${stay.startDate}&endDate=${stay.endDate}&homeDelivery=${homeDelivery}`;
  const response = await request.get(`/api/cars/${car.id}/quote?${query}`);
  if (!response.ok()) throw new Error(`The quote answered ${response.status()}`);
  return (await response.json()) as CarQuote;
}

/** An address in the car's own city, within any delivery radius: its showroom's, as a customer would type it. */
export function addressNear(car: Pick<Car, 'address'>) {
  const [, street, postcode, city] = /^(.+), (\d{5}) (.+)$/.exec(car.address) ?? [];
  if (!street || !postcode || !city) throw new Error(`No street address for this car: "${car.address}"`);
  return { street, postcode, city };
}

/** Types a delivery address into the booking form (decision 56). */
export async function fillDeliveryAddress(
  page: Page,
  address: { street: string; postcode: string; city: string },
) {
  const form = page.getByTestId('booking-form');
  await form.getByLabel('Numéro et rue').fill(address.street);
  await form.getByLabel('Code postal').fill(address.postcode);
  await form.getByLabel('Ville').fill(address.city);
}

/** The main driver the journeys name (issue 22): 36 years old, a French licence of 16 years, valid to 2035. */
export const E2E_DRIVER = {
  dateOfBirth: '1990-05-04',
  licenceCountry: 'FR',
  licenceNumber: '12AB34567',
  licenceIssuedOn: '2010-06-01',
  licenceExpiresOn: '2035-06-01',
};

/** Types the main driver into the booking form, in French (the licence country is France unless said). */
export async function fillDriver(page: Page, driver: Partial<typeof E2E_DRIVER> = {}) {
  const form = page.getByTestId('booking-form');
  const { dateOfBirth, licenceCountry, licenceNumber, licenceIssuedOn, licenceExpiresOn } = {
    ...E2E_DRIVER,
    ...driver,
  };
  await form.getByLabel('Date de naissance').fill(dateOfBirth);
  await form.getByLabel('Pays de délivrance du permis').selectOption(licenceCountry);
  await form.getByLabel('Numéro du permis').fill(licenceNumber);
  await form.getByLabel('Date de délivrance').fill(licenceIssuedOn);
  await form.getByLabel('Date d’expiration').fill(licenceExpiresOn);
}

/** Fills the booking form of the car page as a visitor would, in French; a delivery goes to the car's own city. */
export async function fillBookingForm(page: Page, stay: Stay, pickup: PickupOption, car?: Car) {
  const form = page.getByTestId('booking-form');
  await form.getByLabel('Date de prise').fill(stay.startDate);
  await form.getByLabel('Date de retour').fill(stay.endDate);
  await form.getByLabel('Lieu de prise').selectOption(pickup);
  if (pickup === 'delivery') {
    if (!car) throw new Error('A delivery needs the car, for an address within its radius');
    await fillDeliveryAddress(page, addressNear(car));
  }
  await form.getByLabel('Prénom').fill('Camille');
  await form.getByLabel(/^Nom/).fill('Durand');
  await form.getByLabel('E-mail').fill('camille.durand@example.com');
  await form.getByLabel('Indicatif').selectOption('+33');
  await form.getByLabel('Téléphone').fill('6 12 34 56 78');
  await fillDriver(page);
  await form.getByRole('checkbox').check();
}

/** From the car page to /payment-method: fills the form, submits it and returns the new booking's id. */
export async function bookFromCarPage(
  page: Page,
  car: Car,
  stay: Stay,
  pickup: PickupOption = 'car-address',
) {
  await page.goto(`/car/${car.id}#booking`);
  await fillBookingForm(page, stay, pickup, car);
  await expect(page.getByTestId('breakdown-total')).toBeVisible();
  await page.getByTestId('booking-submit').click();
  await expect(page).toHaveURL(/\/payment-method\?booking_id=[0-9a-f-]{36}$/);
  return new URL(page.url()).searchParams.get('booking_id') ?? '';
}

/** On /payment: types a card the way people do (digits only; the form groups them) and confirms. */
export async function payWithCard(page: Page, cardNumber: string) {
  const form = page.getByTestId('card-form');
  await form.getByLabel('Titulaire de la carte').fill('Camille Durand');
  await form.getByLabel('Numéro de carte').pressSequentially(cardNumber.replace(/\s/g, ''));
  await expect(form.getByLabel('Numéro de carte')).toHaveValue(cardNumber);
  await form.getByLabel('Expiration (MM/AA)').pressSequentially('1234');
  await expect(form.getByLabel('Expiration (MM/AA)')).toHaveValue('12/34');
  await form.getByLabel('Cryptogramme (CVC)').fill('123');
  await page.getByTestId('payment-confirm').click();
}

/** The booking as the API sees it, through the page's own cookies (its guest identity). */
export async function bookingOf(page: Page, bookingId: string): Promise<Booking> {
  const response = await page.request.get(`/api/bookings/${bookingId}`);
  if (!response.ok()) throw new Error(`GET /api/bookings/${bookingId} answered ${response.status()}`);
  return (await response.json()) as Booking;
}

/** The minimal Web Storage shape; the test project is compiled without the DOM library. */
interface WebStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
}

/** Values the page keeps in sessionStorage, in the order of `keys`. */
export function sessionValues(page: Page, keys: readonly string[]): Promise<(string | null)[]> {
  return page.evaluate(
    (names) =>
      names.map((name) =>
        (globalThis as unknown as { sessionStorage: WebStorage }).sessionStorage.getItem(name),
      ),
    keys,
  );
}

/** Opens the site in `language` from the first page on, as a visitor who chose it earlier. */
export async function chooseLanguageBeforeLoad(page: Page, language: string): Promise<void> {
  await page.addInitScript(
    (code) =>
      (globalThis as unknown as { localStorage: WebStorage }).localStorage.setItem(
        'grandtour.language',
        code,
      ),
    language,
  );
}

/** Frees a booking's dates once a test is done with it, so a rerun against the same server can book them again. */
export async function cancelThroughApi(page: Page, bookingId: string) {
  const response = await page.request.post(`/api/bookings/${bookingId}/cancel`);
  expect(response.ok(), await response.text()).toBe(true);
}

/** What the booking flow stores before the payment pages (spec §3), for tests that start on those pages. */
export async function storePendingBooking(
  page: Page,
  booking: { bookingId: string; carBrand: string; carModel: string; totalPrice: string },
) {
  await page.evaluate((pending) => {
    const storage = (globalThis as unknown as { sessionStorage: WebStorage }).sessionStorage;
    storage.setItem('pendingBooking', JSON.stringify(pending));
    storage.setItem('pendingBookingId', pending.bookingId);
    storage.setItem('stripeClientSecret', 'pi_local_secret');
  }, booking);
}

/** A pending, unpaid booking made straight through the API with the page's cookies (its guest identity). */
export async function bookThroughApi(page: Page, car: Car, stay: Stay): Promise<Booking> {
  const quote = await quoteOf(page.request, car, stay, false);
  const response = await page.request.post('/api/bookings', {
    headers: { 'Idempotency-Key': randomUUID() },
    data: {
      userId: 'guest',
      carId: car.id,
      startDate: stay.startDate,
      endDate: stay.endDate,
      pickupLocation: 'car-address',
      dropoffLocation: 'car-address',
      totalPrice: centsToDecimalString(quote.totalCents),
      depositAmount: car.depositAmount,
      status: 'pending',
      customerInfo: {
        firstName: 'Inès',
        lastName: 'Moreau',
        email: 'ines@example.com',
        phone: '+41 79 123 45 67',
      },
      driver: E2E_DRIVER,
      additionalServices: [],
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as Booking;
}

/** Pays a booking with the demo card straight through the API, with the page's cookies (its guest identity). */
export async function payThroughApi(page: Page, booking: Booking) {
  const intent = await page.request.post('/api/create-payment-intent', {
    data: { amount: Number(booking.totalPrice), bookingId: booking.id, description: 'test' },
  });
  expect(intent.ok(), await intent.text()).toBe(true);
  const paid = await page.request.post('/api/demo-payments/confirm', {
    data: {
      clientSecret: ((await intent.json()) as { clientSecret: string }).clientSecret,
      cardNumber: '4242 4242 4242 4242',
      expiry: '12/35',
      cvc: '123',
    },
  });
  expect(paid.ok(), await paid.text()).toBe(true);
}
