import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from './support/journey.ts';
import { expectCleanRun, watchPage } from './support/pageWatch.ts';

const WCAG_22_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
const violationsOf = async (page: Page) =>
  (await new AxeBuilder({ page }).withTags(WCAG_22_AA).analyze()).violations.map((violation) => violation.id);

interface OutboxSummary {
  id: string;
  to: string;
  subject: string;
}

test('a customer erases their account: asks from Mes données, opens the e-mailed link, confirms, and is signed out', async ({
  page,
}) => {
  const watch = watchPage(page);
  const tag = `${Date.now().toString(36)}e`;
  const person = {
    firstName: 'Aurèle',
    lastName: 'Vasseur',
    username: `aurele.${tag}`,
    email: `${tag}@example.fr`,
  };
  await page.goto('/register');
  await page.getByLabel('Prénom').fill(person.firstName);
  await page.getByLabel(/^Nom\s\*?$/).fill(person.lastName);
  await page.getByLabel('Nom d’utilisateur').fill(person.username);
  await page.getByLabel('E-mail').fill(person.email);
  await page.getByLabel('Mot de passe').fill('Secret-123-Erase');
  await page.getByTestId('register-submit').click();
  await expect(page).toHaveURL(/\/$/);

  await page.getByTestId('account-menu-button').click();
  await page.getByRole('menu').getByTestId('account-my-data').click();
  await expect(page).toHaveURL(/\/account\/data$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Mes données' })).toBeVisible();
  const section = page.getByTestId('erasure-section');
  await expect(section.getByRole('heading', { level: 2, name: 'Effacer mes données' })).toBeVisible();
  await expect(section).toContainText('factures et reçus pendant 10 ans');
  await section.getByRole('button', { name: 'Recevoir le lien de confirmation' }).click();
  await expect(page.getByTestId('erasure-sent')).toContainText(person.email);
  expect(await violationsOf(page)).toEqual([]);

  // The e-mail, as the embedded run's outbox keeps it.
  let mail: OutboxSummary | undefined;
  await expect
    .poll(async () => {
      const sent = (await (await page.request.get('/api/dev/outbox')).json()) as OutboxSummary[];
      mail = sent.find((each) => each.to === person.email);
      return mail?.subject;
    })
    .toBe('Confirmez l’effacement de vos données');
  const { text } = (await (
    await page.request.get(`/api/dev/outbox/${encodeURIComponent(mail!.id)}`)
  ).json()) as {
    text: string;
  };
  const link = /https?:\/\/\S+(\/account\/erase\?token=[^\s"<>]+)/.exec(text);
  expect(link, text).not.toBeNull();

  await page.goto(link![1]!);
  await expect(page.getByRole('heading', { level: 1, name: 'Effacer mes données' })).toBeVisible();
  // Keyboard only: the last button is reached and pressed without a pointer.
  const confirm = page.getByRole('button', { name: 'Effacer définitivement mes données' });
  await confirm.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('erasure-done')).toContainText(
    'Vos données seront effacées dans quelques minutes',
  );
  expect(((await (await page.request.get('/api/me')).json()) as { user: unknown }).user).toBeNull();
  expect(await violationsOf(page)).toEqual([]);
  expectCleanRun(watch);
});

test('on a phone, a link that is not ours says so and offers to ask for a new one, without widening the page', async ({
  page,
}) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto('/account/erase?token=forged');
  const confirm = page.getByRole('button', { name: 'Effacer définitivement mes données' });
  expect((await confirm.boundingBox())!.width).toBeGreaterThan(300);
  await confirm.click();
  await expect(page.getByTestId('erasure-confirm-error')).toContainText(
    'Ce lien de confirmation n’est pas valide',
  );
  await page.getByRole('link', { name: 'Demander un nouveau lien' }).click();
  await expect(page).toHaveURL(/\/account\/data$/);
  expect(
    await page.locator('html').evaluate((html) => html.scrollWidth - html.clientWidth),
  ).toBeLessThanOrEqual(0);
});
