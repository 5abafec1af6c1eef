import { newCarBody } from '../../../services/api/src/testing/new-car-body.ts';
import { randomUUID } from 'node:crypto';
import { expect, test, type BrowserContext } from '../../../frontend-public/tests/e2e/support/journey.ts';
import type { OwnerCar } from '@grandtour/shared';
import { signInAsOwner } from './support/owner.ts';

const FRENCH = 'Un coupé d’essai pour les routes de la Côte.';
const ENGLISH = 'A test coupé for the roads of the Riviera.';

/** The public car page as a visitor who chose this language. */
async function openCarIn(context: BrowserContext, carId: string, language: string) {
  const page = await context.newPage();
  await page.addInitScript(
    ([key, value]) =>
      (
        globalThis as unknown as { localStorage: { setItem(k: string, v: string): void } }
      ).localStorage.setItem(key!, value!),
    ['grandtour.language', language],
  );
  await page.goto(`/car/${carId}`);
  await expect(page.locator('html')).toHaveAttribute('lang', language);
  return page;
}

test('an owner writes the English description in the back office; English visitors read it, Spanish ones the French one, marked', async ({
  page,
  context,
  baseURL,
}) => {
  await signInAsOwner(page);
  const created = await page.request.post('/api/owner/cars', {
    headers: { origin: baseURL!, 'idempotency-key': randomUUID() },
    data: newCarBody({
      model: `Langues ${randomUUID().slice(0, 6)}`,
      description: FRENCH,
      features: ['starlight-headliner'],
      dailyPriceCents: 95_000,
    }),
  });
  expect(created.status(), await created.text()).toBe(201);
  const car = (await created.json()) as OwnerCar;

  // The demo owner's fleet is counted by other journeys: the car leaves the site afterwards.
  try {
    await page.goto(`/owner-dashboard#/cars/${car.id}`);
    await expect(page.getByLabel('Description en français')).toHaveValue(FRENCH);
    await page.getByLabel('Description en anglais (facultative)').fill(ENGLISH);
    const saved = page.waitForResponse(
      (response) =>
        response.url().endsWith(`/api/owner/cars/${car.id}`) && response.request().method() === 'PUT',
    );
    await page.getByRole('button', { name: 'Enregistrer' }).click();
    expect((await saved).status()).toBe(200);

    const english = await openCarIn(context, car.id, 'en');
    await expect(english.getByTestId('car-description')).toHaveText(ENGLISH);
    await expect(english.getByTestId('description-language-note')).toHaveCount(0);
    await expect(english.getByTestId('car-features')).toContainText('Starlight headliner');

    const spanish = await openCarIn(context, car.id, 'es');
    const description = spanish.getByTestId('car-description');
    await expect(description.locator('[lang="fr"]')).toHaveText(FRENCH);
    await expect(description.getByTestId('description-language-note')).toHaveText('(en francés)');
    await expect(spanish.getByTestId('car-features')).toContainText('Techo de estrellas');
  } finally {
    expect((await page.request.delete(`/api/owner/cars/${car.id}`)).status()).toBe(200);
  }
});
