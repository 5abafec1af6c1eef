import { expect, test, type APIRequestContext } from '../../../frontend-public/tests/e2e/support/journey.ts';
import { axeViolations } from './support/owner.ts';
import { adminPhone } from '../../../frontend-public/tests/e2e/support/admin.ts';
import {
  watchPage,
  expectCleanRun,
  forgiveExpectedResponse,
} from '../../../frontend-public/tests/e2e/support/pageWatch.ts';

let sequence = 0;
/** A new account nobody has used, signed in on `request`'s browser; its id and e-mail address. */
async function register(request: APIRequestContext, userType: 'owner' | 'client') {
  const tag = `${Date.now().toString(36)}${++sequence}`;
  const email = `${userType}.${tag}@example.fr`;
  const response = await request.post('/api/register', {
    data: {
      username: `${userType}.${tag}`,
      email,
      password: `Secret-123-${tag}`,
      firstName: 'Maëlle',
      lastName: 'Fournier',
      userType,
      ...(userType === 'owner'
        ? { address: '3 rue Royale', city: 'Paris', zipCode: '75008', country: 'FR' }
        : {}),
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return { id: ((await response.json()) as { user: { id: string } }).user.id, email };
}

test('an owner asks to erase their data from the user menu, and is told when to try again after three e-mails', async ({
  page,
}) => {
  const watch = watchPage(page);
  await register(page.request, 'owner');
  await page.goto('/owner-dashboard');
  const askFromUserMenu = async () => {
    await page.getByRole('button', { name: 'Profil' }).click();
    await page.getByRole('menuitem', { name: 'Effacer mes données' }).click();
  };
  await askFromUserMenu();
  const sent = page.getByText('Un e-mail de confirmation a été envoyé à l’adresse de votre compte.');
  await expect(sent).toBeVisible();
  for (let i = 0; i < 2; i++) {
    await askFromUserMenu();
    await expect(sent.first()).toBeVisible();
  }
  await askFromUserMenu();
  await expect(
    page.getByText('Trois e-mails de confirmation ont déjà été envoyés dans l’heure'),
  ).toBeVisible();
  forgiveExpectedResponse(watch, 429, '/api/account/erasure');
  expectCleanRun(watch);
});

test('an administrator erases a person on request, by e-mail address, and sees it among the latest erasures', async ({
  browser,
  request,
}) => {
  const person = await register(request, 'client');
  const admin = await adminPhone(browser, { width: 1280, height: 800 });
  await admin.goto('/owner-dashboard#/erasures');
  const form = admin.getByTestId('erase-by-email');
  await expect(form.getByRole('heading', { name: 'Effacer les données d’une personne' })).toBeVisible();

  await form.getByLabel('Adresse e-mail de la personne').fill('personne.inconnue@example.fr');
  await form.getByRole('button', { name: 'Effacer ses données' }).click();
  await admin.getByRole('dialog').getByRole('button', { name: 'Confirmer' }).click();
  await expect(form.getByTestId('erase-refused')).toHaveText(
    'Aucune donnée n’est conservée pour cette adresse e-mail.',
  );

  await form.getByLabel('Adresse e-mail de la personne').fill(person.email);
  await form.getByRole('button', { name: 'Effacer ses données' }).click();
  await expect(admin.getByRole('dialog')).toContainText(`Effacer les données de ${person.email} ?`);
  await admin.getByRole('dialog').getByRole('button', { name: 'Confirmer' }).click();
  await expect(admin.getByText(`Effacement demandé pour : user:${person.id}`)).toBeVisible();
  const row = admin.getByRole('row').filter({ hasText: `user:${person.id}` });
  await expect(row).toContainText('Un administrateur');
  await expect(admin.getByText(person.email)).toHaveCount(0);
  expect(await axeViolations(admin)).toEqual([]);

  // On a phone: the form and the list fit the screen.
  await admin.setViewportSize({ width: 360, height: 740 });
  await expect(admin.getByText(`user:${person.id}`, { exact: true })).toBeVisible();
  expect(
    await admin.locator('html').evaluate((html) => html.scrollWidth - html.clientWidth),
  ).toBeLessThanOrEqual(0);
});
