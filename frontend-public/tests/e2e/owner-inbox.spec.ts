import { expect, test, type Browser, type Page } from './support/journey.ts';
import type { Car, ConversationSummary, Message } from '@grandtour/shared';
import { adminPhone } from './support/admin.ts';
import { bookThroughApi, stayIn } from './support/booking.ts';
import { cameraPhotos, demoOwnerCars, violationsIn } from './support/handover.ts';
import { expectNoHorizontalScroll } from './support/layout.ts';
import { expectCleanRun, watchPage } from './support/pageWatch.ts';

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };

/** The demo owner in a browser of their own, signed in. */
async function ownerBrowser(browser: Browser, viewport: { width: number; height: number }): Promise<Page> {
  const context = await browser.newContext({ locale: 'fr-FR', timezoneId: 'Europe/Paris', viewport });
  const page = await context.newPage();
  const response = await page.request.post('/api/login', {
    data: { identifier: 'owner@grandtour.demo', password: 'GrandTour-Demo-2026' },
  });
  expect(response.status()).toBe(200);
  return page;
}

/** The first of the demo owner's cars, which the other messages journeys leave alone (they take the last two). */
async function inboxCar(owner: Page): Promise<Car> {
  const cars = await demoOwnerCars(owner);
  expect(cars.length).toBeGreaterThanOrEqual(3);
  return cars[0]!;
}

/** How many customers' messages the owner has not read yet (earlier journeys may have left some). */
async function unreadNow(owner: Page): Promise<number> {
  const query = `filter=${encodeURIComponent('{"unread":true}')}&range=${encodeURIComponent('[0,99]')}`;
  const rows = (await (
    await owner.request.get(`/api/owner/conversations?${query}`)
  ).json()) as ConversationSummary[];
  return rows.reduce((total, row) => total + row.unreadCount, 0);
}

/** The customer writes on their booking, through the API, as their browser (its guest identity). */
async function customerWrites(customer: Page, bookingId: string, text: string) {
  const response = await customer.request.post(`/api/bookings/${bookingId}/conversation/messages`, {
    data: { text },
  });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as Message;
}

const unreadWords = (count: number) => (count === 1 ? '1 non lu' : `${count} non lus`);

