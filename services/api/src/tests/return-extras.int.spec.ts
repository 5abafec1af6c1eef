import { ledgerBalances } from '@grandtour/projections/testing';
import { bookingStreamName, type BookingEvent } from '@grandtour/commands';
import { createDemoProviderRecords, type DemoPayoutProvider } from '@grandtour/payments';
import { auditRevenue, reconcileWithProviders } from '@grandtour/projections';
import {
  addDays,
  BookingDetailsSchema,
  BookingSchema,
  HandoverReportSchema,
  pickupInstant,
  startOfDayInParis,
  todayInParis,
} from '@grandtour/shared';
import { movableClock } from '@grandtour/workers/testing';
import { describe, expect, it } from 'vitest';
import { bookAs, payWithDemoCard } from '../testing/booking-requests.ts';
import { samplePdf } from '../driver-documents/testing/document-samples.ts';
import { createAdminAccount, signInAs } from '../testing/admin-fixtures.ts';
import { handoverPhoto, multipartForm, sealHandoverReport } from '../testing/handover-fixtures.ts';
import { demoOwnerOf, mailSetups, useMailTestRuntime } from '../testing/mail-test-runtime.ts';
import { signInDemoOwner } from '../testing/owner-fixtures.ts';
import { connectDemoPayoutAccount } from '../testing/payout-fixtures.ts';
import { testBrowser } from '../testing/test-browser.ts';

const HOUR = 3_600_000;
const MINUTE = 60_000;
const at = (ms: number) => new Date(ms);
const ADMIN = {
  username: 'extras.admin',
  email: 'extras.admin@example.fr',
  password: 'Admin-Secret-123',
  firstName: 'Alix',
  lastName: 'Arbitre',
};

