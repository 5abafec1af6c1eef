import { CAR_BRANDS, CAR_CATEGORIES, CarSchema, CITIES, ReviewSchema } from '@grandtour/shared';
import { testDatabaseKinds } from '@grandtour/platform/testing';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { countEvents } from '../testing/event-count.ts';
import argon2 from 'argon2';
import { DEMO_OWNER_ACCOUNT } from '../seed/demo-owner-account.ts';
import { seedDemoFleet } from '../seed/seed-demo-fleet.ts';
import { useTestRuntime } from '../testing/test-runtime.ts';

for (const kind of testDatabaseKinds()) {
  describe(`catalogue API on ${kind}`, () => {
    const context = useTestRuntime(kind, {}, { SEED_DEMO_FLEET: 'true' });
    const get = (url: string, headers: Record<string, string> = {}) =>
      context.runtime.app.inject({ method: 'GET', url, headers });

    it('reports a healthy database', async () => {
      const response = await get('/api/health');
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ status: 'ok', database: 'up' });
    });

    it('lists a demo fleet that covers every category, brand and city of the spec', async () => {
      const response = await get('/api/cars');
      expect(response.statusCode).toBe(200);
      const cars = z.array(CarSchema).parse(response.json());
      expect(cars.length).toBeGreaterThanOrEqual(36);
      expect(new Set(cars.map((car) => car.category))).toEqual(new Set(CAR_CATEGORIES));
      expect(new Set(cars.map((car) => car.brand))).toEqual(new Set(CAR_BRANDS));
      expect(new Set(cars.map((car) => car.location))).toEqual(new Set(CITIES));
      expect(new Set(cars.map((car) => car.ownerId)).size).toBeGreaterThanOrEqual(4);
      expect(new Set(cars.map((car) => car.companyName).filter(Boolean)).size).toBeGreaterThanOrEqual(2);
      expect(cars.some((car) => !car.isAvailable)).toBe(true);
      expect(new Set(cars.map((car) => car.deliveryRadius)).size).toBeGreaterThan(3);
      expect(
        cars.every((car) => car.images.length >= 3 && car.images.every((url) => url.startsWith('/media/'))),
      ).toBe(true);
      const [first] = cars;
      expect(first?.reviewCount).toBeGreaterThan(6);
    });

    it('returns one car, a 404 for an unknown id and a localized 400 for a malformed one', async () => {
      const [car] = z.array(CarSchema).parse((await get('/api/cars')).json());
      const found = await get(`/api/cars/${car!.id}`);
      expect(found.statusCode).toBe(200);
      expect(found.json()).toEqual(car);

      const unknown = await get('/api/cars/00000000-0000-4000-8000-000000000000');
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json()).toMatchObject({
        error: 'car_not_found',
        message: expect.stringContaining('Véhicule non trouvé'),
      });

      const malformed = await get('/api/cars/not-a-uuid', { 'accept-language': 'en-GB,en;q=0.9' });
      expect(malformed.statusCode).toBe(400);
      expect(malformed.json()).toMatchObject({
        error: 'validation_failed',
        message: 'The request contains invalid data.',
        details: [expect.objectContaining({ field: 'params.id' })],
      });
    });

    it("lists a car's reviews newest first and refuses unknown or malformed ids", async () => {
      const [car] = z.array(CarSchema).parse((await get('/api/cars')).json());
      const response = await get(`/api/reviews/car/${car!.id}`);
      expect(response.statusCode).toBe(200);
      const reviews = z.array(ReviewSchema).parse(response.json());
      expect(reviews).toHaveLength(car!.reviewCount);
      expect(new Set(reviews.map((review) => review.comment)).size).toBe(reviews.length);
      const dates = reviews.map((review) => review.createdAt);
      expect([...dates].sort().reverse()).toEqual(dates);
      expect((await get('/api/reviews/car/00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
      expect((await get('/api/reviews/car/123')).statusCode).toBe(400);
    });

    it('seeds the documented demo owner account, with only an argon2id hash of its password', async () => {
      const { rows } = await context.database.pool.query(
        'SELECT id, user_type, password_hash FROM users WHERE email = $1',
        [DEMO_OWNER_ACCOUNT.email],
      );
      expect(rows).toHaveLength(1);
      const [account] = rows as { id: string; user_type: string; password_hash: string }[];
      expect(account!.user_type).toBe('owner');
      expect(account!.password_hash).toMatch(/^\$argon2id\$/);
      expect(await argon2.verify(account!.password_hash, DEMO_OWNER_ACCOUNT.password)).toBe(true);
      const cars = z.array(CarSchema).parse((await get('/api/cars')).json());
      expect(cars.filter((car) => car.ownerId === account!.id).length).toBeGreaterThanOrEqual(10);
    });

    it('seeding a second time appends nothing', async () => {
      const count = () => countEvents(context.database.pool);
      const before = await count();
      expect(await seedDemoFleet(context.runtime.store)).toEqual({ cars: 0, reviews: 0, accounts: 0 });
      expect(await count()).toBe(before);
    });

    it('answers unknown API paths and methods with a JSON 404', async () => {
      for (const request of [
        { method: 'GET', url: '/api/nothing-here' },
        { method: 'POST', url: '/api/cars' },
      ] as const) {
        const response = await context.runtime.app.inject(request);
        expect(response.statusCode).toBe(404);
        expect(response.json()).toMatchObject({ error: 'not_found' });
      }
    });

    it('sends security headers and documents the API', async () => {
      const response = await get('/api/health');
      expect(response.headers['content-security-policy']).toContain("script-src 'self'");
      expect(response.headers['content-security-policy']).toContain("frame-ancestors 'none'");
      // With the demo providers no outside script, frame or connection is allowed.
      expect(response.headers['content-security-policy']).not.toMatch(/stripe|paypal/);
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      const docs = (await get('/api/docs/json')).json() as { paths: Record<string, unknown> };
      expect(Object.keys(docs.paths)).toEqual(
        expect.arrayContaining(['/api/cars', '/api/cars/{id}', '/api/reviews/car/{id}', '/api/health']),
      );
    });
  });
}
