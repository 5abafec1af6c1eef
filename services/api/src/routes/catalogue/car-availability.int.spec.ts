import { carScheduleStreamName, type CarScheduleEvent } from '@grandtour/commands';
import { testDatabaseKinds } from '@grandtour/platform/testing';
import { addDays, CarAvailabilitySchema, datesOf, todayInParis } from '@grandtour/shared';
import { describe, expect, it } from 'vitest';
import { bookCar } from '../../testing/owner-fixtures.ts';
import { useTestRuntime } from '../../testing/test-runtime.ts';

for (const kind of testDatabaseKinds()) {
  describe(`a car's availability calendar on ${kind}`, () => {
    const context = useTestRuntime(kind, { background: false }, { BOOKING_REQUESTS_PER_MINUTE: '10000' });
    const today = todayInParis();
    const day = (offset: number) => addDays(today, offset);

    const availability = async (carId: string, query = '') => {
      const response = await context.runtime.app.inject({ url: `/api/cars/${carId}/availability${query}` });
      expect(response.statusCode, response.body).toBe(200);
      return CarAvailabilitySchema.parse(response.json());
    };
    const schedule = (carId: string, events: CarScheduleEvent[]) =>
      context.runtime.store.appendToStream(carScheduleStreamName(carId), events, { expectedVersion: 'any' });

    it('lists the days booked, held and blocked, one by one, and nothing else about them', async () => {
      const car = context.cars[0]!;
      expect((await availability(car.id)).takenDates).toEqual([]);
      // A paid booking [10, 13): the return day 13 is free again.
      await bookCar(context.runtime.app, car.id, day(10), day(13));
      // An unpaid hold, still live.
      await bookCar(context.runtime.app, car.id, day(20), day(21), { pay: false });
      await schedule(car.id, [
        {
          type: 'CarDaysBlocked',
          data: {
            carId: car.id,
            ownerId: car.ownerId,
            dates: [day(30), day(31)],
            reason: 'maintenance',
            notes: null,
          },
        },
      ]);

      const answer = await availability(car.id);
      expect(answer).toEqual({
        carId: car.id,
        from: today,
        to: day(365),
        takenDates: [day(10), day(11), day(12), day(20), day(30), day(31)],
      });
      // Days only: no booking id, no name, no reason, no kind.
      expect(Object.keys(answer).sort()).toEqual(['carId', 'from', 'takenDates', 'to']);
      expect(JSON.stringify(answer)).not.toMatch(/maintenance|Léa|Martin|hold|reservation/);

      const window = await availability(car.id, `?from=${day(11)}&to=${day(20)}`);
      expect(window.takenDates).toEqual([day(11), day(12), day(20)]);
    });

    it('forgets a hold once it has expired, and never reports days before today', async () => {
      const car = context.cars[1]!;
      await schedule(car.id, [
        {
          type: 'CarPeriodHeld',
          data: {
            carId: car.id,
            bookingId: 'expired-hold',
            startDate: day(5),
            endDate: day(8),
            expiresAt: '2020-01-01T00:00:00Z',
          },
        },
        {
          type: 'CarPeriodReserved',
          data: { carId: car.id, bookingId: 'running', startDate: day(-3), endDate: day(2) },
        },
      ]);
      const answer = await availability(car.id, `?from=${day(-10)}&to=${day(10)}`);
      expect(answer.from).toBe(today);
      expect(answer.takenDates).toEqual(datesOf({ start: today, end: day(2) }));
    });

    it('refuses dates that do not exist, a window backwards or too wide, and an unknown car', async () => {
      const car = context.cars[2]!;
      for (const query of [
        '?from=2027-02-30',
        '?to=2027-13-01',
        '?from=tomorrow',
        `?from=${day(20)}&to=${day(10)}`,
        `?from=${day(1)}&to=${day(500)}`,
      ]) {
        const response = await context.runtime.app.inject({
          url: `/api/cars/${car.id}/availability${query}`,
          headers: { 'accept-language': 'fr' },
        });
        expect(response.statusCode, query).toBe(400);
        expect(response.json().message, query).toMatch(/\S/);
      }
      const unknown = await context.runtime.app.inject({
        url: '/api/cars/00000000-0000-4000-8000-000000000000/availability',
      });
      expect(unknown.statusCode).toBe(404);
      expect((await context.runtime.app.inject({ url: '/api/cars/not-a-car/availability' })).statusCode).toBe(
        400,
      );
    });
  });
}
