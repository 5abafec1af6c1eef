import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadConfig } from '@grandtour/platform';
import { testDatabaseKinds } from '@grandtour/platform/testing';
import { asyncProjections } from '@grandtour/projections';
import { catchUpWithLog } from '@grandtour/projections/testing';
import {
  addDays,
  CarSchema,
  decimalStringToCents,
  MAX_RENTAL_DAYS,
  OwnerBookingDetailSchema,
  OwnerDashboardSchema,
  ProjectionsStatusSchema,
  RevenueAuditSchema,
  startOfDayInParis,
  todayInParis,
  type Booking,
  type Car,
} from '@grandtour/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { projectionsCommand } from '../ops/projections-command.ts';
import { revenueCommand } from '../ops/revenue-command.ts';
import type { OpsCommand } from '../ops/ops-context.ts';
import { createAdminAccount, signInAs } from '../testing/admin-fixtures.ts';
import { bookAs, payWithDemoCard } from '../testing/booking-requests.ts';
import type { TestBrowser } from '../testing/test-browser.ts';
import { newBrowser, newCarBody, registerAccount } from '../testing/owner-fixtures.ts';
import { useTestRuntime } from '../testing/test-runtime.ts';

const INT4_MAX = 2 ** 31 - 1;
/** The largest amounts an owner's listing may carry (the owner car schema's limits). */
const LARGEST_LISTING = {
  dailyPriceCents: 10_000_000,
  depositCents: 10_000_000,
  deliveryFeeCents: 1_000_000,
};
const ADMIN = {
  email: 'extremes@grandtour.test',
  username: 'admin.extremes',
  password: 'Correct-Horse-Battery-9',
  firstName: 'Admin',
  lastName: 'Grand Tour',
};

const cents = (amount: string) => decimalStringToCents(amount);
const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);

