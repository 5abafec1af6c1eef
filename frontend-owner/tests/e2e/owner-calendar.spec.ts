import { expect, test, type Page } from '../../../frontend-public/tests/e2e/support/journey.ts';
import { addDays, type Booking, type Car } from '@grandtour/shared';
import {
  consoleErrors,
  freeDays,
  freeDaysOfACar,
  openDashboard,
  ownerCalendar,
  requestBooking,
  signInAsOwner,
} from './support/owner.ts';

const dayButton = (page: Page, date: string) => page.locator(`[data-date="${date}"]`);

async function chooseVehicle(page: Page, car: { brand: string; model: string; year: number }) {
  await page
    .getByRole('combobox', { name: 'Véhicule', exact: true })
    .selectOption({ label: `${car.brand} ${car.model} (${car.year})` });
  await expect(page.getByTestId('calendar-vehicle-card')).toContainText(`${car.brand} ${car.model}`);
}

test('an owner blocks three days with a reason, syncs them, and a visitor can no longer book them', async ({
  page,
  browser,
}) => {
  const errors = consoleErrors(page);
  await signInAsOwner(page);
  const { car, dates } = await freeDaysOfACar(page.request, 3, 9);
  try {
    await openDashboard(page);
    await chooseVehicle(page, car);
    const grid = page.getByTestId('day-grid');
    await expect(grid.getByRole('button')).toHaveCount(30);
    await expect(page.getByText('Dim', { exact: true })).toBeVisible();
    await expect(page.getByText('Sam', { exact: true })).toBeVisible();
    await expect(grid.getByRole('button').first()).toHaveAccessibleName(/Aujourd’hui/);

    for (const date of dates) await dayButton(page, date).click();
    await expect(dayButton(page, dates[0]!)).toHaveAttribute('aria-pressed', 'true');
    await expect(
      page.getByRole('heading', { name: 'Configuration pour 3 date(s) sélectionnée(s)' }),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: 'Disponible', exact: true })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(page.getByLabel('Raison (optionnel)')).toHaveCount(0);
    await page.getByRole('button', { name: 'Non disponible' }).click();
    await page.getByLabel('Raison (optionnel)').selectOption({ label: 'Entretien / Maintenance' });
    await page.getByLabel('Notes (optionnel)').fill('Révision annuelle');
    await page.getByRole('button', { name: 'Ajouter au calendrier' }).click();

    // Queued, not sent: markers on the three days, the selection and form cleared.
    await expect(page.getByTestId('queued-marker')).toHaveCount(3);
    await expect(page.getByRole('heading', { name: /Configuration pour/ })).toHaveCount(0);
    await expect(page.getByRole('heading', { name: 'Modifications en attente (3)' })).toBeVisible();
    const pending = page.getByTestId('pending-changes');
    await expect(pending.getByRole('listitem')).toHaveCount(3);
    await expect(pending).toContainText('Entretien / Maintenance');
    expect((await ownerCalendar(page.request)).cars.find((c) => c.carId === car.carId)!.days).toEqual([]);

    // A queued day can be taken out, and queued again.
    await pending
      .getByRole('button', { name: /^Retirer le / })
      .last()
      .click();
    await expect(page.getByRole('heading', { name: 'Modifications en attente (2)' })).toBeVisible();
    await dayButton(page, dates[2]!).click();
    await page.getByRole('button', { name: 'Non disponible' }).click();
    await page.getByLabel('Raison (optionnel)').selectOption({ label: 'Entretien / Maintenance' });
    await page.getByRole('button', { name: 'Ajouter au calendrier' }).click();
    await expect(page.getByRole('heading', { name: 'Modifications en attente (3)' })).toBeVisible();

    // While the update travels, the button says so and cannot be pressed twice.
    let sent: unknown;
    await page.route('**/api/owner-calendar/bulk-update', async (route) => {
      sent = route.request().postDataJSON();
      await new Promise((resolve) => setTimeout(resolve, 600));
      await route.continue();
    });
    await page.getByRole('button', { name: 'Synchroniser tout' }).click();
    await expect(page.getByRole('button', { name: 'Synchronisation...' })).toBeDisabled();
    await expect(page.getByText('Calendrier mis à jour')).toBeVisible();
    await expect(page.getByText('Vos disponibilités ont été synchronisées avec succès.')).toBeVisible();
    expect(sent).toEqual({
      ownerId: 'me',
      carId: car.carId,
      dates: [
        { date: dates[0], isAvailable: false, reason: 'maintenance', notes: 'Révision annuelle' },
        { date: dates[1], isAvailable: false, reason: 'maintenance', notes: 'Révision annuelle' },
        // Queued again without notes: the empty notes are left out.
        { date: dates[2], isAvailable: false, reason: 'maintenance' },
      ],
    });
    await expect(page.getByRole('heading', { name: /Modifications en attente/ })).toHaveCount(0);
    for (const date of dates) {
      await expect(dayButton(page, date)).toHaveAttribute('data-status', 'blocked');
      await expect(dayButton(page, date)).toContainText('Bloqué');
      await expect(dayButton(page, date)).toHaveAccessibleName(/Bloqué, Entretien \/ Maintenance/);
    }

    // A visitor: the API refuses the days, search hides the car, the booking form says why.
    const visitor = await browser.newContext();
    const visitorPage = await visitor.newPage();
    const [start, end] = [dates[0]!, addDays(dates[2]!, 1)];
    const refused = await requestBooking(visitorPage.request, car.carId, start, end);
    expect(refused.status()).toBe(409);
    expect((await refused.json()).error).toBe('dates_unavailable');
    const found = (await (
      await visitorPage.request.get(`/api/cars?startDate=${start}&endDate=${end}&limit=100`)
    ).json()) as Car[];
    expect(found.map((result) => result.id)).not.toContain(car.carId);
    await visitorPage.goto(`/car/${car.carId}#booking`);
    const form = visitorPage.getByTestId('booking-form');
    await form.getByLabel('Date de prise').fill(start);
    await form.getByLabel('Date de retour').fill(end);
    await form.getByLabel('Lieu de prise').selectOption('car-address');
    await form.getByLabel('Prénom').fill('Camille');
    await form.getByLabel(/^Nom/).fill('Durand');
    await form.getByLabel('E-mail').fill('camille.durand@example.com');
    await form.getByLabel('Indicatif').selectOption('+33');
    await form.getByLabel('Téléphone').fill('6 12 34 56 78');
    await form.getByRole('checkbox').check();
    // The form knows the blocked days (decision 57): it says so before any booking is sent.
    const bookingsSent: string[] = [];
    visitorPage.on('request', (request) => {
      if (request.method() === 'POST' && request.url().endsWith('/api/bookings'))
        bookingsSent.push(request.url());
    });
    await visitorPage.getByTestId('booking-submit').click();
    await expect(form).toContainText('Le véhicule n’est pas libre sur toute cette période');
    expect(bookingsSent).toEqual([]);
    await visitor.close();
    expect(errors).toEqual([]);
  } finally {
    await freeDays(page.request, car.carId, dates);
  }
});

