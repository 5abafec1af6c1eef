import { expect, journeyServerURL, test, type Locator, type Page } from './support/journey.ts';
import type { Car } from '@grandtour/shared';
import { bookableCars, bookThroughApi, cancelThroughApi, stayIn } from './support/booking.ts';
import { carName, isoDateIn, searchCars } from './support/catalogue.ts';
import { expectCleanRun, watchPage } from './support/pageWatch.ts';

const DEMO_OWNER = { identifier: 'owner@grandtour.demo', password: 'GrandTour-Demo-2026' };

const day = (calendar: Locator, date: string) => calendar.locator(`[data-day="${date}"]`);

/** Pages the calendar, forward or back, until `date`'s month shows (the dates fall in any month, by today's date). */
async function showMonthOf(calendar: Locator, date: string) {
  for (let months = 0; months < 14 && !(await day(calendar, date).isVisible()); months++) {
    const firstShown = (await calendar.locator('[data-day]').first().getAttribute('data-day')) ?? '';
    const name = date < firstShown ? 'Mois précédent' : 'Mois suivant';
    await calendar.getByRole('button', { name }).click();
  }
  await expect(day(calendar, date)).toBeVisible();
}

/** A day of the calendar, its month shown first. */
async function shownDay(calendar: Locator, date: string): Promise<Locator> {
  await showMonthOf(calendar, date);
  return day(calendar, date);
}

/** One of the demo owner's bookable cars, and a day its owner blocks on it. */
async function ownerBlocksADay(page: Page, bookable: Car[], date: string): Promise<Car> {
  const owner = await page
    .context()
    .browser()!
    .newContext({ baseURL: journeyServerURL(test.info().parallelIndex) });
  expect((await owner.request.post('/api/login', { data: DEMO_OWNER })).status()).toBe(200);
  const owned = (await (await owner.request.get('/api/owner/cars')).json()) as { id: string }[];
  const car = bookable.find((candidate) => owned.some((mine) => mine.id === candidate.id));
  if (!car) throw new Error('The demo owner has a bookable car');
  const blocked = await owner.request.post('/api/owner-calendar/bulk-update', {
    data: { ownerId: 'me', carId: car.id, dates: [{ date, isAvailable: false, reason: 'maintenance' }] },
  });
  expect(blocked.status(), await blocked.text()).toBe(200);
  await owner.close();
  return car;
}

test('the car page’s calendar disables the days booked and blocked, and picks the dates into the form', async ({
  page,
}) => {
  const watch = watchPage(page);
  const blockedDay = isoDateIn(156);
  const car = await ownerBlocksADay(page, await bookableCars(page.request), blockedDay);
  const booked = stayIn(150, 3);
  const held = await bookThroughApi(page, car, booked);

  await page.goto(`/car/${car.id}#booking`);
  const calendar = page.getByTestId('availability-calendar');
  await expect(calendar.getByTestId('next-free')).toContainText('Disponible à partir du');
  for (const date of [isoDateIn(150), isoDateIn(151), isoDateIn(152)]) {
    await expect(await shownDay(calendar, date)).toHaveAttribute('aria-disabled', 'true');
    await expect(day(calendar, date)).toHaveAttribute('aria-label', /indisponible$/);
  }
  // The car is back on the morning of the 153rd day: free to leave again.
  await expect(await shownDay(calendar, isoDateIn(153))).toHaveAttribute('aria-disabled', 'false');
  await expect(await shownDay(calendar, blockedDay)).toHaveAttribute('aria-disabled', 'true');

  // Pickup, then return: the return may be the first taken day, never a day past it.
  await (await shownDay(calendar, isoDateIn(146))).click();
  await expect(await shownDay(calendar, isoDateIn(151))).toHaveAttribute('aria-disabled', 'true');
  await (await shownDay(calendar, isoDateIn(150))).click();
  const form = page.getByTestId('booking-form');
  await expect(form.getByLabel('Date de prise')).toHaveValue(isoDateIn(146));
  await expect(form.getByLabel('Date de retour')).toHaveValue(isoDateIn(150));
  await expect(await shownDay(calendar, isoDateIn(146))).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByTestId('breakdown-total')).toBeVisible();

  // A return typed across the booking is flagged before anything is sent.
  await form.getByLabel('Date de retour').fill(isoDateIn(153));
  await form.getByLabel('Date de retour').blur();
  await expect(form.getByText('Le véhicule n’est pas libre sur toute cette période')).toBeVisible();

  // The keyboard moves between days.
  await (await shownDay(calendar, isoDateIn(146))).focus();
  await page.keyboard.press('ArrowRight');
  await expect(day(calendar, isoDateIn(147))).toBeFocused();

  await cancelThroughApi(page, held.id);
  expectCleanRun(watch);
});

