import { expect, test, type Page } from './support/journey.ts';
import { decimalStringToCents, featureLabel, formatMoney, type CarQuote } from '@grandtour/shared';
import { carName, isoDateIn, searchCars } from './support/catalogue.ts';
import { expectCleanRun, watchPage } from './support/pageWatch.ts';

const columns = (page: Page) => page.getByTestId('compare-column');
const UNKNOWN_CAR = '00000000-0000-4000-8000-00000000dead';

test('a shared comparison link shows one column per car, with the spec’s fields', async ({
  page,
  request,
}) => {
  const watch = watchPage(page);
  const [first, second] = await searchCars(request);
  if (!first || !second) throw new Error('The demo fleet has at least two cars');

  await page.goto(`/compare?cars=${first.id},${second.id}`);
  await expect(columns(page)).toHaveCount(2);
  await expect(columns(page).getByTestId('compare-name')).toHaveText([carName(first), carName(second)]);
  const column = columns(page).first();
  await expect(column.getByTestId('compare-reference')).toHaveText(`Réf. ${first.id.slice(0, 8)}`);
  await expect(column.getByTestId('compare-year')).toContainText(String(first.year));
  await expect(column.getByTestId('compare-horsepower')).toContainText(`${first.horsepower} CV`);
  await expect(column.getByTestId('compare-acceleration')).toContainText(
    `${first.acceleration.replace('.', ',')} s`,
  );
  await expect(column.getByTestId('compare-seats')).toContainText(String(first.seats));
  await expect(column.getByTestId('compare-daily-price')).toContainText('€/jour');
  // Catalogue features by their French label, free text as written (decision 59).
  await expect(column.getByTestId('compare-features').locator('li')).toHaveText(
    first.features.map((feature) => featureLabel(feature, 'fr').text),
  );
  await expect(column.locator('img').first()).toHaveAttribute('alt', carName(first));
  await expect(column.getByTestId('reserve-button')).toHaveAttribute('href', `/car/${first.id}#booking`);
  await expect(page.getByTestId('add-vehicle')).toBeVisible();
  expectCleanRun(watch);
});

test('removing columns one by one ends on a bare /compare, without the trip, which offers the modal and the search', async ({
  page,
  request,
}) => {
  const watch = watchPage(page);
  const [first, second] = await searchCars(request);
  if (!first || !second) throw new Error('The demo fleet has at least two cars');

  const trip = `startDate=${isoDateIn(50)}&endDate=${isoDateIn(52)}&homeDelivery=true`;
  await page.goto(`/compare?cars=${first.id},${second.id}&${trip}`);
  await page.getByRole('button', { name: `Retirer ${carName(first)} de la comparaison` }).click();
  await expect(page).toHaveURL(`/compare?cars=${second.id}&${trip}`);
  await expect(columns(page)).toHaveCount(1);
  await expect(columns(page).getByTestId('compare-name')).toHaveText(carName(second));

  await columns(page).getByTestId('compare-remove').click();
  await expect(page).toHaveURL('/compare');
  await expect(columns(page)).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Aucun véhicule à comparer' })).toBeVisible();
  await expect(page.getByTestId('compare-empty').getByTestId('back-to-search')).toHaveAttribute(
    'href',
    '/search',
  );

  await page.getByTestId('compare-select').click();
  const dialog = page.getByRole('dialog', { name: 'Choisir des véhicules' });
  await dialog.getByLabel(carName(first)).check();
  await dialog.getByLabel(carName(second)).check();
  await dialog.getByTestId('vehicle-picker-confirm').click();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(`/compare?cars=${first.id},${second.id}`);
  await expect(columns(page)).toHaveCount(2);
  expectCleanRun(watch);
});

