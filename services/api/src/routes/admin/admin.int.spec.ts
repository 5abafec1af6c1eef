import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { testDatabaseKinds } from '@grandtour/platform/testing';
import { asyncProjections, createAccountQueries, retryStoppedProjections } from '@grandtour/projections';
import { catchUpWithLog } from '@grandtour/projections/testing';
import {
  addDays,
  BookingHistorySchema,
  CarSchema,
  ProjectionsStatusSchema,
  RevenueAuditSchema,
  todayInParis,
} from '@grandtour/shared';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { AccountTakenError, createAdmin } from '../accounts/create-admin.ts';
import { createAdminAccount, signInAs } from '../../testing/admin-fixtures.ts';
import type { TestBrowser } from '../../testing/test-browser.ts';
import {
  bookCar,
  newBrowser,
  newCarBody,
  registerAccount,
  signInDemoOwner,
} from '../../testing/owner-fixtures.ts';
import { useTestRuntime } from '../../testing/test-runtime.ts';

const ADMIN = {
  email: 'ops@grandtour.test',
  username: 'admin.ops',
  password: 'Correct-Horse-Battery-9',
  firstName: 'Admin',
  lastName: 'Grand Tour',
};

for (const kind of testDatabaseKinds()) {
  describe(`the administrators' API on ${kind}`, () => {
    let admin: TestBrowser;
    let owner: TestBrowser;
    let client: TestBrowser;
    let visitor: TestBrowser;
    let bookingId = '';
    let carId = '';
    const context = useTestRuntime(
      kind,
      { background: false },
      { DATA_DIR: mkdtempSync(join(tmpdir(), 'grandtour-admin-')), SIGN_IN_ATTEMPTS_PER_MINUTE: '1000' },
    );
    beforeAll(async () => {
      await createAdminAccount(context, ADMIN);
      const { visit, signedIn } = await signInAs(context, ADMIN);
      admin = visit;
      expect(signedIn.json().user).toMatchObject({ userType: 'admin', email: ADMIN.email });
      owner = await signInDemoOwner(context.runtime.app);
      client = (await registerAccount(context.runtime.app, 'client')).visit;
      visitor = newBrowser(context.runtime.app);
      const cars = z.array(CarSchema).parse((await visitor('GET', '/api/cars?availableNow=true')).json());
      carId = cars[0]!.id;
      const start = addDays(todayInParis(), 40);
      ({
        booking: { id: bookingId },
      } = await bookCar(context.runtime.app, carId, start, addDays(start, 2)));
      await catchUpWithLog(
        context.database.pool,
        context.runtime.projectionRunner,
        asyncProjections.map((projection) => projection.name),
      );
    });

    const reads = () => [
      '/api/admin/projections',
      '/api/admin/revenue-audit',
      '/api/admin/revenue-audit?from=2026-01-01&to=2030-12-31',
      `/api/admin/bookings/${bookingId}/events`,
    ];

    it('answers an administrator: projections status, revenue audit and any booking’s event history', async () => {
      const status = ProjectionsStatusSchema.parse((await admin('GET', '/api/admin/projections')).json());
      expect(status.projections.map((projection) => projection.name)).toContain('platform_revenue');
      expect(status.projections.find((projection) => projection.name === 'platform_revenue')?.lag).toBe(0);

      const audit = RevenueAuditSchema.parse((await admin('GET', '/api/admin/revenue-audit')).json());
      expect(audit).toMatchObject({ ok: true, differences: [], bookings: 1 });
      expect(audit.expected.cashInCents).toBeGreaterThan(0);

      const history = BookingHistorySchema.parse(
        (await admin('GET', `/api/admin/bookings/${bookingId}/events`)).json(),
      );
      expect(history.events.map((event) => event.type)).toEqual([
        'BookingCreated',
        'PaymentIntentCreated',
        'PaymentSucceeded',
        'BookingConfirmed',
      ]);
      expect(history.events.map((event) => event.position)).toEqual([1, 2, 3, 4]);
      expect(history.events[0]!.data).toMatchObject({ bookingId, carId });
    });

    it('refuses visitors with a 401, and clients and owners with a 403, in their language', async () => {
      for (const url of reads()) {
        expect((await visitor('GET', url)).statusCode, url).toBe(401);
        for (const [name, browser] of [
          ['client', client],
          ['owner', owner],
        ] as const) {
          const refused = await browser('GET', url, undefined, { 'accept-language': 'de' });
          expect(refused.statusCode, `${name} ${url}`).toBe(403);
          expect(refused.json()).toMatchObject({
            error: 'admins_only',
            message: 'Dieser Bereich ist Administratoren vorbehalten.',
          });
        }
        expect((await admin('GET', url)).statusCode, url).toBe(200);
      }
    });

    it('answers 404 for a booking with no events, and 400 for a bad id or period', async () => {
      expect(
        (await admin('GET', '/api/admin/bookings/00000000-0000-4000-8000-000000000000/events')).statusCode,
      ).toBe(404);
      expect((await admin('GET', '/api/admin/bookings/not-a-uuid/events')).statusCode).toBe(400);
      expect((await admin('GET', '/api/admin/revenue-audit?from=2026-13-01')).statusCode).toBe(400);
      const reversed = await admin('GET', '/api/admin/revenue-audit?from=2027-02-01&to=2027-01-01');
      expect(reversed.statusCode).toBe(400);
      expect(reversed.json().error).toBe('validation_failed');
    });

    it('keeps an administrator’s session read-only: no owner write, no booking, no favourite; signing out works', async () => {
      const writes: [string, string, object, Record<string, string>?][] = [
        ['POST', '/api/owner/cars', newCarBody()],
        ['POST', '/api/owner-calendar/bulk-update', { carId, updates: [] }],
        ['POST', '/api/favorites', { userId: 'guest', carId }],
        ['POST', `/api/bookings/${bookingId}/cancel`, {}],
      ];
      for (const [method, url, body] of writes) {
        const refused = await admin(method as 'POST', url, body, { 'idempotency-key': crypto.randomUUID() });
        expect(refused.statusCode, `${method} ${url}`).toBe(403);
        expect(['admins_read_only', 'owners_only']).toContain(refused.json().error);
      }
      const favourite = await admin('POST', '/api/favorites', { userId: 'guest', carId });
      expect(favourite.json()).toMatchObject({
        error: 'admins_read_only',
        message: 'Un compte administrateur ne peut que consulter : il ne modifie rien.',
      });
      const statusAfter = await context.database.pool.query(`SELECT status FROM bookings WHERE id = $1`, [
        bookingId,
      ]);
      expect(statusAfter.rows).toEqual([{ status: 'confirmed' }]);
      const loggedOut = newBrowser(context.runtime.app);
      await loggedOut('POST', '/api/login', { identifier: ADMIN.email, password: ADMIN.password });
      expect((await loggedOut('POST', '/api/logout', {})).statusCode).toBe(204);
      expect((await loggedOut('GET', '/api/admin/projections')).statusCode).toBe(401);
    });

    it('shows a projection stopped at an event it cannot apply, with the event and the error, the others current', async () => {
      const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
      const cars = z.array(CarSchema).parse((await visitor('GET', '/api/cars?availableNow=true')).json());
      const poisonedCar = cars.find((car) => car.id !== carId)!.id;
      await context.database.pool.query(
        `ALTER TABLE owner_stats ADD CONSTRAINT admin_poisoned CHECK (car_id <> '${poisonedCar}')`,
      );
      try {
        const start = addDays(todayInParis(), 60);
        const { booking } = await bookCar(context.runtime.app, poisonedCar, start, addDays(start, 2));
        const others = asyncProjections
          .map((projection) => projection.name)
          .filter((name) => name !== 'owner_stats');
        await catchUpWithLog(context.database.pool, context.runtime.projectionRunner, others);
        const response = await admin('GET', '/api/admin/projections');
        expect(response.statusCode, response.body).toBe(200);
        const { projections } = ProjectionsStatusSchema.parse(response.json());
        expect(projections.find((projection) => projection.name === 'owner_stats')).toMatchObject({
          lag: expect.any(Number),
          failure: {
            eventType: 'BookingConfirmed',
            streamName: `booking-${booking.id}`,
            attempts: expect.any(Number),
            error: expect.stringContaining('admin_poisoned'),
          },
        });
        for (const name of others)
          expect(projections.find((projection) => projection.name === name)).toMatchObject({
            lag: 0,
            failure: null,
          });

        await context.database.pool.query('ALTER TABLE owner_stats DROP CONSTRAINT admin_poisoned');
        expect(await retryStoppedProjections(context.database.pool, ['owner_stats'])).toEqual([
          'owner_stats',
        ]);
        await catchUpWithLog(context.database.pool, context.runtime.projectionRunner, ['owner_stats']);
        const after = ProjectionsStatusSchema.parse((await admin('GET', '/api/admin/projections')).json());
        expect(after.projections.find((projection) => projection.name === 'owner_stats')).toMatchObject({
          lag: 0,
          failure: null,
        });
      } finally {
        await context.database.pool.query('ALTER TABLE owner_stats DROP CONSTRAINT IF EXISTS admin_poisoned');
        errors.mockRestore();
      }
    });

    it('cannot be had by registering, nor created twice', async () => {
      const register = await newBrowser(context.runtime.app)('POST', '/api/register', {
        username: 'sneaky.admin',
        password: 'Secret-123',
        firstName: 'Sneaky',
        lastName: 'Admin',
        email: 'sneaky@example.fr',
        userType: 'admin',
      });
      expect(register.statusCode).toBe(400);
      await expect(
        createAdmin(
          {
            store: context.runtime.store,
            accounts: createAccountQueries(context.database.pool),
            clock: () => new Date(),
          },
          { ...ADMIN, username: 'admin.other' },
        ),
      ).rejects.toThrow(AccountTakenError);
    });
  });
}
