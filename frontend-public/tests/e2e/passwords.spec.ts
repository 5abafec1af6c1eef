import { expect, test, type Page } from './support/journey.ts';
import { ACCOUNT_MESSAGES } from '../../../services/api/src/messages/account-messages.ts';
import { expectCleanRun, forgiveExpectedResponse, watchPage } from './support/pageWatch.ts';

const LANGUAGE_KEY = 'grandtour.language';
const LANGUAGES = ['fr', 'en', 'es', 'de'] as const;
type Language = (typeof LANGUAGES)[number];

/** The page's own words for a password too short, checked before anything is sent. */
const TOO_SHORT: Record<Language, string> = {
  fr: 'Au moins 8 caractères, 12 ou plus recommandés',
  en: 'At least 8 characters, 12 or more recommended',
  es: 'Al menos 8 caracteres; se recomiendan 12 o más',
  de: 'Mindestens 8 Zeichen, 12 oder mehr empfohlen',
};

let sequence = 0;
function newPerson() {
  const tag = `${Date.now().toString(36)}${++sequence}`;
  return { firstName: 'Léa', lastName: 'Moreau', username: `lea.${tag}`, email: `lea.${tag}@example.fr` };
}

async function openInLanguage(page: Page, path: string, language: Language) {
  await page.addInitScript(
    ([key, value]) =>
      (
        globalThis as unknown as { localStorage: { setItem(k: string, v: string): void } }
      ).localStorage.setItem(key!, value!),
    [LANGUAGE_KEY, language],
  );
  await page.goto(path);
  await expect(page.locator('html')).toHaveAttribute('lang', language);
}

for (const language of LANGUAGES) {
  test(`the register page says why each weak password is refused, in ${language}`, async ({ page }) => {
    const watch = watchPage(page);
    const person = newPerson();
    await openInLanguage(page, '/register', language);
    // The inputs by id: their labels are in the page's language.
    await page.locator('#register-firstName').fill(person.firstName);
    await page.locator('#register-lastName').fill(person.lastName);
    await page.locator('#register-username').fill(person.username);
    await page.locator('#register-email').fill(person.email);
    const password = page.locator('#register-password');

    await password.fill('123456');
    await page.getByTestId('register-submit').click();
    await expect(password).toHaveAccessibleDescription(TOO_SHORT[language]);
    await expect(password).toBeFocused();

    // Only the server knows these: the page shows its reason, in the page's language.
    const refused: [string, keyof typeof ACCOUNT_MESSAGES][] = [
      [' '.repeat(10), 'password_blank'],
      ['password', 'password_too_common'],
      ['Azertyuiop', 'password_too_common'],
      [person.username, 'password_matches_account'],
      [person.email.toUpperCase(), 'password_matches_account'],
      ['Zq'.repeat(100) + '!', 'password_too_long'],
    ];
    for (const [weak, reason] of refused) {
      await password.fill(weak);
      await page.getByTestId('register-submit').click();
      await expect(page.getByTestId('register-problem'), reason).toHaveText(
        ACCOUNT_MESSAGES[reason][language],
      );
      await expect(page.getByTestId('register-submit')).toBeEnabled();
    }
    expect((await (await page.request.get('/api/me')).json()).user).toBeNull();

    await password.fill('Rouge-Lapin-Ascenseur');
    await page.getByTestId('register-submit').click();
    await expect(page).toHaveURL(/\/$/);
    forgiveExpectedResponse(watch, 400, '/api/register');
    expectCleanRun(watch);
  });
}

test('the sign-in page says the account is locked out after ten wrong passwords, and why', async ({
  page,
}) => {
  const watch = watchPage(page);
  const person = newPerson();
  const registered = await page.request.post('/api/register', {
    data: { ...person, password: 'Rouge-Lapin-Ascenseur', userType: 'client' },
  });
  expect(registered.status()).toBe(201);
  // Another browser: one the account never signed in from.
  await page.context().clearCookies();
  await openInLanguage(page, '/login', 'en');
  await page.locator('#login-identifier').fill(person.username);
  for (let attempt = 1; attempt <= 10; attempt++) {
    await page.locator('#login-password').fill(`Guess-${attempt}`);
    await page.getByTestId('login-submit').click();
    await expect(page.getByTestId('login-problem')).toHaveText(
      attempt < 10 ? 'Incorrect username or password.' : ACCOUNT_MESSAGES.sign_in_locked.en,
    );
  }
  // The right password waits for the lock-out to end, on this browser.
  await page.locator('#login-password').fill('Rouge-Lapin-Ascenseur');
  await page.getByTestId('login-submit').click();
  await expect(page.getByTestId('login-problem')).toHaveText(ACCOUNT_MESSAGES.sign_in_locked.en);
  expect((await (await page.request.get('/api/me')).json()).user).toBeNull();
  forgiveExpectedResponse(watch, 401, '/api/login');
  forgiveExpectedResponse(watch, 429, '/api/login');
  expectCleanRun(watch);
});
