import { expect, test, type Page } from './support/journey.ts';
import type { Car, ConversationThread, Message } from '@grandtour/shared';
import { bookThroughApi, stayIn } from './support/booking.ts';
import { cameraPhotos, demoOwnerCars, ownerPhone, PHONE, violationsIn } from './support/handover.ts';
import { expectNoHorizontalScroll } from './support/layout.ts';
import { expectCleanRun, watchPage } from './support/pageWatch.ts';

/** The owner's side, through the back office's API (the owner's screens are tested with the back office). */
async function ownerWrites(owner: Page, conversationId: string, text: string) {
  const response = await owner.request.post(`/api/owner/conversations/${conversationId}/messages`, {
    data: { text },
  });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as Message;
}

async function ownerReads(owner: Page, conversationId: string, upToSeq: number) {
  const response = await owner.request.post(`/api/owner/conversations/${conversationId}/read`, {
    data: { upToSeq },
  });
  expect(response.status(), await response.text()).toBe(200);
}

/** Cars of the demo owner no other journey asks about or books on these dates. */
async function messagesCars(owner: Page): Promise<Car[]> {
  const cars = await demoOwnerCars(owner);
  expect(cars.length).toBeGreaterThanOrEqual(2);
  return cars.slice(-2);
}

test('a guest asks an owner about a car, sees their phone number masked, and reads the answer in Messages', async ({
  page,
  browser,
}) => {
  const watch = watchPage(page);
  const owner = await ownerPhone(browser);
  const [car] = await messagesCars(owner);

  await page.goto(`/car/${car!.id}`);
  await page.getByTestId('contact-owner').click();
  const dialog = page.getByRole('dialog', { name: `Une question sur la ${car!.brand} ${car!.model} ?` });
  await dialog.getByLabel('Votre prénom').fill('Jean');
  await dialog.getByLabel(/Votre e-mail/).fill('jean.messages@example.com');
  await dialog.getByLabel('Votre question').fill('Disponible en mars ? Appelez-moi au 06 12 34 56 78');
  await dialog.getByTestId('contact-owner-send').click();

  await expect(dialog.getByTestId('contact-owner-sent')).toBeVisible();
  const asked = dialog.getByTestId('message');
  await expect(asked.getByTestId('message-text')).toHaveText('Disponible en mars ? Appelez-moi au •••');
  await expect(asked.getByTestId('message-masked-note')).toContainText(
    'les coordonnées restent cachées jusqu’à la confirmation de la réservation',
  );
  expect(await violationsIn(page, '[data-testid="contact-owner-dialog"]')).toEqual([]);
  await dialog.getByTestId('contact-owner-open-thread').click();
  await expect(page).toHaveURL(/\/messages\/[0-9a-f-]{36}$/);
  const conversationId = page.url().split('/').at(-1)!;
  await expect(page.getByTestId('conversation-title')).toHaveText(`${car!.brand} ${car!.model}`);

  // Live, without reloading: the owner reads the question, then answers while the guest is on the list.
  const question = page.getByTestId('message-thread').locator('[data-seq="1"]');
  await expect(question.getByTestId('message-read')).toHaveCount(0);
  const live = page.getByTestId('messages-live');
  await expect(live).toHaveAttribute('data-connected', 'true');
  await ownerReads(owner, conversationId, 1);
  await expect(question.getByTestId('message-read')).toHaveText('Lu');
  await page.getByRole('link', { name: 'Toutes les conversations' }).click();
  const row = page.getByTestId('conversation-row').filter({ hasText: `${car!.brand} ${car!.model}` });
  await expect(row).toHaveAttribute('data-unread', '0');
  await expect(live).toHaveAttribute('data-connected', 'true');
  await ownerWrites(owner, conversationId, 'Oui, elle est libre en mars.');
  await expect(row).toHaveAttribute('data-unread', '1');
  await expect(row.getByTestId('conversation-unread')).toContainText('1 message non lu');
  await expect(row.getByTestId('conversation-last-message')).toHaveText('Oui, elle est libre en mars.');
  await expect(live).toHaveText(/^Nouveau message de .+ : Oui, elle est libre en mars\.$/);
  await expect(page.getByTestId('account-menu-button')).toHaveAccessibleName(/Messages, 1 non lu/);

  await row.click();
  const thread = page.getByTestId('message-thread');
  await expect(thread.getByTestId('message')).toHaveCount(2);
  await expect(thread.locator('[data-seq="1"]').getByTestId('message-read')).toHaveText('Lu');
  await expect(thread.locator('[data-seq="2"]')).toContainText('Oui, elle est libre en mars.');
  expect(await violationsIn(page, '[data-testid="messages-page"]')).toEqual([]);

  // Opening it marked it read: the list and the header say so.
  await page.getByRole('link', { name: 'Toutes les conversations' }).click();
  await expect(row).toHaveAttribute('data-unread', '0');
  await expect(page.getByTestId('unread-messages-badge')).toHaveCount(0);
  const summary = (await (
    await owner.request.get(`/api/owner/conversations/${conversationId}`)
  ).json()) as ConversationThread;
  expect(summary.readByOtherUpToSeq).toBe(2);
  expectCleanRun(watch);
});

