import { randomUUID } from 'node:crypto';
import { testDatabaseKinds } from '@grandtour/platform/testing';
import { catchUpWithLog } from '@grandtour/projections/testing';
import { addDays, MAX_CAR_FEATURES, OWNER_TEXT_LIMITS, todayInParis } from '@grandtour/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { countEvents } from '../../testing/event-count.ts';
import { newCarBody, signInDemoOwner } from '../../testing/owner-fixtures.ts';
import type { TestBrowser } from '../../testing/test-browser.ts';
import { useTestRuntime } from '../../testing/test-runtime.ts';

const { carModel, carDescription, carFeature, calendarNotes } = OWNER_TEXT_LIMITS;
/** Exactly `length` characters, none of them blank at the ends (the schema trims). */
const text = (length: number, seed = 'Maybach Édition Riviera ') =>
  seed.repeat(length).slice(0, length - 1) + 'Z';

/** A car whose every text is as long as the owner may make it; the longest brand makes the longest artwork name. */
const atTheLimits = () =>
  newCarBody({
    brand: 'Mercedes-Benz',
    model: text(carModel, `S 680 ${randomUUID().slice(0, 8)} Maybach Édition `),
    description: text(carDescription, 'Une description très détaillée. '),
    features: Array.from({ length: MAX_CAR_FEATURES }, (_, index) => text(carFeature, `Option ${index} `)),
    location: 'Paris',
    category: 'luxury',
  });