for (const kind of testDatabaseKinds()) {
  describe(`the largest amounts the commands accept, on ${kind}`, () => {
    // 09:00 in Paris today, for the whole test: every confirmation falls on one Paris day (one owner_stats row).
    const today = todayInParis();
    const now = new Date(startOfDayInParis(today).getTime() + 9 * 3_600_000);
    let admin: TestBrowser;
    let owner: TestBrowser;
    let car: Car;
    const bookings: Booking[] = [];
    let cancelled: Booking;
    const context = useTestRuntime(
      kind,
      { background: false, clock: () => now },
      { DATA_DIR: mkdtempSync(join(tmpdir(), 'grandtour-extremes-')), SIGN_IN_ATTEMPTS_PER_MINUTE: '1000' },
    );
    beforeAll(async () => {
      await createAdminAccount(context, ADMIN, () => now);
      admin = (await signInAs(context, ADMIN)).visit;
      owner = (await registerAccount(context.runtime.app, 'owner')).visit;
      const created = await owner(
        'POST',
        '/api/owner/cars',
        newCarBody({
          ...LARGEST_LISTING,
          deliveryAvailable: true,
          deliveryRadiusKm: 1000,
          location: 'Paris',
        }),
      );
      expect(created.statusCode, created.body).toBe(201);
      car = CarSchema.parse((await owner('GET', `/api/cars/${created.json().id as string}`)).json());
    });

    const catchUp = () =>
      catchUpWithLog(
        context.database.pool,
        context.runtime.projectionRunner,
        asyncProjections.map((projection) => projection.name),
      );

    async function run(command: OpsCommand, args: string[]) {
      const lines: string[] = [];
      const code = await command.run(
        args,
        async () => ({ config: loadConfig({ DATABASE_URL: '' }), ...context.runtime, clock: () => now }),
        { print: (line) => lines.push(line), progress: { write: () => true } },
      );
      return { code, output: lines.join('\n') };
    }

    it('refuses a listing above them', async () => {
      for (const [field, largest] of Object.entries(LARGEST_LISTING)) {
        const response = await owner('POST', '/api/owner/cars', newCarBody({ [field]: largest + 1 }));
        expect(response.statusCode, `${field} ${response.body}`).toBe(400);
      }
    });

    it(`books ${MAX_RENTAL_DAYS}-day rentals at those prices, pays, cancels one late, and the read models hold the sums`, async () => {
      // Back to back from tomorrow (so the first one is cancelled within 48 hours of its start, for a fee).
      for (let index = 0; index < 4; index++) {
        const visit = newBrowser(context.runtime.app);
        const startDate = addDays(today, 1 + index * MAX_RENTAL_DAYS);
        const booking = await bookAs(
          visit,
          context.runtime.app,
          car,
          { startDate, endDate: addDays(startDate, MAX_RENTAL_DAYS) },
          { pickup: 'delivery' },
        );
        expect(booking.days).toBe(MAX_RENTAL_DAYS);
        await payWithDemoCard(visit, booking);
        bookings.push(booking);
        if (index === 0) {
          const cancellation = await visit('POST', `/api/bookings/${booking.id}/cancel`);
          expect(cancellation.statusCode, cancellation.body).toBe(200);
          expect(cancellation.json()).toMatchObject({ hasFees: true });
          cancelled = cancellation.json().booking as Booking;
        }
      }
      const kept = bookings.slice(1);
      // Each booking alone fits a 32-bit integer; what one owner earns in a day does not.
      for (const booking of bookings) expect(cents(booking.totalPrice)).toBeLessThan(INT4_MAX);
      const keptPayouts = sum(kept.map((booking) => cents(booking.ownerPayout)));
      expect(keptPayouts).toBeGreaterThan(INT4_MAX);

      await catchUp();
      const status = ProjectionsStatusSchema.parse((await admin('GET', '/api/admin/projections')).json());
      expect(status.projections.filter((projection) => projection.lag > 0 || projection.failure)).toEqual([]);

      const audit = await admin('GET', '/api/admin/revenue-audit');
      expect(audit.statusCode, audit.body).toBe(200);
      const figures = RevenueAuditSchema.parse(audit.json());
      expect(figures.differences).toEqual([]);
      expect(figures.ok).toBe(true);
      const fee = cents(cancelled.cancellationFee);
      expect(fee).toBeGreaterThan(0);
      expect(figures.found).toEqual({
        cashInCents: sum(bookings.map((booking) => cents(booking.totalPrice))),
        refundsCents: cents(cancelled.totalPrice) - fee,
        platformRevenueCents: figures.expected.platformRevenueCents,
        ownerPayoutsCents: figures.expected.ownerPayoutsCents,
        cancellationFeesCents: fee,
      });
      const platformShareOfFee =
        figures.found.platformRevenueCents - sum(kept.map((b) => cents(b.platformRevenue)));
      expect(figures.found.ownerPayoutsCents).toBe(keptPayouts + fee - platformShareOfFee);

      const dashboard = await owner('GET', '/api/owner/dashboard');
      expect(dashboard.statusCode, dashboard.body).toBe(200);
      const { revenueThisMonthCents, revenueByMonth, activeBookings } = OwnerDashboardSchema.parse(
        dashboard.json(),
      );
      expect(activeBookings).toBe(kept.length);
      // Net of the cancellation, as the chart's bar for the month (decision 62).
      expect(revenueThisMonthCents).toBe(figures.found.ownerPayoutsCents);
      expect(revenueByMonth.at(-1)).toEqual({
        month: today.slice(0, 7),
        revenueCents: figures.found.ownerPayoutsCents,
        // No payout is scheduled yet: no commission taken, the net is the gross (decision 0080).
        commissionCents: 0,
        netCents: figures.found.ownerPayoutsCents,
        bookings: bookings.length,
      });

      const list = await owner('GET', '/api/owner/bookings');
      expect(list.statusCode, list.body).toBe(200);
      for (const booking of bookings) {
        const detail = await owner('GET', `/api/owner/bookings/${booking.id}`);
        expect(detail.statusCode, detail.body).toBe(200);
        expect(OwnerBookingDetailSchema.parse(detail.json()).timeline.length).toBeGreaterThan(0);
      }
      const similar = await owner('GET', `/api/cars/${car.id}/similar`);
      expect(similar.statusCode, similar.body).toBe(200);
    });

    it('rebuilds every projection from the log as operators do, and the audit still finds no difference', async () => {
      const before = (await owner('GET', '/api/owner/dashboard')).json();
      const rebuild = await run(projectionsCommand, ['rebuild', '--all']);
      expect(rebuild.code, rebuild.output).toBe(0);
      const audit = await run(revenueCommand, ['audit']);
      expect(audit.code, audit.output).toBe(0);
      expect(audit.output).toContain('No difference');
      const after = await owner('GET', '/api/owner/dashboard');
      expect(after.statusCode, after.body).toBe(200);
      expect(after.json()).toEqual(before);
    });
  });
}
