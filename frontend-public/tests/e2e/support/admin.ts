import type { Browser, Page } from '@playwright/test';

/** The administrator the journeys' server makes at boot (services/api/src/testing/e2e-server.ts). */
export const E2E_ADMIN = {
  email: 'arbitre.e2e@grandtour.test',
  username: 'arbitre.e2e',
  password: 'Balance-Juste-Verdict-2026',
};

/** The administrator, signed in on a phone of their own. */
export async function adminPhone(
  browser: Browser,
  viewport: { width: number; height: number },
): Promise<Page> {
  const context = await browser.newContext({ locale: 'fr-FR', timezoneId: 'Europe/Paris', viewport });
  const page = await context.newPage();
  const response = await page.request.post('/api/login', {
    data: { identifier: E2E_ADMIN.username, password: E2E_ADMIN.password },
  });
  if (response.status() !== 200)
    throw new Error(`The administrator cannot sign in: ${await response.text()}`);
  return page;
}
