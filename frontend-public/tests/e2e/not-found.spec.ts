import { expect, test } from '@playwright/test';
import { expectCleanRun, watchPage } from './support/pageWatch.ts';

test('an unknown address shows the not-found page with a way back home', async ({ page }) => {
  const watch = watchPage(page);
  await page.goto('/nowhere');

  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page Non Trouvée');
  await page.getByTestId('back-home').click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByTestId('featured-car')).toHaveCount(3);
  expectCleanRun(watch);
});
