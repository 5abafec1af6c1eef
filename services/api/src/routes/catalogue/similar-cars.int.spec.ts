import { randomUUID } from 'node:crypto';
import { testDatabaseKinds } from '@grandtour/platform/testing';
import { type Car, CarSchema, distanceKm, priceBandOf, decimalStringToCents } from '@grandtour/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createSimilarCarQueries } from '@grandtour/projections';
import { eventually } from '@grandtour/workers/testing';
import { useTestRuntime } from '../../testing/test-runtime.ts';

const cars = (body: string) => z.array(CarSchema).parse(JSON.parse(body));
const band = (car: Car) => priceBandOf(decimalStringToCents(car.dailyPrice));

for (const kind of testDatabaseKinds()) {
  describe(`similar cars on the car page, on ${kind}`, () => {
    let fleet: Car[];
    const context = useTestRuntime(kind, { background: false });
    beforeAll(async () => {
      // The runner may need more than one pass: on a shared server the log can show a commit a moment late.
      const similarCars = createSimilarCarQueries(context.database.pool);
      await eventually(async () => {
        await context.runtime.projectionRunner.catchUp();
        return (await similarCars.carsBehind()) === 0;
      }, 20_000);
      fleet = cars((await context.runtime.app.inject({ url: '/api/cars?limit=100' })).body);
    });

    it('serves up to four available cars of the same category or price band, nearest city first', async () => {
      let listed = 0;
      for (const car of fleet) {
        const response = await context.runtime.app.inject({ url: `/api/cars/${car.id}/similar` });
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
      expect(
        (await context.runtime.app.inject({ url: `/api/cars/${randomUUID()}/similar` })).statusCode,
      ).toBe(404);
      expect((await context.runtime.app.inject({ url: '/api/cars/nope/similar' })).statusCode).toBe(400);
    });
  });
}
