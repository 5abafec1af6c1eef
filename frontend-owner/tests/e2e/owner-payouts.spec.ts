import { randomUUID } from 'node:crypto';
import { expect, test } from '../../../frontend-public/tests/e2e/support/journey.ts';
import { consoleErrors } from './support/owner.ts';

test('an owner connects a payout account on the demo provider and sees it connected on Paiements', async ({
  page,
}) => {
  const errors = consoleErrors(page);
  const id = randomUUID().slice(0, 8);
  const registered = await page.request.post('/api/register', {
    data: {
      username: `owner.${id}`,
      password: 'Secret-123',
      firstName: 'Inès',
      lastName: 'Moreau',
      email: `ines.${id}@example.fr`,
      userType: 'owner',
    },
  });
  expect(registered.status()).toBe(201);

  await page.goto('/owner-dashboard#/payouts');
  await expect(page.getByRole('heading', { level: 2, name: 'Compte de versement' })).toBeVisible();
  await expect(page.getByTestId('payout-account-status')).toHaveText(
    'Aucun compte connecté : connectez-en un pour recevoir vos revenus.',
  );
  await expect(page.getByText('Aucun versement pour le moment.')).toBeVisible();

  // By keyboard: the menu's Paiements link, then the connect button.
  const connect = page.getByRole('button', { name: 'Connecter un compte de versement' });
  await connect.focus();
  await page.keyboard.press('Enter');

  await expect(page).toHaveURL(/#\/payouts\/demo-onboarding\?account=acct_demo_/);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Inscription au prestataire de paiement (démo)' }),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Terminer l’inscription' }).click();

  await expect(page).toHaveURL(/#\/payouts\?returned=1$/);
  const status = page.getByTestId('payout-account-status');
  await expect(status).toHaveAttribute('data-status', 'connected');
  await expect(status).toHaveText('Compte connecté : vos versements y sont envoyés.');
  await expect(page.getByText(/^Compte acct_demo_\w+ \(demo\)$/)).toBeVisible();
  // A change of an account that receives payouts asks for two-step verification first.
  await expect(page.getByText(/activez d’abord la vérification en deux étapes/)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Changer de compte de versement' })).toBeDisabled();
  await expect(page.getByRole('menuitem', { name: 'Paiements' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Télécharger le relevé (CSV)' })).toHaveAttribute(
    'href',
    /^\/api\/owner\/statements\/\d{4}-\d{2}\.csv$/,
  );
  expect(errors).toEqual([]);
});
