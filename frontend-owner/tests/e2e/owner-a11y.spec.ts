import { expect, test, type Page } from '../../../frontend-public/tests/e2e/support/journey.ts';
import { addDays, type Booking } from '@grandtour/shared';
import {
  axeViolations,
  confirmedBooking,
  freeDaysOfACar,
  openDashboard,
  signInAsOwner,
} from './support/owner.ts';

/** A list's rows: the table's on a desktop, react-admin's SimpleList on a phone (decision 62). */
const rows = (page: Page) => page.locator('main table tbody tr, main ul > li');

/** Every screen of the back office, each once it has drawn its data. */
function screens(
  booking: Booking,
  carId: string,
  conversationId: string,
): [string, (page: Page) => Promise<void>][] {
  const tab = (name: string, ready: (page: Page) => Promise<void>) => async (page: Page) => {
    await openDashboard(page);
    await page.getByRole('tab', { name }).click();
    await expect(page.getByRole('tab', { name })).toHaveAttribute('aria-selected', 'true');
    await ready(page);
  };
  const route = (hash: string, ready: (page: Page) => Promise<void>) => async (page: Page) => {
    await page.goto(`/owner-dashboard#${hash}`);
    await ready(page);
  };
  return [
    [
      'dashboard · Calendrier',
      tab('Calendrier', (page) => expect(page.getByTestId('day-grid')).toBeVisible()),
    ],
    [
      'dashboard · Réservations',
      tab('Réservations', (page) => expect(page.getByTestId('booking-summary').first()).toBeVisible()),
    ],
    [
      'dashboard · Mes véhicules',
      tab('Mes véhicules', (page) => expect(page.getByTestId('vehicle-card')).toHaveCount(12)),
    ],
    ['car list', route('/cars', (page) => expect(rows(page)).toHaveCount(12))],
    ['car create', route('/cars/create', (page) => expect(page.getByLabel('Modèle *')).toBeVisible())],
    [
      'car show',
      route(`/cars/${carId}/show`, (page) =>
        expect(page.getByRole('link', { name: 'Éditer' })).toBeVisible(),
      ),
    ],
    ['car edit', route(`/cars/${carId}`, (page) => expect(page.getByLabel('Modèle *')).not.toBeEmpty())],
    ['booking list', route('/bookings', (page) => expect(rows(page).first()).toContainText('Hugo'))],
    [
      'booking show',
      route(`/bookings/${booking.id}/show`, (page) =>
        expect(page.getByTestId('money-timeline').getByRole('listitem').first()).toBeVisible(),
      ),
    ],
    ['inbox', route('/conversations', (page) => expect(rows(page).first()).toBeVisible())],
    [
      'conversation',
      route(`/conversations/${conversationId}/show`, async (page) => {
        await expect(page.getByTestId('message-thread').getByTestId('message')).toHaveCount(1);
        await expect(page.getByTestId('beside-total')).toBeVisible();
      }),
    ],
  ];
}

for (const [device, viewport] of [
  ['a desktop', { width: 1280, height: 900 }],
  ['a phone', { width: 390, height: 844 }],
] as const) {
  test(`every back-office screen on ${device} has no WCAG 2.2 AA violation`, async ({ page, browser }) => {
    test.slow();
    await page.setViewportSize(viewport);
    await signInAsOwner(page);
    const { car, dates } = await freeDaysOfACar(page.request, 2, 24, 3);
    const visitor = await browser.newContext();
    const booking = await confirmedBooking(visitor.request, car.carId, dates[0]!, addDays(dates[1]!, 1));
    try {
      // The owner writes first, which starts the booking's conversation (decision 94).
      const written = await page.request.post(`/api/owner/bookings/${booking.id}/conversation/messages`, {
        data: { text: 'Bonjour, à quelle heure arrivez-vous ?' },
      });
      expect(written.status()).toBe(201);
      const { conversationId } = (await written.json()) as { conversationId: string };
      const found: Record<string, unknown> = {};
      for (const [name, open] of screens(booking, car.carId, conversationId)) {
        await open(page);
        const violations = await axeViolations(page);
        if (violations.length > 0) found[name] = violations;
      }
      expect(found).toEqual({});
    } finally {
      await visitor.request.post(`/api/bookings/${booking.id}/cancel`);
      await visitor.close();
    }
  });
}

test('the spinners shown while data loads are named', async ({ page }) => {
  await signInAsOwner(page);
  await page.goto('/owner-dashboard#/cars');
  await expect(page.locator('table tbody tr').first()).toBeVisible();
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/owner/cars?*', async (route) => {
    await held;
    await route.continue();
  });
  await page.getByRole('button', { name: 'Actualiser' }).click();
  await expect(page.getByRole('progressbar', { name: 'Chargement' }).first()).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  release();
  await expect(page.getByRole('progressbar')).toHaveCount(0);
});
