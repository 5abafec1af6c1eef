import { expect, test, type Page } from './support/journey.ts';
import type { Car } from '@grandtour/shared';
import { expectCleanRun, forgiveExpectedResponse, watchPage } from './support/pageWatch.ts';

let sequence = 0;
/** A username and e-mail nobody has used, even when the journeys run again against the same server. */
function newPerson(firstName: string) {
  const tag = `${Date.now().toString(36)}${++sequence}`;
  return {
    firstName,
    lastName: 'Moreau',
    username: `${firstName.toLowerCase()}.${tag}`,
    email: `${tag}@example.fr`,
  };
}

async function fillRegistration(page: Page, person: ReturnType<typeof newPerson>, password = 'Secret-123') {
  await page.getByLabel('Prénom').fill(person.firstName);
  await page.getByLabel(/^Nom\s\*?$/).fill(person.lastName);
  await page.getByLabel('Nom d’utilisateur').fill(person.username);
  await page.getByLabel('E-mail').fill(person.email);
  await page.getByLabel('Mot de passe').fill(password);
}

async function openAccountMenu(page: Page) {
  await page.getByTestId('account-menu-button').click();
  return page.getByRole('menu');
}

test('an empty registration shows the rules, each tied to its field, and focuses the first', async ({
  page,
}) => {
  const watch = watchPage(page);
  await page.goto('/register');
  await expect(page).toHaveTitle('Créer un compte — Grand Tour');
  await page.getByTestId('register-submit').click();

  await expect(page.getByLabel('Nom d’utilisateur')).toBeFocused();
  await expect(page.getByLabel('Nom d’utilisateur')).toHaveAccessibleDescription('Entre 3 et 50 caractères');
  await expect(page.getByLabel('Mot de passe')).toHaveAccessibleDescription(
    'Au moins 8 caractères, 12 ou plus recommandés',
  );
  await expect(page.getByLabel('Prénom')).toHaveAccessibleDescription('Prénom requis');
  await expect(page.getByLabel('E-mail')).toHaveAccessibleDescription('Email invalide');
  await expect(page.getByTestId('register-invalid')).toHaveText('5 champs sont à corriger.');
  expectCleanRun(watch);
});

test('choosing the owner card reveals the address, city, zip code and country', async ({ page }) => {
  await page.goto('/register');
  await expect(page.getByLabel('Adresse')).toHaveCount(0);
  await page.getByTestId('account-type-owner').click();
  for (const label of ['Adresse', 'Ville', 'Code postal', 'Pays'])
    await expect(page.getByLabel(label)).toBeVisible();
  // The cards are radio buttons: the arrow keys move between them.
  await page.getByRole('radio', { name: /Propriétaire/ }).focus();
  await page.keyboard.press('ArrowLeft');
  await expect(page.getByRole('radio', { name: /Client/ })).toBeChecked();
  await expect(page.getByLabel('Adresse')).toHaveCount(0);
});

test('registering as an owner lands on the owner dashboard, signed in', async ({ page }) => {
  const owner = newPerson('Hugo');
  await page.goto('/register');
  await page.getByTestId('account-type-owner').click();
  await fillRegistration(page, owner);
  await page.getByLabel('Ville').fill('Lyon');
  await page.getByTestId('register-submit').click();

  await expect(page).toHaveURL(/\/owner-dashboard$/);
  const me = await (await page.request.get('/api/me')).json();
  expect(me.user).toMatchObject({ username: owner.username, userType: 'owner', city: 'Lyon' });
});

test('registering as a client lands home with the toast, the account menu names them, and signing out works', async ({
  page,
}) => {
  const watch = watchPage(page);
  const client = newPerson('Léa');
  await page.goto('/register');
  await fillRegistration(page, client);
  await page.getByLabel('Téléphone (facultatif)').fill('6 12 34 56 78');
  await page.getByTestId('register-submit').click();

  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('status').filter({ hasText: 'Compte créé avec succès !' })).toBeVisible();
  await expect(page.getByTestId('account-avatar')).toHaveText('LM');
  const menu = await openAccountMenu(page);
  await expect(menu.getByTestId('account-signed-in-as')).toHaveText('Connecté : Léa Moreau');
  await expect(menu.getByTestId('account-dashboard')).toHaveCount(0);
  await menu.getByTestId('account-sign-out').click();

  await expect(page.getByRole('status').filter({ hasText: 'Vous êtes déconnecté' })).toBeVisible();
  const visitorMenu = await openAccountMenu(page);
  await expect(visitorMenu.getByTestId('account-login')).toBeVisible();
  expect((await (await page.request.get('/api/me')).json()).user).toBeNull();
  expectCleanRun(watch);
});

