import { newCarBody } from '../../../services/api/src/testing/new-car-body.ts';
import { randomUUID } from 'node:crypto';
import { expect, test, type Page } from '../../../frontend-public/tests/e2e/support/journey.ts';
import type { OwnerBooking, OwnerCar, OwnerDashboard, OwnerReview } from '@grandtour/shared';
import {
  confirmedBooking,
  freeDays,
  freeDaysOfACar,
  openDashboard,
  plain,
  requestBooking,
  signInAsOwner,
} from './support/owner.ts';
import { expectNoHorizontalScroll } from '../../../frontend-public/tests/e2e/support/layout.ts';

// The phone: every owner screen must fit it without a horizontal scroll (decision 62).
test.use({ viewport: { width: 390, height: 844 } });

interface Viewed {
  getComputedStyle(element: unknown): { backgroundColor: string };
}

async function firstOf<T>(page: Page, path: string): Promise<T> {
  const response = await page.request.get(`${path}?range=[0,0]`);
  expect(response.status()).toBe(200);
  return ((await response.json()) as T[])[0]!;
}

test('every owner screen fits a 390 px phone, lists as SimpleList rows', async ({ page }) => {
  await signInAsOwner(page);
  const { car, dates } = await freeDaysOfACar(page.request, 2, 20);
  const booked = await requestBooking(page.request, car.carId, dates[0]!, dates[1]!);
  expect(booked.status()).toBe(201);
  const anyCar = await firstOf<OwnerCar>(page, '/api/owner/cars');
  const booking = await firstOf<OwnerBooking>(page, '/api/owner/bookings');
  const review = await firstOf<OwnerReview>(page, '/api/owner/reviews');

  await openDashboard(page);
  await expectNoHorizontalScroll(page, 'the dashboard (calendar)');
  for (const tab of ['Réservations', 'Mes véhicules']) {
    await page.getByRole('tab', { name: tab }).click();
    await expect(page.getByRole('tabpanel')).toBeVisible();
    await expectNoHorizontalScroll(page, `the dashboard (${tab})`);
  }

  const screens: [string, string, RegExp | string][] = [
    ['/owner-dashboard#/cars', 'cars', `${anyCar.brand} ${anyCar.model}`],
    ['/owner-dashboard#/bookings', 'bookings', `${booking.customer.firstName} ${booking.customer.lastName}`],
    ['/owner-dashboard#/reviews', 'reviews', `${review.carBrand} ${review.carModel}`],
  ];
  for (const [url, name, firstRow] of screens) {
    await page.goto(url);
    await expect(page.getByText(firstRow).first()).toBeVisible();
    // A phone gets rows, not the desktop's table.
    await expect(page.locator('main table')).toHaveCount(0);
    await expectNoHorizontalScroll(page, `the ${name} list`);
  }
  const details: [string, string][] = [
    [`/owner-dashboard#/cars/${anyCar.id}/show`, 'Synchroniser avec un autre calendrier (iCal)'],
    [`/owner-dashboard#/cars/${anyCar.id}`, 'Enregistrer'],
    ['/owner-dashboard#/cars/create', 'Enregistrer'],
    [`/owner-dashboard#/bookings/${booking.id}/show`, 'Détail du prix'],
    [`/owner-dashboard#/reviews/${review.id}`, 'Publier la réponse'],
  ];
  for (const [url, landmark] of details) {
    await page.goto(url);
    await expect(page.getByText(landmark).first()).toBeVisible();
    await expectNoHorizontalScroll(page, url);
  }
  await page.request.post(`/api/bookings/${(await booked.json()).id}/cancel`);
});

test('the dashboard says one “this month” figure, the chart’s, and what it counts', async ({ page }) => {
  await signInAsOwner(page);
  const { car, dates } = await freeDaysOfACar(page.request, 2, 15);
  await confirmedBooking(page.request, car.carId, dates[0]!, dates[1]!);
  const dashboard = async () =>
    (await (await page.request.get('/api/owner/dashboard')).json()) as OwnerDashboard;
  // owner_stats is projected in the background: the payout shows once the worker has counted it.
  await expect.poll(async () => (await dashboard()).revenueThisMonthCents).toBeGreaterThan(0);
  const figures = await dashboard();
  expect(figures.revenueThisMonthCents).toBe(figures.revenueByMonth.at(-1)!.revenueCents);

  await openDashboard(page);
  const card = page.getByTestId('card-revenueThisMonth');
  await expect(card.getByTestId('card-revenueThisMonth-value')).toHaveText(/\d/);
  await expect(card).toContainText('Revenus bruts du mois (heure de Paris)');
  // The commission of the month and what is left (decision 80) under the gross figure.
  await expect(card).toContainText(/Commission : .+ · Net : /);
  const figure = plain(await card.getByTestId('card-revenueThisMonth-value').textContent());
  expect(plain(await page.getByTestId('revenue-summary').textContent())).toContain(
    `dont ${figure} ce mois-ci`,
  );
});

