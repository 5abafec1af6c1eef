import { newCarBody } from '../../../services/api/src/testing/new-car-body.ts';
import { randomUUID } from 'node:crypto';
import { expect, test, type Browser } from '../../../frontend-public/tests/e2e/support/journey.ts';
import type { OwnerCar } from '@grandtour/shared';
import AxeBuilder from '@axe-core/playwright';
import { axeViolations, consoleErrors, signInAsOwner } from './support/owner.ts';

const PHONE = { width: 390, height: 844 };

/** The public car page on a phone, as a visitor of that language (with JavaScript, or only what the server sent). */
async function visitorPage(browser: Browser, locale: string, javaScriptEnabled = true) {
  const context = await browser.newContext({ locale, viewport: PHONE, javaScriptEnabled });
  return context.newPage();
}

test.use({ viewport: PHONE });

test('an owner asks drivers of 30 in the back office on a phone; the car page says so in French and English', async ({
  page,
  browser,
  baseURL,
}) => {
  await signInAsOwner(page);
  const created = await page.request.post('/api/owner/cars', {
    headers: { origin: baseURL!, 'idempotency-key': randomUUID() },
    data: newCarBody({ model: `Conducteur ${randomUUID().slice(0, 6)}`, category: 'supercar' }),
  });
  expect(created.status(), await created.text()).toBe(201);
  const car = (await created.json()) as OwnerCar;

  // The demo owner's fleet is counted by other journeys: the car leaves the site afterwards.
  try {
    const ownerErrors = consoleErrors(page);
    await page.goto(`/owner-dashboard#/cars/${car.id}`);
    const minAge = page.getByLabel('Âge minimum du conducteur (ans)');
    const licence = page.getByLabel('Ancienneté minimum du permis (ans)');
    await expect(minAge).toHaveValue('25');
    await expect(licence).toHaveValue('3');
    await expect(
      page.getByText('Valeurs par défaut de la plateforme pour la catégorie « Supercar ».'),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: 'Revenir aux valeurs par défaut' })).toHaveCount(0);
    expect(await axeViolations(page)).toEqual([]);

    // By keyboard: into the field, the new age typed over the default.
    await minAge.focus();
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.type('30');
    await expect(
      page.getByText(/^Vos propres conditions\. Par défaut pour la catégorie « Supercar » : 25 ans/),
    ).toBeVisible();
    const box = await minAge.boundingBox();
    expect(box!.x + box!.width).toBeLessThanOrEqual(PHONE.width);

    const saved = page.waitForResponse(
      (response) =>
        response.url().endsWith(`/api/owner/cars/${car.id}`) && response.request().method() === 'PUT',
    );
    await page.getByRole('button', { name: 'Enregistrer' }).click();
    const answer = await saved;
    expect(answer.status()).toBe(200);
    expect(((await answer.json()) as OwnerCar).driverRequirements).toEqual({
      minAge: 30,
      minLicenceYears: 3,
      bookingMode: 'instant',
    });
    // Saved, the car's page in the back office says what it asks.
    await expect(page.getByText('30 ans minimum, 3 ans de permis', { exact: true })).toBeVisible();

    const french = await visitorPage(browser, 'fr-FR');
    const visitorErrors = consoleErrors(french);
    await french.goto(`/car/${car.id}`);
    const conditions = french.getByTestId('rental-conditions');
    await expect(conditions.getByRole('heading', { name: 'Conditions de location' })).toBeVisible();
    await expect(conditions.getByTestId('condition-min-age')).toHaveText('Âge minimum du conducteur30 ans');
    await expect(conditions.getByTestId('condition-licence')).toContainText('3 ans minimum');
    await expect(conditions.getByTestId('condition-booking-mode')).toContainText('Instantanée');
    const block = await new AxeBuilder({ page: french })
      .include('[data-testid="rental-conditions"]')
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
      .analyze();
    expect(block.violations.map((violation) => violation.id)).toEqual([]);
    // Hydrated over the server's HTML without a mismatch.
    expect(visitorErrors).toEqual([]);

    const english = await visitorPage(browser, 'en-GB');
    await english.goto(`/car/${car.id}`);
    await expect(english.getByTestId('condition-min-age')).toHaveText('Minimum driver age30 years old');
    await expect(english.getByTestId('condition-licence')).toContainText('At least 3 years');

    // What the server renders says the same, before any script runs.
    const serverOnly = await visitorPage(browser, 'fr-FR', false);
    await serverOnly.goto(`/car/${car.id}`);
    await expect(serverOnly.getByTestId('condition-min-age')).toHaveText('Âge minimum du conducteur30 ans');

    // Back to the category's defaults, which then follow the category.
    await page.goto(`/owner-dashboard#/cars/${car.id}`);
    await expect(minAge).toHaveValue('30');
    await page.getByRole('button', { name: 'Revenir aux valeurs par défaut' }).focus();
    await page.keyboard.press('Enter');
    await expect(minAge).toHaveValue('25');
    await expect(minAge).toBeFocused();
    await page.getByRole('combobox', { name: 'Catégorie' }).click();
    await page.getByRole('option', { name: 'Sport' }).click();
    await expect(minAge).toHaveValue('23');
    await expect(
      page.getByText('Valeurs par défaut de la plateforme pour la catégorie « Sport ».'),
    ).toBeVisible();
    const reset = page.waitForResponse(
      (response) =>
        response.url().endsWith(`/api/owner/cars/${car.id}`) && response.request().method() === 'PUT',
    );
    await page.getByRole('button', { name: 'Enregistrer' }).click();
    expect(((await (await reset).json()) as OwnerCar).driverRequirements).toBeNull();
    await expect(
      page.getByText('23 ans minimum, 2 ans de permis (valeurs par défaut de la catégorie)', { exact: true }),
    ).toBeVisible();
    expect(ownerErrors).toEqual([]);
    await french.goto(`/car/${car.id}`);
    await expect(french.getByTestId('condition-min-age')).toHaveText('Âge minimum du conducteur23 ans');
  } finally {
    expect((await page.request.delete(`/api/owner/cars/${car.id}`)).status()).toBe(200);
  }
});

test('the search card says the demo Pagani’s own minimum age, in the visitor’s language', async ({
  browser,
}) => {
  const french = await visitorPage(browser, 'fr-FR');
  await french.goto('/search?brand=Pagani&location=Monaco');
  const card = french.getByTestId('search-result').filter({ hasText: 'Huayra Roadster' });
  await expect(card.getByTestId('car-min-age')).toContainText('28 ans min.');
  const english = await visitorPage(browser, 'en-GB');
  await english.goto('/search?brand=Pagani&location=Monaco');
  await expect(
    english.getByTestId('search-result').filter({ hasText: 'Huayra Roadster' }).getByTestId('car-min-age'),
  ).toContainText('Min. age 28');
});
