import { expect, test, type APIRequestContext } from './support/journey.ts';
import {
  bookingReference,
  decimalStringToCents,
  formatMoney,
  type Booking,
  type BookingDetails,
  type Car,
  type CarQuote,
  type OwnerCar,
} from '@grandtour/shared';
import { cancelThroughApi, fillBookingForm, payWithCard, stayIn } from './support/booking.ts';
import { expectCleanRun, watchPage } from './support/pageWatch.ts';

const DEMO_OWNER = { identifier: 'owner@grandtour.demo', password: 'GrandTour-Demo-2026' };
/** What was charged, as every screen must state it: to the cent (decision 60). */
const exact = (cents: number) => formatMoney(cents, 'EUR', { exact: true });

/** The demo owner lists a new car at 975,50 € a day: three days of it cost cents, and its fee too. */
async function carWithOddCents(request: APIRequestContext): Promise<Car> {
  expect((await request.post('/api/login', { data: DEMO_OWNER })).status()).toBe(200);
  const created = await request.post('/api/owner/cars', {
    data: {
      brand: 'Porsche',
      model: `911 Cents ${Date.now()}`,
      year: 2025,
      category: 'sports',
      transmission: 'automatic',
      seats: 2,
      horsepower: 630,
      topSpeedKmh: 325,
      accelerationTenths: 29,
      fuelType: 'essence',
      colour: '#1b2a4a',
      location: 'Paris',
      images: [],
      dailyPriceCents: 97_550,
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { id } = (await created.json()) as OwnerCar;
  return (await (await request.get(`/api/cars/${id}`)).json()) as Car;
}

test('the amounts shown are the amounts charged, to the cent, under one reference', async ({
  page,
  request,
}) => {
  const watch = watchPage(page);
  const car = await carWithOddCents(request);
  const stay = stayIn(170, 3);
  const quote = (await (
    await page.request.get(
      `/api/cars/${car.id}/quote?startDate=${stay.startDate}&endDate=${stay.endDate}&homeDelivery=false`,
    )
  ).json()) as CarQuote;
  // 3 × 975,50 € and its 5 % fee: cents a screen rounding to the euro would lose.
  expect(quote.totalCents % 100).not.toBe(0);

  await page.goto(`/car/${car.id}`);
  // Nobody has reviewed it yet: it is new, not "0,0 ★ (0 avis)".
  await expect(page.getByTestId('car-rating').getByTestId('rating-new')).toHaveText('Nouveau');
  await expect(page.getByTestId('car-rating')).not.toContainText('0 avis');
  await fillBookingForm(page, stay, 'car-address');
  await expect(page.getByTestId('breakdown-rental')).toHaveText(exact(quote.rentalCents));
  await expect(page.getByTestId('breakdown-service-fee')).toHaveText(exact(quote.serviceFeeCents));
  await expect(page.getByTestId('breakdown-total')).toHaveText(exact(quote.totalCents));
  await page.getByTestId('booking-submit').click();
  await expect(page).toHaveURL(/\/payment-method\?booking_id=/);
  const bookingId = new URL(page.url()).searchParams.get('booking_id')!;
  await page.getByTestId('pay-by-card').click();
  await expect(page.getByTestId('booking-summary').getByTestId('summary-total')).toHaveText(
    exact(quote.totalCents),
  );
  await payWithCard(page, '4242 4242 4242 4242');

  // What the payment recorded: the booking's money as the server keeps it.
  const confirmation = page.getByTestId('payment-confirmation');
  await expect(confirmation).toBeVisible();
  const details = (await (
    await page.request.get(`/api/bookings/${bookingId}/details`)
  ).json()) as BookingDetails;
  expect(details.paidCents).toBe(quote.totalCents);
  await expect(confirmation.getByTestId('success-amount')).toHaveText(exact(details.paidCents));
  await expect(confirmation.getByTestId('success-booking-id')).toHaveText(bookingReference(bookingId));

  await page.goto(`/reservations/${bookingId}`);
  await expect(page.getByTestId('details-title')).toHaveText(`Réservation n° ${bookingReference(bookingId)}`);
  await expect(page.getByTestId('details-total')).toContainText(exact(quote.totalCents));
  await expect(page.getByTestId('details-paid')).toContainText(exact(details.paidCents));

  // The reservations page counts it as spent as soon as it is paid.
  await page.goto('/reservations');
  await expect(page.getByTestId('stats-spent').locator('dd')).toHaveText(exact(details.paidCents));
  const card = page.getByTestId('booking-card').filter({ hasText: bookingReference(bookingId) });
  await expect(card.getByTestId('booking-total')).toHaveText(exact(quote.totalCents));

  await cancelThroughApi(page, bookingId);
  const cancelled = (await (await page.request.get(`/api/bookings/${bookingId}`)).json()) as Booking;
  await page.reload();
  await page.getByTestId('reservations-tab-history').click();
  await expect(card.getByTestId('booking-refund')).toHaveText(
    exact(decimalStringToCents(cancelled.refundAmount)),
  );
  expectCleanRun(watch);
});

test('an expired hold says it expired, with no refund line', async ({ page, request }) => {
  const watch = watchPage(page);
  const car = (await (await request.get('/api/cars?availableNow=true')).json()) as Car[];
  const stay = stayIn(175, 2);
  await page.goto(`/car/${car.at(-3)!.id}`);
  await fillBookingForm(page, stay, 'car-address');
  await page.getByTestId('booking-submit').click();
  await expect(page).toHaveURL(/\/payment-method\?booking_id=/);
  const bookingId = new URL(page.url()).searchParams.get('booking_id')!;
  const moved = await page.request.put('/api/dev/clock', { data: { offsetMs: 31 * 60_000 } });
  try {
    expect(moved.status()).toBe(200);
    await expect
      .poll(
        async () => ((await (await page.request.get(`/api/bookings/${bookingId}`)).json()) as Booking).status,
      )
      .toBe('cancelled');
  } finally {
    expect((await page.request.put('/api/dev/clock', { data: { offsetMs: 0 } })).status()).toBe(200);
  }
  await page.goto('/reservations');
  await page.getByTestId('reservations-tab-history').click();
  const card = page.getByTestId('booking-card').filter({ hasText: bookingReference(bookingId) });
  await expect(card.getByTestId('booking-status')).toHaveText('Expirée');
  await expect(card.getByTestId('booking-refund')).toHaveCount(0);
  await expect(page.getByTestId('stats-spent').locator('dd')).toHaveText(exact(0));
  expectCleanRun(watch);
});
