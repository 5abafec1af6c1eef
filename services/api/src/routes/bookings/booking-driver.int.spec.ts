import { randomUUID } from 'node:crypto';
import { testDatabaseKinds } from '@grandtour/platform/testing';
import { TEST_DRIVER } from '@grandtour/projections/testing';
import {
  addDays,
  BookingSchema,
  type Car,
  type DriverInfo,
  OwnerBookingDetailSchema,
  todayInParis,
} from '@grandtour/shared';
import { describe, expect, it } from 'vitest';
import { DEMO_OWNERS } from '../../seed/demo-owners.ts';
import { bookAs, bookingRequest, payWithDemoCard } from '../../testing/booking-requests.ts';
import { registerAccount, signInDemoOwner } from '../../testing/owner-fixtures.ts';
import { testBrowser, type TestBrowser } from '../../testing/test-browser.ts';
import { useTestRuntime } from '../../testing/test-runtime.ts';

/** Issue 22, decision 83: every booking names its main driver, and a car refuses one who does not meet its requirements. */
for (const kind of testDatabaseKinds()) {
  describe(`the main driver of a booking on ${kind}`, () => {
    const today = todayInParis();
    const day = (offset: number) => addDays(today, offset);
    const context = useTestRuntime(kind, { background: false });
    const used = new Set<string>();
    /** A supercar of its own for each test: by default it asks 25 years of age and 3 years of licence. */
    const freshSupercar = (): Car => {
      const car = context.cars.find(
        (candidate) =>
          !used.has(candidate.id) && candidate.category === 'supercar' && !candidate.driverRequirements,
      )!;
      used.add(car.id);
      return car;
    };
    /** Someone who is `years` old (less a day) on day `offset`. */
    const bornYearsBefore = (offset: number, years: number) => {
      const pickup = day(offset);
      return addDays(`${Number(pickup.slice(0, 4)) - years}${pickup.slice(4)}`, 1);
    };
    const post = (visit: TestBrowser, body: object, language = 'fr') =>
      visit('POST', '/api/bookings', body, { 'idempotency-key': randomUUID(), 'accept-language': language });
    const bookingsOf = async (visit: TestBrowser) =>
      (await visit('GET', '/api/bookings/user/guest')).json() as unknown[];

    it('refuses a request without a driver with a 400 that names body.driver', async () => {
      const visit = testBrowser(context.runtime.app);
      const { driver: _driver, ...withoutDriver } = await bookingRequest(
        context.runtime.app,
        freshSupercar(),
        {
          startDate: day(30),
          endDate: day(32),
        },
      );
      const response = await post(visit, withoutDriver, 'en');
      expect(response.statusCode).toBe(400);
      expect(response.json().error).toBe('validation_failed');
      expect(response.json().details).toEqual(
        expect.arrayContaining([expect.objectContaining({ field: 'body.driver' })]),
      );
    });

    it('refuses a driver under the car’s minimum age on the pickup date, naming the age, and writes nothing', async () => {
      const visit = testBrowser(context.runtime.app);
      const car = freshSupercar();
      const driver: DriverInfo = {
        ...TEST_DRIVER,
        dateOfBirth: bornYearsBefore(30, 25),
        licenceIssuedOn: '2020-01-01',
      };
      const request = await bookingRequest(
        context.runtime.app,
        car,
        { startDate: day(30), endDate: day(32) },
        { driver },
      );
      const french = await post(visit, request, 'fr');
      expect(french.statusCode).toBe(422);
      expect(french.json()).toEqual({
        error: 'driver_too_young',
        message: 'Ce véhicule exige un conducteur d’au moins 25 ans le jour de la prise en charge.',
        details: { field: 'body.driver.dateOfBirth', minAge: 25 },
      });
      const english = await post(visit, request, 'en');
      expect(english.json().message).toBe('This car requires a driver aged at least 25 on the pick-up date.');
      expect(await bookingsOf(visit)).toEqual([]);
      // One day older: 25 on the pickup date, the booking is made.
      const old = { ...driver, dateOfBirth: addDays(driver.dateOfBirth, -1) };
      const booked = await bookAs(
        visit,
        context.runtime.app,
        car,
        { startDate: day(30), endDate: day(32) },
        { driver: old },
      );
      expect(booked.driver).toEqual(old);
    });

    it('names the licence years a car asks, and wants the licence valid to the return date', async () => {
      const visit = testBrowser(context.runtime.app);
      const car = freshSupercar();
      const dates = { startDate: day(40), endDate: day(43) };
      const recent = { ...TEST_DRIVER, licenceIssuedOn: bornYearsBefore(40, 3) };
      const tooRecent = await post(
        visit,
        await bookingRequest(context.runtime.app, car, dates, { driver: recent }),
        'de',
      );
      expect(tooRecent.statusCode).toBe(422);
      expect(tooRecent.json()).toMatchObject({
        error: 'driver_licence_too_recent',
        message:
          'Dieses Fahrzeug verlangt einen Führerschein, der am Abholtag seit mindestens 3 Jahren besteht.',
        details: { field: 'body.driver.licenceIssuedOn', minLicenceYears: 3 },
      });
      const expiring = { ...TEST_DRIVER, licenceExpiresOn: day(42) };
      const expires = await post(
        visit,
        await bookingRequest(context.runtime.app, car, dates, { driver: expiring }),
        'es',
      );
      expect(expires.statusCode).toBe(422);
      expect(expires.json()).toMatchObject({
        error: 'driver_licence_expires_before_return',
        details: { field: 'body.driver.licenceExpiresOn' },
      });
      expect(expires.json().message).toContain('devolución');
      expect(await bookingsOf(visit)).toEqual([]);
    });

    it('freezes the driver with the booking: a change of dates is checked against the licence again', async () => {
      const visit = testBrowser(context.runtime.app);
      const car = freshSupercar();
      const driver = { ...TEST_DRIVER, licenceExpiresOn: day(53) };
      const booking = await bookAs(
        visit,
        context.runtime.app,
        car,
        { startDate: day(50), endDate: day(53) },
        { driver },
      );
      await payWithDemoCard(visit, booking);
      const shown = BookingSchema.parse((await visit('GET', `/api/bookings/${booking.id}`)).json());
      expect(shown.driver).toEqual(driver);
      const preview = await visit(
        'GET',
        `/api/bookings/${booking.id}/change-preview?startDate=${day(50)}&endDate=${day(54)}&pickupLocation=car-address`,
        undefined,
        { 'accept-language': 'en' },
      );
      expect(preview.statusCode).toBe(422);
      expect(preview.json()).toMatchObject({
        error: 'driver_licence_expires_before_return',
        message: 'The licence must be valid until the return date: it expires before.',
      });
      const shorter = await visit(
        'GET',
        `/api/bookings/${booking.id}/change-preview?startDate=${day(51)}&endDate=${day(53)}&pickupLocation=car-address`,
      );
      expect(shorter.statusCode, shorter.body).toBe(200);
    });

    it('shows the driver to the car’s owner with their age and licence years on the pickup date, and to no other owner', async () => {
      const visit = testBrowser(context.runtime.app);
      const car = context.cars.find(
        (candidate) => candidate.ownerId === DEMO_OWNERS.elysee.ownerId && !used.has(candidate.id),
      )!;
      used.add(car.id);
      const driver = {
        ...TEST_DRIVER,
        dateOfBirth: bornYearsBefore(60, 31),
        licenceIssuedOn: bornYearsBefore(60, 8),
      };
      const booking = await bookAs(
        visit,
        context.runtime.app,
        car,
        { startDate: day(60), endDate: day(62) },
        { driver },
      );
      const owner = await signInDemoOwner(context.runtime.app);
      const shown = OwnerBookingDetailSchema.parse(
        (await owner('GET', `/api/owner/bookings/${booking.id}`)).json(),
      );
      expect(shown.driver).toEqual({ ...driver, ageOnPickup: 30, licenceYearsOnPickup: 7 });
      const another = await registerAccount(context.runtime.app, 'owner');
      expect((await another.visit('GET', `/api/owner/bookings/${booking.id}`)).statusCode).toBe(404);
    });
  });
}
