import { randomUUID } from 'node:crypto';
import { createAccountQueries } from '@grandtour/projections';
import { testDatabaseKinds } from '@grandtour/platform/testing';
import { addDays, LANGUAGES, todayInParis, type Booking, type Car } from '@grandtour/shared';
import type { LightMyRequestResponse } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { createAdmin } from '../routes/accounts/create-admin.ts';
import { apiMessage } from '../messages/api-messages.ts';
import { bookingRequest } from '../testing/booking-requests.ts';
import { countEvents } from '../testing/event-count.ts';
import { IMPOSSIBLE_DATES, routesOf, type OpenApiDocument } from '../testing/hostile-requests.ts';
import { bookCar, newBrowser, signInDemoOwner } from '../testing/owner-fixtures.ts';
import type { TestBrowser } from '../testing/test-browser.ts';
import { useTestRuntime } from '../testing/test-runtime.ts';

/** More of the same kind as the reviewers' dates: every one must be refused the same way. */
const REFUSED = [...IMPOSSIBLE_DATES, '2026-01-32', '2027-11-31', '1899-12-31', '2101-01-01', '9999-12-31'];

const ADMIN = {
  email: 'dates@grandtour.test',
  username: 'admin.dates',
  password: 'Correct-Horse-Battery-9',
  firstName: 'Admin',
  lastName: 'Dates',
};

