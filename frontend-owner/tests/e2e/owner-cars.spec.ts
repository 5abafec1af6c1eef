import { randomUUID } from 'node:crypto';
import { expect, test, type Page } from '../../../frontend-public/tests/e2e/support/journey.ts';
import { OWNER_TEXT_LIMITS, type OwnerCar } from '@grandtour/shared';
import { openDashboard, signInAsOwner } from './support/owner.ts';

// A real 1×1 PNG: the API reads the type from the bytes and decodes it.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

async function choose(page: Page, label: string, option: string) {
  await page.getByLabel(label).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

test('an owner publishes a car with a photo and finds it on /search', async ({ page }) => {
  await signInAsOwner(page);
  const model = `Spyder E2E ${randomUUID().slice(0, 6)}`;
  let created: OwnerCar | undefined;
  try {
    await openDashboard(page);
    await page.getByRole('link', { name: 'Ajouter un véhicule' }).click();
    await choose(page, 'Marque *', 'Porsche');
    await page.getByLabel('Modèle *').fill(model);
    // The form stops where the API does (one table of limits for the schema, the columns and the inputs).
    await expect(page.getByLabel('Modèle *')).toHaveAttribute(
      'maxlength',
      String(OWNER_TEXT_LIMITS.carModel),
    );
    await expect(page.getByLabel('Description en français')).toHaveAttribute(
      'maxlength',
      String(OWNER_TEXT_LIMITS.carDescription),
    );
    await page.getByLabel('Année *').fill('2025');
    await choose(page, 'Catégorie *', 'Cabriolet');
    await choose(page, 'Ville *', 'Nantes');
    // Places follow the car (decision 55): its address, and the station of its city ticked.
    await page
      .getByLabel('Adresse du véhicule (rue, code postal, ville) *')
      .fill('6 cours Cambronne, 44000 Nantes');
    await page.getByLabel('Gare · Nantes — 27 boulevard de Stalingrad, 44000 Nantes').check();
    await choose(page, 'Boîte de vitesses *', 'Automatique');
    await choose(page, 'Carburant *', 'Essence');
    await page.getByLabel('Places *').fill('2');
    await page.getByLabel('Puissance (ch) *').fill('420');
    await page.getByLabel('Vitesse maximale (km/h) *').fill('301');
    await page.getByLabel('0-100 km/h (s) *').fill('3.9');
    await page.getByLabel('Prix par jour (€) *').fill('875.5');
    await page.getByLabel('Description en français').fill('Un spyder pour les routes de la côte.');

    // A file that is not an image is refused with the API's words; a PNG is accepted.
    await page
      .getByTestId('photo-file')
      .setInputFiles({ name: 'notes.png', mimeType: 'image/png', buffer: Buffer.from('not an image') });
    await expect(
      page.getByText('Format de photo non accepté : envoyez une image JPEG, PNG ou WebP.'),
    ).toBeVisible();
    await page
      .getByTestId('photo-file')
      .setInputFiles({ name: 'spyder.png', mimeType: 'image/png', buffer: PNG });
    await expect(page.getByTestId('photo-tile')).toHaveCount(1);
    await expect(page.getByRole('img', { name: 'Photo 1 du véhicule' })).toBeVisible();

    const saved = page.waitForResponse(
      (response) => response.url().endsWith('/api/owner/cars') && response.request().method() === 'POST',
    );
    await page.getByRole('button', { name: 'Enregistrer' }).click();
    const response = await saved;
    expect(response.status()).toBe(201);
    created = (await response.json()) as OwnerCar;
    expect(created).toMatchObject({
      model,
      dailyPriceCents: 87_550,
      accelerationTenths: 39,
      location: 'Nantes',
      address: '6 cours Cambronne, 44000 Nantes',
      pickupHubs: ['nantes-station'],
    });
    expect(created.images).toHaveLength(1);
    // Kept re-encoded as WebP, without the file's metadata.
    expect(created.images[0]).toMatch(/^\/media\/photos\/[0-9a-f]{64}\.webp$/);
    await expect(page).toHaveURL(new RegExp(`#/cars/${created.id}/show$`));
    await expect(page.getByTestId('car-photos').getByRole('img')).toHaveCount(1);

    await page.goto('/search?brand=Porsche&location=Nantes');
    const result = page.getByTestId('search-result').filter({ hasText: model });
    await expect(result).toBeVisible();
    await expect(result.locator(`img[src="${created.images[0]}"]`)).toHaveCount(1);
    const image = await page.request.get(created.images[0]!);
    expect(image.headers()['content-type']).toBe('image/webp');
  } finally {
    if (created) expect((await page.request.delete(`/api/owner/cars/${created.id}`)).status()).toBe(200);
  }
  const gone = await page.request.get(`/api/cars/${created!.id}`);
  expect(gone.status()).toBe(404);
});