for (const setup of mailSetups()) {
  describe(
    `the return's extras taken from the deposit on ${setup.database} (decision 91)`,
    { timeout: 240_000 },
    () => {
      const clock = movableClock();
      const context = useMailTestRuntime(setup, { clock: clock.now, background: false, workers: true });
      const sweep = () => context.runtime.sweeper.sweepOnce();
      const eventsOf = async (bookingId: string) =>
        (await context.runtime.store.readStream<BookingEvent>(bookingStreamName(bookingId))).events;
      let visitor = 0;

      /** A 3-day rental handed over and returned with sealed reports; `returned` after the end date's 10:00. */
      async function rentalReturned(
        readings: { odometerKm: number; fuelPercent: number },
        lateMinutes: number,
      ) {
        const car = (await demoOwnerOf(context)).cars[0]!;
        const customer = testBrowser(context.runtime.app, { remoteAddress: `10.24.0.${++visitor}` });
        const startDate = addDays(todayInParis(clock.now()), 10 + 5 * visitor);
        const endDate = addDays(startDate, 3);
        const booking = await bookAs(customer, context.runtime.app, car, { startDate, endDate });
        await payWithDemoCard(customer, booking, '4242 4242 4242 4242');
        const pickup = pickupInstant(startDate).getTime();
        clock.set(at(pickup - 24 * HOUR + MINUTE));
        await sweep();
        const owner = await signInDemoOwner(context.runtime.app);
        clock.set(at(pickup + HOUR));
        await sealHandoverReport({ owner, customer }, booking.id, 'pickup', {
          odometerKm: 20_000,
          fuelPercent: 80,
        });
        clock.set(at(pickup + 72 * HOUR + lateMinutes * MINUTE));
        await sealHandoverReport({ owner, customer }, booking.id, 'return', readings);
        clock.set(at(startOfDayInParis(addDays(endDate, 1)).getTime() + MINUTE));
        await sweep();
        const completed = (await eventsOf(booking.id)).find((event) => event.type === 'BookingCompleted');
        const completedAt = Date.parse(
          completed?.type === 'BookingCompleted' ? completed.data.completedAt : '',
        );
        const terms = BookingSchema.parse(
          (await customer('GET', `/api/bookings/${booking.id}`)).json(),
        ).returnTerms!;
        const depositCents = Math.round(Number(booking.depositAmount) * 100);
        return { customer, owner, booking, completedAt, terms, depositCents };
      }

      it('captures the extras from the hold at the claim window’s end, pays them to the owner, and the books balance', async () => {
        const { rows } = await context.database.pool.query('SELECT id FROM users WHERE email = $1', [
          (await demoOwnerOf(context)).email,
        ]);
        await connectDemoPayoutAccount({
          provider: context.runtime.payouts.provider as DemoPayoutProvider,
          store: context.runtime.store,
          ownerId: String(rows[0]!.id),
          at: clock.now(),
        });
        const { customer, owner, booking, completedAt, terms, depositCents } = await rentalReturned(
          { odometerKm: 21_000, fuelPercent: 50 },
          45,
        );
        const report = HandoverReportSchema.parse(
          (await customer('GET', `/api/bookings/${booking.id}/handovers/return`)).json(),
        );
        const includedKm = terms.includedKmPerDay === null ? null : terms.includedKmPerDay * 3;
        const extraKm = includedKm === null ? 0 : Math.max(0, 1_000 - includedKm);
        const extrasCents = extraKm * terms.extraKmCents + terms.refuelFeeCents + terms.lateFeePerHourCents;
        expect(report.extras).toMatchObject({ drivenKm: 1_000, lateHours: 1, totalCents: extrasCents });
        expect(extrasCents).toBeGreaterThan(0);
        expect(extrasCents).toBeLessThan(depositCents);

        // Within the claim window the deposit is held and the payout waits for the extras.
        clock.set(at(completedAt + 47 * HOUR));
        await sweep();
        expect((await eventsOf(booking.id)).some((event) => event.type === 'DepositCaptured')).toBe(false);
        expect((await eventsOf(booking.id)).some((event) => event.type === 'PayoutSent')).toBe(false);

        // At its end the extras are captured from the hold, the rest let go, once however often the sweep runs.
        clock.set(at(completedAt + 48 * HOUR + MINUTE));
        await sweep();
        await sweep();
        const events = await eventsOf(booking.id);
        const captures = events.filter((event) => event.type === 'DepositCaptured');
        expect(captures).toHaveLength(1);
        expect(captures[0]).toMatchObject({
          data: {
            amountCents: extrasCents,
            extrasCents,
            claimId: null,
            releasedCents: depositCents - extrasCents,
          },
        });
        const { rows: holds } = await context.database.pool.query<{ status: string; captured_cents: string }>(
          'SELECT status, captured_cents FROM demo_deposit_holds WHERE booking_id = $1 ORDER BY created_at',
          [booking.id],
        );
        // The hold renewed during the rental was let go; the one in place took the extras.
        expect(holds.map((hold) => [hold.status, Number(hold.captured_cents)]).at(-1)).toEqual([
          'succeeded',
          extrasCents,
        ]);
        expect(holds.slice(0, -1).every((hold) => hold.status === 'canceled')).toBe(true);
        expect(events.filter((event) => event.type === 'ReturnExtrasSettled')).toMatchObject([
          { data: { capturedCents: extrasCents, excessCents: 0, excess: 'none' } },
        ]);
        const settled = HandoverReportSchema.parse(
          (await owner('GET', `/api/owner/bookings/${booking.id}/handovers/return`)).json(),
        );
        expect(settled.extras?.totalCents).toBe(extrasCents);

        // The owner is paid the net and the extras in full; every account of the ledger is back to zero.
        await sweep();
        const paid = (await eventsOf(booking.id)).find((event) => event.type === 'PayoutSent');
        const scheduled = (await eventsOf(booking.id)).find((event) => event.type === 'PayoutScheduled');
        const netCents = scheduled?.type === 'PayoutScheduled' ? scheduled.data.netCents : -1;
        expect(paid).toMatchObject({
          data: { amountCents: netCents + extrasCents, damagesCents: extrasCents },
        });
        await context.runtime.projectionRunner.catchUp();
        // The money timeline tells the customer what the return owed and what the deposit paid.
        const { timeline } = BookingDetailsSchema.parse(
          (await customer('GET', `/api/bookings/${booking.id}/details`)).json(),
        );
        expect(timeline.filter((step) => step.kind === 'return_extras')).toMatchObject([
          { amountCents: extrasCents },
        ]);
        expect(timeline.filter((step) => step.kind === 'deposit_captured')).toMatchObject([
          { amountCents: extrasCents },
        ]);
        const balance = await ledgerBalances(context.database.pool, booking.id);
        expect(balance.claims_payable ?? 0).toBe(0);
        expect(balance.owner_payable ?? 0).toBe(0);
        expect(balance.deposits_held ?? 0).toBe(0);
        expect((await auditRevenue(context.database.pool)).differences).toEqual([]);
      });

      it('a contested claim decided by an administrator takes the extras and the damages in one capture', async () => {
        const { customer, owner, booking, completedAt, terms, depositCents } = await rentalReturned(
          { odometerKm: 20_100, fuelPercent: 60 },
          0,
        );
        const extrasCents = terms.refuelFeeCents;
        clock.set(at(completedAt + HOUR));
        const { payload, headers } = multipartForm(
          { description: 'Scratch on the door', amountCents: String(Math.floor(depositCents / 2)) },
          [
            { name: 'photos', type: 'image/jpeg', bytes: await handoverPhoto(3) },
            { name: 'estimate', type: 'application/pdf', bytes: samplePdf() },
          ],
        );
        const opened = await owner('POST', `/api/owner/bookings/${booking.id}/claims`, payload, headers);
        expect(opened.statusCode, opened.body).toBe(201);
        const claimId = (opened.json() as { id: string }).id;
        const contested = await customer('POST', `/api/bookings/${booking.id}/claims/${claimId}/contest`, {
          message: 'It was there at pickup.',
        });
        expect(contested.statusCode, contested.body).toBe(200);
        await createAdminAccount(context, ADMIN, clock.now);
        const admin = (await signInAs(context, ADMIN)).visit;
        const decidedCents = Math.floor(depositCents / 4);
        const decided = await admin('POST', `/api/admin/claims/${claimId}/decide`, {
          amountCents: decidedCents,
          note: 'Partly there before.',
        });
        expect(decided.statusCode, decided.body).toBe(200);
        const events = await eventsOf(booking.id);
        expect(events.filter((event) => event.type === 'DepositCaptured')).toMatchObject([
          { data: { amountCents: decidedCents + extrasCents, extrasCents, claimId } },
        ]);
        expect(events.find((event) => event.type === 'ClaimSettled')).toMatchObject({
          data: { capturedCents: decidedCents, excessCents: 0 },
        });
        expect(events.find((event) => event.type === 'ReturnExtrasSettled')).toMatchObject({
          data: { capturedCents: extrasCents, excessCents: 0 },
        });
      });

      it('a waived deposit: the extras are charged to the booking’s card at the window’s end, once, and the books agree', async () => {
        const car = (await demoOwnerOf(context)).cars[0]!;
        const customer = testBrowser(context.runtime.app, { remoteAddress: `10.24.1.${++visitor}` });
        const startDate = addDays(todayInParis(clock.now()), 10 + 5 * visitor);
        const endDate = addDays(startDate, 3);
        const booking = await bookAs(customer, context.runtime.app, car, { startDate, endDate });
        await payWithDemoCard(customer, booking, '4242 4242 4242 4242');
        const owner = await signInDemoOwner(context.runtime.app);
        const pickup = pickupInstant(startDate).getTime();
        clock.set(at(pickup + HOUR));
        expect((await owner('POST', `/api/owner/bookings/${booking.id}/deposit/waive`)).statusCode).toBe(200);
        await sealHandoverReport({ owner, customer }, booking.id, 'pickup', {
          odometerKm: 5_000,
          fuelPercent: 90,
        });
        clock.set(at(pickup + 71 * HOUR));
        await sealHandoverReport({ owner, customer }, booking.id, 'return', {
          odometerKm: 5_100,
          fuelPercent: 40,
        });
        clock.set(at(startOfDayInParis(addDays(endDate, 1)).getTime() + MINUTE));
        await sweep();
        const completed = (await eventsOf(booking.id)).find((event) => event.type === 'BookingCompleted');
        const completedAt = Date.parse(
          completed?.type === 'BookingCompleted' ? completed.data.completedAt : '',
        );
        const terms = BookingSchema.parse(
          (await customer('GET', `/api/bookings/${booking.id}`)).json(),
        ).returnTerms!;
        clock.set(at(completedAt + 48 * HOUR + MINUTE));
        await sweep();
        const events = await eventsOf(booking.id);
        expect(events.some((event) => event.type === 'DepositCaptured')).toBe(false);
        expect(events.filter((event) => event.type === 'ReturnExtrasSettled')).toMatchObject([
          {
            data: {
              capturedCents: 0,
              excessCents: terms.refuelFeeCents,
              excess: 'charged',
              charge: { amountCents: terms.refuelFeeCents, provider: 'demo' },
            },
          },
        ]);
        // One payment on the booking's card for the extras, captured whole; another sweep charges nothing more.
        const payments = async () =>
          (
            await context.database.pool.query<{
              status: string;
              amount_cents: string;
              captured_cents: string;
            }>('SELECT status, amount_cents, captured_cents FROM demo_deposit_holds WHERE booking_id = $1', [
              booking.id,
            ])
          ).rows.map((row) => [row.status, Number(row.amount_cents), Number(row.captured_cents)]);
        expect(await payments()).toEqual([['succeeded', terms.refuelFeeCents, terms.refuelFeeCents]]);
        await sweep();
        expect(await payments()).toHaveLength(1);
        await context.runtime.projectionRunner.catchUp();
        const balance = await ledgerBalances(context.database.pool, booking.id);
        // Owed to the owner until the payout; nothing left as held.
        expect(balance.deposits_held ?? 0).toBe(0);
        expect(Object.values(balance).reduce((sum, cents) => sum + cents, 0)).toBe(0);
        const reconciliation = await reconcileWithProviders(context.database.pool, [
          createDemoProviderRecords({ pool: context.database.pool }),
        ]);
        expect(reconciliation.mismatches.filter((row) => row.bookingId === booking.id)).toEqual([]);
      });
    },
  );
}
