import { randomUUID } from 'node:crypto';
import { loadConfig } from '@grandtour/platform';
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from '@grandtour/platform/testing';
import { type Car, CarSchema, distanceKm, priceBandOf, decimalStringToCents } from '@grandtour/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createSimilarCarQueries } from '@grandtour/projections';
import { eventually } from '@grandtour/workers/testing';
import { createRuntime, type Runtime } from '../../runtime.ts';

const cars = (body: string) => z.array(CarSchema).parse(JSON.parse(body));
const band = (car: Car) => priceBandOf(decimalStringToCents(car.dailyPrice));

for (const kind of testDatabaseKinds()) {
  describe(`similar cars on the car page, on ${kind}`, () => {
    let database: TestDatabase;
    let runtime: Runtime;
    let fleet: Car[];

    beforeAll(async () => {
      database = await createTestDatabase(kind);
      runtime = await createRuntime(
        loadConfig({ LOG_LEVEL: 'silent', DATA_DIR: '/tmp/grandtour-test-secrets' }),
        database,
        { background: false },
      );
      // The runner may need more than one pass: on a shared server the log can show a commit a moment late.
      const similarCars = createSimilarCarQueries(database.pool);
      await eventually(async () => {
        await runtime.projectionRunner.catchUp();
        return (await similarCars.carsBehind()) === 0;
      }, 20_000);
      fleet = cars((await runtime.app.inject({ url: '/api/cars?limit=100' })).body);
    });
    afterAll(async () => {
      await runtime?.close();
      await database?.close();
    });

    it('serves up to four available cars of the same category or price band, nearest city first', async () => {
      let listed = 0;
      for (const car of fleet) {
        const response = await runtime.app.inject({ url: `/api/cars/${car.id}/similar` });
        expect(response.statusCode).toBe(200);
        const similar = cars(response.body);
        listed += similar.length;
        expect(similar.length).toBeLessThanOrEqual(4);
        expect(similar.map((other) => other.id)).not.toContain(car.id);
        for (const other of similar) {
          expect(other.isAvailable).toBe(true);
          expect(other.category === car.category || band(other) === band(car)).toBe(true);
        }
        const distances = similar.map((other) => distanceKm(car.location, other.location));
        expect(distances).toEqual([...distances].sort((a, b) => a - b));
      }
      // The demo fleet has enough neighbours for every car to get a full list.
      expect(listed).toBe(fleet.length * 4);
    });

    it('answers 404 for an unknown car and 400 for a malformed id', async () => {
      expect((await runtime.app.inject({ url: `/api/cars/${randomUUID()}/similar` })).statusCode).toBe(404);
      expect((await runtime.app.inject({ url: '/api/cars/nope/similar' })).statusCode).toBe(400);
    });
  });
}
