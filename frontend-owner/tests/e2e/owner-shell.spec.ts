import { expect, test } from '@playwright/test';

test('the owner back office opens in French and lists the demo fleet', async ({ page }) => {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  await page.goto('/owner-dashboard');
  await expect(page).toHaveURL(/\/owner-dashboard\/?#\/cars/);
  await expect(page.getByText('Tableau de bord propriétaire').first()).toBeVisible();
  const rows = page.locator('table tbody tr');
  await expect(rows.first()).toBeVisible();
  await expect(page.locator('table')).toContainText('Lamborghini');
  await expect(page.locator('table')).toContainText('/jour');
  await rows.filter({ hasText: 'Huracán EVO' }).click();
  await expect(page.getByText('V10 atmosphérique 5.2 L')).toBeVisible();
  expect(errors).toEqual([]);
});

test('the public pages never load the back office code', async ({ page }) => {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  await page.goto('/');
  await expect(page.getByTestId('featured-car')).toHaveCount(3);
  expect(scripts.length).toBeGreaterThan(0);
  expect(scripts.filter((path) => path.startsWith('/owner-dashboard'))).toEqual([]);
});