test('a customer and the owner chat live about a booking: the inbox, the thread beside the booking, "Lu" marks', async ({
  page,
  browser,
}) => {
  const watch = watchPage(page);
  const owner = await ownerBrowser(browser, DESKTOP);
  const ownerWatch = watchPage(owner);
  const car = await inboxCar(owner);
  const booking = await bookThroughApi(page, car, stayIn(320, 2));
  const before = await unreadNow(owner);

  // The owner waits in the inbox, which is live.
  await owner.goto('/owner-dashboard#/conversations');
  await expect(owner.getByTestId('messages-live')).toHaveAttribute('data-connected', 'true');
  const menu = owner.getByRole('menuitem', { name: /^Messages/ });
  await expect(menu).toBeVisible();

  // The customer writes from their booking's page.
  const question = `Bonjour, peut-on avancer le départ à 8 h ? (${booking.id.slice(0, 8)})`;
  await page.goto(`/reservations/${booking.id}`);
  const section = page.getByTestId('details-messages');
  await section.getByLabel('Votre message').fill(question);
  await section.getByTestId('message-send').click();
  await expect(section.locator('[data-seq="1"]')).toContainText(question);

  // Without a reload, the owner's inbox shows it, unread, and the menu counts it.
  const row = owner.getByRole('row').filter({ hasText: question });
  await expect(row.getByTestId('conversation-unread')).toHaveAttribute('data-unread', '1');
  await expect(row.getByTestId('conversation-unread')).toHaveText('1 message non lu');
  await expect(menu).toHaveAccessibleName(`Messages, ${unreadWords(before + 1)}`);
  await expect(owner.getByTestId('messages-live')).toHaveText(
    /^Nouveau message de .+ : Bonjour, peut-on avancer/,
  );

  // The owner opens it: the booking is beside the thread, and opening it marks it read.
  await row.click();
  await expect(owner).toHaveURL(/#\/conversations\/[0-9a-f-]{36}\/show$/);
  const beside = owner.getByTestId('conversation-beside');
  await expect(beside.getByTestId('beside-car')).toHaveText(`${car.brand} ${car.model}`);
  await expect(beside.getByTestId('beside-status')).toBeVisible();
  await expect(beside.getByTestId('beside-total')).toContainText('€');
  await expect(beside.getByRole('link', { name: 'Voir la réservation' })).toHaveAttribute(
    'href',
    `#/bookings/${booking.id}/show`,
  );
  const thread = owner.getByTestId('message-thread');
  await expect(thread.locator('[data-seq="1"]')).toContainText(question);
  await expect(owner.getByTestId('masking-note')).toContainText('masquées jusqu’à la confirmation');
  await expect(section.locator('[data-seq="1"]').getByTestId('message-read')).toHaveText('Lu');
  await expect(menu).toHaveAccessibleName(before === 0 ? 'Messages' : `Messages, ${unreadWords(before)}`);

  // The owner answers; the customer sees it live, reads it, and the owner sees "Lu".
  await thread.getByLabel('Votre message').fill('Oui, 8 h me convient. À bientôt !');
  await thread.getByTestId('message-photos-input').setInputFiles(await cameraPhotos(1));
  await expect(thread.getByRole('button', { name: 'Retirer la photo 1' })).toBeVisible();
  await thread.getByTestId('message-send').click();
  const answer = thread.locator('[data-seq="2"]');
  await expect(answer).toContainText('Oui, 8 h me convient.');
  const photo = answer.getByRole('img', { name: 'Photo 1 du message' });
  await expect(photo).toBeVisible();
  await expect
    .poll(() => photo.evaluate((image) => (image as unknown as { naturalWidth: number }).naturalWidth))
    .toBeGreaterThan(0);
  await expect(thread.getByRole('button', { name: 'Retirer la photo 1' })).toHaveCount(0);
  await expect(section.locator('[data-seq="2"]')).toContainText('Oui, 8 h me convient.');
  await expect(
    section.locator('[data-seq="2"]').getByRole('img', { name: 'Photo 1 du message' }),
  ).toBeVisible();
  await expect(section.getByTestId('messages-live')).toContainText('Oui, 8 h me convient.');
  await expect(thread.locator('[data-seq="2"]').getByTestId('message-read')).toHaveText('Lu');
  expect(await violationsIn(owner, '[data-testid="message-thread"]')).toEqual([]);

  // The booking's own page leads to the same thread.
  await beside.getByRole('link', { name: 'Voir la réservation' }).click();
  const panel = owner.getByTestId('booking-messages');
  await expect(panel.getByTestId('booking-messages-last')).toHaveText(
    'Vous : Oui, 8 h me convient. À bientôt !',
  );
  await panel.getByTestId('booking-open-conversation').click();
  await expect(owner.getByTestId('message-thread').getByTestId('message')).toHaveCount(2);
  expectCleanRun(watch);
  expectCleanRun(ownerWatch);
});

test('on a phone, the owner sees a new message arrive in the inbox, reads it with the booking above, and reports it; an administrator reads the report', async ({
  page,
  browser,
}) => {
  const owner = await ownerBrowser(browser, PHONE);
  const ownerWatch = watchPage(owner);
  const car = await inboxCar(owner);
  const booking = await bookThroughApi(page, car, stayIn(326, 2));
  await customerWrites(page, booking.id, 'Bonjour, une question avant le départ.');

  await owner.goto('/owner-dashboard#/conversations');
  await expect(owner.getByTestId('messages-live')).toHaveAttribute('data-connected', 'true');
  const offer = `Payez-moi en espèces ${booking.id.slice(0, 6)}`;
  await customerWrites(page, booking.id, offer);
  const row = owner.getByRole('link').filter({ hasText: offer });
  await expect(row.getByTestId('conversation-unread')).toHaveText('2 messages non lus');
  await expectNoHorizontalScroll(owner, 'the owner’s inbox on a phone');

  await row.click();
  const beside = owner.getByTestId('conversation-beside');
  const thread = owner.getByTestId('message-thread');
  await expect(thread.getByTestId('message')).toHaveCount(2);
  // On a phone the booking comes first, above the thread.
  const besideBox = (await beside.boundingBox())!;
  const threadBox = (await thread.boundingBox())!;
  expect(besideBox.y + besideBox.height).toBeLessThanOrEqual(threadBox.y);
  await expectNoHorizontalScroll(owner, 'a conversation on a phone');

  await thread.getByRole('button', { name: 'Signaler le message 2' }).click();
  const report = owner.getByRole('dialog', { name: 'Signaler ce message' });
  await report.getByLabel('Motif').selectOption('off_platform');
  await report.getByLabel('Précisions (facultatif)').fill('Demande de paiement en liquide.');
  await report.getByTestId('report-send').click();
  await expect(thread.locator('[data-seq="2"]').getByTestId('message-reported')).toHaveText('Signalé');
  expectCleanRun(ownerWatch);

  const admin = await adminPhone(browser, PHONE);
  await admin.goto('/owner-dashboard');
  await admin.getByRole('button', { name: 'Ouvrir le menu' }).click();
  await admin.getByRole('menuitem', { name: 'Messages signalés' }).click();
  await expect(admin).toHaveURL(/#\/conversations$/);
  await admin.getByRole('link').filter({ hasText: offer }).click();
  const reported = admin.getByTestId('reported-thread');
  const message = reported.locator('[data-seq="2"]');
  await expect(message).toContainText(offer);
  await expect(message.getByTestId('message-report-entry')).toContainText('Signalé par le propriétaire le');
  await expect(message.getByTestId('message-report-entry')).toContainText(
    'Paiement ou contact hors plateforme',
  );
  await expect(message.getByTestId('message-report-entry')).toContainText('Demande de paiement en liquide.');
  await expect(reported.locator('[data-seq="1"]').getByTestId('message-report-entry')).toHaveCount(0);
  await expectNoHorizontalScroll(admin, 'a reported conversation on a phone');
});

test('the owner writes first from the booking’s page, which starts its conversation', async ({
  page,
  browser,
}) => {
  const owner = await ownerBrowser(browser, DESKTOP);
  const ownerWatch = watchPage(owner);
  const car = await inboxCar(owner);
  const booking = await bookThroughApi(page, car, stayIn(332, 2));

  await owner.goto(`/owner-dashboard#/bookings/${booking.id}/show`);
  const panel = owner.getByTestId('booking-messages');
  await expect(panel).toContainText('Écrivez au client à propos de cette réservation.');
  await panel.getByTestId('message-send').click();
  await expect(panel.getByTestId('message-error')).toHaveText('Écrivez un message.');
  await panel.getByLabel('Votre message').fill('Bonjour, je serai à l’adresse du véhicule à 9 h.');
  await panel.getByTestId('message-send').click();
  await expect(panel.getByTestId('booking-messages-last')).toHaveText(
    'Vous : Bonjour, je serai à l’adresse du véhicule à 9 h.',
  );
  await panel.getByTestId('booking-open-conversation').click();
  await expect(owner.getByTestId('message-thread').locator('[data-seq="1"]')).toContainText(
    'je serai à l’adresse du véhicule',
  );

  await page.goto(`/reservations/${booking.id}`);
  await expect(page.getByTestId('details-messages').locator('[data-seq="1"]')).toContainText(
    'je serai à l’adresse du véhicule',
  );
  expectCleanRun(ownerWatch);
});
