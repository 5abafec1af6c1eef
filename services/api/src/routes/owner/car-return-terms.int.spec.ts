import { randomUUID } from 'node:crypto';
import { testDatabaseKinds } from '@grandtour/platform/testing';
import {
  addDays,
  BookingSchema,
  DEFAULT_RETURN_TERMS,
  OwnerBookingDetailSchema,
  todayInParis,
  type Car,
  type ReturnTerms,
} from '@grandtour/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO_FLEET } from '../../seed/demo-fleet.ts';
import { demoCarId } from '../../seed/seed-demo-fleet.ts';
import { bookAs } from '../../testing/booking-requests.ts';
import { countEvents } from '../../testing/event-count.ts';
import { newCarBody, registerAccount, signInDemoOwner } from '../../testing/owner-fixtures.ts';
import { testBrowser, type TestBrowser } from '../../testing/test-browser.ts';
import { useTestRuntime } from '../../testing/test-runtime.ts';

const own: ReturnTerms = {
  includedKmPerDay: 150,
  extraKmCents: 350,
  refuelFeeCents: 9_000,
  lateFeePerHourCents: 12_000,
};
const later: ReturnTerms = {
  includedKmPerDay: 50,
  extraKmCents: 900,
  refuelFeeCents: 0,
  lateFeePerHourCents: 0,
};

/** Issue 23: the owner sets a car's return terms, visitors read them, and a booking keeps those it was made under. */
for (const kind of testDatabaseKinds()) {
  describe(`a car's return terms set by its owner (issue 23), on ${kind}`, () => {
    const context = useTestRuntime(kind, { background: false });
    const today = todayInParis();
    const day = (offset: number) => addDays(today, offset);
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
    const setTerms = async (id: string, returnTerms: ReturnTerms | null) => {
      const updated = await owner('PUT', `/api/owner/cars/${id}`, { returnTerms }, key());
      expect(updated.statusCode, updated.body).toBe(200);
      return updated.json();
    };
    const frozenTerms = async (visit: TestBrowser, bookingId: string) => {
      const customer = BookingSchema.parse((await visit('GET', `/api/bookings/${bookingId}`)).json());
      const owned = OwnerBookingDetailSchema.parse(
        (await owner('GET', `/api/owner/bookings/${bookingId}`)).json(),
      );
      expect(owned.returnTerms).toEqual(customer.returnTerms);
      return customer.returnTerms;
    };

    beforeAll(async () => {
      owner = await signInDemoOwner(context.runtime.app);
      const created = await owner('POST', '/api/owner/cars', newCarBody({ category: 'supercar' }), key());
      expect(created.statusCode, created.body).toBe(201);
      carId = created.json().id as string;
    });

    it('publishes a car with none of its own: it charges its category’s defaults', async () => {
      expect((await ownerCar(carId)).returnTerms).toBeNull();
      expect((await publicCar(carId)).returnTerms).toBeNull();
    });

    it('lets the owner set their own, unlimited kilometres too, and answers them on the car page', async () => {
      expect((await setTerms(carId, own)).returnTerms).toEqual(own);
      expect((await ownerCar(carId)).returnTerms).toEqual(own);
      expect((await publicCar(carId)).returnTerms).toEqual(own);
      const unlimited = { ...own, includedKmPerDay: null };
      expect((await setTerms(carId, unlimited)).returnTerms).toEqual(unlimited);
      expect((await publicCar(carId)).returnTerms).toEqual(unlimited);
      expect((await setTerms(carId, null)).returnTerms).toBeNull();
      expect((await publicCar(carId)).returnTerms).toBeNull();
    });

    it('freezes the car’s terms in a booking: what the owner sets later changes nothing in it', async () => {
      await setTerms(carId, own);
      const visit = testBrowser(context.runtime.app);
      const booking = await bookAs(visit, context.runtime.app, await publicCar(carId), {
        startDate: day(40),
        endDate: day(42),
      });
      expect(booking.returnTerms).toEqual(own);
      expect(await frozenTerms(visit, booking.id)).toEqual(own);
      await setTerms(carId, later);
      expect(await frozenTerms(visit, booking.id)).toEqual(own);
      await setTerms(carId, null);
      expect(await frozenTerms(visit, booking.id)).toEqual(own);
    });

    it('freezes the category’s defaults for a car with none of its own', async () => {
      await setTerms(carId, null);
      const visit = testBrowser(context.runtime.app);
      const booking = await bookAs(visit, context.runtime.app, await publicCar(carId), {
        startDate: day(50),
        endDate: day(51),
      });
      expect(await frozenTerms(visit, booking.id)).toEqual(DEFAULT_RETURN_TERMS.supercar);
      await setTerms(carId, later);
      expect(await frozenTerms(visit, booking.id)).toEqual(DEFAULT_RETURN_TERMS.supercar);
    });

    it('refuses terms out of bounds with a 400 naming them, in the owner’s language, and writes nothing', async () => {
      const before = await countEvents(context.database.pool);
      const tooFar = await owner(
        'PUT',
        `/api/owner/cars/${carId}`,
        { returnTerms: { ...own, includedKmPerDay: 2_001 } },
        key('de'),
      );
      expect(tooFar.statusCode, tooFar.body).toBe(400);
      expect(tooFar.json()).toMatchObject({
        error: 'return_terms_invalid',
        message: expect.stringContaining('Ungültige Rückgabebedingungen'),
        details: [expect.objectContaining({ field: 'body.returnTerms.includedKmPerDay' })],
      });
      for (const malformed of [
        { ...own, extraKmCents: 100_001 },
        { ...own, refuelFeeCents: -100 },
        { ...own, lateFeePerHourCents: 12.5 },
        { ...own, includedKmPerDay: '150' },
        { ...own, fuelPolicy: 'full_to_full' },
        { includedKmPerDay: 150 },
        'unlimited',
      ]) {
        const refused = await owner('PUT', `/api/owner/cars/${carId}`, { returnTerms: malformed }, key());
        expect(refused.statusCode, JSON.stringify(malformed)).toBe(400);
        expect(refused.json().message).toBeTruthy();
      }
      expect(await countEvents(context.database.pool)).toBe(before);
    });

    it('refuses another owner: their change is a 404 and the car keeps its terms', async () => {
      await setTerms(carId, own);
      const other = (await registerAccount(context.runtime.app, 'owner')).visit;
      const refused = await other('PUT', `/api/owner/cars/${carId}`, { returnTerms: later }, key());
      expect(refused.statusCode, refused.body).toBe(404);
      expect((await publicCar(carId)).returnTerms).toEqual(own);
    });

    it('seeds the demo Bugatti with its owner’s own: 100 km a day, 10 € each beyond', async () => {
      const bugatti = DEMO_FLEET.find((car) => car.model === 'Chiron Sport')!;
      expect((await publicCar(demoCarId(bugatti))).returnTerms).toEqual({
        includedKmPerDay: 100,
        extraKmCents: 1_000,
        refuelFeeCents: 15_000,
        lateFeePerHourCents: 30_000,
      });
    });
  });
}
