import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Browser, type Page } from './support/journey.ts';
import type { Car, OwnerCar } from '@grandtour/shared';
import sharp from 'sharp';
import { bookThroughApi, payThroughApi, stayIn } from './support/booking.ts';
import { expectNoHorizontalScroll } from './support/layout.ts';

/** The demo owner, signed in on a browser of their own. */
async function ownerPage(browser: Browser): Promise<Page> {
  const page = await (await browser.newContext({ locale: 'fr-FR', timezoneId: 'Europe/Paris' })).newPage();
  const response = await page.request.post('/api/login', {
    data: { identifier: 'owner@grandtour.demo', password: 'GrandTour-Demo-2026' },
  });
  expect(response.status()).toBe(200);
  return page;
}

async function demoOwnerCar(owner: Page): Promise<Car> {
  const mine = (await (
    await owner.request.get(`/api/owner/cars?range=${encodeURIComponent('[0,99]')}`)
  ).json()) as OwnerCar[];
  const all = (await (await owner.request.get('/api/cars?availableNow=true&limit=100')).json()) as Car[];
  const ids = new Set(mine.filter((car) => car.isListed && car.isAvailable).map((car) => car.id));
  return all.find((car) => ids.has(car.id))!;
}

/** A phone photo of one side of a licence. */
const photo = (colour: { r: number; g: number; b: number }) =>
  sharp({ create: { width: 800, height: 500, channels: 3, background: colour } })
    .jpeg()
    .toBuffer();

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

test('a customer sends their licence from a phone, and the owner verifies it in the back office', async ({
  page,
  browser,
}) => {
  const owner = await ownerPage(browser);
  const car = await demoOwnerCar(owner);
  await page.goto('/');
  const booking = await bookThroughApi(page, car, stayIn(120, 2));
  await payThroughApi(page, booking);

  await page.goto(`/reservations/${booking.id}`);
  const section = page.getByTestId('details-documents');
  await expect(section.getByRole('heading', { name: 'Permis et pièce d’identité' })).toBeVisible();
  await expect(section.getByTestId('driver-status')).toHaveText('Aucun document envoyé pour l’instant.');
  const input = section.getByTestId('document-input-licence_front');
  await expect(input).toHaveAttribute('accept', 'image/*,application/pdf');
  await expect(input).toHaveAttribute('capture', 'environment');

  const files = [
    ['licence_front', await photo({ r: 30, g: 80, b: 160 })],
    ['licence_back', await photo({ r: 160, g: 80, b: 30 })],
    ['identity', await photo({ r: 90, g: 90, b: 90 })],
  ] as const;
  for (const [kind, buffer] of files) {
    await section.getByTestId(`document-input-${kind}`).setInputFiles({
      name: `${kind}.jpg`,
      mimeType: 'image/jpeg',
      buffer,
    });
    await expect(section.getByTestId(`document-${kind}`)).toContainText('Envoyé le');
  }
  await expect(section.getByTestId('driver-status')).toHaveText(
    'Documents envoyés : en attente de vérification par le propriétaire.',
  );
  await expectNoHorizontalScroll(page, 'the booking page with its documents, on a phone');
  const axe = await new AxeBuilder({ page })
    .include('[data-testid="details-documents"]')
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .analyze();
  expect(axe.violations.map((violation) => violation.id)).toEqual([]);

  // The owner sees the photos on the booking and verifies the driver.
  await owner.goto(`/owner-dashboard#/bookings/${booking.id}/show`);
  const panel = owner.getByTestId('driver-documents');
  await expect(panel.getByTestId('driver-documents-status')).toHaveText('À vérifier');
  const front = panel.getByRole('img', { name: 'Permis – recto' });
  // The documents come after the booking's other panels: the owner scrolls down to them (the photos load lazily).
  await panel.scrollIntoViewIfNeeded();
  await expect(front).toBeVisible();
  await expect
    .poll(() => front.evaluate((image) => (image as unknown as { naturalWidth: number }).naturalWidth))
    .toBeGreaterThan(0);
  await panel.getByTestId('verify-driver').click();
  await expect(panel.getByTestId('driver-documents-status')).toHaveText(
    'Conducteur vérifié jusqu’au 1 juin 2035',
  );
  const ownerAxe = await new AxeBuilder({ page: owner })
    .include('[data-testid="driver-documents"]')
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .analyze();
  expect(ownerAxe.violations.map((violation) => violation.id)).toEqual([]);

  // Back on the phone, the driver is told.
  await page.reload();
  await expect(page.getByTestId('driver-verified')).toHaveText('Conducteur vérifié jusqu’au 1 juin 2035');

  // Nobody else gets the files: a new visitor's browser asks for them in vain.
  const stranger = await (await browser.newContext()).newPage();
  const refused = await stranger.request.get(
    `/api/owner/bookings/${booking.id}/driver-documents/licence_front`,
  );
  expect(refused.status()).toBe(401);
  expect((await stranger.request.get('/api/driver-documents/licence_front')).status()).toBe(404);
});

test('a signed-in client sends their documents once from the account menu', async ({ page }) => {
  const id = Date.now().toString(36);
  const registered = await page.request.post('/api/register', {
    data: {
      username: `driver.${id}`,
      password: 'Secret-123-Driver',
      firstName: 'Camille',
      lastName: 'Durand',
      email: `driver.${id}@example.fr`,
      userType: 'client',
    },
  });
  expect(registered.status(), await registered.text()).toBe(201);
  // On the desktop, from the account menu; on a phone, from the header's menu.
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/');
  await page.getByTestId('account-menu-button').click();
  await page.getByTestId('account-documents').click();
  await expect(page).toHaveURL(/\/account\/documents$/);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/');
  await page.getByTestId('mobile-menu-button').click();
  await page.getByTestId('mobile-menu').getByTestId('mobile-account-documents').click();
  await expect(page).toHaveURL(/\/account\/documents$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Permis et pièce d’identité' })).toBeVisible();
  await page.getByTestId('document-input-licence_front').setInputFiles({
    name: 'front.jpg',
    mimeType: 'image/jpeg',
    buffer: await photo({ r: 10, g: 120, b: 60 }),
  });
  await expect(page.getByTestId('document-licence_front')).toContainText('Envoyé le');
  await expectNoHorizontalScroll(page, 'the account’s documents, on a phone');
});
