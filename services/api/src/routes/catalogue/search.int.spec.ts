import { carScheduleStreamName, type CarScheduleEvent } from '@grandtour/commands';
import { testDatabaseKinds } from '@grandtour/platform/testing';
import {
  addDays,
  type Car,
  CarQuoteSchema,
  CarSchema,
  decimalStringToCents,
  todayInParis,
} from '@grandtour/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { useTestRuntime } from '../../testing/test-runtime.ts';

const ids = (cars: Car[]) => cars.map((car) => car.id).sort();
const euros = (car: Car) => decimalStringToCents(car.dailyPrice) / 100;

for (const kind of testDatabaseKinds()) {
  describe(`car search on ${kind}`, () => {
    let fleet: Car[];
    const context = useTestRuntime(kind, {});
    beforeAll(async () => {
      fleet = z.array(CarSchema).parse((await context.runtime.app.inject({ url: '/api/cars' })).json());
    });

    async function search(query: Record<string, string>): Promise<Car[]> {
      const response = await context.runtime.app.inject({ url: `/api/cars?${new URLSearchParams(query)}` });
      expect(response.statusCode, response.body).toBe(200);
      return z.array(CarSchema).parse(response.json());
    }

    const schedule = (carId: string, events: CarScheduleEvent[]) =>
      context.runtime.store.appendToStream(carScheduleStreamName(carId), events, { expectedVersion: 'any' });

    it('applies each filter exactly as the spec defines it', async () => {
      const cases: [Record<string, string>, (car: Car) => boolean][] = [
        [{ brand: 'Ferrari' }, (car) => car.brand === 'Ferrari'],
        [{ category: 'suv' }, (car) => car.category === 'suv'],
        [{ category: 'cabriolets' }, (car) => car.category === 'cabriolet'],
        [{ category: 'mariage' }, (car) => car.category === 'wedding'],
        [{ location: 'Monaco' }, (car) => car.location === 'Monaco'],
        [{ minPrice: '1500' }, (car) => euros(car) >= 1500],
        [{ maxPrice: '800' }, (car) => euros(car) <= 800],
        [{ transmission: 'manual' }, (car) => car.transmission === 'manual'],
        [{ fuelType: 'électrique' }, (car) => car.fuelType === 'électrique'],
        [{ fuelType: 'hybride' }, (car) => car.fuelType === 'hybride'],
        [{ seats: '5' }, (car) => car.seats >= 5],
        [{ seats: '2' }, (car) => car.seats === 2],
        [{ seats: '4' }, (car) => car.seats === 4],
        [{ availableNow: 'true' }, (car) => car.isAvailable],
        [{ minYear: '2024' }, (car) => car.year >= 2024],
        [{ maxYear: '2022' }, (car) => car.year <= 2022],
      ];
      for (const [query, matches] of cases) {
        const expected = fleet.filter(matches);
        expect(expected.length, JSON.stringify(query)).toBeGreaterThan(0);
        expect(ids(await search(query)), JSON.stringify(query)).toEqual(ids(expected));
      }
    });

    it('combines filters, and treats all or an empty value as no filter', async () => {
      const combined = await search({
        category: 'supercar',
        minPrice: '1500',
        maxPrice: '3000',
        availableNow: 'true',
      });
      expect(ids(combined)).toEqual(
        ids(
          fleet.filter(
            (car) =>
              car.category === 'supercar' && euros(car) >= 1500 && euros(car) <= 3000 && car.isAvailable,
          ),
        ),
      );
      expect(ids(await search({ location: 'Paris', fuelType: 'essence', seats: '5' }))).toEqual(
        ids(fleet.filter((car) => car.location === 'Paris' && car.fuelType === 'essence' && car.seats >= 5)),
      );
      expect(ids(await search({ brand: 'all', category: '', location: 'all', minPrice: '' }))).toEqual(
        ids(fleet),
      );
    });

    it('sorts by price, rating, year and popularity in either order', async () => {
      const byPrice = await search({ sortBy: 'price' });
      expect(byPrice.map(euros)).toEqual([...fleet.map(euros)].sort((a, b) => a - b));
      const expensiveFirst = await search({ sortBy: 'price', sortOrder: 'desc' });
      expect(expensiveFirst.map(euros)).toEqual([...fleet.map(euros)].sort((a, b) => b - a));
      const byYear = (await search({ sortBy: 'year', sortOrder: 'asc' })).map((car) => car.year);
      expect(byYear).toEqual([...byYear].sort((a, b) => a - b));
      const ratings = (await search({ sortBy: 'rating' })).map((car) => Number(car.rating));
      expect(ratings).toEqual([...ratings].sort((a, b) => b - a));
      const cheapRatingFirst = (await search({ sortBy: 'rating', sortOrder: 'asc' })).map((car) =>
        Number(car.rating),
      );
      expect(cheapRatingFirst).toEqual([...cheapRatingFirst].sort((a, b) => a - b));
      const popularity = (car: Car) => car.bookingCount * 10 + car.reviewCount * 3 + car.viewCount;
      const popularFirst = (await search({ sortBy: 'popularity' })).map(popularity);
      expect(popularFirst).toHaveLength(fleet.length);
      expect(popularFirst).toEqual([...fleet.map(popularity)].sort((a, b) => b - a));
    });

    it('combines dates with the other filters', async () => {
      const matches = (car: Car) => car.category === 'supercar' && euros(car) <= 2500 && car.isAvailable;
      const taken = fleet.find(matches)!;
      await schedule(taken.id, [
        {
          type: 'CarPeriodReserved',
          data: { carId: taken.id, bookingId: 'b-combined', startDate: '2027-09-01', endDate: '2027-09-05' },
        },
      ]);
      const query = { category: 'supercar', maxPrice: '2500' };
      const during = ids(await search({ ...query, startDate: '2027-09-03', endDate: '2027-09-06' }));
      expect(during).toEqual(ids(fleet.filter((car) => matches(car) && car.id !== taken.id)));
      expect(ids(await search({ ...query, startDate: '2027-09-05', endDate: '2027-09-07' }))).toEqual(
        ids(fleet.filter(matches)),
      );
    });

    it('leaves out of a date search every car its owner marked unavailable', async () => {
      const unavailable = fleet.filter((car) => !car.isAvailable);
      expect(unavailable.length).toBeGreaterThan(0);
      const during = ids(await search({ startDate: '2028-11-06', endDate: '2028-11-09' }));
      for (const car of unavailable) expect(during).not.toContain(car.id);
      expect(during).toEqual(ids(fleet.filter((car) => car.isAvailable)));
      // Without dates the listing still shows them (the car page says they are unavailable).
      expect(ids(await search({}))).toEqual(ids(fleet));
    });

    it('leaves out of "available now" a car that is held today', async () => {
      const car = fleet.filter((candidate) => candidate.isAvailable)[5]!;
      expect(ids(await search({ availableNow: 'true' }))).toContain(car.id);
      const today = todayInParis();
      await schedule(car.id, [
        {
          type: 'CarPeriodHeld',
          data: {
            carId: car.id,
            bookingId: 'b-today',
            startDate: today,
            endDate: addDays(today, 2),
            expiresAt: '2099-01-01T00:00:00Z',
          },
        },
      ]);
      const now = ids(await search({ availableNow: 'true' }));
      expect(now).not.toContain(car.id);
      expect(now).toEqual(ids(fleet.filter((other) => other.isAvailable && other.id !== car.id)));
    });

    it('keeps answering after the database connection is replaced (prepared statements and new sessions)', async () => {
      const before = await search({ brand: 'Ferrari', startDate: '2027-06-01', endDate: '2027-06-03' });
      // Drop every pooled connection: the next queries run on fresh ones.
      const clients = await Promise.all(
        Array.from({ length: context.database.embedded ? 1 : 3 }, () => context.database.pool.connect()),
      );
      for (const client of clients) client.release(true);
      expect(await search({ brand: 'Ferrari', startDate: '2027-06-01', endDate: '2027-06-03' })).toEqual(
        before,
      );
    });

    it('pages the answer with limit and offset, and counts every match in X-Total-Count', async () => {
      const all = await search({ sortBy: 'price' });
      const pages: Car[] = [];
      for (let offset = 0; offset < fleet.length; offset += 6) {
        const response = await context.runtime.app.inject({
          url: `/api/cars?sortBy=price&limit=6&offset=${offset}`,
        });
        expect(response.headers['x-total-count']).toBe(String(fleet.length));
        const page = z.array(CarSchema).parse(response.json());
        expect(page.length).toBe(Math.min(6, fleet.length - offset));
        pages.push(...page);
      }
      expect(pages.map((car) => car.id)).toEqual(all.map((car) => car.id));
      const ferraris = fleet.filter((car) => car.brand === 'Ferrari').length;
      const beyond = await context.runtime.app.inject({ url: '/api/cars?brand=Ferrari&limit=2&offset=500' });
      expect(beyond.json()).toEqual([]);
      expect(beyond.headers['x-total-count']).toBe(String(ferraris));
      for (const bad of ['limit=0', 'limit=101', 'limit=ten', 'offset=-1']) {
        expect((await context.runtime.app.inject({ url: `/api/cars?${bad}` })).statusCode, bad).toBe(400);
      }
    });

    it('hides a car whose hold, reservation or owner block overlaps the dates; adjacent periods are free', async () => {
      const [held, reserved, blocked] = fleet.filter((car) => car.isAvailable);
      await schedule(held!.id, [
        {
          type: 'CarPeriodHeld',
          data: {
            carId: held!.id,
            bookingId: 'b-1',
            startDate: '2027-03-10',
            endDate: '2027-03-14',
            expiresAt: '2099-01-01T00:00:00Z',
          },
        },
      ]);
      await schedule(reserved!.id, [
        {
          type: 'CarPeriodHeld',
          data: {
            carId: reserved!.id,
            bookingId: 'b-2',
            startDate: '2027-03-12',
            endDate: '2027-03-13',
            expiresAt: '2099-01-01T00:00:00Z',
          },
        },
        {
          type: 'CarPeriodReserved',
          data: { carId: reserved!.id, bookingId: 'b-2', startDate: '2027-03-12', endDate: '2027-03-13' },
        },
      ]);
      await schedule(blocked!.id, [
        {
          type: 'CarDaysBlocked',
          data: {
            carId: blocked!.id,
            ownerId: blocked!.ownerId,
            dates: ['2027-03-20', '2027-03-21'],
            reason: 'maintenance',
            notes: null,
          },
        },
      ]);
      const during = async (startDate: string, endDate: string) => ids(await search({ startDate, endDate }));

      const overlapping = await during('2027-03-12', '2027-03-15');
      expect(overlapping).not.toContain(held!.id);
      expect(overlapping).not.toContain(reserved!.id);
      expect(overlapping).toContain(blocked!.id);
      // [10, 14) ends the morning of the 14th: a rental starting on the 14th, or ending on the 10th, fits.
      expect(await during('2027-03-14', '2027-03-16')).toContain(held!.id);
      expect(await during('2027-03-08', '2027-03-10')).toContain(held!.id);
      expect(await during('2027-03-13', '2027-03-13')).not.toContain(held!.id);
      expect(await during('2027-03-21', '2027-03-22')).not.toContain(blocked!.id);
      expect(await during('2027-03-22', '2027-03-25')).toContain(blocked!.id);

      await schedule(held!.id, [
        { type: 'CarPeriodReleased', data: { carId: held!.id, bookingId: 'b-1', reason: 'expired' } },
      ]);
      await schedule(blocked!.id, [
        {
          type: 'CarDaysUnblocked',
          data: { carId: blocked!.id, ownerId: blocked!.ownerId, dates: ['2027-03-21'] },
        },
      ]);
      expect(await during('2027-03-12', '2027-03-15')).toContain(held!.id);
      expect(await during('2027-03-21', '2027-03-22')).toContain(blocked!.id);
      expect(await during('2027-03-20', '2027-03-21')).not.toContain(blocked!.id);
    });

    it('ignores a hold that has expired even before the release is written', async () => {
      const car = fleet.filter((candidate) => candidate.isAvailable)[3]!;
      await schedule(car.id, [
        {
          type: 'CarPeriodHeld',
          data: {
            carId: car.id,
            bookingId: 'b-old',
            startDate: '2027-05-01',
            endDate: '2027-05-03',
            expiresAt: '2020-01-01T00:00:00Z',
          },
        },
      ]);
      expect(ids(await search({ startDate: '2027-05-01', endDate: '2027-05-02' }))).toContain(car.id);
    });

    it('refuses malformed parameters with a 400 that names them', async () => {
      const cases: [Record<string, string>, string][] = [
        [{ minPrice: 'cheap' }, 'query.minPrice'],
        [{ maxPrice: '-5' }, 'query.maxPrice'],
        [{ minPrice: '900', maxPrice: '100' }, 'query.maxPrice'],
        [{ startDate: '2027-03-10', endDate: '2027-03-01' }, 'query.endDate'],
        [{ startDate: '2027-03-10' }, 'query.endDate'],
        [{ startDate: '2027-02-30', endDate: '2027-03-01' }, 'query.startDate'],
        [{ sortBy: 'colour' }, 'query.sortBy'],
        [{ sortOrder: 'up' }, 'query.sortOrder'],
        [{ brand: 'Trabant' }, 'query.brand'],
        [{ category: 'tractor' }, 'query.category'],
        [{ seats: 'many' }, 'query.seats'],
        [{ availableNow: 'maybe' }, 'query.availableNow'],
        [{ minYear: '19x' }, 'query.minYear'],
      ];
      for (const [query, field] of cases) {
        const response = await context.runtime.app.inject({ url: `/api/cars?${new URLSearchParams(query)}` });
        expect(response.statusCode, JSON.stringify(query)).toBe(400);
        expect(response.json().details, JSON.stringify(query)).toEqual(
          expect.arrayContaining([expect.objectContaining({ field })]),
        );
      }
    });

    it("quotes a rental from the car's own price, with the cancellation terms in Paris time", async () => {
      const car = fleet.find((candidate) => candidate.deliveryAvailable && candidate.deliveryFee !== '0.00')!;
      const response = await context.runtime.app.inject({
        url: `/api/cars/${car.id}/quote?startDate=2027-01-10&endDate=2027-01-13&homeDelivery=true`,
      });
      expect(response.statusCode).toBe(200);
      const quote = CarQuoteSchema.parse(response.json());
      const daily = decimalStringToCents(car.dailyPrice);
      // Delivered and collected: the car's own fee for each leg (decision 49).
      const delivery = 2 * decimalStringToCents(car.deliveryFee);
      expect(quote).toMatchObject({
        days: 3,
        rentalCents: daily * 3,
        deliveryCents: delivery,
        deliveredLegs: 2,
        deliveryFeeCents: decimalStringToCents(car.deliveryFee),
        depositCents: decimalStringToCents(car.depositAmount),
      });
      expect(quote.serviceFeeCents).toBe(Math.round((daily * 3 + delivery) * 0.05));
      expect(quote.totalCents).toBe(daily * 3 + delivery + quote.serviceFeeCents);
      expect(quote.freeCancellationUntil).toBe('2027-01-07T23:00:00.000Z');
      const backwards = await context.runtime.app.inject({
        url: `/api/cars/${car.id}/quote?startDate=2027-01-10&endDate=2027-01-01`,
      });
      expect(backwards.statusCode).toBe(400);
    });
  });
}
