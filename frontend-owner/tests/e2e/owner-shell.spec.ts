import { randomUUID } from 'node:crypto';
import { expect, test } from '../../../frontend-public/tests/e2e/support/journey.ts';
import { consoleErrors, DEMO_OWNER } from './support/owner.ts';

test('a visitor is sent to the public sign-in page and comes back to the dashboard as the demo owner', async ({
  page,
}) => {
  const errors = consoleErrors(page);
  await page.goto('/owner-dashboard');
  await expect(page).toHaveURL(/\/login\?next=(\/|%2F)owner-dashboard$/);
  await page.getByLabel('Nom d’utilisateur ou e-mail').fill(DEMO_OWNER.email);
  await page.getByLabel('Mot de passe').fill(DEMO_OWNER.password);
  await page.getByTestId('login-submit').click();
  await expect(page).toHaveURL(/\/owner-dashboard\/?(#\/?)?$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Tableau de bord propriétaire' })).toBeVisible();
  await expect(page.getByText('Gérez vos véhicules et réservations')).toBeVisible();
  await expect(
    page.getByRole('button', { name: 'Alexandre Laurent' }).or(page.getByText('Alexandre Laurent')).first(),
  ).toBeVisible();
  const tabs = page.getByRole('tab');
  await expect(tabs).toHaveText(['Calendrier', 'Réservations', 'Mes véhicules']);
  await expect(page.getByRole('tab', { name: 'Calendrier' })).toHaveAttribute('aria-selected', 'true');
  await page.getByRole('link', { name: 'Ajouter un véhicule' }).click();
  await expect(page).toHaveURL(/#\/cars\/create$/);
  await expect(page.getByLabel('Modèle *')).toBeVisible();
  expect(errors).toEqual([]);
});

test('a client is told the back office is for owners and stays signed in on the public site', async ({
  page,
}) => {
  const id = randomUUID().slice(0, 8);
  const registered = await page.request.post('/api/register', {
    data: {
      username: `client.${id}`,
      password: 'Secret-123',
      firstName: 'Nina',
      lastName: 'Roux',
      email: `nina.${id}@example.fr`,
      userType: 'client',
    },
  });
  expect(registered.status()).toBe(201);
  await page.goto('/owner-dashboard');
  // Not the sign-in page they have already passed: what the back office is for, and how to become an owner.
  await expect(
    page.getByRole('heading', { level: 1, name: 'Espace réservé aux propriétaires' }),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/owner-dashboard$/);
  expect((await page.request.get('/api/owner/dashboard')).status()).toBe(403);
  const me = await (await page.request.get('/api/me')).json();
  expect(me.user).toMatchObject({ userType: 'client', firstName: 'Nina' });
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
