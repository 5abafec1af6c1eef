import { testDatabaseKinds } from '@grandtour/platform/testing';
import { CarSchema, FavoriteWithCarSchema } from '@grandtour/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { GUEST_COOKIE } from '../../plugins/identity.ts';
import { testBrowser } from '../../testing/test-browser.ts';
import { useTestRuntime } from '../../testing/test-runtime.ts';

for (const kind of testDatabaseKinds()) {
  describe(`favourites on ${kind}`, () => {
    let carIds: string[];
    const context = useTestRuntime(kind, {});
    beforeAll(async () => {
      carIds = z
        .array(CarSchema)
        .parse((await context.runtime.app.inject({ url: '/api/cars' })).json())
        .map((car) => car.id);
    });

    const browser = () => testBrowser(context.runtime.app);

    it('adds, lists with the car, and removes a favourite; repeats change nothing', async () => {
      const visit = browser();
      expect((await visit('GET', '/api/favorites/guest')).json()).toEqual([]);
      const added = await visit('POST', '/api/favorites', { userId: 'guest', carId: carIds[0] });
      expect(added.statusCode).toBe(201);
      expect(FavoriteWithCarSchema.parse(added.json())).toMatchObject({
        carId: carIds[0],
        car: { id: carIds[0] },
      });
      expect((await visit('POST', '/api/favorites', { userId: 'guest', carId: carIds[0] })).statusCode).toBe(
        201,
      );
      await visit('POST', '/api/favorites', { userId: 'guest', carId: carIds[1] });
      const listed = z
        .array(FavoriteWithCarSchema)
        .parse((await visit('GET', '/api/favorites/guest')).json());
      expect(listed.map((favourite) => favourite.carId).sort()).toEqual([carIds[0], carIds[1]].sort());
      expect((await visit('DELETE', `/api/favorites/guest/${carIds[0]}`)).statusCode).toBe(204);
      expect((await visit('DELETE', `/api/favorites/guest/${carIds[0]}`)).statusCode).toBe(204);
      const after = z.array(FavoriteWithCarSchema).parse((await visit('GET', '/api/favorites/guest')).json());
      expect(after.map((favourite) => favourite.carId)).toEqual([carIds[1]]);
    });

    it('keeps two guests apart, and gives nobody another id than their own', async () => {
      const alice = browser();
      const bob = browser();
      await alice('POST', '/api/favorites', { userId: 'guest', carId: carIds[2] });
      expect((await bob('GET', '/api/favorites/guest')).json()).toEqual([]);
      expect((await bob('DELETE', `/api/favorites/guest/${carIds[2]}`)).statusCode).toBe(204);
      expect((await alice('GET', '/api/favorites/guest')).json()).toHaveLength(1);
      const guessed = await bob('GET', '/api/favorites/guest:00000000-0000-4000-8000-000000000000');
      expect(guessed.statusCode).toBe(403);
      const forged = await context.runtime.app.inject({
        url: '/api/favorites/guest',
        headers: { cookie: `${GUEST_COOKIE}=not-signed` },
      });
      expect(forged.json()).toEqual([]);
    });

    it('sets the guest cookie http-only and SameSite', async () => {
      const response = await context.runtime.app.inject({ url: '/api/favorites/guest' });
      const cookie = response.cookies.find((candidate) => candidate.name === GUEST_COOKIE);
      expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    });

    it('refuses bad input with a clear 4xx and changes nothing', async () => {
      const visit = browser();
      const cases: [object | string, number][] = [
        [{ userId: 'guest', carId: 'nope' }, 400],
        [{ userId: 'guest' }, 400],
        [{ userId: 'guest', carId: carIds[0], extra: true }, 400],
        [{ userId: 'guest', carId: '00000000-0000-4000-8000-000000000000' }, 404],
      ];
      for (const [payload, status] of cases) {
        const response = await visit('POST', '/api/favorites', payload as object);
        expect(response.statusCode, JSON.stringify(payload)).toBe(status);
      }
      const malformed = await context.runtime.app.inject({
        method: 'POST',
        url: '/api/favorites',
        payload: '{"userId": "guest",',
        headers: { 'content-type': 'application/json' },
      });
      expect(malformed.statusCode).toBe(400);
      expect(malformed.json()).toMatchObject({ error: 'invalid_json' });
      expect((await visit('GET', '/api/favorites/guest')).json()).toEqual([]);
    });

    it('refuses a write sent from another site', async () => {
      const response = await context.runtime.app.inject({
        method: 'POST',
        url: '/api/favorites',
        payload: { userId: 'guest', carId: carIds[0] },
        headers: { origin: 'https://evil.example', host: 'localhost:5000' },
      });
      expect(response.statusCode).toBe(403);
      expect(response.json()).toMatchObject({ error: 'cross_origin_refused' });
      const sameSite = await context.runtime.app.inject({
        method: 'POST',
        url: '/api/favorites',
        payload: { userId: 'guest', carId: carIds[0] },
        headers: { origin: 'http://localhost:5000', host: 'localhost:5000' },
      });
      expect(sameSite.statusCode).toBe(201);
    });
  });
}
