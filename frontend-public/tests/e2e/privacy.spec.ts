import AxeBuilder from '@axe-core/playwright';
import { expect, test } from './support/journey.ts';
import { PRIVACY_PAGE, retentionPeriod, type PrivacyRetention } from '@grandtour/shared';
import { privacyEn } from '../../src/i18n/privacy/en.ts';
import { privacyFr } from '../../src/i18n/privacy/fr.ts';
import { expectNoHorizontalScroll } from './support/layout.ts';
import { expectCleanRun, watchPage } from './support/pageWatch.ts';

const WCAG_22_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

let retention: PrivacyRetention;
test.beforeAll(async ({ request }) => {
  retention = (await (await request.get('/api/privacy')).json()) as PrivacyRetention;
});

test('the privacy page states the server’s retention of contact messages, in French and in English', async ({
  page,
  request,
}) => {
  // The server started with CONTACT_MESSAGE_RETENTION_DAYS=200 (playwright.config.ts), not the default.
  expect(retention.contactMessageDays).toBe(200);
  const french = retentionPeriod('fr', retention.contactMessageDays, 'days');
  const english = retentionPeriod('en', retention.contactMessageDays, 'days');

  // Drawn by the server with the figures, before any script runs.
  const html = await (
    await request.get(PRIVACY_PAGE, { headers: { cookie: 'grandtour.language=fr' } })
  ).text();
  expect(html).toContain(`<title>${privacyFr.privacy.documentTitle}</title>`);
  expect(html).toContain(french);

  const watch = watchPage(page);
  await page.goto(PRIVACY_PAGE);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(privacyFr.privacy.title);
  const duration = page.getByTestId('privacy-duration-contactMessages');
  await expect(duration).toContainText(french);
  await expect(page.getByTestId('privacy-row-invoices')).toContainText('10 ans');
  await expect(page.getByRole('heading', { level: 2, name: privacyFr.privacy.rights.heading })).toBeVisible();

  await page.waitForLoadState('networkidle');
  await page.getByTestId('language-picker').click();
  await page.getByTestId('language-option-en').click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(privacyEn.privacy.title);
  await expect(duration).toContainText(english);
  await expect(page).toHaveTitle(privacyEn.privacy.documentTitle);

  // Opened again, the server draws it in English.
  await page.reload();
  await expect(duration).toContainText(english);
  await expect(page.getByTestId('privacy-row-paymentReferences')).toContainText('13 months');
  expectCleanRun(watch);
});

test('the footer leads to the privacy page, which has no WCAG 2.2 AA violation and fits a phone', async ({
  page,
}) => {
  const watch = watchPage(page);
  await page.goto('/');
  // The server's page starts its app once painted (decision 39): click once the app has started.
  await page.waitForLoadState('networkidle');
  await page.locator('footer').getByTestId('footer-your-data').click();
  await expect(page).toHaveURL(new RegExp(`${PRIVACY_PAGE}$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(privacyFr.privacy.title);
  await expect(page.getByTestId('privacy-duration-contactMessages')).toContainText(
    retentionPeriod('fr', retention.contactMessageDays, 'days'),
  );
  const results = await new AxeBuilder({ page }).withTags(WCAG_22_AA).analyze();
  expect(results.violations.map((violation) => violation.id)).toEqual([]);

  await page.setViewportSize({ width: 390, height: 844 });
  await expectNoHorizontalScroll(page, 'the privacy page');
  expectCleanRun(watch);
});

test('the registration form says where to read how its data is kept', async ({ page }) => {
  await page.goto('/register');
  await page.waitForLoadState('networkidle');
  await page.getByTestId('register-privacy-link').click();
  await expect(page).toHaveURL(new RegExp(`${PRIVACY_PAGE}$`));
  await expect(page.getByTestId('privacy-row-account')).toBeVisible();
});
