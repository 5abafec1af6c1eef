import { newCarBody } from '../../../services/api/src/testing/new-car-body.ts';
import { randomUUID } from 'node:crypto';
import {
  ONE_LOOK,
  CATCH_UP,
  expect,
  test,
  type APIRequestContext,
  type Page,
} from '../../../frontend-public/tests/e2e/support/journey.ts';
import {
  addDays,
  bookingReference,
  formatEuroCents,
  type Booking,
  type OwnerBookingDetail,
  type OwnerCar,
  type OwnerDashboard,
  type PendingRequest,
} from '@grandtour/shared';
import { expectNoHorizontalScroll } from '../../../frontend-public/tests/e2e/support/layout.ts';
import {
  axeViolations,
  consoleErrors,
  openDashboard,
  ownerCalendar,
  payByDemoCard,
  plain,
  requestBooking,
  signInAsOwner,
  today,
} from './support/owner.ts';

/*
 * Request to book, the owner's side (decision 85): a request waits first on the dashboard with the time left to
 * answer; accepted, its booking is confirmed; declined with a message, nothing is charged and the dates are freed.
 */

const PHONE = { width: 390, height: 844 };
const TIME_LEFT = /^Il reste (\d{1,2} h \d{1,2} min|moins d’une heure)$/;
const euros = (cents: number) => plain(formatEuroCents(cents, 'fr-FR'));

async function dashboard(owner: APIRequestContext) {
  const response = await owner.get('/api/owner/dashboard');
  expect(response.status()).toBe(200);
  return (await response.json()) as OwnerDashboard;
}

/** The demo fleet's car booked on request (seeded for the demo owner). */
async function requestCar(owner: APIRequestContext): Promise<OwnerCar> {
  const cars = (await (await owner.get('/api/owner/cars?range=[0,99]')).json()) as OwnerCar[];
  const car = cars.find((candidate) => candidate.driverRequirements?.bookingMode === 'request');
  expect(car, 'the demo owner has a car booked on request').toBeDefined();
  return car!;
}

/** `count` free days of that car, at least `from` days ahead (an earlier run's days are skipped, never assumed free). */
async function freeDaysOf(owner: APIRequestContext, carId: string, count: number, from: number) {
  const car = (await ownerCalendar(owner)).cars.find((candidate) => candidate.carId === carId)!;
  const taken = new Set(car.days.map((day) => day.date));
  for (let start = from; start + count <= 29; start++) {
    const dates = Array.from({ length: count }, (_, index) => addDays(today(), start + index));
    if (dates.every((date) => !taken.has(date))) return dates;
  }
  throw new Error(`No ${count} free days for ${car.brand} ${car.model}`);
}

/** A visitor asks to book the request car and pays: the card is only authorised, the owner has a day to answer. */
async function newRequest(owner: APIRequestContext, visitor: APIRequestContext, from: number) {
  const car = await requestCar(owner);
  const dates = await freeDaysOf(owner, car.id, 2, from);
  const response = await requestBooking(visitor, car.id, dates[0]!, addDays(dates[1]!, 1));
  expect(response.status(), await response.text()).toBe(201);
  const booking = (await response.json()) as Booking;
  expect((await payByDemoCard(visitor, booking)).status).toBe('authorised');
  // The dashboard is a read model: the request shows once it is projected.
  await expect
    .poll(async () => (await dashboard(owner)).pendingRequests.map((request) => request.bookingId))
    .toContain(booking.id);
  const pending = (await dashboard(owner)).pendingRequests.find(
    (request) => request.bookingId === booking.id,
  )!;
  return { booking, pending, dates };
}

/** The request seeded for the demo owner when it still waits (the first, soonest due), else one asked now. */
async function aPendingRequest(
  owner: APIRequestContext,
  visitor: APIRequestContext,
): Promise<PendingRequest> {
  const seeded = (await dashboard(owner)).pendingRequests[0];
  return seeded ?? (await newRequest(owner, visitor, 18)).pending;
}

const itemOf = (page: Page, bookingId: string) =>
  page.getByTestId('pending-request').filter({ has: page.locator(`a[href$="/bookings/${bookingId}/show"]`) });

/** The booking page once its read model says where the request stands. */
async function bookingPageSays(page: Page, bookingId: string, status: string) {
  await page.goto(`/owner-dashboard#/bookings/${bookingId}/show`);
  const panel = page.getByTestId('owner-request');
  await expect(async () => {
    await page.reload();
    await expect(panel).toHaveAttribute('data-status', status, ONE_LOOK);
  }).toPass(CATCH_UP);
  return panel;
}

