import { ONE_LOOK, CATCH_UP, expect, test } from '../../../frontend-public/tests/e2e/support/journey.ts';
import { addDays, formatEuroCents, type OwnerDashboard } from '@grandtour/shared';
import {
  axeViolations,
  confirmedBooking,
  freeDaysOfACar,
  openDashboard,
  plain,
  signInAsOwner,
} from './support/owner.ts';

// Revenue and totals are money charged: to the cent (decision 60).
const euros = (cents: number) => plain(formatEuroCents(cents, 'fr-FR'));

test('the cards, the bookings tab and the booking page agree with the API, money timeline included', async ({
  page,
  browser,
}) => {
  await signInAsOwner(page);
  const { car, dates } = await freeDaysOfACar(page.request, 2, 22, 2);
  const visitor = await browser.newContext();
  const booking = await confirmedBooking(visitor.request, car.carId, dates[0]!, addDays(dates[1]!, 1));
  try {
    await openDashboard(page);
    const figures = (await (await page.request.get('/api/owner/dashboard')).json()) as OwnerDashboard;
    expect(figures.activeBookings).toBeGreaterThan(0);
    await expect(page.getByTestId('card-vehicles-value')).toHaveText(String(figures.vehicles));
    await expect(page.getByTestId('card-activeBookings-value')).toHaveText(String(figures.activeBookings));
    await expect(page.getByTestId('card-pendingBookings-value')).toHaveText(String(figures.pendingBookings));
    expect(plain(await page.getByTestId('card-revenueThisMonth-value').textContent())).toBe(
      euros(figures.revenueThisMonthCents),
    );
    await expect(page.getByTestId('card-revenueThisMonth')).toContainText('Revenus ce mois');

    await page.getByRole('tab', { name: 'Réservations' }).click();
    const latest = page.getByTestId('booking-summary').first();
    await expect(latest).toContainText('Hugo Lefèvre');
    await expect(latest).toContainText('Confirmé');
    expect(plain(await latest.textContent())).toContain(euros(Math.round(Number(booking.totalPrice) * 100)));
    await expect(page.getByTestId('booking-summary')).toHaveCount(
      Math.min(5, (await (await page.request.get('/api/owner/bookings?range=[0,4]')).json()).length),
    );
    await latest.click();

    await expect(page).toHaveURL(new RegExp(`#/bookings/${booking.id}/show$`));
    await expect(page.getByText('Hugo Lefèvre · hugo@example.fr')).toBeVisible();
    // The main driver (issue 22): born on 4 May 1990, their age counted on the pickup date.
    const pickup = dates[0]!;
    const age = Number(pickup.slice(0, 4)) - 1990 - (pickup.slice(5) < '05-04' ? 1 : 0);
    const driver = page.getByTestId('owner-driver');
    await expect(driver.getByTestId('owner-driver-age')).toHaveText(
      `Âge le jour de la prise en charge : ${age} ans (né(e) le 4 mai 1990)`,
    );
    await expect(driver).toContainText('Permis n° 12AB34567, délivré par : France');
    const timeline = page.getByTestId('money-timeline');
    await expect(async () => {
      await page.reload();
      await expect(timeline.getByRole('listitem')).toHaveCount(4, ONE_LOOK);
    }).toPass(CATCH_UP);
    await expect(timeline.getByRole('listitem').nth(0)).toContainText('Devis figé à la réservation');
    await expect(timeline.getByRole('listitem').nth(2)).toContainText('Paiement reçu');
    await expect(timeline.getByRole('listitem').nth(3)).toContainText('versement dû au propriétaire');
    await expect(page.getByTestId('price-lines')).toContainText('Frais de service (5 %)');
    expect(await axeViolations(page)).toEqual([]);

    await page.goto('/owner-dashboard#/bookings');
    await page.getByLabel('Rechercher (client, véhicule, référence)').fill('Hugo');
    await expect(page.locator('table tbody tr').first()).toContainText('Hugo Lefèvre');
    expect(await axeViolations(page)).toEqual([]);
  } finally {
    await visitor.request.post(`/api/bookings/${booking.id}/cancel`);
    await visitor.close();
  }
});

test('Mes véhicules shows the fleet with prices per day and availability', async ({ page }) => {
  await signInAsOwner(page);
  await openDashboard(page);
  await page.getByRole('tab', { name: 'Mes véhicules' }).click();
  const cards = page.getByTestId('vehicle-card');
  await expect(cards).toHaveCount(12);
  await expect(cards.first()).toContainText('/jour');
  await expect(cards.filter({ hasText: 'Disponible' }).first()).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
});

test('the dashboard, its calendar panel, the lists and the car form have no WCAG 2.2 AA violation', async ({
  page,
}) => {
  await signInAsOwner(page);
  await openDashboard(page);
  await expect(page.getByTestId('card-vehicles-value')).toHaveText(/\d+/);
  await page.getByTestId('day-grid').getByRole('button').nth(27).click();
  await page.getByRole('button', { name: 'Non disponible' }).click();
  await expect(page.getByLabel('Raison (optionnel)')).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await page.getByRole('button', { name: 'Ajouter au calendrier' }).click();
  await expect(page.getByTestId('pending-changes')).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);

  // The keyboard reaches the tabs and switches them with the arrow keys.
  await page.getByRole('tab', { name: 'Calendrier' }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('tab', { name: 'Réservations' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('tab', { name: 'Réservations' })).toHaveAttribute('aria-selected', 'true');

  for (const [path, ready] of [
    ['#/cars', 'table tbody tr'],
    ['#/bookings', 'h1, table, p'],
    ['#/cars/create', 'form'],
  ] as const) {
    await page.goto(`/owner-dashboard${path}`);
    await expect(page.locator(ready).first()).toBeVisible();
    expect(await axeViolations(page), path).toEqual([]);
  }
  await page.goto('/owner-dashboard#/cars');
  await page.locator('table tbody tr').first().click();
  await page.getByRole('link', { name: 'Éditer' }).click();
  await expect(page.getByLabel('Modèle *')).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
});

test('the back office speaks English, Spanish and German too, API messages included', async ({ page }) => {
  await signInAsOwner(page);
  await openDashboard(page);
  const expectations = [
    ['English', 'Owner dashboard', 'My vehicles', 'Revenue this month'],
    ['Español', 'Panel del propietario', 'Mis vehículos', 'Ingresos de este mes'],
    ['Deutsch', 'Eigentümer-Dashboard', 'Meine Fahrzeuge', 'Einnahmen diesen Monat'],
  ] as const;
  let current = 'Français';
  for (const [language, title, tab, card] of expectations) {
    await page.getByRole('button', { name: current }).click();
    await page.getByRole('menuitem', { name: language }).click();
    current = language;
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page.getByRole('tab', { name: tab })).toBeVisible();
    await expect(page.getByTestId('card-revenueThisMonth')).toContainText(card);
    await expect(page.locator('html')).toHaveAttribute(
      'lang',
      language === 'English' ? 'en' : language === 'Español' ? 'es' : 'de',
    );
  }
  // The data provider asks the API in the same language: its refusals read in German now.
  await page.goto('/owner-dashboard#/cars/create');
  await page
    .getByTestId('photo-file')
    .setInputFiles({ name: 'a.png', mimeType: 'image/png', buffer: Buffer.from('x') });
  await expect(
    page.getByText('Fotoformat nicht akzeptiert: Senden Sie ein JPEG-, PNG- oder WebP-Bild.'),
  ).toBeVisible();
});