test('the add-vehicle modal lists only the cars not yet compared, and the third one fills the last slot', async ({
  page,
  request,
}) => {
  const watch = watchPage(page);
  const cars = await searchCars(request);
  const [first, second] = cars;
  if (!first || !second) throw new Error('The demo fleet has at least two cars');
  const others = cars.filter((car) => car.id !== first.id && car.id !== second.id);
  const third = others[others.length - 1];
  if (!third) throw new Error('The demo fleet has at least three cars');

  await page.goto(`/compare?cars=${first.id},${second.id}`);
  // From the keyboard: the dialog, loaded on demand, takes the focus, and Escape gives it back.
  const addVehicle = page.getByTestId('add-vehicle');
  await addVehicle.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Choisir des véhicules' });
  await expect(dialog.getByLabel('Filtrer par marque ou modèle')).toBeVisible();
  await expect(addVehicle).not.toBeFocused();
  await page.keyboard.press('Tab');
  await expect(dialog.getByLabel('Filtrer par marque ou modèle')).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(addVehicle).toBeFocused();

  await addVehicle.click();
  const options = dialog.getByTestId('vehicle-option');
  await expect(options).toHaveCount(others.length);
  await expect(options.filter({ hasText: carName(first) })).toHaveCount(0);
  await expect(options.filter({ hasText: carName(second) })).toHaveCount(0);

  await dialog.getByLabel('Filtrer par marque ou modèle').fill(third.model);
  await expect(options).toHaveCount(
    others.filter((car) => carName(car).toLowerCase().includes(third.model.toLowerCase())).length,
  );
  await dialog.getByLabel(carName(third)).check();
  await dialog.getByLabel('Filtrer par marque ou modèle').fill('');
  await expect(options).toHaveCount(others.length);
  await expect(dialog.getByLabel(carName(third))).toBeChecked();
  for (const box of await dialog.getByRole('checkbox', { checked: false }).all())
    await expect(box).toBeDisabled();
  await dialog.getByTestId('vehicle-picker-confirm').click();

  await expect(page).toHaveURL(`/compare?cars=${first.id},${second.id},${third.id}`);
  await expect(columns(page)).toHaveCount(3);
  await expect(columns(page).nth(2).getByTestId('compare-name')).toHaveText(carName(third));
  await expect(page.getByTestId('add-vehicle')).toBeHidden();
  expectCleanRun(watch);
});

test('malformed, repeated and unknown ids leave the address with a notice', async ({ page, request }) => {
  const watch = watchPage(page);
  const [first] = await searchCars(request);
  if (!first) throw new Error('The demo fleet is empty');

  await page.goto(`/compare?cars=not-a-car,${first.id},${first.id},${UNKNOWN_CAR}`);
  await expect(page).toHaveURL(`/compare?cars=${first.id}`);
  await expect(columns(page)).toHaveCount(1);
  await expect(page.getByTestId('compare-dropped')).toHaveText(
    '3 véhicules du lien sont introuvables ; ils ont été retirés de la comparaison.',
  );
  // The browser itself logs the API's 404 for the unknown car, so only the requests are checked here.
  expect(watch.externalRequests).toEqual([]);
});

test('with dates, each column shows the trip cost the quote API gives, and the dates stay in the address', async ({
  page,
  request,
}) => {
  const watch = watchPage(page);
  const [first, second] = await searchCars(request, 'sortBy=price&sortOrder=desc');
  if (!first || !second) throw new Error('The demo fleet has at least two cars');
  const startDate = isoDateIn(40);
  const endDate = isoDateIn(44);

  await page.goto(`/compare?cars=${first.id},${second.id}`);
  await expect(page.getByTestId('trip-cost')).toHaveCount(0);
  await page.getByLabel('Date de début').fill(startDate);
  await page.getByLabel('Date de fin').fill(endDate);
  await expect(page).toHaveURL(
    `/compare?cars=${first.id},${second.id}&startDate=${startDate}&endDate=${endDate}`,
  );

  for (const [index, car] of [first, second].entries()) {
    const quoteResponse = await request.get(
      `/api/cars/${car.id}/quote?startDate=${startDate}&endDate=${endDate}&homeDelivery=false`,
    );
    const quote = (await quoteResponse.json()) as CarQuote;
    const cost = columns(page).nth(index).getByTestId('trip-cost');
    await expect(cost.getByTestId('trip-total')).toHaveText(
      formatMoney(quote.totalCents, 'EUR', { exact: true }),
    );
    await expect(cost.getByTestId('trip-rental')).toHaveText(
      formatMoney(quote.rentalCents, 'EUR', { exact: true }),
    );
    await expect(cost.getByTestId('trip-service-fee')).toHaveText(
      formatMoney(quote.serviceFeeCents, 'EUR', { exact: true }),
    );
    await expect(cost.getByTestId('trip-deposit')).toHaveText(
      formatMoney(quote.depositCents, 'EUR', { exact: true }),
    );
    await expect(cost).toContainText(`Location (${quote.days} jours)`);
    await expect(cost.getByTestId('cancellation-terms')).toContainText('Annulation gratuite jusqu’au');
    await expect(cost.getByTestId('cancellation-terms')).toContainText('30 %');
  }

  await page.reload();
  await expect(page.getByLabel('Date de début')).toHaveValue(startDate);
  await expect(columns(page).first().getByTestId('trip-total')).toBeVisible();

  await page.getByLabel('Date de fin').fill(isoDateIn(35));
  await expect(page.getByTestId('trip-dates-problem')).toHaveText(
    'La date de fin ne peut pas précéder la date de début.',
  );
  await expect(page.getByLabel('Date de fin')).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByLabel('Date de fin')).toHaveAccessibleDescription(
    'La date de fin ne peut pas précéder la date de début.',
  );
  await expect(page.getByTestId('trip-cost')).toHaveCount(0);
  expectCleanRun(watch);
});

