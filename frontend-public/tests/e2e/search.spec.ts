import { expect, test, type Page } from './support/journey.ts';
import { decimalStringToCents, formatMoney } from '@grandtour/shared';
import { carName, eurosShown, isoDateIn, searchCars } from './support/catalogue.ts';
import { expectCleanRun, watchPage } from './support/pageWatch.ts';

const PAGE_SIZE = 6;
const results = (page: Page) => page.getByTestId('search-result');
const countLine = (count: number) => (count === 1 ? '1 véhicule trouvé' : `${count} véhicules trouvés`);

async function openFilters(page: Page) {
  const toggle = page.getByTestId('filter-toggle');
  if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
  await expect(page.getByLabel('Catégorie')).toBeVisible();
}

test('filtering by category and maximum price shows only matching cards, in the URL, kept on reload', async ({
  page,
  request,
}) => {
  const watch = watchPage(page);
  const supercars = await searchCars(request, 'category=supercar');
  const prices = supercars.map((car) => Number(car.dailyPrice)).sort((a, b) => a - b);
  const maxPrice = prices[Math.floor(prices.length / 2)] ?? 0;
  const expected = await searchCars(request, `category=supercar&maxPrice=${maxPrice}`);
  expect(expected.length, 'the price filter leaves some supercars out and keeps some').toBeGreaterThan(0);
  expect(expected.length).toBeLessThan(supercars.length);

  await page.goto('/search');
  await openFilters(page);
  await page.getByLabel('Catégorie').selectOption('supercar');
  await page.getByLabel('Prix max. (€/jour)').fill(String(maxPrice));
  await page.getByTestId('search-submit').click();

  await expect(page).toHaveURL(`/search?category=supercar&maxPrice=${maxPrice}`);
  await expect(page.getByTestId('search-count')).toHaveText(countLine(expected.length));
  const cards = results(page);
  await expect(cards).toHaveCount(Math.min(PAGE_SIZE, expected.length));
  await expect(cards.getByTestId('search-result-name')).toHaveText(
    expected.slice(0, PAGE_SIZE).map((car) => carName(car)),
  );
  for (const card of await cards.all()) {
    await expect(card.getByTestId('search-result-category')).toContainText('Supercar');
    expect(eurosShown(await card.getByTestId('price').innerText())).toBeLessThanOrEqual(maxPrice);
  }
  const chips = page.getByTestId('active-filters');
  await expect(chips.getByTestId('filter-chip-category')).toHaveText('Supercar');
  const maxChip = `Jusqu’à ${formatMoney(decimalStringToCents(String(maxPrice)), 'EUR')}/jour`;
  await expect(chips.getByTestId('filter-chip-maxPrice')).toHaveText(maxChip);

  await page.reload();
  await expect(page.getByTestId('search-count')).toHaveText(countLine(expected.length));
  await expect(page.getByTestId('filter-chip-category')).toBeVisible();
  await openFilters(page);
  await expect(page.getByLabel('Catégorie')).toHaveValue('supercar');
  await expect(page.getByLabel('Prix max. (€/jour)')).toHaveValue(String(maxPrice));
  expectCleanRun(watch);
});

test('back and forward move between searches', async ({ page, request }) => {
  const watch = watchPage(page);
  const all = await searchCars(request);
  const luxury = await searchCars(request, 'category=luxury');

  await page.goto('/search');
  await expect(page.getByTestId('search-count')).toHaveText(countLine(all.length));
  await openFilters(page);
  await page.getByLabel('Catégorie').selectOption('luxury');
  await page.getByTestId('search-submit').click();
  await expect(page.getByTestId('search-count')).toHaveText(countLine(luxury.length));

  await page.goBack();
  await expect(page).toHaveURL('/search');
  await expect(page.getByTestId('search-count')).toHaveText(countLine(all.length));
  await expect(page.getByLabel('Catégorie')).toHaveValue('all');
  await page.goForward();
  await expect(page.getByTestId('search-count')).toHaveText(countLine(luxury.length));
  await expect(page.getByLabel('Catégorie')).toHaveValue('luxury');
  expectCleanRun(watch);
});

