import { randomUUID } from 'node:crypto';
import { testDatabaseKinds } from '@grandtour/platform/testing';
import { DEFAULT_DRIVER_REQUIREMENTS, type Car } from '@grandtour/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO_FLEET } from '../../seed/demo-fleet.ts';
import { demoCarId } from '../../seed/seed-demo-fleet.ts';
import { countEvents } from '../../testing/event-count.ts';
import { newCarBody, registerAccount, signInDemoOwner } from '../../testing/owner-fixtures.ts';
import type { TestBrowser } from '../../testing/test-browser.ts';
import { useTestRuntime } from '../../testing/test-runtime.ts';

const own = { minAge: 30, minLicenceYears: 5, bookingMode: 'instant' };

for (const kind of testDatabaseKinds()) {
  describe(`a car's driver requirements set by its owner (issue 22), on ${kind}`, () => {
    const context = useTestRuntime(kind, { background: false });
    let owner: TestBrowser;
    let carId: string;
    const key = (language = 'fr') => ({
      origin: 'http://localhost:5000',
      host: 'localhost:5000',
      'idempotency-key': randomUUID(),
      'accept-language': language,
    });
    const publicCar = async (id: string) => {
      const response = await context.runtime.app.inject({ url: `/api/cars/${id}` });
      expect(response.statusCode, response.body).toBe(200);
      return response.json() as Car;
    };
    const ownerCar = async (id: string) => (await owner('GET', `/api/owner/cars/${id}`)).json();

    beforeAll(async () => {
      owner = await signInDemoOwner(context.runtime.app);
      const created = await owner('POST', '/api/owner/cars', newCarBody({ category: 'supercar' }), key());
      expect(created.statusCode, created.body).toBe(201);
      carId = created.json().id as string;
    });

    it('publishes a car with none of its own: it asks its category’s defaults', async () => {
      expect((await ownerCar(carId)).driverRequirements).toBeNull();
      const car = await publicCar(carId);
      expect(car.driverRequirements).toBeNull();
      expect(DEFAULT_DRIVER_REQUIREMENTS[car.category].minAge).toBe(25);
    });

    it('lets the owner set their own, reads them back, and shows them to visitors, on the car and in the search', async () => {
      const updated = await owner(
        'PUT',
        `/api/owner/cars/${carId}`,
        { driverRequirements: { minAge: 30, minLicenceYears: 5 } },
        key(),
      );
      expect(updated.statusCode, updated.body).toBe(200);
      expect(updated.json().driverRequirements).toEqual(own);
      expect((await ownerCar(carId)).driverRequirements).toEqual(own);
      expect((await publicCar(carId)).driverRequirements).toEqual(own);
      const search = await context.runtime.app.inject({ url: '/api/cars?location=Nice&limit=100' });
      const found = (search.json() as Car[]).find((car) => car.id === carId);
      expect(found?.driverRequirements).toEqual(own);
    });

    it('hands the car back to its category’s defaults with null', async () => {
      await owner('PUT', `/api/owner/cars/${carId}`, { driverRequirements: own }, key());
      const reset = await owner('PUT', `/api/owner/cars/${carId}`, { driverRequirements: null }, key());
      expect(reset.statusCode, reset.body).toBe(200);
      expect(reset.json().driverRequirements).toBeNull();
      expect((await publicCar(carId)).driverRequirements).toBeNull();
    });

    it('sets a car to request to book, shown on its public page (decision 85)', async () => {
      const request = { ...own, bookingMode: 'request' };
      const set = await owner('PUT', `/api/owner/cars/${carId}`, { driverRequirements: request }, key());
      expect(set.statusCode, set.body).toBe(200);
      expect((await publicCar(carId)).driverRequirements).toEqual(request);
    });

    it('refuses malformed requirements with a 400 naming the bounds, in the owner’s language', async () => {
      const before = await countEvents(context.database.pool);
      const outOfBounds = await owner(
        'PUT',
        `/api/owner/cars/${carId}`,
        { driverRequirements: { minAge: 16, minLicenceYears: 2 } },
        key('de'),
      );
      expect(outOfBounds.statusCode, outOfBounds.body).toBe(400);
      expect(outOfBounds.json()).toMatchObject({
        error: 'driver_requirements_invalid',
        message: expect.stringContaining('Mindestalter liegt zwischen 18–35'),
        details: [expect.objectContaining({ field: 'body.driverRequirements.minAge' })],
      });
      for (const malformed of [
        { minAge: '30', minLicenceYears: 5 },
        { minAge: 30, minLicenceYears: 2.5 },
        { minAge: 30, minLicenceYears: 16 },
        { minAge: 30 },
        { ...own, maxAge: 70 },
        { ...own, bookingMode: 'later' },
        'thirty',
      ]) {
        const refused = await owner(
          'PUT',
          `/api/owner/cars/${carId}`,
          { driverRequirements: malformed },
          key(),
        );
        expect(refused.statusCode, JSON.stringify(malformed)).toBe(400);
        expect(refused.json().message).toBeTruthy();
      }
      expect(await countEvents(context.database.pool)).toBe(before);
    });

    it('refuses another owner: their change is a 404 and the car keeps its requirements', async () => {
      await owner('PUT', `/api/owner/cars/${carId}`, { driverRequirements: own }, key());
      const other = (await registerAccount(context.runtime.app, 'owner')).visit;
      const refused = await other(
        'PUT',
        `/api/owner/cars/${carId}`,
        { driverRequirements: { minAge: 18, minLicenceYears: 0 } },
        key(),
      );
      expect(refused.statusCode, refused.body).toBe(404);
      expect((await publicCar(carId)).driverRequirements).toEqual(own);
    });

    it('seeds the demo Bugatti with its owner’s own: 30 years old, 5 years of licence', async () => {
      const bugatti = DEMO_FLEET.find((car) => car.model === 'Chiron Sport')!;
      expect((await publicCar(demoCarId(bugatti))).driverRequirements).toEqual(own);
    });
  });
}
