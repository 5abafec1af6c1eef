import { expect, test } from './support/journey.ts';
import {
  bookingReference,
  decimalStringToCents,
  firstPickupDate,
  formatMoney,
  type Car,
  type CarQuote,
} from '@grandtour/shared';
import { bookableCars, bookFromCarPage, fillBookingForm, payWithCard, stayIn } from './support/booking.ts';
import { expectCleanRun, watchPage } from './support/pageWatch.ts';

// Every amount charged is shown to the cent (decision 60).
const euros = (cents: number) => formatMoney(cents, 'EUR', { exact: true });
const MINUTE = 60_000;

/** A bookable car that delivers at a fee of its own, neither free nor the standard 150 € (decision 49). */
async function carWithItsOwnFee(cars: Car[]): Promise<Car> {
  const car = cars.find(
    (candidate) => candidate.deliveryAvailable && !['0.00', '150.00'].includes(candidate.deliveryFee),
  );
  if (!car) throw new Error('The demo fleet has a bookable car delivering at a fee of its own');
  return car;
}

test('a car with its own delivery fee: the car page’s total is the total the payment pages ask', async ({
  page,
}) => {
  const watch = watchPage(page);
  const car = await carWithItsOwnFee(await bookableCars(page.request));
  const fee = decimalStringToCents(car.deliveryFee);
  const stay = stayIn(130, 2);
  await page.goto(`/car/${car.id}`);
  // The car page says what one delivered leg costs, as the booking charges it.
  await expect(page.getByTestId('car-price').getByTestId('delivery-info')).toContainText(
    `${euros(fee)} par trajet`,
  );
  const form = page.getByTestId('booking-form');
  // The first day offered is today only while today's 10:00 pickup (Paris) is still ahead (decision 50).
  await expect(form.getByLabel('Date de prise')).toHaveAttribute('min', firstPickupDate(new Date()));
  await fillBookingForm(page, stay, 'delivery', car);
  await expect(form.getByLabel('Lieu de prise')).toContainText(`Livraison à domicile (+${euros(fee)})`);
  // Delivered and collected: two legs at the car's fee.
  await expect(page.getByTestId('breakdown-delivery')).toHaveText(euros(2 * fee));
  await expect(page.getByTestId('price-breakdown')).toContainText(
    `Livraison et reprise à domicile (2 × ${euros(fee)})`,
  );
  // Returned in town instead: one leg.
  await form.getByLabel('Lieu de retour').selectOption('car-address');
  await expect(page.getByTestId('breakdown-delivery')).toHaveText(euros(fee));
  const quote = (await (
    await page.request.get(
      `/api/cars/${car.id}/quote?startDate=${stay.startDate}&endDate=${stay.endDate}&pickupLocation=delivery&dropoffLocation=car-address`,
    )
  ).json()) as CarQuote;
  const shownTotal = await page.getByTestId('breakdown-total').textContent();
  expect(shownTotal).toBe(euros(quote.totalCents));

  await page.getByTestId('booking-submit').click();
  await expect(page).toHaveURL(/\/payment-method\?booking_id=/);
  await expect(page.getByTestId('booking-summary').getByTestId('summary-total')).toHaveText(shownTotal!);
  await page.getByTestId('pay-by-card').click();
  await expect(page).toHaveURL(/\/payment\?client_secret=/);
  await expect(page.getByTestId('booking-summary').getByTestId('summary-total')).toHaveText(shownTotal!);
  await payWithCard(page, '4242 4242 4242 4242');
  await expect(page.getByTestId('payment-confirmation').getByTestId('success-amount')).toHaveText(
    shownTotal!,
  );
  expectCleanRun(watch);
});

test('a second payment of a paid booking: the success page says it was refunded and why', async ({
  page,
}) => {
  const watch = watchPage(page);
  const cars = await bookableCars(page.request);
  const car = cars[cars.length - 1]!;
  const bookingId = await bookFromCarPage(page, car, stayIn(140, 2));
  await page.getByTestId('pay-by-card').click();
  await expect(page).toHaveURL(/\/payment\?client_secret=/);
  // Meanwhile, in another tab, the same booking is paid with PayPal.
  const total = (
    (await (await page.request.get(`/api/bookings/${bookingId}`)).json()) as { totalPrice: string }
  ).totalPrice;
  const order = await page.request.post('/paypal/order', {
    data: { amount: total, currency: 'EUR', intent: 'CAPTURE', bookingId },
  });
  const orderId = ((await order.json()) as { id: string }).id;
  expect((await page.request.post(`/api/demo-paypal/orders/${orderId}/approve`)).status()).toBe(200);
  expect((await page.request.post(`/paypal/order/${orderId}/capture`)).status()).toBe(200);

  await payWithCard(page, '4242 4242 4242 4242');
  await expect(page).toHaveURL(new RegExp(`/payment-success\\?booking_id=${bookingId}&payment=pi_\\w+$`));
  const refunded = page.getByTestId('payment-refunded');
  await expect(refunded.getByRole('heading', { level: 1 })).toHaveText('Paiement remboursé');
  await expect(refunded.getByTestId('payment-refunded-reason')).toHaveText(
    'Cette réservation était déjà payée : ce second paiement vous a été remboursé. Votre réservation reste confirmée.',
  );
  await expect(refunded.getByTestId('refunded-booking-id')).toHaveText(bookingReference(bookingId));
  await expect(page.getByTestId('payment-confirmation')).toHaveCount(0);
  await expect(page.getByText('Réservation confirmée')).toHaveCount(0);
  expectCleanRun(watch);
});

test('a payment after the hold expired: the success page says it was refunded, how much and why, in English', async ({
  page,
}) => {
  const watch = watchPage(page);
  const cars = await bookableCars(page.request);
  const car = cars[cars.length - 2]!;
  const bookingId = await bookFromCarPage(page, car, stayIn(150, 2));
  const total = (
    (await (await page.request.get(`/api/bookings/${bookingId}`)).json()) as { totalPrice: string }
  ).totalPrice;
  await page.getByTestId('pay-by-card').click();
  await expect(page).toHaveURL(/\/payment\?client_secret=/);
  // The visitor leaves the card form open past the 30-minute hold: the sweep expires the booking.
  const moved = await page.request.put('/api/dev/clock', { data: { offsetMs: 31 * MINUTE } });
  try {
    expect(moved.status()).toBe(200);
    await payWithCard(page, '4242 4242 4242 4242');
    await expect(page.getByTestId('payment-refunded')).toBeVisible();
  } finally {
    expect((await page.request.put('/api/dev/clock', { data: { offsetMs: 0 } })).status()).toBe(200);
  }
  await expect(page.getByTestId('payment-refunded-reason')).toHaveText(
    'Votre paiement est arrivé après l’expiration du délai de réservation : la réservation avait été annulée. Nous vous avons remboursé.',
  );
  await expect(page.getByTestId('refunded-amount')).toHaveText(euros(decimalStringToCents(total)));
  // The same page in English.
  await page.getByTestId('language-picker').click();
  await page.getByTestId('language-option-en').click();
  await expect(page.getByTestId('payment-refunded').getByRole('heading', { level: 1 })).toHaveText(
    'Payment refunded',
  );
  await expect(page.getByTestId('payment-refunded-reason')).toContainText('after your hold had expired');
  expectCleanRun(watch);
});