test('a pending request comes first on the dashboard with its time left; accepted, its booking is confirmed', async ({
  page,
  browser,
}) => {
  await signInAsOwner(page);
  const visitor = await browser.newContext();
  const request = await aPendingRequest(page.request, visitor.request);
  const errors = consoleErrors(page);
  try {
    // The bookings list says Demande for it.
    await page.goto('/owner-dashboard#/bookings');
    await page
      .getByLabel('Rechercher (client, véhicule, référence)')
      .fill(bookingReference(request.bookingId));
    await expect(page.locator('table tbody tr')).toHaveCount(1);
    await expect(page.locator('table tbody tr').first()).toContainText('Demande');

    await openDashboard(page);
    const block = page.getByTestId('pending-requests');
    await expect(
      block.getByRole('heading', { level: 2, name: /^Demandes en attente \(\d+\)$/ }),
    ).toBeVisible();
    // First under the page's title: above the cards and the tabs.
    const requestsTop = (await block.boundingBox())!.y;
    expect(requestsTop).toBeLessThan((await page.getByTestId('card-vehicles').boundingBox())!.y);
    expect(requestsTop).toBeGreaterThan(
      (await page.getByRole('heading', { level: 1, name: 'Tableau de bord propriétaire' }).boundingBox())!.y,
    );

    const item = itemOf(page, request.bookingId);
    await expect(item).toContainText(request.customerName);
    await expect(item).toContainText(`${request.carBrand} ${request.carModel}`);
    await expect(item.getByTestId('request-time-left')).toHaveText(TIME_LEFT);
    expect(plain(await item.getByTestId('pending-request-payout').textContent())).toContain(
      `Votre versement : ${euros(request.ownerPayoutCents)}`,
    );
    expect(await axeViolations(page)).toEqual([]);

    // By keyboard: Accept, which charges the card and confirms the booking.
    const accepted = page.waitForResponse(
      (response) =>
        response.url().endsWith(`/api/owner/bookings/${request.bookingId}/accept`) &&
        response.request().method() === 'POST',
    );
    await item.getByRole('button', { name: 'Accepter' }).focus();
    await page.keyboard.press('Enter');
    const answer = await accepted;
    expect(answer.status(), await answer.text()).toBe(200);
    expect(((await answer.json()) as OwnerBookingDetail).status).toBe('confirmed');
    await expect(
      page.getByText('Demande acceptée : la réservation est confirmée et le client débité.'),
    ).toBeVisible();
    const done = block.getByTestId('answered-request');
    await expect(
      done.getByText(`Demande de ${request.customerName} acceptée`, { exact: false }),
    ).toBeFocused();
    await expect(itemOf(page, request.bookingId)).toHaveCount(0);

    await done.getByRole('link', { name: 'Voir la réservation' }).click();
    await expect(page).toHaveURL(new RegExp(`#/bookings/${request.bookingId}/show$`));
    const panel = await bookingPageSays(page, request.bookingId, 'accepted');
    await expect(panel.getByTestId('owner-request-status')).toHaveText('Acceptée');
    await expect(panel.getByRole('button', { name: 'Accepter' })).toHaveCount(0);
    await expect(page.getByText('Confirmée', { exact: true })).toBeVisible();
    const timeline = page.getByTestId('money-timeline');
    await expect(timeline).toContainText('Paiement autorisé : rien n’est débité avant votre réponse');
    await expect(timeline).toContainText('Demande acceptée');
    expect(await axeViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
  } finally {
    await visitor.close();
  }
});

test.describe('on a phone', () => {
  test.use({ viewport: PHONE });

  test('the owner declines a request with a message: nothing is charged, the dates are freed', async ({
    page,
    browser,
  }) => {
    await signInAsOwner(page);
    const visitor = await browser.newContext();
    const { booking, pending, dates } = await newRequest(page.request, visitor.request, 20);
    const errors = consoleErrors(page);
    try {
      await openDashboard(page);
      const item = itemOf(page, booking.id);
      await expect(item.getByTestId('request-time-left')).toHaveText(TIME_LEFT);
      await expectNoHorizontalScroll(page, 'the dashboard with a pending request');

      await item.getByRole('button', { name: 'Refuser' }).click();
      const dialog = page.getByRole('dialog', { name: `Refuser la demande de ${pending.customerName} ?` });
      await expect(dialog).toBeVisible();
      const message = 'La voiture est en révision ces jours-là, désolé.';
      const field = dialog.getByLabel('Message au client (facultatif)');
      await field.fill(message);
      await expect(dialog).toContainText(`${message.length} / 500 caractères`);
      // The counter stops at 500: no more can be typed.
      await field.fill('x'.repeat(520));
      await expect(field).toHaveValue('x'.repeat(500));
      await expect(dialog).toContainText('500 / 500 caractères');
      await field.fill(message);
      await expectNoHorizontalScroll(page, 'the decline dialog');
      expect(await axeViolations(page)).toEqual([]);

      const declined = page.waitForResponse(
        (response) =>
          response.url().endsWith(`/api/owner/bookings/${booking.id}/decline`) &&
          response.request().method() === 'POST',
      );
      await dialog.getByRole('button', { name: 'Refuser la demande' }).click();
      const answer = await declined;
      expect(answer.request().postDataJSON()).toEqual({ message });
      expect(answer.status(), await answer.text()).toBe(200);
      expect(((await answer.json()) as OwnerBookingDetail).status).toBe('cancelled');
      await expect(
        page.getByText(
          'Demande refusée : rien n’a été débité, le client est prévenu et les dates sont libérées.',
        ),
      ).toBeVisible();
      await expect(page.getByTestId('answered-request').getByText(/refusée/)).toBeFocused();

      const panel = await bookingPageSays(page, booking.id, 'declined');
      await expect(panel.getByTestId('owner-request-status')).toHaveText('Refusée');
      await expect(panel.getByTestId('owner-request-message')).toHaveText(
        `Votre message au client : « ${message} »`,
      );
      await expect(page.getByText('Annulée', { exact: true })).toBeVisible();
      const timeline = page.getByTestId('money-timeline');
      await expect(timeline).toContainText('Demande refusée');
      await expect(timeline).toContainText(
        'Réservation annulée : rien n’a été débité — motif : demande refusée',
      );
      await expectNoHorizontalScroll(page, 'a declined request’s booking');

      // Answering again is refused in words: the request no longer waits.
      const again = await page.request.post(`/api/owner/bookings/${booking.id}/accept`, {
        headers: { 'idempotency-key': randomUUID() },
      });
      expect(again.status()).toBe(409);
      expect((await again.json()).error).toBe('request_not_pending');

      // The dates are free again.
      await expect
        .poll(async () => {
          const car = (await ownerCalendar(page.request)).cars.find(
            (candidate) => candidate.carId === pending.carId,
          )!;
          return car.days.filter((day) => dates.includes(day.date)).length;
        })
        .toBe(0);
      expect(errors).toEqual([]);
    } finally {
      await visitor.close();
    }
  });
});

test('the car form offers request to book, said what it means, and saves it', async ({ page, baseURL }) => {
  await signInAsOwner(page);
  const created = await page.request.post('/api/owner/cars', {
    headers: { origin: baseURL!, 'idempotency-key': randomUUID() },
    data: newCarBody({ model: `Demande ${randomUUID().slice(0, 6)}`, category: 'supercar' }),
  });
  expect(created.status(), await created.text()).toBe(201);
  const car = (await created.json()) as OwnerCar;
  // The demo owner's fleet is counted by other journeys: the car leaves the site afterwards.
  try {
    await page.goto(`/owner-dashboard#/cars/${car.id}`);
    const group = page.getByRole('radiogroup', { name: 'Mode de réservation' });
    await expect(group.getByRole('radio', { name: 'Réservation instantanée' })).toBeChecked();
    const onRequest = group.getByRole('radio', { name: 'Sur demande' });
    await expect(onRequest).toHaveAccessibleDescription(
      'Vous avez 24 h pour accepter chaque demande ; sans réponse, elle expire et les dates sont libérées.',
    );
    // By keyboard: the arrow keys move within the group.
    await group.getByRole('radio', { name: 'Réservation instantanée' }).focus();
    await page.keyboard.press('ArrowDown');
    await expect(onRequest).toBeChecked();
    expect(await axeViolations(page)).toEqual([]);

    const saved = page.waitForResponse(
      (response) =>
        response.url().endsWith(`/api/owner/cars/${car.id}`) && response.request().method() === 'PUT',
    );
    await page.getByRole('button', { name: 'Enregistrer' }).click();
    const answer = await saved;
    expect(answer.status(), await answer.text()).toBe(200);
    expect(((await answer.json()) as OwnerCar).driverRequirements).toEqual({
      minAge: 25,
      minLicenceYears: 3,
      bookingMode: 'request',
    });
    await expect(
      page.getByText('25 ans minimum, 3 ans de permis · sur demande', { exact: true }),
    ).toBeVisible();
  } finally {
    expect((await page.request.delete(`/api/owner/cars/${car.id}`)).status()).toBe(200);
  }
});
