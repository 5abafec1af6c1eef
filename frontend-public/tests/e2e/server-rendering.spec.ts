import { expect, test, type APIRequestContext, type Browser } from './support/journey.ts';
import {
  carDescriptionIn,
  decimalStringToCents,
  formatMoney,
  type Car,
  type Review,
} from '@grandtour/shared';
import { carName, searchCars } from './support/catalogue.ts';
import { expectCleanRun, watchPage } from './support/pageWatch.ts';

/** What each language shows: the browser's locale, the texts the server must render and the currency it guesses. */
const VISITORS = [
  {
    locale: 'fr-FR',
    language: 'fr',
    currency: 'EUR',
    title: 'Grand Tour — Location de voitures d’exception',
    search: 'Rechercher',
    found: (count: number) => `${count} véhicules trouvés`,
    reviews: (count: number) => `Avis clients (${count})`,
  },
  {
    locale: 'en-GB',
    language: 'en',
    currency: 'GBP',
    title: 'Grand Tour — Exceptional car rental',
    search: 'Search',
    found: (count: number) => `${count} vehicles found`,
    reviews: (count: number) => `Customer reviews (${count})`,
  },
  {
    locale: 'es-ES',
    language: 'es',
    currency: 'EUR',
    title: 'Grand Tour — Alquiler de coches excepcionales',
    search: 'Buscar',
    found: (count: number) => `${count} vehículos encontrados`,
    reviews: (count: number) => `Opiniones de clientes (${count})`,
  },
  {
    locale: 'de-DE',
    language: 'de',
    currency: 'EUR',
    title: 'Grand Tour — Vermietung außergewöhnlicher Fahrzeuge',
    search: 'Suche',
    found: (count: number) => `${count} Fahrzeuge gefunden`,
    reviews: (count: number) => `Kundenbewertungen (${count})`,
  },
] as const;

async function availableCar(request: APIRequestContext): Promise<Car> {
  return (await searchCars(request, 'availableNow=true'))[0]!;
}

/** A browser without JavaScript: all it shows is what the server sent. */
async function withoutJavaScript(browser: Browser, locale: string) {
  // Not Paris: the server only sees the browser's languages, whatever its time zone says.
  return browser.newContext({ javaScriptEnabled: false, locale, timezoneId: 'America/Sao_Paulo' });
}

test('without JavaScript, the home, search and car pages show their content in the visitor’s language and currency', async ({
  browser,
  request,
}) => {
  const featured = await searchCars(request, 'limit=3');
  const all = await searchCars(request);
  const car = await availableCar(request);
  const reviews = (await (await request.get(`/api/reviews/car/${car.id}`)).json()) as Review[];

  for (const visitor of VISITORS) {
    const context = await withoutJavaScript(browser, visitor.locale);
    const page = await context.newPage();
    const price = (euros: string) => formatMoney(decimalStringToCents(euros), visitor.currency);

    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('lang', visitor.language);
    await expect(page).toHaveTitle(visitor.title);
    await expect(page.getByTestId('nav-search')).toHaveText(visitor.search);
    await expect(page.getByTestId('language-picker')).toHaveText(visitor.language.toUpperCase());
    await expect(page.getByTestId('currency-picker')).toHaveText(visitor.currency);
    const cards = page.getByTestId('featured-car');
    await expect(cards).toHaveCount(3);
    for (const [index, featuredCar] of featured.entries()) {
      await expect(cards.nth(index)).toContainText(carName(featuredCar));
      await expect(cards.nth(index).getByTestId('price')).toContainText(price(featuredCar.dailyPrice));
    }

    await page.goto('/search');
    await expect(page.getByTestId('search-count')).toHaveText(visitor.found(all.length));
    await expect(page.getByTestId('search-result-name')).toHaveText(all.slice(0, 6).map(carName));

    await page.goto(`/car/${car.id}`);
    await expect(page).toHaveTitle(`${carName(car)} — Grand Tour`);
    await expect(page.getByTestId('car-title')).toHaveText(carName(car));
    // In the visitor's language (the demo fleet is described in all four, decision 59).
    await expect(page.getByTestId('car-description')).toHaveText(
      carDescriptionIn(car, visitor.language).text,
    );
    await expect(page.getByRole('heading', { name: visitor.reviews(reviews.length) })).toBeVisible();
    await expect(page.getByTestId('similar-car').first()).toBeVisible();
    // The form is the browser's to draw; the server keeps its place.
    await expect(page.getByTestId('booking-form-skeleton')).toBeVisible();
    await context.close();
  }
});