test('a calendar toast is drawn on its own background', async ({ page }) => {
  await signInAsOwner(page);
  const { car, dates } = await freeDaysOfACar(page.request, 1, 24);
  try {
    await openDashboard(page);
    await page
      .getByRole('combobox', { name: 'Véhicule', exact: true })
      .selectOption({ label: `${car.brand} ${car.model} (${car.year})` });
    await page.locator(`[data-date="${dates[0]}"]`).click();
    await page.getByRole('button', { name: 'Non disponible' }).click();
    await page.getByRole('button', { name: 'Synchroniser maintenant' }).click();
    const toast = page.getByTestId('calendar-toast');
    await expect(toast).toContainText('Calendrier mis à jour');
    const background = await toast.evaluate(
      (element) => (globalThis as unknown as Viewed).getComputedStyle(element).backgroundColor,
    );
    expect(background).not.toBe('rgba(0, 0, 0, 0)');
    await expectNoHorizontalScroll(page, 'the dashboard with a toast');
  } finally {
    await freeDays(page.request, car.carId, dates);
  }
});

test('“Retirer de la location” says what it does; the car waits under “Retirés” and comes back', async ({
  page,
}) => {
  await signInAsOwner(page);
  const model = `Delist E2E ${randomUUID().slice(0, 6)}`;
  const created = await page.request.post('/api/owner/cars', {
    headers: { 'idempotency-key': randomUUID() },
    data: newCarBody({ model }),
  });
  expect(created.status(), await created.text()).toBe(201);
  const car = (await created.json()) as OwnerCar;

  await page.goto(`/owner-dashboard#/cars/${car.id}`);
  await page.getByRole('button', { name: 'Retirer de la location' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText(`Retirer « Porsche ${model} » de la location ?`);
  await expect(dialog).toContainText('Ses réservations restent valables.');
  await dialog.getByRole('button', { name: 'Confirmer' }).click();
  await expect(
    page.getByText(/^Véhicule retiré de la location : il n’est plus visible sur le site/),
  ).toBeVisible();
  expect((await page.request.get(`/api/cars/${car.id}`)).status()).toBe(404);

  // The list shows the cars on the site by default; the filter finds the delisted one.
  await expect(page.getByLabel('Mise en location')).toContainText('En location');
  await expect(page.getByText(`Porsche ${model}`)).toHaveCount(0);
  await page.getByLabel('Mise en location').click();
  await page.getByRole('option', { name: 'Retirés' }).click();
  const row = page.getByRole('link').filter({ hasText: `Porsche ${model}` });
  await expect(row).toContainText('Retiré de la location');
  await row.click();

  await page.getByRole('button', { name: 'Remettre en location' }).click();
  await expect(page.getByText('Véhicule remis en location', { exact: false })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Éditer' })).toBeVisible();
  expect((await page.request.get(`/api/cars/${car.id}`)).status()).toBe(200);
  await page.request.delete(`/api/owner/cars/${car.id}`);
});

test('a signed-in client at /owner-dashboard is told it is for owners, with the way to become one', async ({
  page,
}) => {
  const tag = randomUUID().slice(0, 8);
  const registered = await page.request.post('/api/register', {
    data: {
      firstName: 'Clara',
      lastName: 'Moreau',
      username: `clara.${tag}`,
      email: `${tag}@example.fr`,
      password: 'Secret-123',
      userType: 'client',
    },
  });
  expect(registered.status(), await registered.text()).toBe(201);
  await page.goto('/owner-dashboard');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Espace réservé aux propriétaires' }),
  ).toBeVisible();
  await expect(page.getByTestId('owners-only')).toContainText(
    'Bonjour Clara, vous êtes connecté avec un compte client.',
  );
  await expectNoHorizontalScroll(page, 'the owners-only page');
  await page.getByRole('link', { name: 'Créer un compte propriétaire' }).click();
  await expect(page).toHaveURL(/\/register\?type=owner$/);
  await expect(page.getByTestId('account-type-owner').getByRole('radio')).toBeChecked();
});
