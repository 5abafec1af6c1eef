import { expect, test, type Page } from './support/journey.ts';
import { expectCleanRun, watchPage, type PageWatch } from './support/pageWatch.ts';

test.describe.configure({ mode: 'serial' });

let page: Page;
let watch: PageWatch;
/** Every request the page makes, to show that chatting makes none. */
let requests: string[] = [];

const chatButton = () => page.getByTestId('chat-button');
const panel = () => page.getByRole('dialog', { name: 'Camille' });
const input = () => page.getByTestId('chat-input');
const userMessages = () => page.getByTestId('chat-message-user');
const botMessages = () => page.getByTestId('chat-message-bot');

/** Waits for the advisor's answer; returns how long it took after the question appeared. */
async function awaitReply(botCountBefore: number): Promise<number> {
  const askedAt = Date.now();
  await expect(page.getByTestId('chat-typing')).toBeVisible();
  await expect(page.getByTestId('chat-send')).toBeDisabled();
  await expect(botMessages()).toHaveCount(botCountBefore + 1);
  await expect(page.getByTestId('chat-typing')).toHaveCount(0);
  return Date.now() - askedAt;
}

test.beforeAll(async ({ browser }) => {
  page = await browser.newPage();
  watch = watchPage(page);
  page.on('request', (request) => requests.push(new URL(request.url()).pathname));
});

test.afterAll(async () => {
  expectCleanRun(watch);
  await page.close();
});

test('the round button appears after about two seconds and opens the advisor with a welcome and six suggestions', async () => {
  const navigatedAt = Date.now();
  await page.goto('/');
  await expect(chatButton()).toHaveCount(0);
  await expect(chatButton()).toBeVisible();
  expect(Date.now() - navigatedAt).toBeGreaterThanOrEqual(2000);

  const button = page.getByRole('button', { name: 'Discuter avec Camille, votre assistante personnelle' });
  await expect(button).toHaveAttribute('aria-expanded', 'false');
  await button.click();
  await expect(panel()).toBeVisible();
  await expect(button).toHaveAttribute('aria-expanded', 'true');
  await expect(panel()).toContainText('Assistante personnelle');
  await expect(input()).toBeFocused();

  await expect(botMessages()).toHaveCount(1);
  await expect(botMessages()).toContainText('Bonjour, je suis Camille');
  const suggestions = panel().getByRole('group', { name: 'Suggestions' }).getByRole('button');
  await expect(suggestions).toHaveText([
    'Collection d’hypercars disponibles',
    'Tarifs et conditions exclusifs',
    'Réservation pour un événement privé',
    'Conseil personnalisé sur un véhicule',
    'Service de conciergerie premium',
    'Livraison en gants blancs',
  ]);
  await expect(page.getByTestId('chat-send')).toBeDisabled();
});

test('a suggestion is sent after a moment and answered between one and two seconds later, without any request', async () => {
  requests = [];
  await page.getByRole('button', { name: 'Collection d’hypercars disponibles' }).click();
  await expect(userMessages().getByTestId('chat-message-content')).toHaveText([
    'Collection d’hypercars disponibles',
  ]);
  await expect(input()).toHaveValue('');
  await expect(page.getByRole('button', { name: 'Tarifs et conditions exclusifs' })).toBeDisabled();
  const waited = await awaitReply(1);
  expect(waited).toBeGreaterThanOrEqual(900);

  const reply = botMessages().last().getByTestId('chat-message-content');
  await expect(reply).toContainText('72 heures');
  await expect(page.getByTestId('chat-announcer')).toHaveText((await reply.textContent()) ?? '');
  expect(requests).toEqual([]);
});

test('Enter sends, Shift+Enter starts a new line and a blank message is ignored', async () => {
  requests = [];
  await input().fill('   ');
  await expect(page.getByTestId('chat-send')).toBeDisabled();
  await input().press('Enter');
  await expect(userMessages()).toHaveCount(1);

  await input().fill('Comment annuler');
  await input().press('Shift+Enter');
  await input().pressSequentially('ma réservation ?');
  await expect(input()).toHaveValue('Comment annuler\nma réservation ?');
  await expect(userMessages()).toHaveCount(1);
  await input().press('Enter');
  await expect(userMessages().last()).toContainText('Comment annuler\nma réservation ?');
  await expect(input()).toHaveValue('');
  await awaitReply(2);
  await expect(botMessages().last()).toContainText('48');
  await expect(botMessages().last()).toContainText('30 %');
  expect(requests).toEqual([]);
});

test('after switching to English, the advisor quotes the hypercar price band in English', async () => {
  await page.getByTestId('language-picker').click();
  await page.getByTestId('language-option-en').click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(panel()).toContainText('Personal assistant');
  await expect(chatButton()).toHaveAccessibleName('Chat with Camille, your personal assistant');

  await input().click();
  await input().fill('How much does a hypercar cost per day?');
  await page.getByRole('button', { name: 'Send' }).click();
  await awaitReply(3);
  const reply = botMessages().last();
  await expect(reply).toContainText('€1,200');
  await expect(reply).toContainText('€3,500');
  await expect(reply).toContainText(/hypercar/i);
});

test('Escape closes the panel and gives the focus back to the button; the conversation is kept', async () => {
  await input().focus();
  await page.keyboard.press('Escape');
  await expect(panel()).toBeHidden();
  await expect(chatButton()).toBeFocused();
  await expect(chatButton()).toHaveAttribute('aria-expanded', 'false');

  await page.keyboard.press('Enter');
  await expect(panel()).toBeVisible();
  await expect(input()).toBeFocused();
  await expect(userMessages()).toHaveCount(3);
  await expect(botMessages()).toHaveCount(4);

  await page.getByTestId('chat-close').click();
  await expect(panel()).toBeHidden();
  await expect(chatButton()).toBeFocused();
});

test('on a phone the panel takes the full width', async () => {
  await page.setViewportSize({ width: 390, height: 844 });
  await chatButton().click();
  await expect(panel()).toBeVisible();
  const box = await panel().boundingBox();
  const pageWidth = await page.locator('html').evaluate((html) => html.clientWidth);
  expect(box?.width).toBe(pageWidth);
  expect(box?.height).toBe(500);
  await page.keyboard.press('Escape');
  await expect(panel()).toBeHidden();
});
