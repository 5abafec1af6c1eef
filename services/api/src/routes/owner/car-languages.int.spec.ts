import { randomUUID } from 'node:crypto';
import { carDecider, carStreamName, handleCommand, type CarListing } from '@grandtour/commands';
import { testDatabaseKinds } from '@grandtour/platform/testing';
import type { Car } from '@grandtour/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { countEvents } from '../../testing/event-count.ts';
import { newCarBody, signInDemoOwner } from '../../testing/owner-fixtures.ts';
import type { TestBrowser } from '../../testing/test-browser.ts';
import { useTestRuntime } from '../../testing/test-runtime.ts';

for (const kind of testDatabaseKinds()) {
  describe(`a car described in several languages (decision 59), on ${kind}`, () => {
    const context = useTestRuntime(kind, { background: false });
    let owner: TestBrowser;
    const key = () => ({
      origin: 'http://localhost:5000',
      host: 'localhost:5000',
      'idempotency-key': randomUUID(),
    });
    const publicCar = async (id: string) => {
      const response = await context.runtime.app.inject({ url: `/api/cars/${id}` });
      expect(response.statusCode, response.body).toBe(200);
      return response.json() as Car;
    };

    beforeAll(async () => {
      owner = await signInDemoOwner(context.runtime.app);
    });

    it('shows the public the English description and catalogue features the owner gave, then the Spanish one added', async () => {
      const created = await owner(
        'POST',
        '/api/owner/cars',
        newCarBody({
          description: 'Une grande routière.',
          descriptionTranslations: { en: 'A grand tourer.' },
          features: ['starlight-headliner', 'Jantes forgées sur mesure'],
        }),
        key(),
      );
      expect(created.statusCode, created.body).toBe(201);
      const id = created.json().id as string;
      expect(await publicCar(id)).toMatchObject({
        description: 'Une grande routière.',
        descriptionTranslations: { en: 'A grand tourer.' },
        features: ['starlight-headliner', 'Jantes forgées sur mesure'],
      });

      const shown = (await owner('GET', `/api/owner/cars/${id}`)).json() as Record<string, unknown>;
      const updated = await owner(
        'PUT',
        `/api/owner/cars/${id}`,
        { ...shown, descriptionTranslations: { en: 'A grand tourer.', es: 'Un gran turismo.' } },
        key(),
      );
      expect(updated.statusCode, updated.body).toBe(200);
      expect((await publicCar(id)).descriptionTranslations).toEqual({
        en: 'A grand tourer.',
        es: 'Un gran turismo.',
      });
    });

    it('refuses, in the owner’s language and changing nothing, a translation without the French description', async () => {
      const created = await owner(
        'POST',
        '/api/owner/cars',
        newCarBody({ descriptionTranslations: { de: 'Ein Gran Turismo.' } }),
        key(),
      );
      const id = created.json().id as string;
      const before = await countEvents(context.database.pool);
      const cleared = await owner(
        'PUT',
        `/api/owner/cars/${id}`,
        { description: ' ' },
        {
          ...key(),
          'accept-language': 'en',
        },
      );
      expect(cleared.statusCode, cleared.body).toBe(422);
      expect(cleared.json()).toMatchObject({
        error: 'french_description_required',
        message: 'Write the French description first: it is the one read when a translation is missing.',
      });
      expect(await countEvents(context.database.pool)).toBe(before);
      expect((await publicCar(id)).description).toBe('Une voiture de test.');

      const untranslated = await owner(
        'POST',
        '/api/owner/cars',
        newCarBody({ description: '', descriptionTranslations: { en: 'English only' } }),
        key(),
      );
      expect(untranslated.statusCode, untranslated.body).toBe(422);
    });

    it('replays a car published before translations existed as described in French only', async () => {
      const carId = randomUUID();
      const body = newCarBody();
      const { dailyPriceCents, ...listing } = body;
      await handleCommand(context.runtime.store, carStreamName(carId), carDecider, {
        type: 'PublishCar',
        data: {
          carId,
          owner: {
            ownerId: 'owner-from-before',
            ownerName: 'Ancien Propriétaire',
            companyName: null,
            ownerVerified: true,
            ownerRatingTenths: 45,
          },
          // The listing as events carried it before decision 59: no descriptionTranslations at all.
          listing: {
            ...listing,
            images: [],
            depositCents: 500_000,
            deliveryAvailable: false,
            deliveryRadiusKm: 0,
            deliveryFeeCents: 0,
            isAvailable: true,
          } as CarListing,
          dailyPriceCents,
        },
        metadata: { now: new Date().toISOString() },
      });
      expect(await publicCar(carId)).toMatchObject({
        description: body.description,
        descriptionTranslations: {},
      });
    });
  });
}