test('the home page’s search opens the results for its city and dates, with the form filled', async ({
  page,
}) => {
  const watch = watchPage(page);
  const [startDate, endDate] = [isoDateIn(40), isoDateIn(43)];
  const expected = await searchCars(page.request, `location=Nice&startDate=${startDate}&endDate=${endDate}`);
  expect(expected.length).toBeGreaterThan(0);

  await page.goto('/');
  const hero = page.getByRole('search', { name: 'Rechercher par ville et par dates' });
  await hero.getByLabel('Ville').selectOption('Nice');
  await hero.getByLabel('Date de début').fill(startDate);
  await hero.getByLabel('Date de fin').fill(endDate);
  await hero.getByRole('button', { name: 'Rechercher' }).click();

  await expect(page).toHaveURL(`/search?location=Nice&startDate=${startDate}&endDate=${endDate}`);
  // The search form says what was asked: as chips, and in its fields once opened.
  await expect(page.getByTestId('filter-chip-location')).toContainText('Nice');
  const toggle = page.getByTestId('filter-toggle');
  if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
  await expect(page.getByLabel('Ville')).toHaveValue('Nice');
  await expect(page.getByLabel('Date de début')).toHaveValue(startDate);
  await expect(page.getByLabel('Date de fin')).toHaveValue(endDate);
  const names = page.getByTestId('search-result').getByTestId('search-result-name');
  await expect(names).toHaveText(expected.slice(0, await names.count()).map(carName));
  await expect(page.getByTestId('search-result').getByTestId('search-result-location').first()).toHaveText(
    'Nice',
  );
  // "Réserver" from the results carries the dates on to the booking form.
  await page.getByTestId('search-result').first().getByTestId('reserve-button').click();
  await expect(page).toHaveURL(`/car/${expected[0]!.id}?startDate=${startDate}&endDate=${endDate}#booking`);
  const form = page.getByTestId('booking-form');
  await expect(form.getByLabel('Date de prise')).toHaveValue(startDate);
  await expect(form.getByLabel('Date de retour')).toHaveValue(endDate);
  expectCleanRun(watch);
});

test('“Réserver” on the comparison opens the booking form with the trip’s dates and delivery', async ({
  page,
}) => {
  const watch = watchPage(page);
  const cars = await bookableCars(page.request);
  const delivering = cars.find((car) => car.deliveryAvailable);
  const other = cars.find((car) => car.id !== delivering?.id);
  if (!delivering || !other) throw new Error('The demo fleet has a bookable car that delivers');
  const [startDate, endDate] = [isoDateIn(47), isoDateIn(49)];

  await page.goto(
    `/compare?cars=${delivering.id},${other.id}&startDate=${startDate}&endDate=${endDate}&homeDelivery=true`,
  );
  await page.getByTestId('compare-column').first().getByTestId('reserve-button').click();

  await expect(page).toHaveURL(
    `/car/${delivering.id}?startDate=${startDate}&endDate=${endDate}&homeDelivery=true#booking`,
  );
  const form = page.getByTestId('booking-form');
  await expect(form.getByLabel('Date de prise')).toHaveValue(startDate);
  await expect(form.getByLabel('Date de retour')).toHaveValue(endDate);
  await expect(form.getByLabel('Lieu de prise')).toHaveValue('delivery');
  await expect(page.getByTestId('breakdown-total')).toBeVisible();
  expectCleanRun(watch);
});