test('a taken username is refused with the spec’s toast and the server’s message', async ({ page }) => {
  const watch = watchPage(page);
  const first = newPerson('Inès');
  const registered = await page.request.post('/api/register', {
    data: { ...first, password: 'Secret-123', userType: 'client' },
  });
  expect(registered.status()).toBe(201);
  await page.context().clearCookies();

  await page.goto('/register');
  await fillRegistration(page, { ...newPerson('Inès'), username: first.username });
  await page.getByTestId('register-submit').click();

  const toast = page.getByRole('alert').filter({ hasText: 'Erreur de création de compte' });
  await expect(toast).toContainText('Ce nom d’utilisateur est déjà pris.');
  await expect(page.getByTestId('register-problem')).toHaveText('Ce nom d’utilisateur est déjà pris.');
  await expect(page.getByTestId('register-submit')).toBeEnabled();
  forgiveExpectedResponse(watch, 409, '/api/register');
  expectCleanRun(watch);
});

test('signing in brings the guest’s favourites along; a wrong password says so', async ({ page }) => {
  const watch = watchPage(page);
  const person = newPerson('Jules');
  await page.request.post('/api/register', {
    data: { ...person, password: 'Secret-123', userType: 'client' },
  });
  await page.context().clearCookies();

  const [car] = (await (await page.request.get('/api/cars')).json()) as Car[];
  await page.request.post('/api/favorites', { data: { userId: 'guest', carId: car!.id } });

  await page.goto('/');
  const menu = await openAccountMenu(page);
  await menu.getByTestId('account-login').click();
  await expect(page).toHaveURL(/\/login$/);
  await page.getByLabel('Nom d’utilisateur ou e-mail').fill(person.email);
  await page.getByLabel('Mot de passe').fill('Secret-999');
  await page.getByTestId('login-submit').click();
  await expect(page.getByTestId('login-problem')).toHaveText('Identifiant ou mot de passe incorrect.');

  await page.getByLabel('Mot de passe').fill('Secret-123');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('status').filter({ hasText: 'Bonjour Jules !' })).toBeVisible();
  await page.goto('/favorites');
  await expect(page.getByRole('heading', { name: `${car!.brand} ${car!.model}` })).toBeVisible();
  forgiveExpectedResponse(watch, 401, '/api/login');
  expectCleanRun(watch);
});

test('the sign-in page speaks English, and sends back to where the visitor was going', async ({ page }) => {
  const person = newPerson('Emma');
  await page.request.post('/api/register', {
    data: { ...person, password: 'Secret-123', userType: 'client' },
  });
  await page.context().clearCookies();
  await page.goto('/');
  await page.getByTestId('language-picker').click();
  await page.getByTestId('language-option-en').click();
  await page.goto('/login?next=/reservations');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sign in');
  await page.getByLabel('Username or e-mail').fill(person.username);
  await page.getByLabel('Password').fill('Secret-123');
  await page.getByTestId('login-submit').click();
  await expect(page).toHaveURL(/\/reservations$/);
});

test('a `next` address outside the site is ignored: signing in never sends anyone away', async ({ page }) => {
  const person = newPerson('Noé');
  await page.request.post('/api/register', {
    data: { ...person, password: 'Secret-123', userType: 'client' },
  });
  await page.context().clearCookies();
  await page.goto('/login?next=//evil.example/phish');
  await page.getByLabel('Nom d’utilisateur ou e-mail').fill(person.username);
  await page.getByLabel('Mot de passe').fill('Secret-123');
  await page.getByTestId('login-submit').click();
  await expect(page).toHaveURL(/^http:\/\/localhost:\d+\/$/);
});
