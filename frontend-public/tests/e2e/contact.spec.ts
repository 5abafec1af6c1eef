import { expect, test } from './support/journey.ts';
import { expectCleanRun, watchPage } from './support/pageWatch.ts';

test('the contact page has its form, the details and four questions that open with the keyboard', async ({
  page,
}) => {
  const watch = watchPage(page);
  await page.goto('/contact');
  await expect(page).toHaveTitle('Contact — Grand Tour');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Contactez-nous');
  await expect(page.getByLabel('Sujet')).toHaveValue('general');
  const subjects = await page.getByLabel('Sujet').locator('option').allTextContents();
  expect(subjects).toEqual(['Demande générale', 'Réservation', 'Tarifs', 'Partenariat', 'Autre']);
  await expect(page.getByTestId('contact-details').getByRole('link')).toHaveCount(3);
  const questions = page.getByTestId('faq-item');
  await expect(questions).toHaveCount(4);
  await questions.first().locator('summary').focus();
  await page.keyboard.press('Enter');
  await expect(questions.first()).toContainText('permis de conduire valide');
  expectCleanRun(watch);
});

test('an empty message is refused field by field; a good one is sent, thanked and the form reset', async ({
  page,
}) => {
  const watch = watchPage(page);
  await page.goto('/contact');
  await page.getByTestId('contact-send').click();
  await expect(page.getByLabel(/^Prénom/)).toBeFocused();
  await expect(page.getByLabel(/^Prénom/)).toHaveAccessibleDescription('Prénom requis');
  await expect(page.getByLabel(/^E-mail/)).toHaveAccessibleDescription('Email invalide');
  await expect(page.getByLabel(/^Message/)).toHaveAccessibleDescription('Message requis');

  const sent = page.waitForRequest((request) => request.url().endsWith('/api/contact'));
  await page.getByLabel(/^Prénom/).fill('Camille');
  await page.getByLabel(/^Nom/).fill('Durand');
  await page.getByLabel(/^E-mail/).fill('camille@example.fr');
  await page.getByLabel('Sujet').selectOption('partnership');
  await page.getByLabel(/^Message/).fill('Nous aimerions proposer notre flotte de Bentley.');
  await page.getByTestId('contact-send').click();
  expect((await sent).postDataJSON()).toMatchObject({
    firstName: 'Camille',
    subject: 'partnership',
    phone: null,
    language: 'fr',
  });
  await expect(page.getByRole('status').filter({ hasText: 'Message envoyé !' })).toContainText(
    'Nous avons bien reçu votre message.',
  );
  await expect(page.getByLabel(/^Prénom/)).toHaveValue('');
  await expect(page.getByLabel('Sujet')).toHaveValue('general');
  await expect(page.getByLabel(/^Prénom/)).not.toHaveAttribute('aria-invalid', 'true');
  expectCleanRun(watch);
});

test('a failed send says so in the visitor’s language and keeps what was written', async ({ page }) => {
  await page.route('**/api/contact', (route) => route.fulfill({ status: 503, body: '' }));
  await page.goto('/');
  await page.getByTestId('language-picker').click();
  await page.getByTestId('language-option-en').click();
  await page.goto('/contact');
  await page.getByLabel(/^First name/).fill('Camille');
  await page.getByLabel(/^Last name/).fill('Durand');
  await page.getByLabel(/^E-mail/).fill('camille@example.fr');
  await page.getByLabel(/^Message/).fill('Hello');
  await page.getByTestId('contact-send').click();
  await expect(page.getByRole('alert').filter({ hasText: 'Error' })).toContainText(
    'An error occurred while sending your message. Please try again.',
  );
  await expect(page.getByLabel(/^Message/)).toHaveValue('Hello');
  await expect(page.getByTestId('contact-send')).toBeEnabled();
});