test('the category parameter of the home tiles presets the filter, aliases included', async ({
  page,
  request,
}) => {
  const watch = watchPage(page);
  const cabriolets = await searchCars(request, 'category=cabriolet');
  expect(cabriolets.length).toBeGreaterThan(0);

  await page.goto('/search?category=cabriolets');
  await expect(page.getByTestId('filter-chip-category')).toHaveText('Cabriolet');
  await expect(page.getByTestId('search-count')).toHaveText(countLine(cabriolets.length));
  for (const category of await results(page).getByTestId('search-result-category').allInnerTexts())
    expect(category.toLowerCase()).toContain('cabriolet');
  await openFilters(page);
  await expect(page.getByLabel('Catégorie')).toHaveValue('cabriolet');
  expectCleanRun(watch);
});

test('show more adds six cars at a time, disappears at the end, and a new filter starts again at six', async ({
  page,
  request,
}) => {
  const watch = watchPage(page);
  const all = await searchCars(request);
  expect(all.length, 'the demo fleet needs more than two pages').toBeGreaterThan(2 * PAGE_SIZE);

  await page.goto('/search');
  await expect(results(page)).toHaveCount(PAGE_SIZE);
  const showMore = page.getByTestId('show-more');
  for (let shown = PAGE_SIZE; shown < all.length; shown += PAGE_SIZE) {
    await showMore.focus();
    await page.keyboard.press('Enter');
    await expect(results(page)).toHaveCount(Math.min(shown + PAGE_SIZE, all.length));
    // Keyboard users carry on from the first car that arrived.
    await expect(page.getByTestId('search-result-link').nth(shown)).toBeFocused();
  }
  await expect(showMore).toBeHidden();
  await expect(results(page).getByTestId('search-result-name')).toHaveText(all.map((car) => carName(car)));

  await openFilters(page);
  await page.getByLabel('Places').selectOption('4');
  await page.getByTestId('search-submit').click();
  const fourSeaters = await searchCars(request, 'seats=4');
  await expect(page.getByTestId('search-count')).toHaveText(countLine(fourSeaters.length));
  await expect(results(page)).toHaveCount(Math.min(PAGE_SIZE, fourSeaters.length));
  expectCleanRun(watch);
});

test('a badge removes its own filter and "clear all" removes them all', async ({ page, request }) => {
  const watch = watchPage(page);
  const all = await searchCars(request);
  const automaticEssence = await searchCars(request, 'transmission=automatic&fuelType=essence');
  const essence = await searchCars(request, 'fuelType=essence');

  await page.goto('/search?transmission=automatic&fuelType=essence');
  await expect(page.getByTestId('search-count')).toHaveText(countLine(automaticEssence.length));
  await page.getByRole('button', { name: 'Retirer le filtre Automatique' }).focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL('/search?fuelType=essence');
  await expect(page.getByTestId('search-count')).toHaveText(countLine(essence.length));
  await expect(page.getByTestId('filter-toggle')).toBeFocused();

  await page.getByTestId('clear-filters').click();
  await expect(page).toHaveURL('/search');
  await expect(page.getByTestId('active-filters')).toBeHidden();
  await expect(page.getByTestId('search-count')).toHaveText(countLine(all.length));
  expectCleanRun(watch);
});

test('a search without results shows the empty state, whose button clears the filters', async ({
  page,
  request,
}) => {
  const watch = watchPage(page);
  const all = await searchCars(request);
  const cheapest = Math.min(...all.map((car) => Number(car.dailyPrice)));
  const query = `maxPrice=${cheapest - 1}`;
  expect(await searchCars(request, query)).toHaveLength(0);

  await page.goto(`/search?${query}`);
  await expect(page.getByRole('heading', { name: 'Aucun véhicule trouvé' })).toBeVisible();
  await expect(results(page)).toHaveCount(0);
  await page.getByTestId('search-empty-clear').click();
  await expect(page).toHaveURL('/search');
  await expect(results(page)).toHaveCount(PAGE_SIZE);
  expectCleanRun(watch);
});