test.describe('on a phone', () => {
  test.use({ viewport: PHONE });

  test('a customer writes to the owner from the booking with a photo, and reports an answer', async ({
    page,
    browser,
  }) => {
    // Two browsers, an upload and a live stream: on a loaded two-core machine this journey alone can pass 30 s.
    test.slow();
    const watch = watchPage(page);
    const owner = await ownerPhone(browser);
    const [, car] = await messagesCars(owner);
    const booking = await bookThroughApi(page, car!, stayIn(250, 2));

    await page.goto(`/reservations/${booking.id}`);
    const section = page.getByTestId('details-messages');
    await expect(section.getByRole('heading', { name: 'Messages' })).toBeVisible();
    await expect(section).toContainText('Aucun message pour le moment.');
    await section.getByLabel('Votre message').fill('Bonjour, la rayure sur le pare-chocs était déjà là.');
    await section.getByTestId('message-photos-input').setInputFiles(await cameraPhotos(1));
    await expect(section.getByRole('button', { name: 'Retirer la photo 1' })).toBeVisible();
    await section.getByTestId('message-send').click();
    const mine = section.locator('[data-seq="1"]');
    await expect(mine).toContainText('la rayure sur le pare-chocs était déjà là.');
    await expect(mine.getByRole('img', { name: 'Photo 1 du message' })).toBeVisible();
    const conversationId = (await section
      .getByTestId('message-thread')
      .getAttribute('data-conversation-id'))!;

    await expect(section.getByTestId('messages-live')).toHaveAttribute('data-connected', 'true');
    await ownerWrites(owner, conversationId, 'Payez-moi en espèces, ce sera plus simple.');
    const answer = section.locator('[data-seq="2"]');
    await expect(answer).toContainText('Payez-moi en espèces');
    await expect(section.getByTestId('messages-live')).toContainText('Payez-moi en espèces');
    await answer.getByRole('button', { name: 'Signaler le message 2' }).click();
    const report = page.getByRole('dialog', { name: 'Signaler ce message' });
    await report.getByLabel('Motif').selectOption('off_platform');
    await report.getByTestId('report-send').click();
    await expect(answer.getByTestId('message-reported')).toHaveText('Signalé');

    await expectNoHorizontalScroll(page, 'the booking with its messages');
    expect(await violationsIn(page, '[data-testid="details-messages"]')).toEqual([]);

    // The phone's menu leads to every conversation, this one read.
    await page.getByTestId('mobile-menu-button').click();
    await page.getByTestId('mobile-account-messages').click();
    const row = page.getByTestId('conversation-row').filter({ hasText: `${car!.brand} ${car!.model}` });
    await expect(row).toContainText('Réservation');
    await expect(row).toHaveAttribute('data-unread', '0');
    await expectNoHorizontalScroll(page, 'Messages');
    expectCleanRun(watch);
  });
});
