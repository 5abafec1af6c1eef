import { expect, test } from './support/journey.ts';
import { expectCleanRun, forgiveExpectedResponse, watchPage } from './support/pageWatch.ts';

test('an unknown address shows the not-found page with a way back home', async ({ page }) => {
  const watch = watchPage(page);
  const answer = await page.goto('/nowhere');
  expect(answer?.status(), 'the server says the page does not exist').toBe(404);

  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page Non Trouvée');
  await page.getByTestId('back-home').click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByTestId('featured-car')).toHaveCount(3);
  forgiveExpectedResponse(watch, 404, '/nowhere');
  expectCleanRun(watch);
});

test('the pages of the site are answered with 200, a deeper unknown path with 404', async ({ request }) => {
  for (const path of ['/', '/search?category=supercar', '/favorites', '/reservations', '/compare'])
    expect((await request.get(path)).status(), path).toBe(200);
  expect((await request.get('/search/deeper')).status()).toBe(404);
  expect((await request.get('/api/nowhere')).status()).toBe(404);
});