for (const kind of testDatabaseKinds()) {
  describe(`impossible calendar dates on every route that takes a date, on ${kind}`, () => {
    const context = useTestRuntime(
      kind,
      { background: false },
      { SIGN_IN_ATTEMPTS_PER_MINUTE: '1000', BOOKING_REQUESTS_PER_MINUTE: '10000' },
    );
    const today = todayInParis();
    const day = (offset: number) => addDays(today, offset);
    let owner: TestBrowser;
    let ownerId: string;
    let admin: TestBrowser;
    let customer: TestBrowser;
    let booking: Booking;
    let car: Car;

    beforeAll(async () => {
      const { app } = context.runtime;
      owner = await signInDemoOwner(app);
      ownerId = (await owner('GET', '/api/me')).json().user.id;
      car = context.cars[0]!;
      ({ visit: customer, booking } = await bookCar(app, car.id, day(20), day(23)));
      await createAdmin(
        {
          store: context.runtime.store,
          accounts: createAccountQueries(context.database.pool),
          clock: () => new Date(),
        },
        ADMIN,
      );
      admin = newBrowser(app);
      const signedIn = await admin('POST', '/api/login', {
        identifier: ADMIN.username,
        password: ADMIN.password,
      });
      expect(signedIn.statusCode, signedIn.body).toBe(200);
    });

    const query = (values: Record<string, string>) => new URLSearchParams(values).toString();
    const headers = (language: string) => ({
      'accept-language': language,
      'idempotency-key': randomUUID(),
      origin: 'http://localhost:5000',
      host: 'localhost:5000',
    });

    /** Each date field of each route: how to send a request whose only fault is that field's value. */
    const fields: Record<string, (date: string, language: string) => Promise<LightMyRequestResponse>> = {
      'GET /api/cars startDate': (date, language) =>
        customer(
          'GET',
          `/api/cars?${query({ startDate: date, endDate: day(40) })}`,
          undefined,
          headers(language),
        ),
      'GET /api/cars endDate': (date, language) =>
        customer(
          'GET',
          `/api/cars?${query({ startDate: day(30), endDate: date })}`,
          undefined,
          headers(language),
        ),
      'GET /api/cars/{id}/quote startDate': (date, language) =>
        customer(
          'GET',
          `/api/cars/${car.id}/quote?${query({ startDate: date, endDate: day(40) })}`,
          undefined,
          headers(language),
        ),
      'GET /api/cars/{id}/quote endDate': (date, language) =>
        customer(
          'GET',
          `/api/cars/${car.id}/quote?${query({ startDate: day(30), endDate: date })}`,
          undefined,
          headers(language),
        ),
      'GET /api/cars/{id}/availability from': (date, language) =>
        customer(
          'GET',
          `/api/cars/${car.id}/availability?${query({ from: date })}`,
          undefined,
          headers(language),
        ),
      'GET /api/cars/{id}/availability to': (date, language) =>
        customer(
          'GET',
          `/api/cars/${car.id}/availability?${query({ to: date })}`,
          undefined,
          headers(language),
        ),
      'POST /api/bookings startDate': async (date, language) =>
        customer(
          'POST',
          '/api/bookings',
          {
            ...(await bookingRequest(context.runtime.app, car, { startDate: day(30), endDate: day(32) })),
            startDate: date,
          },
          headers(language),
        ),
      'POST /api/bookings endDate': async (date, language) =>
        customer(
          'POST',
          '/api/bookings',
          {
            ...(await bookingRequest(context.runtime.app, car, { startDate: day(30), endDate: day(32) })),
            endDate: date,
          },
          headers(language),
        ),
      'GET /api/bookings/{id}/change-preview startDate': (date, language) =>
        customer(
          'GET',
          `/api/bookings/${booking.id}/change-preview?${query({ startDate: date, endDate: day(26), pickupLocation: 'car-address' })}`,
          undefined,
          headers(language),
        ),
      'GET /api/bookings/{id}/change-preview endDate': (date, language) =>
        customer(
          'GET',
          `/api/bookings/${booking.id}/change-preview?${query({ startDate: day(24), endDate: date, pickupLocation: 'car-address' })}`,
          undefined,
          headers(language),
        ),
      'POST /api/bookings/{id}/change startDate': (date, language) =>
        customer(
          'POST',
          `/api/bookings/${booking.id}/change`,
          {
            startDate: date,
            endDate: day(26),
            pickupLocation: 'car-address',
            totalPrice: booking.totalPrice,
          },
          headers(language),
        ),
      'POST /api/bookings/{id}/change endDate': (date, language) =>
        customer(
          'POST',
          `/api/bookings/${booking.id}/change`,
          {
            startDate: day(24),
            endDate: date,
            pickupLocation: 'car-address',
            totalPrice: booking.totalPrice,
          },
          headers(language),
        ),
      'POST /api/owner-calendar/bulk-update dates.date': (date, language) =>
        owner(
          'POST',
          '/api/owner-calendar/bulk-update',
          {
            ownerId: 'me',
            carId: car.id,
            dates: [
              { date: day(50), isAvailable: false, reason: 'maintenance' },
              { date, isAvailable: false, reason: 'maintenance' },
            ],
          },
          headers(language),
        ),
      'GET /api/owner-calendar/{ownerId} from': (date, language) =>
        owner('GET', `/api/owner-calendar/${ownerId}?${query({ from: date })}`, undefined, headers(language)),
      'GET /api/admin/revenue-audit from': (date, language) =>
        admin(
          'GET',
          `/api/admin/revenue-audit?${query({ from: date, to: day(10) })}`,
          undefined,
          headers(language),
        ),
      'GET /api/admin/revenue-audit to': (date, language) =>
        admin(
          'GET',
          `/api/admin/revenue-audit?${query({ from: '2026-01-01', to: date })}`,
          undefined,
          headers(language),
        ),
      'POST /api/register dateOfBirth': (date, language) =>
        newBrowser(context.runtime.app)(
          'POST',
          '/api/register',
          {
            username: `born.${randomUUID().slice(0, 8)}`,
            password: 'Correct-Horse-Battery-9',
            firstName: 'Camille',
            lastName: 'Durand',
            email: `born.${randomUUID().slice(0, 8)}@example.fr`,
            dateOfBirth: date,
          },
          headers(language),
        ),
    };

    it('covers every date field the OpenAPI description has', async () => {
      const document = (
        await context.runtime.app.inject({ url: '/api/docs/json' })
      ).json() as OpenApiDocument;
      const dated = routesOf(document)
        .filter(
          (route) =>
            route.dateParameters.length > 0 ||
            JSON.stringify(route.jsonBody ?? {}).includes('"format":"date"'),
        )
        .map((route) => `${route.method} ${route.path}`);
      const covered = new Set(Object.keys(fields).map((field) => field.split(' ').slice(0, 2).join(' ')));
      expect(dated.filter((route) => !covered.has(route))).toEqual([]);
    });

    it('refuses every impossible date with a 400 in the caller’s language, and writes nothing', async () => {
      const failures: string[] = [];
      let sent = 0;
      for (const [field, send] of Object.entries(fields))
        for (const date of REFUSED) {
          const language = LANGUAGES[sent++ % LANGUAGES.length]!;
          const before = await countEvents(context.database.pool);
          const response = await send(date, language);
          const body = response.json() as { error?: string; message?: string };
          if (response.statusCode !== 400 || body.error !== 'invalid_date')
            failures.push(`${field} = ${date}: ${response.statusCode} ${response.body.slice(0, 160)}`);
          else if (body.message !== apiMessage('invalid_date', language))
            failures.push(`${field} = ${date}: message not in ${language}: ${body.message}`);
          if ((await countEvents(context.database.pool)) !== before)
            failures.push(`${field} = ${date}: wrote`);
        }
      expect(failures).toEqual([]);
      expect(sent).toBe(Object.keys(fields).length * REFUSED.length);
    });

    it('takes the leap day of a leap year (and any day that exists) as a date, on every one of them', async () => {
      const failures: string[] = [];
      for (const [field, send] of Object.entries(fields))
        for (const date of ['2028-02-29', day(60)]) {
          const response = await send(date, 'en');
          // A rule may still refuse it (too far ahead, a price that changed): never as a date that does not exist.
          if (response.statusCode >= 500 || response.json().error === 'invalid_date')
            failures.push(`${field} = ${date}: ${response.statusCode} ${response.body.slice(0, 160)}`);
        }
      expect(failures).toEqual([]);
    });
  });
}