for (const kind of testDatabaseKinds()) {
  describe(`an owner's car texts at and past their limits, on ${kind}`, () => {
    const context = useTestRuntime(kind, { background: false });
    let owner: TestBrowser;
    const write = { origin: 'http://localhost:5000', host: 'localhost:5000' };
    const key = () => ({ ...write, 'idempotency-key': randomUUID() });
    const events = () => countEvents(context.database.pool);

    beforeAll(async () => {
      owner = await signInDemoOwner(context.runtime.app);
    });

    it('takes a car at every limit, and every page that shows it works: create, list, show, update, public pages, search, similar, delete', async () => {
      const { app } = context.runtime;
      const body = atTheLimits();
      const created = await owner('POST', '/api/owner/cars', body, key());
      expect(created.statusCode, created.body).toBe(201);
      const car = created.json() as { id: string; model: string; images: string[] };
      expect(car.model).toBe(body.model);
      expect(car.model).toHaveLength(carModel);

      const list = await owner('GET', '/api/owner/cars?range=[0,499]');
      expect(list.statusCode, list.body).toBe(200);
      expect(list.json().map((row: { id: string }) => row.id)).toContain(car.id);
      const shown = await owner('GET', `/api/owner/cars/${car.id}`);
      expect(shown.statusCode, shown.body).toBe(200);

      // react-admin sends the whole record back, images and read-only fields included.
      const updated = await owner(
        'PUT',
        `/api/owner/cars/${car.id}`,
        { ...(shown.json() as object), seats: 4 },
        key(),
      );
      expect(updated.statusCode, updated.body).toBe(200);
      expect(updated.json()).toMatchObject({ model: body.model, seats: 4 });

      for (const url of car.images.slice(0, 1)) expect((await app.inject({ url })).statusCode, url).toBe(200);
      const publicCar = await app.inject({ url: `/api/cars/${car.id}` });
      expect(publicCar.statusCode, publicCar.body).toBe(200);
      expect(publicCar.json()).toMatchObject({ model: body.model, description: body.description });
      const search = await app.inject({ url: '/api/cars?brand=Mercedes-Benz&location=Paris' });
      expect(search.statusCode, search.body).toBe(200);
      expect(search.json().map((row: { id: string }) => row.id)).toContain(car.id);
      const from = addDays(todayInParis(), 30);
      const quote = await app.inject({
        url: `/api/cars/${car.id}/quote?startDate=${from}&endDate=${addDays(from, 2)}`,
      });
      expect(quote.statusCode, quote.body).toBe(200);
      await catchUpWithLog(context.database.pool, context.runtime.projectionRunner, ['similar_cars']);
      const similar = await app.inject({ url: `/api/cars/${car.id}/similar` });
      expect(similar.statusCode, similar.body).toBe(200);
      const page = await app.inject({ url: `/car/${car.id}` });
      expect(page.statusCode).toBeLessThan(500);

      const deleted = await owner('DELETE', `/api/owner/cars/${car.id}`, undefined, key());
      expect(deleted.statusCode, deleted.body).toBe(200);
      expect((await owner('GET', '/api/owner/cars?range=[0,499]')).statusCode).toBe(200);
      expect((await owner('GET', `/api/owner/cars/${car.id}`)).statusCode).toBe(200);
    });

    it('takes a model of non-Latin letters or symbols only, at its limit', async () => {
      for (const model of ['李小龍'.repeat(carModel / 2).slice(0, carModel), '🏎'.repeat(carModel / 2)]) {
        const created = await owner('POST', '/api/owner/cars', newCarBody({ model }), key());
        expect(created.statusCode, created.body).toBe(201);
        expect((await owner('GET', '/api/owner/cars?range=[0,499]')).statusCode).toBe(200);
      }
    });

    it('refuses one character past any limit with a 400 naming the field, before anything is written', async () => {
      const existing = (await owner('POST', '/api/owner/cars', newCarBody(), key())).json() as { id: string };
      const tooLong: Record<string, Record<string, unknown>> = {
        model: { model: text(carModel + 1) },
        description: { description: text(carDescription + 1) },
        'features.0': { features: [text(carFeature + 1)] },
        features: { features: Array.from({ length: MAX_CAR_FEATURES + 1 }, (_, index) => `Option ${index}`) },
      };
      for (const [field, changes] of Object.entries(tooLong)) {
        const before = await events();
        const created = await owner('POST', '/api/owner/cars', newCarBody(changes), key());
        const updated = await owner('PUT', `/api/owner/cars/${existing.id}`, changes, key());
        for (const response of [created, updated]) {
          expect(response.statusCode, `${field}: ${response.body}`).toBe(400);
          expect(response.json()).toMatchObject({ error: 'validation_failed' });
          expect(JSON.stringify(response.json().details)).toContain(`body.${field}`);
        }
        expect(await events(), field).toBe(before);
      }
      const before = await events();
      const day = addDays(todayInParis(), 20);
      const dates = (notes: string) => [{ date: day, isAvailable: false, reason: 'maintenance', notes }];
      const notesTooLong = await owner(
        'POST',
        '/api/owner-calendar/bulk-update',
        { ownerId: 'me', carId: existing.id, dates: dates(text(calendarNotes + 1)) },
        key(),
      );
      expect(notesTooLong.statusCode, notesTooLong.body).toBe(400);
      expect(await events()).toBe(before);
      const notesAtLimit = await owner(
        'POST',
        '/api/owner-calendar/bulk-update',
        { ownerId: 'me', carId: existing.id, dates: dates(text(calendarNotes)) },
        key(),
      );
      expect(notesAtLimit.statusCode, notesAtLimit.body).toBe(200);
      const calendar = await owner('GET', '/api/owner-calendar/me');
      expect(calendar.statusCode, calendar.body).toBe(200);
    });

    it('never applies a write twice when a retry with the same key follows a failure that came after the append', async () => {
      const { store } = context.runtime;
      const append = store.appendToStream.bind(store);
      /** The next append is made, and then the request fails (a lost connection, a crash before the answer). */
      const failAfterNextAppend = () => {
        store.appendToStream = async (...args: Parameters<typeof append>) => {
          store.appendToStream = append;
          await append(...args);
          throw new Error('lost after the append');
        };
      };
      const cars = async () =>
        (await owner('GET', '/api/owner/cars?range=[0,499]')).json() as { id: string; model: string }[];
      try {
        const body = newCarBody();
        const creation = key();
        failAfterNextAppend();
        const before = await events();
        expect((await owner('POST', '/api/owner/cars', body, creation)).statusCode).toBe(500);
        const retried = await owner('POST', '/api/owner/cars', body, creation);
        expect(retried.statusCode, retried.body).toBe(201);
        expect((await cars()).filter((car) => car.model === body.model)).toHaveLength(1);
        expect(await events()).toBe(before + 1);
        const carId = retried.json().id as string;

        const update = key();
        failAfterNextAppend();
        expect(
          (await owner('PUT', `/api/owner/cars/${carId}`, { seats: 4, dailyPriceCents: 99_000 }, update))
            .statusCode,
        ).toBe(500);
        const updated = await owner(
          'PUT',
          `/api/owner/cars/${carId}`,
          { seats: 4, dailyPriceCents: 99_000 },
          update,
        );
        expect(updated.statusCode, updated.body).toBe(200);
        expect(updated.json()).toMatchObject({ seats: 4, dailyPriceCents: 99_000 });
        expect(await events()).toBe(before + 3);

        const removal = key();
        failAfterNextAppend();
        expect((await owner('DELETE', `/api/owner/cars/${carId}`, undefined, removal)).statusCode).toBe(500);
        const removed = await owner('DELETE', `/api/owner/cars/${carId}`, undefined, removal);
        expect(removed.statusCode, removed.body).toBe(200);
        expect(removed.json()).toMatchObject({ isListed: false });
        expect(await events()).toBe(before + 4);
      } finally {
        store.appendToStream = append;
      }
    });
  });
}
