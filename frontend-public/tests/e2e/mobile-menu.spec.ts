import { expect, test } from './support/journey.ts';
import { expectCleanRun, watchPage } from './support/pageWatch.ts';

test.use({ viewport: { width: 390, height: 844 } });

const NAV_IDS = ['home', 'search', 'favorites', 'reservations', 'subscriptions', 'contact', 'register'];

test('the mobile menu holds the links, offers no AED and closes once something is chosen', async ({
  page,
}) => {
  const watch = watchPage(page);
  await page.goto('/');
  const menu = page.getByTestId('mobile-menu');

  await page.getByTestId('mobile-menu-button').click();
  await expect(menu).toBeVisible();
  for (const id of NAV_IDS) await expect(menu.getByTestId(`mobile-nav-${id}`)).toBeVisible();
  await expect(menu.getByTestId(/^mobile-currency-option-/)).toHaveCount(4);
  await expect(menu.getByText('AED')).toHaveCount(0);

  await menu.getByTestId('mobile-language-option-en').click();
  await expect(menu).toBeHidden();

  await page.getByTestId('mobile-menu-button').click();
  await expect(menu.getByTestId('mobile-nav-search')).toHaveText('Search');
  await menu.getByTestId('mobile-nav-contact').click();
  await expect(menu).toBeHidden();
  await expect(page).toHaveURL(/\/contact$/);
  expectCleanRun(watch);
});
