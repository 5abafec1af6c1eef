import { expect, test, type Page } from './support/journey.ts';
import { expectCleanRun, watchPage } from './support/pageWatch.ts';

/** The minimal Web Storage shape; the test project is compiled without the DOM library. */
interface WebStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
}

const LANGUAGE_KEY = 'grandtour.language';
const CURRENCY_KEY = 'grandtour.currency';

/** Counts the page's calls to GET /api/locale. */
function countLookups(page: Page): { count: number } {
  const lookups = { count: 0 };
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/api/locale') lookups.count += 1;
  });
  return lookups;
}

async function saved(page: Page) {
  return page.evaluate(
    ([languageKey, currencyKey]) => {
      const storage = (globalThis as unknown as { localStorage: WebStorage }).localStorage;
      return { language: storage.getItem(languageKey!), currency: storage.getItem(currencyKey!) };
    },
    [LANGUAGE_KEY, CURRENCY_KEY],
  );
}

async function expectSettled(page: Page, language: string, currency: string) {
  await expect(page.locator('html')).toHaveAttribute('lang', language);
  await expect(page.getByTestId('language-picker')).toHaveText(language.toUpperCase());
  await expect(page.getByTestId('currency-picker')).toHaveText(currency);
  await expect(page.getByTestId('currency-picker')).not.toHaveAttribute('aria-busy');
}

test.describe('a first visit from a browser in London, in British English', () => {
  test.use({ locale: 'en-GB', timezoneId: 'Europe/London' });

  test('lands in English with pounds, remembers it and does not ask again', async ({ page }) => {
    const watch = watchPage(page);
    const lookups = countLookups(page);
    await page.goto('/');
    await expectSettled(page, 'en', 'GBP');
    await expect(page.getByTestId('nav-search')).toHaveText('Search');
    await expect(page.getByTestId('featured-car').first()).toContainText('£');
    expect(lookups.count).toBe(1);
    expect(await saved(page)).toEqual({ language: 'en', currency: 'GBP' });

    await page.reload();
    await expectSettled(page, 'en', 'GBP');
    await expect(page.getByTestId('featured-car').first()).toBeVisible();
    expect(lookups.count).toBe(1);
    expectCleanRun(watch);
  });

  test("a saved choice wins over detection, and the lookup isn't made", async ({ page }) => {
    const watch = watchPage(page);
    const lookups = countLookups(page);
    await page.addInitScript(
      ([languageKey, currencyKey]) => {
        const storage = (globalThis as unknown as { localStorage: WebStorage }).localStorage;
        storage.setItem(languageKey!, 'de');
        storage.setItem(currencyKey!, 'CHF');
      },
      [LANGUAGE_KEY, CURRENCY_KEY],
    );
    await page.goto('/');
    await expectSettled(page, 'de', 'CHF');
    await expect(page.getByTestId('nav-search')).toHaveText('Suche');
    await expect(page.getByTestId('featured-car').first()).toContainText('CHF');
    expect(lookups.count).toBe(0);
    expectCleanRun(watch);
  });

  test("the server's country outranks the time zone; a setting already saved stays", async ({ page }) => {
    const watch = watchPage(page);
    // As if the proxy in front of the API had said Spain (COUNTRY_HEADER is not set on the test server).
    await page.route('**/api/locale', (route) => route.fulfill({ json: { country: 'ES' } }));
    await page.addInitScript(
      (currencyKey) =>
        (globalThis as unknown as { localStorage: WebStorage }).localStorage.setItem(currencyKey, 'USD'),
      CURRENCY_KEY,
    );
    await page.goto('/');
    await expectSettled(page, 'es', 'USD');
    expect(await saved(page)).toEqual({ language: 'es', currency: 'USD' });
    expectCleanRun(watch);
  });

  test('a language chosen while the lookup runs is kept; the currency is still detected', async ({
    page,
  }) => {
    const watch = watchPage(page);
    let answerLookup: () => void = () => undefined;
    const lookupHeld = new Promise<void>((resolve) => (answerLookup = resolve));
    await page.route('**/api/locale', async (route) => {
      await lookupHeld;
      await route.fulfill({ json: { country: 'CH' } });
    });
    await page.goto('/');
    await expect(page.getByTestId('currency-picker')).toHaveAttribute('aria-busy', 'true');

    await page.getByTestId('language-picker').click();
    await page.getByTestId('language-option-de').click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    answerLookup();

    await expectSettled(page, 'de', 'CHF');
    expect(await saved(page)).toEqual({ language: 'de', currency: 'CHF' });
    expectCleanRun(watch);
  });

  test('when the lookup fails the time zone decides, and the next visit asks again', async ({ page }) => {
    const watch = watchPage(page);
    const lookups = countLookups(page);
    await page.route('**/api/locale', (route) => route.abort('connectionrefused'));
    await page.goto('/');
    await expectSettled(page, 'en', 'GBP');
    expect(await saved(page)).toEqual({ language: null, currency: null });
    await page.reload();
    await expectSettled(page, 'en', 'GBP');
    expect(lookups.count).toBe(2);
    expect(watch.externalRequests).toEqual([]);
  });
});

test.describe('a first visit from Paris with a Spanish browser', () => {
  test.use({ locale: 'es-ES', timezoneId: 'Europe/Paris' });

  test('falls back to the browser language when the time zone says nothing', async ({ page }) => {
    const watch = watchPage(page);
    await page.goto('/');
    await expectSettled(page, 'es', 'EUR');
    expect(await saved(page)).toEqual({ language: 'es', currency: 'EUR' });
    expectCleanRun(watch);
  });
});
