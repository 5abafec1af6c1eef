import { randomUUID } from 'node:crypto';
import AxeBuilder from '@axe-core/playwright';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { addDays, type Booking, type CarQuote, type OwnerCalendar, todayInParis } from '@grandtour/shared';

export const DEMO_OWNER = { email: 'owner@grandtour.demo', password: 'GrandTour-Demo-2026' };
const WCAG_22_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

export const today = () => todayInParis();

/** Signs the demo owner in on this page's browser (the API session cookie), as the login form would. */
export async function signInAsOwner(page: Page) {
  const response = await page.request.post('/api/login', {
    data: { identifier: DEMO_OWNER.email, password: DEMO_OWNER.password },
  });
  expect(response.status()).toBe(200);
}

/** The back office's home, once its calendar has loaded. */
export async function openDashboard(page: Page) {
  await page.goto('/owner-dashboard');
  await expect(page.getByRole('heading', { level: 1, name: 'Tableau de bord propriétaire' })).toBeVisible();
}

export async function ownerCalendar(request: APIRequestContext): Promise<OwnerCalendar> {
  const response = await request.get('/api/owner-calendar/me');
  expect(response.status()).toBe(200);
  return (await response.json()) as OwnerCalendar;
}

/**
 * A car its owner offers and `count` consecutive days of it that nothing occupies, at least `from` days ahead
 * (an earlier run that stopped half-way may have left days behind: they are skipped, never assumed free).
 */
export async function freeDaysOfACar(request: APIRequestContext, count: number, from: number, carIndex = 0) {
  const calendar = await ownerCalendar(request);
  const car = calendar.cars.filter((candidate) => candidate.isAvailable)[carIndex]!;
  const taken = new Set(car.days.map((day) => day.date));
  for (let start = from; start + count <= 29; start++) {
    const dates = Array.from({ length: count }, (_, index) => addDays(today(), start + index));
    if (dates.every((date) => !taken.has(date))) return { car, dates };
  }
  throw new Error(`No ${count} free days for ${car.brand} ${car.model}`);
}

/** Makes days available again (what a journey blocked, so that the next run finds them free). */
export async function freeDays(request: APIRequestContext, carId: string, dates: string[]) {
  const response = await request.post('/api/owner-calendar/bulk-update', {
    data: { ownerId: 'me', carId, dates: dates.map((date) => ({ date, isAvailable: true })) },
  });
  expect(response.status()).toBe(200);
}

/** A visitor's booking through the API (one Idempotency-Key per attempt), answered as it is. */
export async function requestBooking(
  request: APIRequestContext,
  carId: string,
  startDate: string,
  endDate: string,
) {
  const quote = (await (
    await request.get(`/api/cars/${carId}/quote?startDate=${startDate}&endDate=${endDate}`)
  ).json()) as CarQuote;
  return request.post('/api/bookings', {
    headers: { 'idempotency-key': randomUUID() },
    data: {
      userId: 'guest',
      carId,
      startDate,
      endDate,
      pickupLocation: 'car-address',
      totalPrice: (quote.totalCents / 100).toFixed(2),
      customerInfo: {
        firstName: 'Hugo',
        lastName: 'Lefèvre',
        email: 'hugo@example.fr',
        phone: '+33 612345678',
      },
      driver: {
        dateOfBirth: '1990-05-04',
        licenceCountry: 'FR',
        licenceNumber: '12AB34567',
        licenceIssuedOn: '2010-06-01',
        licenceExpiresOn: '2035-06-01',
      },
    },
  });
}

/** The demo card pays for the booking: `succeeded` for an instant booking, `authorised` for a request to book. */
export async function payByDemoCard(request: APIRequestContext, booking: Booking) {
  const intent = await request.post('/api/create-payment-intent', {
    data: { amount: Number(booking.totalPrice), bookingId: booking.id, description: 'e2e' },
  });
  const paid = await request.post('/api/demo-payments/confirm', {
    data: {
      clientSecret: (await intent.json()).clientSecret,
      cardNumber: '4242 4242 4242 4242',
      expiry: '12/35',
      cvc: '123',
    },
  });
  expect(paid.status()).toBe(200);
  return (await paid.json()) as { status: 'succeeded' | 'refunded' | 'authorised'; bookingId: string };
}

/** A visitor books and pays by card: a confirmed booking. */
export async function confirmedBooking(
  request: APIRequestContext,
  carId: string,
  startDate: string,
  endDate: string,
) {
  const response = await requestBooking(request, carId, startDate, endDate);
  expect(response.status(), await response.text()).toBe(201);
  const booking = (await response.json()) as Booking;
  await payByDemoCard(request, booking);
  return booking;
}

export async function axeViolations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(WCAG_22_AA).analyze();
  return results.violations.map((violation) => ({
    rule: violation.id,
    nodes: violation.nodes.map((node) => node.target.join(' ')).slice(0, 5),
  }));
}

/** Console errors of the page, to assert that a journey printed none. */
export function consoleErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(String(error)));
  return errors;
}

/** Text as a person reads it: the narrow and no-break spaces of French number formats as plain spaces. */
export const plain = (text: string | null) => (text ?? '').replace(/[\u202f\u00a0]/g, ' ').trim();
