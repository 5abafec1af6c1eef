import { readFile } from 'node:fs/promises';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Download } from './support/journey.ts';
import { strFromU8, unzipSync } from 'fflate';

const WCAG = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/** The downloaded archive's profile, as the person will read it. */
async function profileIn(download: Download) {
  const archive = unzipSync(new Uint8Array(await readFile((await download.path())!)));
  expect(strFromU8(archive['README.txt']!)).toContain('Vos données chez Grand Tour');
  return JSON.parse(strFromU8(archive['profile.json']!)) as { email: string; userType: string };
}

test('a signed-in customer finds “Mes données” in their menu and downloads the archive', async ({ page }) => {
  const id = `${Date.now()}`.slice(-8);
  const registered = await page.request.post('/api/register', {
    data: {
      username: `camille.${id}`,
      password: 'Secret-123-Data',
      firstName: 'Camille',
      lastName: 'Durand',
      email: `camille.${id}@example.fr`,
      userType: 'client',
    },
  });
  expect(registered.status()).toBe(201);
  await page.goto('/');
  await page.getByTestId('account-menu-button').click();
  await page.getByTestId('account-my-data').click();
  await expect(page).toHaveURL(/\/account\/data$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Mes données' })).toBeVisible();

  const link = page.getByTestId('my-data-download');
  await expect(link).toHaveText('Télécharger mes données');
  await link.focus();
  const [download] = await Promise.all([page.waitForEvent('download'), page.keyboard.press('Enter')]);
  expect(download.suggestedFilename()).toMatch(/^grandtour-data-\d{4}-\d{2}-\d{2}\.zip$/);
  expect(await profileIn(download)).toMatchObject({ email: `camille.${id}@example.fr`, userType: 'client' });
  const axe = await new AxeBuilder({ page }).include('[data-testid="my-data-page"]').withTags(WCAG).analyze();
  expect(axe.violations.map((violation) => violation.id)).toEqual([]);
});

test('a guest asks for a link with the keyboard, and a forged link is said so in the page', async ({
  page,
}) => {
  await page.goto('/account/data');
  const form = page.getByTestId('guest-export-form');
  await expect(form.getByRole('heading', { name: 'Vous avez réservé sans compte ?' })).toBeVisible();
  await form.getByLabel('Adresse e-mail').fill('pas-une-adresse');
  await form.getByLabel('Adresse e-mail').press('Enter');
  await expect(form.getByText('Saisissez une adresse e-mail valide.')).toBeVisible();
  await form.getByLabel('Adresse e-mail').fill(`nobody.${Date.now()}@example.fr`);
  await form.getByLabel('Adresse e-mail').press('Enter');
  await expect(form.getByRole('status')).toContainText(
    'Si nous conservons des données pour cette adresse, nous venons de vous envoyer un lien.',
  );
  const axe = await new AxeBuilder({ page }).include('[data-testid="my-data-page"]').withTags(WCAG).analyze();
  expect(axe.violations.map((violation) => violation.id)).toEqual([]);

  await page.goto('/privacy/export?token=v1.forged.token.x');
  await page.getByTestId('link-download-button').click();
  await expect(page.getByTestId('link-download').getByRole('status')).toContainText(
    'Ce lien n’est pas valide. Demandez-en un nouveau ci-dessous.',
  );
});

test('an owner downloads their data from the back office’s user menu', async ({ page }) => {
  const signedIn = await page.request.post('/api/login', {
    data: { identifier: 'owner@grandtour.demo', password: 'GrandTour-Demo-2026' },
  });
  expect(signedIn.status()).toBe(200);
  await page.goto('/owner-dashboard');
  await page.getByRole('button', { name: 'Profil' }).click();
  const item = page.getByRole('menuitem', { name: 'Télécharger mes données' });
  await expect(item).toBeVisible();
  const [download] = await Promise.all([page.waitForEvent('download'), item.click()]);
  expect(download.suggestedFilename()).toMatch(/^grandtour-data-\d{4}-\d{2}-\d{2}\.zip$/);
  expect(await profileIn(download)).toMatchObject({ email: 'owner@grandtour.demo', userType: 'owner' });
});