test('“Synchroniser maintenant” sends the selection at once; a day booked meanwhile is refused with its date', async ({
  page,
  browser,
}) => {
  await signInAsOwner(page);
  const { car, dates } = await freeDaysOfACar(page.request, 2, 16, 1);
  const [free, taken] = dates as [string, string];
  const visitor = await browser.newContext();
  let hold: Booking | undefined;
  try {
    await openDashboard(page);
    await chooseVehicle(page, car);
    await dayButton(page, free).click();
    await page.getByRole('button', { name: 'Non disponible' }).click();
    await page.getByRole('button', { name: 'Synchroniser maintenant' }).click();
    await expect(page.getByText('Calendrier mis à jour')).toBeVisible();
    await expect(dayButton(page, free)).toHaveAttribute('data-status', 'blocked');
    await expect(dayButton(page, free)).toHaveAttribute('aria-pressed', 'false');

    // The owner selects a day; before they send it, a visitor holds it.
    await dayButton(page, taken).click();
    const response = await requestBooking(visitor.request, car.carId, taken, addDays(taken, 1));
    expect(response.status()).toBe(201);
    hold = (await response.json()) as Booking;
    await page.getByRole('button', { name: 'Non disponible' }).click();
    await page.getByRole('button', { name: 'Synchroniser maintenant' }).click();
    const toast = page.getByText('Erreur de synchronisation');
    await expect(toast).toBeVisible();
    await expect(page.getByText(/Certains de ces jours sont déjà réservés/)).toBeVisible();
    await expect(
      page.getByRole('heading', { name: 'Configuration pour 1 date(s) sélectionnée(s)' }),
    ).toBeVisible();

    // Making the blocked day available again is a sync too.
    await dayButton(page, taken).click();
    await dayButton(page, free).click();
    await expect(
      page.getByRole('heading', { name: 'Configuration pour 1 date(s) sélectionnée(s)' }),
    ).toBeVisible();
    // The form kept its setting after the failure: the owner picks Disponible this time.
    await page.getByRole('button', { name: 'Disponible', exact: true }).click();
    await page.getByRole('button', { name: 'Synchroniser maintenant' }).click();
    await expect(dayButton(page, free)).toHaveAttribute('data-status', 'free');
    await expect(dayButton(page, taken)).toHaveAttribute('data-status', 'held');
    await expect(dayButton(page, taken)).toBeDisabled();
  } finally {
    if (hold) await visitor.request.post(`/api/bookings/${hold.id}/cancel`);
    await visitor.close();
    await freeDays(page.request, car.carId, [free]);
  }
});