test('home delivery, chosen with the dates and kept in the address, is priced for the cars that deliver', async ({
  page,
  request,
}) => {
  const watch = watchPage(page);
  const cars = await searchCars(request);
  const delivering = cars.find((car) => car.deliveryAvailable);
  const collectedOnly = cars.find((car) => !car.deliveryAvailable);
  if (!delivering || !collectedOnly) throw new Error('The demo fleet has cars with and without delivery');
  const startDate = isoDateIn(45);
  const endDate = isoDateIn(48);
  const dates = `startDate=${startDate}&endDate=${endDate}`;
  const quote = async (carId: string, homeDelivery: boolean) =>
    (await (
      await request.get(`/api/cars/${carId}/quote?${dates}&homeDelivery=${homeDelivery}`)
    ).json()) as CarQuote;

  await page.goto(`/compare?cars=${delivering.id},${collectedOnly.id}&${dates}`);
  const deliveryChoice = page.getByRole('switch', { name: 'Livraison et reprise à domicile' });
  await expect(deliveryChoice).not.toBeChecked();
  const [deliveringColumn, collectedColumn] = [columns(page).nth(0), columns(page).nth(1)];
  await expect(deliveringColumn.getByTestId('trip-total')).toHaveText(
    formatMoney((await quote(delivering.id, false)).totalCents, 'EUR', { exact: true }),
  );
  await expect(deliveringColumn.getByTestId('trip-delivery')).toHaveCount(0);

  await deliveryChoice.focus();
  await page.keyboard.press('Space');
  await expect(deliveryChoice).toBeChecked();
  await expect(page).toHaveURL(
    `/compare?cars=${delivering.id},${collectedOnly.id}&${dates}&homeDelivery=true`,
  );

  const withDelivery = await quote(delivering.id, true);
  // Delivered and collected, at this car's own fee for each leg (decision 49).
  expect(withDelivery.deliveryCents).toBe(2 * decimalStringToCents(delivering.deliveryFee));
  await expect(deliveringColumn.getByTestId('trip-delivery')).toHaveText(
    formatMoney(withDelivery.deliveryCents, 'EUR', { exact: true }),
  );
  await expect(deliveringColumn.getByTestId('trip-service-fee')).toHaveText(
    formatMoney(withDelivery.serviceFeeCents, 'EUR', { exact: true }),
  );
  await expect(deliveringColumn.getByTestId('trip-total')).toHaveText(
    formatMoney(withDelivery.totalCents, 'EUR', { exact: true }),
  );
  await expect(deliveringColumn.getByTestId('trip-no-delivery')).toHaveCount(0);

  const collected = await quote(collectedOnly.id, false);
  await expect(collectedColumn.getByTestId('trip-no-delivery')).toHaveText(
    'Livraison à domicile non proposée : retrait en agence.',
  );
  await expect(collectedColumn.getByTestId('trip-delivery')).toHaveCount(0);
  await expect(collectedColumn.getByTestId('trip-total')).toHaveText(
    formatMoney(collected.totalCents, 'EUR', { exact: true }),
  );

  await page.reload();
  await expect(deliveryChoice).toBeChecked();
  await expect(deliveringColumn.getByTestId('trip-delivery')).toBeVisible();

  await deliveryChoice.click();
  await expect(deliveryChoice).not.toBeChecked();
  await expect(page).toHaveURL(`/compare?cars=${delivering.id},${collectedOnly.id}&${dates}`);
  await expect(deliveringColumn.getByTestId('trip-delivery')).toHaveCount(0);
  await expect(collectedColumn.getByTestId('trip-no-delivery')).toHaveCount(0);
  expectCleanRun(watch);
});

test('the spec’s old Book-now link /payment?carId=… lands on the car’s booking form', async ({
  page,
  request,
}) => {
  const watch = watchPage(page);
  const [car] = await searchCars(request);
  if (!car) throw new Error('The demo fleet is empty');

  await page.goto(`/payment?carId=${car.id}`);
  await expect(page).toHaveURL(`/car/${car.id}#booking`);
  await expect(page.getByTestId('car-title')).toHaveText(carName(car));

  // Without carId, /payment is the card payment page, whose guard sends a visitor with no booking home.
  await page.goto('/payment');
  await expect(page).toHaveURL('/');
  expectCleanRun(watch);
});