test('contradictory filters are explained before any call, in the visitor’s language', async ({ page }) => {
  const watch = watchPage(page);
  await page.goto('/search');
  await expect(results(page)).toHaveCount(PAGE_SIZE);
  const searchCalls: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/cars?')) searchCalls.push(request.url());
  });

  await openFilters(page);
  await page.getByLabel('Prix min. (€/jour)').fill('2000');
  await page.getByLabel('Prix max. (€/jour)').fill('1000');
  await page.getByTestId('search-submit').click();
  await expect(page.getByTestId('filter-problem')).toHaveText(
    'Le prix minimum ne peut pas dépasser le prix maximum.',
  );
  await expect(page.getByLabel('Prix min. (€/jour)')).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByLabel('Prix max. (€/jour)')).toHaveAccessibleDescription(
    'Le prix minimum ne peut pas dépasser le prix maximum.',
  );

  await page.getByLabel('Prix min. (€/jour)').fill('');
  await page.getByLabel('Prix max. (€/jour)').fill('');
  await page.getByLabel('Date de début').fill(isoDateIn(20));
  await page.getByLabel('Date de fin').fill(isoDateIn(10));
  await page.getByTestId('search-submit').click();
  await expect(page.getByTestId('filter-problem')).toHaveText(
    'La date de fin ne peut pas précéder la date de début.',
  );
  await expect(page).toHaveURL('/search');
  expect(searchCalls).toEqual([]);
  expectCleanRun(watch);
});

test('each card shows the spec’s fields and reserves through the booking form, or says it is unavailable', async ({
  page,
  request,
}) => {
  const watch = watchPage(page);
  const supercars = await searchCars(request, 'category=supercar');
  const available = supercars.find((car) => car.isAvailable);
  const unavailable = supercars.find((car) => !car.isAvailable);
  if (!available || !unavailable)
    throw new Error('The demo supercars include available and unavailable cars');

  await page.goto('/search?category=supercar');
  await page.getByTestId('show-more').click();
  await expect(results(page)).toHaveCount(supercars.length);

  const card = results(page).filter({ hasText: carName(available) });
  await expect(card.getByTestId('availability-badge')).toHaveText('Disponible');
  await expect(card.getByTestId('car-quick-facts')).toContainText(`${available.horsepower} CV`);
  await expect(card.getByTestId('car-quick-facts')).toContainText(`${available.seats} places`);
  await expect(card.getByTestId('car-quick-facts')).toContainText(
    available.transmission === 'automatic' ? 'Auto' : 'Man',
  );
  await expect(card.getByTestId('owner-summary')).toContainText(available.ownerName);
  if (available.companyName)
    await expect(card.getByTestId('owner-company')).toContainText(available.companyName);
  await expect(card.getByTestId('owner-verified')).toHaveCount(available.ownerVerified ? 1 : 0);
  await expect(card.getByTestId('delivery-info')).toContainText(
    available.deliveryAvailable ? `${available.deliveryRadius} km` : 'Retrait sur place uniquement',
  );
  await expect(card.getByTestId('search-result-location')).toHaveText(available.location);
  await expect(card.getByTestId('search-result-link')).toHaveAttribute('href', `/car/${available.id}`);
  const reserve = card.getByTestId('reserve-button');
  await expect(reserve).toHaveText('Réserver maintenant');
  await expect(reserve).toHaveAttribute('href', `/car/${available.id}#booking`);

  const unavailableCard = results(page).filter({ hasText: carName(unavailable) });
  await expect(unavailableCard.getByTestId('availability-badge')).toHaveText('Non disponible');
  await expect(unavailableCard.getByTestId('reserve-button')).toHaveText('Non disponible');
  await expect(unavailableCard.getByTestId('reserve-button')).toBeDisabled();

  await reserve.click();
  await expect(page).toHaveURL(`/car/${available.id}#booking`);
  await expect(page.getByTestId('car-title')).toHaveText(carName(available));
  expectCleanRun(watch);
});

