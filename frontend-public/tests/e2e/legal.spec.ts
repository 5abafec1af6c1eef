import { expect, test } from './support/journey.ts';
import { LANGUAGES, LEGAL_PAGES, moneySentences, type LegalPageKey } from '@grandtour/shared';
import { legalDe } from '../../src/i18n/legal/de.ts';
import { legalEn } from '../../src/i18n/legal/en.ts';
import { legalEs } from '../../src/i18n/legal/es.ts';
import { legalFr } from '../../src/i18n/legal/fr.ts';
import { searchCars } from './support/catalogue.ts';
import { expectCleanRun, watchPage } from './support/pageWatch.ts';

const TEXTS = { fr: legalFr, en: legalEn, es: legalEs, de: legalDe };
const PAGES = Object.entries(LEGAL_PAGES) as [LegalPageKey, string][];

test('each legal page is served in each language, with its title, by the server', async ({ request }) => {
  for (const language of LANGUAGES) {
    for (const [key, path] of PAGES) {
      const response = await request.get(path, { headers: { cookie: `grandtour.language=${language}` } });
      expect(response.status(), `${language} ${path}`).toBe(200);
      const html = await response.text();
      const { title } = TEXTS[language].legal.documents[key];
      expect(html, `${language} ${path}`).toContain(`<title>${title} — Grand Tour</title>`);
      expect(html, `${language} ${path}`).toMatch(new RegExp(`<h1[^>]*>${title}</h1>`));
    }
    // The terms state the money rules the chat and the FAQ state, from the same constants.
    const terms = await (
      await request.get(LEGAL_PAGES.terms, { headers: { cookie: `grandtour.language=${language}` } })
    ).text();
    expect(terms).toContain(moneySentences(language).cancellation);
  }
});

test('the footer leads to the five legal pages', async ({ page }) => {
  const watch = watchPage(page);
  await page.goto('/');
  const footer = page.locator('footer');
  const links: [string, LegalPageKey][] = [
    ['footer-legal', 'notice'],
    ['footer-terms', 'terms'],
    ['footer-privacy', 'privacy'],
    ['footer-cookies', 'cookies'],
    ['footer-accessibility', 'accessibility'],
  ];
  for (const [testId, key] of links) {
    // The server's page starts its app once painted (decision 39): click once the app has started, not while it does.
    await page.waitForLoadState('networkidle');
    await footer.getByTestId(testId).click();
    await expect(page).toHaveURL(new RegExp(`${LEGAL_PAGES[key]}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(legalFr.legal.documents[key].title);
  }
  await expect(page.getByTestId('legal-page-accessibility')).toContainText('WCAG 2.2');
  expectCleanRun(watch);
});

test('a legal page fits a phone screen', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(LEGAL_PAGES.privacy);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const overflow = await page.locator('html').evaluate((html) => html.scrollWidth - html.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
});

test('the booking form’s terms open in a new tab, and the form keeps what was typed', async ({
  page,
  context,
  request,
}) => {
  const [car] = await searchCars(request, 'limit=1');
  await page.goto(`/car/${car!.id}`);
  const form = page.getByTestId('booking-form');
  await form.getByLabel('Prénom').fill('Camille');
  const opened = context.waitForEvent('page');
  await form.getByTestId('booking-terms-link').click();
  const terms = await opened;
  await expect(terms.getByRole('heading', { level: 1 })).toHaveText(legalFr.legal.documents.terms.title);
  await expect(terms.getByText(moneySentences('fr').cancellation)).toBeVisible();
  await expect(form.getByLabel('Prénom')).toHaveValue('Camille');
  await expect(form.getByRole('checkbox')).not.toBeChecked();
});
