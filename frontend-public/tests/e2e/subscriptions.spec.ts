import { expect, test, type Page } from './support/journey.ts';
import { formatMoney } from '@grandtour/shared';
import { expectCleanRun, forgiveExpectedResponse, watchPage } from './support/pageWatch.ts';

const SESSION_URL = /\/subscriptions\/checkout\?session=cs_demo_[A-Za-z0-9]{24}$/;
const SUCCESS_URL = /\/subscriptions\?success=true&subscription=[0-9a-f-]{36}$/;

const cards = (page: Page) => page.getByTestId('plan-card');
const card = (page: Page, name: string) =>
  cards(page).filter({ has: page.getByRole('heading', { name, exact: true }) });
/**
 * The error toast, as seen: while the modal dialog is open the page behind it, toasts included, is hidden from
 * assistive technology, so the dialog also says the problem itself (checked beside each toast).
 */
const errorToast = (page: Page, title: string) =>
  page
    .getByTestId('toast')
    .filter({ has: page.getByTestId('toast-title').getByText(title, { exact: true }) });

async function openDialog(page: Page, planName: string) {
  await card(page, planName).getByTestId('plan-choose').click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  return dialog;
}

test('the toggle shows the client plans, then the owner plans, with the spec’s prices and one most popular each', async ({
  page,
}) => {
  const watch = watchPage(page);
  await page.goto('/subscriptions');
  await expect(page).toHaveTitle('Abonnements — Grand Tour');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Choisissez votre formule');
  const tabs = page.getByRole('tablist', { name: 'Type d’abonnement' });
  await expect(tabs.getByRole('tab', { name: 'Abonnements clients' })).toHaveAttribute(
    'aria-selected',
    'true',
  );

  await expect(cards(page).getByRole('heading')).toHaveText(['Free', 'Hypercar Premium']);
  await expect(cards(page).getByTestId('plan-price')).toHaveText([/^0\s€\/mois$/, /^299\s€\/mois$/]);
  await expect(page.getByTestId('plan-popular')).toHaveCount(1);
  await expect(card(page, 'Hypercar Premium').getByTestId('plan-popular')).toHaveText('Le plus populaire');
  await expect(card(page, 'Free').getByTestId('plan-free')).toHaveText('Gratuit');
  await expect(card(page, 'Free').getByTestId('plan-choose')).toHaveText('Commencer gratuitement');
  await expect(card(page, 'Free').getByTestId('plan-feature')).toHaveText([
    '5 réservations par mois',
    'Non inclus : Accès aux hypercars',
  ]);
  await expect(card(page, 'Hypercar Premium').getByTestId('plan-feature')).toHaveText([
    '25 % de réduction sur tous les tarifs',
    'Réservations illimitées',
    'Conciergerie 24 h/24, 7 j/7',
  ]);

  // Arrow keys move along the tabs, Enter selects.
  await tabs.getByRole('tab', { name: 'Abonnements clients' }).focus();
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('Enter');
  await expect(tabs.getByRole('tab', { name: 'Abonnements propriétaires' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await expect(page).toHaveURL(/\/subscriptions\?kind=owner$/);
  await expect(cards(page).getByRole('heading')).toHaveText([
    'Free Owner',
    'Essential Owner',
    'Premium Owner',
    'VIP Owner',
  ]);
  await expect(cards(page).getByTestId('plan-price')).toHaveText([
    /^0\s€\/mois$/,
    /^49\s€\/mois$/,
    /^149\s€\/mois$/,
    /^299\s€\/mois$/,
  ]);
  await expect(page.getByTestId('plan-popular')).toHaveCount(1);
  await expect(card(page, 'Premium Owner').getByTestId('plan-popular')).toBeVisible();
  await expect(card(page, 'VIP Owner').getByTestId('plan-feature')).toHaveText([
    'Commission de 8 %',
    'Nettoyage offert',
    'Versements express sous 24 h',
  ]);

  await page.getByTestId('currency-picker').click();
  await page.getByTestId('currency-option-USD').click();
  await expect(card(page, 'VIP Owner').getByTestId('plan-price')).toHaveText(
    `${formatMoney(29_900, 'USD')}/mois`,
  );
  await expect(card(page, 'VIP Owner').getByTestId('plan-price-in-euros')).toHaveText(
    /^soit 299,00\s€ par mois, facturés en euros$/,
  );
  await expect(card(page, 'Free Owner').getByTestId('plan-price-in-euros')).toHaveCount(0);
  expectCleanRun(watch);
});

test('the e-mail is required and needs an @: each says so in an error toast, and nothing is sent', async ({
  page,
}) => {
  const watch = watchPage(page);
  const sent: string[] = [];
  page.on('request', (request) => {
    if (/\/api\/create-(stripe-session|paypal-subscription)$/.test(request.url())) sent.push(request.url());
  });
  await page.goto('/subscriptions');
  const dialog = await openDialog(page, 'Hypercar Premium');
  await expect(dialog).toHaveAccessibleName('S’abonner à Hypercar Premium');
  const email = dialog.getByLabel('E-mail');
  await expect(email).toBeFocused();

  await dialog.getByRole('button', { name: 'Payer par carte' }).click();
  await expect(errorToast(page, 'Erreur')).toContainText('Email requis');
  await expect(email).toBeFocused();
  await expect(email).toHaveAttribute('aria-invalid', 'true');
  await expect(email).toHaveAccessibleDescription('Email requis');

  await email.fill('lea.martin.example.fr');
  await dialog.getByRole('button', { name: 'Payer avec PayPal' }).click();
  await expect(errorToast(page, 'Erreur')).toContainText('Email invalide');
  await expect(email).toHaveAccessibleDescription('Email invalide');
  expect(sent).toEqual([]);

  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(card(page, 'Hypercar Premium').getByTestId('plan-choose')).toBeFocused();

  await page.getByTestId('language-picker').click();
  await page.getByTestId('language-option-en').click();
  const english = await openDialog(page, 'Hypercar Premium');
  await english.getByRole('button', { name: 'Pay by card' }).click();
  await expect(errorToast(page, 'Error')).toContainText('Email required');
  await english.getByLabel('E-mail').fill('lea');
  await english.getByLabel('E-mail').press('Enter');
  await expect(errorToast(page, 'Error')).toContainText('Invalid email');
  expect(sent).toEqual([]);
  expectCleanRun(watch);
});

test('Hypercar Premium by card: through the demo checkout and back to the success state', async ({
  page,
}) => {
  const watch = watchPage(page);
  await page.goto('/subscriptions');
  const dialog = await openDialog(page, 'Hypercar Premium');
  await dialog.getByLabel('E-mail').fill('lea.martin@example.fr');
  const created = page.waitForRequest((request) => request.url().endsWith('/api/create-stripe-session'));
  await dialog.getByRole('button', { name: 'Payer par carte' }).click();
  const request = await created;
  expect(request.postDataJSON()).toEqual({
    planName: 'Hypercar Premium',
    price: 299,
    userEmail: 'lea.martin@example.fr',
  });
  expect(request.headers()['idempotency-key']).toMatch(/^[0-9a-f-]{36}$/);

  await expect(page).toHaveURL(SESSION_URL);
  await expect(page).toHaveTitle('Paiement de l’abonnement — Grand Tour');
  await expect(page.getByTestId('demo-checkout-banner')).toContainText('Mode démo');
  await expect(page.getByTestId('demo-checkout-plan')).toHaveText('Hypercar Premium');
  await expect(page.getByTestId('demo-checkout-price')).toHaveText(/^299,00\s€ par mois$/);
  await expect(page.getByTestId('demo-checkout-email')).toHaveText('lea.martin@example.fr');
  await expect(page.getByTestId('demo-checkout-method')).toHaveText('Carte bancaire');

  await page.getByRole('button', { name: /^Payer 299,00\s€$/ }).click();
  await expect(page).toHaveURL(SUCCESS_URL);
  const success = page.getByTestId('subscription-success');
  await expect(success).toHaveAttribute('role', 'status');
  await expect(success).toContainText('Abonnement confirmé !');
  await expect(success).toContainText('Votre formule Hypercar Premium est active.');
  await expect(success).toBeFocused();
  await page.getByTestId('subscription-success-dismiss').click();
  await expect(success).toBeHidden();
  await expect(page).toHaveURL(/\/subscriptions$/);
  expectCleanRun(watch);
});

test('the owner side: PayPal’s checkout can be cancelled back to the owner plans, and a free plan is active at once', async ({
  page,
}) => {
  const watch = watchPage(page);
  await page.goto('/subscriptions');
  await page.getByRole('tab', { name: 'Abonnements propriétaires' }).click();
  const paid = await openDialog(page, 'Premium Owner');
  await paid.getByLabel('E-mail').fill('hugo.bernard@example.fr');
  const created = page.waitForRequest((request) => request.url().endsWith('/api/create-paypal-subscription'));
  await paid.getByRole('button', { name: 'Payer avec PayPal' }).click();
  expect((await created).postDataJSON()).toMatchObject({ planName: 'Premium Owner', price: 149 });
  await expect(page).toHaveURL(SESSION_URL);
  await expect(page.getByTestId('demo-checkout-method')).toHaveText('PayPal');
  await expect(page.getByTestId('demo-checkout-price')).toHaveText(/^149,00\s€ par mois$/);
  await page.getByRole('button', { name: 'Annuler' }).click();
  await expect(page).toHaveURL(/\/subscriptions\?kind=owner$/);
  await expect(page.getByRole('tab', { name: 'Abonnements propriétaires' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await expect(page.getByTestId('subscription-success')).toHaveCount(0);

  const free = await openDialog(page, 'Free Owner');
  await expect(free.getByRole('button', { name: 'Payer avec PayPal' })).toHaveCount(0);
  await expect(free).toContainText('Aucun paiement n’est demandé.');
  await free.getByLabel('E-mail').fill('hugo.bernard@example.fr');
  const activated = page.waitForRequest((request) => request.url().endsWith('/api/create-stripe-session'));
  await free.getByRole('button', { name: 'Activer la formule gratuite' }).click();
  expect((await activated).postDataJSON()).toMatchObject({ planName: 'Free Owner', price: 0 });
  await expect(page).toHaveURL(SUCCESS_URL);
  await expect(free).toBeHidden();
  await expect(page.getByTestId('subscription-success')).toContainText(
    'Votre formule Free Owner est active.',
  );
  await expect(page.getByTestId('subscription-success')).toHaveAttribute('data-status', 'active');
  expectCleanRun(watch);
});

test('a failed creation says why and gives the buttons back', async ({ page }) => {
  const watch = watchPage(page);
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/create-stripe-session', async (route) => {
    await held;
    await route.fulfill({ status: 503, body: '' });
  });
  await page.goto('/subscriptions');
  const dialog = await openDialog(page, 'Hypercar Premium');
  await dialog.getByLabel('E-mail').fill('lea.martin@example.fr');
  const byCard = dialog.getByTestId('subscription-pay-card');
  await byCard.click();
  await expect(byCard).toBeDisabled();
  await expect(byCard).toHaveText('Redirection…');
  await expect(byCard).toHaveAttribute('aria-busy', 'true');
  await expect(dialog.getByTestId('subscription-pay-paypal')).toBeDisabled();
  release();
  await expect(errorToast(page, 'Erreur')).toContainText('Erreur lors de la création de l’abonnement');
  await expect(dialog.getByRole('alert')).toHaveText('Erreur lors de la création de l’abonnement');
  await expect(byCard).toBeEnabled();
  await expect(byCard).toHaveText('Payer par carte');
  forgiveExpectedResponse(watch, 503, '/api/create-stripe-session');

  // An answer without a url.
  await page.unroute('**/api/create-stripe-session');
  await page.route('**/api/create-stripe-session', (route) =>
    route.fulfill({ status: 201, contentType: 'application/json', body: '{}' }),
  );
  await byCard.click();
  await expect(errorToast(page, 'Erreur')).toContainText('Aucune adresse de paiement reçue');
  await expect(dialog.getByRole('alert')).toHaveText('Aucune adresse de paiement reçue');
  await expect(byCard).toBeEnabled();

  // The server refuses a price that is not the plan's: its own words are shown.
  await page.unroute('**/api/create-stripe-session');
  await page.route('**/api/create-stripe-session', (route) =>
    route.continue({ postData: JSON.stringify({ ...route.request().postDataJSON(), price: 199 }) }),
  );
  await byCard.click();
  await expect(errorToast(page, 'Erreur')).toContainText('Le prix de cette formule a changé.');
  await expect(dialog.getByRole('alert')).toContainText('Le prix de cette formule a changé.');
  await expect(byCard).toBeEnabled();
  await expect(page).toHaveURL(/\/subscriptions$/);
  forgiveExpectedResponse(watch, 409, '/api/create-stripe-session');
  expectCleanRun(watch);
});

test('the address alone with success=true shows the success state', async ({ page }) => {
  const watch = watchPage(page);
  await page.goto('/subscriptions?success=true');
  await expect(page.getByTestId('subscription-success')).toContainText('Abonnement confirmé !');
  await expect(page.getByTestId('subscription-success')).toContainText(
    'Merci ! Votre abonnement est bien enregistré.',
  );
  expectCleanRun(watch);
});