test('comparison mode: three cars at most, the fourth box disabled, then compare them with the search dates', async ({
  page,
}) => {
  const watch = watchPage(page);
  const startDate = isoDateIn(30);
  const endDate = isoDateIn(33);
  await page.goto(`/search?startDate=${startDate}&endDate=${endDate}`);
  await expect(results(page)).toHaveCount(PAGE_SIZE);
  await expect(page.getByTestId('compare-checkbox')).toHaveCount(0);

  const modeSwitch = page.getByRole('switch', { name: 'Mode comparaison' });
  await expect(modeSwitch).not.toBeChecked();
  await modeSwitch.focus();
  await page.keyboard.press('Space');
  await expect(modeSwitch).toBeChecked();
  await expect(modeSwitch).toBeFocused();
  const boxes = page.getByTestId('compare-checkbox').getByRole('checkbox');
  await expect(boxes).toHaveCount(PAGE_SIZE);
  const compareButton = page.getByTestId('compare-submit');
  await boxes.nth(0).check();
  await expect(compareButton).toBeDisabled();
  await boxes.nth(1).check();
  await expect(compareButton).toBeEnabled();
  await boxes.nth(2).check();
  await expect(page.getByTestId('compare-count')).toHaveText('3 / 3 véhicules sélectionnés');
  await expect(boxes.nth(3)).toBeDisabled();
  await expect(boxes.nth(2)).toBeEnabled();

  await page.getByTestId('compare-clear').click();
  await expect(page.getByTestId('compare-checkbox')).toHaveCount(0);
  await expect(page.getByTestId('compare-bar')).toBeHidden();

  await expect(modeSwitch).not.toBeChecked();
  await modeSwitch.check();
  await expect(boxes.nth(0)).not.toBeChecked();
  const ids: string[] = [];
  for (const index of [0, 2, 4]) {
    await boxes.nth(index).check();
    const href = await results(page).nth(index).getByTestId('search-result-link').getAttribute('href');
    ids.push(href?.split('/car/')[1] ?? '');
  }
  await compareButton.click();
  await expect(page).toHaveURL(`/compare?cars=${ids.join(',')}&startDate=${startDate}&endDate=${endDate}`);
  await expect(page.getByTestId('compare-column')).toHaveCount(3);
  expectCleanRun(watch);
});

test('sorting and the year range give the API’s cars in the API’s order', async ({ page, request }) => {
  const watch = watchPage(page);
  const all = await searchCars(request);
  const years = [...new Set(all.map((car) => car.year))].sort();
  const minYear = years[1] ?? years[0];
  const expected = await searchCars(request, `minYear=${minYear}&sortBy=price&sortOrder=asc`);
  expect(expected.length).toBeGreaterThan(0);
  expect(expected.length).toBeLessThan(all.length);

  await page.goto('/search');
  await openFilters(page);
  await page.getByLabel('Année min.').fill(String(minYear));
  await page.getByLabel('Trier par').selectOption('price-asc');
  await page.getByLabel('Année min.').press('Enter');

  await expect(page).toHaveURL(`/search?minYear=${minYear}&sortBy=price&sortOrder=asc`);
  await expect(page.getByTestId('search-count')).toHaveText(countLine(expected.length));
  await expect(results(page).getByTestId('search-result-name')).toHaveText(
    expected.slice(0, PAGE_SIZE).map((car) => carName(car)),
  );
  await expect(page.getByTestId('filter-chip-minYear')).toHaveText(`Depuis ${minYear}`);
  expectCleanRun(watch);
});

test('a failed search says so in the visitor’s language and can be retried', async ({ page, request }) => {
  const watch = watchPage(page);
  const all = await searchCars(request, 'category=supercar');
  // The server renders the first search with the page; the one the browser makes next fails.
  await page.goto('/search');
  await page.route('**/api/cars?*', (route) => route.fulfill({ status: 503, body: 'unavailable' }));
  await openFilters(page);
  await page.getByLabel('Catégorie').selectOption('supercar');
  await page.getByTestId('search-submit').click();
  await expect(page.getByTestId('search-error')).toContainText('Le chargement des véhicules a échoué.');
  await page.getByTestId('language-picker').click();
  await page.getByTestId('language-option-en').click();
  await expect(page.getByTestId('search-error')).toContainText('Failed to fetch cars');

  await page.unroute('**/api/cars?*');
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByTestId('search-count')).toHaveText(`${all.length} vehicles found`);
  await page.getByTestId('language-picker').click();
  await page.getByTestId('language-option-fr').click();
  // The browser itself logs the refused search (503), so only the requests are checked here.
  expect(watch.externalRequests).toEqual([]);
});
