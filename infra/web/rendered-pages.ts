import type { Locator, Page } from '@playwright/test';
import { addDays, todayInParis, type Car } from '@grandtour/shared';
import type { HtmlDocument } from './html-checker.ts';

const DEMO_OWNER = { identifier: 'owner@grandtour.demo', password: 'GrandTour-Demo-2026' };
/** Far enough ahead that no journey of the end-to-end suite books these days. */
const STAY_FROM_DAY = 300;

/** The DOM as the browser has built it, once the page has settled. */
async function serialize(page: Page, name: string, ready: Locator): Promise<HtmlDocument> {
  await ready.first().waitFor();
  await page.waitForLoadState('networkidle');
  // The doctype and document.documentElement.outerHTML.
  return { name, html: await page.content() };
}

async function open(page: Page, path: string, ready: (page: Page) => Locator, name = path) {
  await page.goto(path);
  return serialize(page, name, ready(page));
}

const heading = (page: Page) => page.getByRole('heading', { level: 1 });
const testId = (id: string) => (page: Page) => page.getByTestId(id);

/**
 * Every public page as a visitor reaches it (each page alone, then a booking paid by card and a subscription
 * checkout, so that the payment pages have something to show), then the owner's dashboard. The browser context
 * should speak French in Paris, as the site's visitors do by default.
 */
export async function renderedPages(page: Page): Promise<HtmlDocument[]> {
  const cars = (await (await page.request.get('/api/cars?availableNow=true')).json()) as Car[];
  const [first, second] = cars;
  const car = cars.at(-1)!;
  const pages = [
    await open(page, '/', (page) => page.getByTestId('featured-car')),
    await open(page, '/search', testId('search-result')),
    await open(page, `/car/${first!.id}`, testId('booking-form'), '/car/{id}'),
    await open(page, '/favorites', heading),
    await open(page, '/reservations', heading),
    await open(page, '/compare', heading),
    await open(page, `/compare?cars=${first!.id},${second!.id}`, testId('compare-column'), '/compare?cars=…'),
    await open(page, '/register', testId('register-form')),
    await open(page, '/login', testId('login-form')),
    await open(page, '/contact', testId('contact-form')),
    await open(page, '/subscriptions', heading),
    await open(page, '/nowhere', testId('not-found'), 'not found'),
  ];

  const start = addDays(todayInParis(), STAY_FROM_DAY);
  await page.goto(`/car/${car.id}#booking`);
  const form = page.getByTestId('booking-form');
  await form.getByLabel('Date de prise').fill(start);
  await form.getByLabel('Date de retour').fill(addDays(start, 2));
  await form.getByLabel('Lieu de prise').selectOption('car-address');
  await form.getByLabel('Prénom').fill('Camille');
  await form.getByLabel(/^Nom/).fill('Durand');
  await form.getByLabel('E-mail').fill('camille.durand@example.com');
  await form.getByLabel('Téléphone').fill('6 12 34 56 78');
  // The main driver (issue 22): a French licence, the country chosen by default.
  await form.getByLabel('Date de naissance').fill('1990-05-04');
  await form.getByLabel('Numéro du permis').fill('12AB34567');
  await form.getByLabel('Date de délivrance').fill('2010-06-01');
  await form.getByLabel('Date d’expiration').fill('2035-06-01');
  await form.getByRole('checkbox').check();
  await page.getByTestId('breakdown-total').waitFor();
  await page.getByTestId('booking-submit').click();
  await page.waitForURL(/\/payment-method\?/);
  pages.push(await serialize(page, '/payment-method', testId('pay-by-card')(page)));
  await page.getByTestId('pay-by-card').click();
  await page.waitForURL(/\/payment\?/);
  pages.push(await serialize(page, '/payment', testId('card-form')(page)));
  const card = page.getByTestId('card-form');
  await card.getByLabel('Titulaire de la carte').fill('Camille Durand');
  await card.getByLabel('Numéro de carte').pressSequentially('4242424242424242');
  await card.getByLabel('Expiration (MM/AA)').pressSequentially('1234');
  await card.getByLabel('Cryptogramme (CVC)').fill('123');
  await page.getByTestId('payment-confirm').click();
  await page.waitForURL(/\/payment-success\?/);
  pages.push(await serialize(page, '/payment-success', testId('payment-confirmation')(page)));
  pages.push(await open(page, '/reservations', testId('booking-status'), '/reservations (a booking)'));

  await page.goto('/subscriptions');
  await page.getByTestId('plan-choose').nth(1).click();
  await page.getByRole('dialog').getByLabel('E-mail').fill('lea.martin@example.fr');
  pages.push(await serialize(page, '/subscriptions (dialog)', page.getByRole('dialog')));
  await page.getByRole('dialog').getByRole('button', { name: 'Payer par carte' }).click();
  await page.waitForURL(/\/subscriptions\/checkout\?/);
  pages.push(await serialize(page, '/subscriptions/checkout', testId('demo-checkout-plan')(page)));

  const signedIn = await page.request.post('/api/login', { data: DEMO_OWNER });
  if (!signedIn.ok()) throw new Error(`The demo owner could not sign in: ${signedIn.status()}`);
  pages.push(await open(page, '/owner-dashboard', testId('day-grid'), 'owner dashboard'));
  return pages;
}
