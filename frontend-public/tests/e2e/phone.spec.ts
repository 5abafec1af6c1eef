import { randomUUID } from 'node:crypto';
import { expect, test, type Page } from './support/journey.ts';
import type { Car } from '@grandtour/shared';
import {
  bookableCars,
  bookThroughApi,
  cancelThroughApi,
  forgiveExpectedResponse,
  stayIn,
  storePendingBooking,
} from './support/booking.ts';
import { carName } from './support/catalogue.ts';
import { expectCleanRun, watchPage } from './support/pageWatch.ts';
import { expectNoHorizontalScroll } from './support/layout.ts';

// The phone (decision 62): no public page is wider than it.
test.use({ viewport: { width: 390, height: 844 } });

interface Viewed {
  document: {
    querySelector(selector: string): { scrollTop: number; scrollWidth: number; clientWidth: number } | null;
  };
}

async function allCars(page: Page): Promise<Car[]> {
  return (await (await page.request.get('/api/cars')).json()) as Car[];
}

test('every public page fits a 390 px phone', async ({ page }) => {
  const cars = await allCars(page);
  const available = cars.find((car) => car.isAvailable)!;
  const unavailable = cars.find((car) => !car.isAvailable)!;
  await page.goto('/');
  const booking = await bookThroughApi(page, available, stayIn(40, 2));
  const pages: [string, string][] = [
    ['/', 'h1'],
    ['/search', 'h1'],
    ['/compare', 'h1'],
    ['/favorites', 'h1'],
    ['/reservations', 'h1'],
    [`/reservations/${booking.id}`, 'h1'],
    [`/car/${available.id}`, '[data-testid="car-title"]'],
    [`/car/${unavailable.id}`, '[data-testid="car-unavailable"]'],
    ['/register', 'h1'],
    ['/login', 'h1'],
    ['/contact', 'h1'],
    [`/contact?car=${encodeURIComponent(carName(unavailable))}`, 'h1'],
    ['/subscriptions', 'h1'],
    ['/subscriptions/checkout', 'main'],
    [`/payment-method?booking_id=${booking.id}`, 'main'],
    [`/payment?booking_id=${booking.id}`, 'main'],
    ['/payment-success', 'main'],
    ['/paypal/demo-approve', 'main'],
    ['/no-such-page', 'h1'],
  ];
  for (const [path, landmark] of pages) {
    await page.goto(path);
    await expect(page.locator(landmark).first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    await expectNoHorizontalScroll(page, path);
  }
  await cancelThroughApi(page, booking.id);
});

test('on the payment page the chat button steps aside while the card is typed; the chat opens at its first message', async ({
  page,
}) => {
  const [car] = await bookableCars(page.request);
  await page.goto('/');
  const booking = await bookThroughApi(page, car!, stayIn(43, 2));
  await storePendingBooking(page, {
    bookingId: booking.id,
    carBrand: car!.brand,
    carModel: car!.model,
    totalPrice: booking.totalPrice,
  });
  try {
    await page.goto(`/payment-method?booking_id=${booking.id}`);
    await page.getByTestId('pay-by-card').click();
    await expect(page).toHaveURL(/\/payment\?client_secret=/);
    const chatButton = page.getByTestId('chat-button');
    await expect(chatButton).toBeVisible();

    const cardNumber = page.getByTestId('card-form').getByLabel('Numéro de carte');
    await cardNumber.focus();
    await expect(chatButton).toBeHidden();
    await cardNumber.pressSequentially('4242');
    await expectNoHorizontalScroll(page, 'the payment page while typing');
    await cardNumber.blur();
    await expect(chatButton).toBeVisible();

    // The chat opens on the welcome's first line, not scrolled to its end.
    await chatButton.click();
    await expect(page.getByTestId('chat-message-bot').first()).toBeVisible();
    const scrollTop = await page.evaluate(
      () =>
        (globalThis as unknown as Viewed).document.querySelector('[data-testid="chat-messages"]')?.scrollTop,
    );
    expect(scrollTop).toBe(0);
  } finally {
    await cancelThroughApi(page, booking.id);
  }
});

test('an unavailable car’s badge is whole, and “contact us” opens the form about that car', async ({
  page,
}) => {
  const watch = watchPage(page);
  const unavailable = (await allCars(page)).find((car) => !car.isAvailable)!;
  await page.goto(`/car/${unavailable.id}`);
  const badge = page.getByTestId('car-detail').getByTestId('availability-badge');
  await expect(badge).toHaveText('Non disponible');
  const clipped = await badge.evaluate((element) => element.scrollWidth > element.clientWidth);
  expect(clipped).toBe(false);

  await page.getByTestId('contact-for-availability').click();
  await expect(page).toHaveURL(/\/contact\?car=/);
  await expect(page.getByLabel('Sujet')).toHaveValue('reservation');
  await expect(page.getByRole('textbox', { name: 'Message' })).toHaveValue(
    `Bonjour, je souhaite connaître les prochaines disponibilités du véhicule ${carName(unavailable)}.`,
  );
  expectCleanRun(watch);
});

test('a wrong password is said once; after sign-in the menu no longer offers “Inscription”', async ({
  page,
}) => {
  const watch = watchPage(page);
  const tag = randomUUID().slice(0, 8);
  const person = { firstName: 'Léa', lastName: 'Moreau', username: `lea.${tag}`, email: `${tag}@example.fr` };
  await page.request.post('/api/register', {
    data: { ...person, password: 'Secret-123', userType: 'client' },
  });
  await page.context().clearCookies();

  await page.goto('/');
  await page.getByTestId('mobile-menu-button').click();
  await expect(page.getByTestId('mobile-nav-register')).toBeVisible();
  await page.keyboard.press('Escape');

  await page.goto('/login');
  await page.getByLabel('Nom d’utilisateur ou e-mail').fill(person.email);
  await page.getByLabel('Mot de passe').fill('Secret-999');
  await page.getByTestId('login-submit').click();
  await expect(page.getByTestId('login-problem')).toHaveText('Identifiant ou mot de passe incorrect.');
  await expect(page.getByText('Identifiant ou mot de passe incorrect.')).toHaveCount(1);
  await expect(page.getByTestId('toast')).toHaveCount(0);
  forgiveExpectedResponse(watch, 401, '/api/login');

  await page.getByLabel('Mot de passe').fill('Secret-123');
  await page.getByTestId('login-submit').click();
  await expect(page).toHaveURL(/\/$/);
  await page.getByTestId('mobile-menu-button').click();
  await expect(page.getByTestId('mobile-nav-contact')).toBeVisible();
  await expect(page.getByTestId('mobile-nav-register')).toHaveCount(0);
  expectCleanRun(watch);
});

test.describe('on a desktop', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('the header offers “Inscription” to visitors only', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByTestId('nav-register')).toBeVisible();
    const tag = randomUUID().slice(0, 8);
    await page.request.post('/api/register', {
      data: {
        firstName: 'Noé',
        lastName: 'Moreau',
        username: `noe.${tag}`,
        email: `${tag}@example.fr`,
        password: 'Secret-123',
        userType: 'client',
      },
    });
    await page.goto('/');
    await expect(page.getByTestId('nav-contact')).toBeVisible();
    await expect(page.getByTestId('nav-register')).toHaveCount(0);
  });
});