test('an unknown car and an unknown address are not-found pages with a 404, rendered by the server', async ({
  request,
}) => {
  const unknownCar = await request.get('/car/00000000-0000-4000-8000-000000000000');
  expect(unknownCar.status()).toBe(404);
  expect(await unknownCar.text()).toContain('Véhicule non trouvé');
  const inEnglish = await request.get('/car/00000000-0000-4000-8000-000000000000', {
    headers: { 'accept-language': 'en-US,en;q=0.9' },
  });
  expect(inEnglish.status()).toBe(404);
  expect(await inEnglish.text()).toContain('Vehicle not found');

  const unknownPage = await request.get('/nowhere/at/all');
  expect(unknownPage.status()).toBe(404);
  expect(await unknownPage.text()).toContain('Page Non Trouvée');
});

test('what a signed-in visitor has never reaches the server’s pages, theirs or anyone’s', async ({
  browser,
  request,
}) => {
  const tag = Date.now().toString(36);
  const person = {
    firstName: 'Zéphyrine',
    lastName: `Quartermaine${tag}`,
    username: `zephyrine.${tag}`,
    email: `${tag}@example.fr`,
  };
  const car = await availableCar(request);
  const signedIn = await browser.newContext();
  const registered = await signedIn.request.post('/api/register', {
    data: { ...person, password: 'Secret-123', userType: 'client' },
  });
  expect(registered.status()).toBe(201);
  expect(
    (await signedIn.request.post('/api/favorites', { data: { userId: 'guest', carId: car.id } })).ok(),
  ).toBe(true);
  const anonymous = await browser.newContext();

  for (const path of ['/', '/search', `/car/${car.id}`]) {
    for (const visitor of [signedIn, anonymous]) {
      const answer = await visitor.request.get(path);
      expect(answer.headers()['cache-control']).toBe('private, no-cache');
      expect(answer.headers()['vary']).toContain('Cookie');
      const html = await answer.text();
      for (const own of Object.values(person)) expect(html, `${path} shows ${own}`).not.toContain(own);
      // The page carries public reads only: the car list, a car, its reviews and similar cars.
      const state = JSON.parse(
        html.match(/<script type="application\/json" id="ssr-state">(.*?)<\/script>/)![1]!,
      );
      const keys = (state.queries.queries as { queryKey: unknown[] }[]).map(({ queryKey }) =>
        String(queryKey[0]),
      );
      expect(
        keys.every((key) => /^\/api\/(cars|reviews\/car)\b/.test(key)),
        `${path}: ${keys}`,
      ).toBe(true);
    }
  }
  await signedIn.close();
  await anonymous.close();
});

test('the language and currency a visitor chose are the ones the server renders the next pages in', async ({
  page,
}) => {
  await page.goto('/');
  await page.getByTestId('language-picker').click();
  await page.getByTestId('language-option-de').click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  await page.getByTestId('currency-picker').click();
  await page.getByTestId('currency-option-CHF').click();
  await expect(page.getByTestId('currency-picker')).toHaveText('CHF');

  const html = await (await page.request.get('/search')).text();
  expect(html).toContain('<html lang="de">');
  expect(html).toContain('Fahrzeuge suchen — Grand Tour');
  expect(html).toMatch(/data-testid="currency-picker"[^>]*>CHF/);
});

for (const visitor of VISITORS) {
  test(`in ${visitor.locale} the browser takes the server’s page over without redrawing it`, async ({
    browser,
    request,
  }) => {
    const car = await availableCar(request);
    const context = await browser.newContext({ locale: visitor.locale, timezoneId: 'America/Sao_Paulo' });
    const page = await context.newPage();
    const watch = watchPage(page);
    for (const path of ['/', '/search', `/car/${car.id}`]) {
      await page.goto(path);
      // Drawn by the browser once it has the page: the language menu and the booking form.
      await page.getByTestId('language-picker').click();
      const otherLanguage = page.getByTestId(`language-option-${visitor.language === 'fr' ? 'en' : 'fr'}`);
      await expect(otherLanguage).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(otherLanguage).toBeHidden();
      if (path.startsWith('/car/')) await expect(page.getByTestId('booking-form')).toBeVisible();
    }
    // A mismatch between the server's markup and the browser's first render is reported as an error.
    expectCleanRun(watch);
    await context.close();
  });
}
