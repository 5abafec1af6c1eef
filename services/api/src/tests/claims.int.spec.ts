import { ledgerBalances } from '@grandtour/projections/testing';
import { randomUUID } from 'node:crypto';
import {
  handleCommand,
  bookingStreamName,
  foldEvents,
  bookingDecider,
  payoutTransferCents,
  type BookingEvent,
} from '@grandtour/commands';
import { createDemoProviderRecords, type DemoPayoutProvider } from '@grandtour/payments';
import { auditRevenue, reconcileWithProviders } from '@grandtour/projections';
import {
  addDays,
  AdminClaimSchema,
  BookingDetailsSchema,
  ClaimSchema,
  pickupInstant,
  startOfDayInParis,
  todayInParis,
  type Claim,
} from '@grandtour/shared';
import { movableClock, untilNotificationsIdle } from '@grandtour/workers/testing';
import sharp from 'sharp';
import { formatEuros } from '@grandtour/workers';
import { describe, expect, it } from 'vitest';
import { samplePdf } from '../driver-documents/testing/document-samples.ts';
import { createAdminAccount, signInAs } from '../testing/admin-fixtures.ts';
import { bookAs, payWithDemoCard } from '../testing/booking-requests.ts';
import { demoOwnerOf, mailSetups, useMailTestRuntime } from '../testing/mail-test-runtime.ts';
import { registerAccount, signInDemoOwner } from '../testing/owner-fixtures.ts';
import { testBrowser, type TestBrowser } from '../testing/test-browser.ts';
import { multipartForm } from '../testing/handover-fixtures.ts';
import { connectDemoPayoutAccount } from '../testing/payout-fixtures.ts';

const HOUR = 3_600_000;
const MINUTE = 60_000;
const at = (ms: number) => new Date(ms);
const ADMIN = {
  username: 'claims.admin',
  email: 'claims.admin@example.fr',
  password: 'Admin-Secret-123',
  firstName: 'Alix',
  lastName: 'Arbitre',
};

const damagePhoto = () =>
  sharp({ create: { width: 320, height: 200, channels: 3, background: { r: 200, g: 30, b: 30 } } })
    .withExif({ IFD0: { Make: 'PhonyPhone' } })
    .jpeg()
    .toBuffer();

for (const setup of mailSetups()) {
  describe(
    `damage claims settled from the deposit on ${setup.database} (issue 23)`,
    { timeout: 240_000 },
    () => {
      const clock = movableClock();
      const context = useMailTestRuntime(setup, {
        clock: clock.now,
        background: false,
        workers: true,
        notificationBackoffMs: 20,
      });
      const idle = () =>
        untilNotificationsIdle(
          {
            pool: context.database.pool,
            store: context.runtime.store,
            queue: context.runtime.queue,
            clock: clock.now,
          },
          { timeoutMs: 120_000 },
        );
      const mailsTo = (address: string, subject: string) =>
        context.sink.messages.filter((mail) => mail.to === address && mail.subject.startsWith(subject));
      let visitor = 0;
      const sweep = () => context.runtime.sweeper.sweepOnce();
      const eventsOf = async (bookingId: string) =>
        (await context.runtime.store.readStream<BookingEvent>(bookingStreamName(bookingId))).events;
      const holdsAtProvider = async (bookingId: string) =>
        (
          await context.database.pool.query<{ status: string; amount_cents: string; captured_cents: string }>(
            'SELECT status, amount_cents, captured_cents FROM demo_deposit_holds WHERE booking_id = $1 ORDER BY created_at',
            [bookingId],
          )
        ).rows.map((row) => ({
          status: row.status,
          amountCents: Number(row.amount_cents),
          capturedCents: Number(row.captured_cents),
        }));
      const depositOf = async (visit: TestBrowser, bookingId: string) =>
        BookingDetailsSchema.parse((await visit('GET', `/api/bookings/${bookingId}/details`)).json()).deposit;

      /** A booking of the demo owner's car, paid by card, its deposit held, handed over and completed by the sweep. */
      async function returnedBooking() {
        const car = (await demoOwnerOf(context)).cars[0]!;
        const visit = testBrowser(context.runtime.app, { remoteAddress: `10.23.0.${++visitor}` });
        const email = `claims-${randomUUID().slice(0, 8)}@example.com`;
        const startDate = addDays(todayInParis(clock.now()), 10 + 5 * visitor);
        const endDate = addDays(startDate, 3);
        const booking = await bookAs(
          visit,
          context.runtime.app,
          car,
          { startDate, endDate },
          {
            customer: { firstName: 'Léa', lastName: 'Martin', email, phone: '+33 612345678' },
            language: 'en',
          },
        );
        await payWithDemoCard(visit, booking, '4242 4242 4242 4242');
        const pickup = pickupInstant(startDate).getTime();
        clock.set(at(pickup - 24 * HOUR + MINUTE));
        await sweep();
        clock.set(at(pickup + HOUR));
        const owner = await signInDemoOwner(context.runtime.app);
        expect((await owner('POST', `/api/owner/bookings/${booking.id}/pickup`)).statusCode).toBe(200);
        clock.set(at(startOfDayInParis(addDays(endDate, 1)).getTime() + MINUTE));
        await sweep();
        const completed = (await eventsOf(booking.id)).find((event) => event.type === 'BookingCompleted');
        expect(completed).toBeDefined();
        const completedAt = Date.parse(
          completed!.type === 'BookingCompleted' ? completed!.data.completedAt : '',
        );
        const depositCents = Math.round(Number(booking.depositAmount) * 100);
        return { visit, booking, owner, completedAt, depositCents, email };
      }

      /** The booking's ledger accounts once the projections caught up (a background runner may hold them a moment). */
      async function ledgerBalance(bookingId: string) {
        await context.runtime.projectionRunner.catchUp();
        return ledgerBalances(context.database.pool, bookingId);
      }
      /** Projections caught up and the sweep run until the booking's payout went out. */
      async function untilPaidOut(bookingId: string) {
        await expect
          .poll(
            async () => {
              await context.runtime.projectionRunner.catchUp();
              await sweep();
              return (await eventsOf(bookingId)).find((event) => event.type === 'PayoutSent');
            },
            { timeout: 30_000 },
          )
          .toBeDefined();
      }

      let payoutAccountConnected = false;
      /** The demo owner's payout account, connected once for the file's tests. */
      async function demoOwnerPaysOut() {
        if (payoutAccountConnected) return;
        const { rows } = await context.database.pool.query('SELECT id FROM users WHERE email = $1', [
          (await demoOwnerOf(context)).email,
        ]);
        await connectDemoPayoutAccount({
          provider: context.runtime.payouts.provider as DemoPayoutProvider,
          store: context.runtime.store,
          ownerId: String(rows[0]!.id),
          at: clock.now(),
        });
        payoutAccountConnected = true;
      }

      let adminCreated = false;
      async function signedInAdmin() {
        if (!adminCreated) await createAdminAccount(context, ADMIN, clock.now);
        adminCreated = true;
        return (await signInAs(context, ADMIN)).visit;
      }

      async function openClaim(owner: TestBrowser, bookingId: string, amountCents: number) {
        const { payload, headers } = multipartForm(
          { description: 'Scratch along the driver’s door', amountCents: String(amountCents) },
          [
            { name: 'photos', filename: 'door.jpg', type: 'image/jpeg', bytes: await damagePhoto() },
            { name: 'estimate', filename: 'estimate.pdf', type: 'application/pdf', bytes: samplePdf() },
          ],
        );
        return owner('POST', `/api/owner/bookings/${bookingId}/claims`, payload, headers);
      }

      it('opens within 24 hours of the return, keeps the deposit and the payout, and settles an acceptance from the deposit', async () => {
        const { visit, booking, owner, completedAt, depositCents, email } = await returnedBooking();
        await demoOwnerPaysOut();

        const damagesCents = Math.floor(depositCents / 4);
        clock.set(at(completedAt + 2 * HOUR));
        const opened = await openClaim(owner, booking.id, damagesCents);
        expect(opened.statusCode, opened.body).toBe(201);
        const claim = ClaimSchema.parse(opened.json());
        expect(claim).toMatchObject({ status: 'open', amountCents: damagesCents });
        expect(Date.parse(claim.respondBy) - Date.parse(claim.openedAt)).toBe(72 * HOUR);
        // The photo was re-encoded (WebP, no EXIF) and is served to the booking's parties only.
        const photo = await visit(
          'GET',
          claim.photos[0]!.url.replace('/api/owner/bookings', '/api/bookings'),
        );
        expect(photo.statusCode).toBe(200);
        expect(photo.headers['content-type']).toBe('image/webp');
        expect(photo.rawPayload.includes(Buffer.from('PhonyPhone'))).toBe(false);
        const stranger = testBrowser(context.runtime.app, { remoteAddress: '10.23.9.9' });
        expect((await stranger('GET', `/api/bookings/${booking.id}/claims`)).statusCode).toBe(404);
        expect(
          (await stranger('GET', claim.photos[0]!.url.replace('/api/owner/bookings', '/api/bookings')))
            .statusCode,
        ).toBe(404);
        const otherOwner = (await registerAccount(context.runtime.app, 'owner')).visit;
        expect((await otherOwner('GET', claim.photos[0]!.url)).statusCode).toBe(404);
        expect((await otherOwner('GET', `/api/owner/bookings/${booking.id}/claims`)).statusCode).toBe(404);
        // The customer is told once, in their language, with the amount and a link (exactly-once e-mails).
        await idle();
        const [claimMail, ...again] = mailsTo(email, 'Damage claim:');
        expect(again).toEqual([]);
        expect(claimMail!.text).toContain(formatEuros(damagesCents, 'en'));
        expect(claimMail!.text).toContain(`/reservations/${booking.id}`);
        // A second claim waits for the first.
        expect((await openClaim(owner, booking.id, 100)).json().error).toBe('claim_already_open');

        // Past the 48-hour claim window, an open claim keeps the deposit held and the payout waiting.
        clock.set(at(completedAt + 49 * HOUR));
        await sweep();
        expect((await depositOf(visit, booking.id)).status).toBe('held');
        expect((await eventsOf(booking.id)).some((event) => event.type === 'PayoutSent')).toBe(false);

        // Only the customer answers.
        expect(
          (await owner('POST', `/api/bookings/${booking.id}/claims/${claim.id}/accept`)).statusCode,
        ).toBe(404);
        const accepted = await visit('POST', `/api/bookings/${booking.id}/claims/${claim.id}/accept`);
        expect(accepted.statusCode, accepted.body).toBe(200);
        expect(ClaimSchema.parse(accepted.json())).toMatchObject({
          status: 'settled',
          agreedCents: damagesCents,
          settlement: { capturedCents: damagesCents, excessCents: 0, excess: 'none' },
        });
        const holds = await holdsAtProvider(booking.id);
        expect(holds.at(-1)).toMatchObject({ status: 'succeeded', capturedCents: damagesCents });
        expect(await depositOf(visit, booking.id)).toMatchObject({
          status: 'captured',
          capturedCents: damagesCents,
        });
        const captured = (await eventsOf(booking.id)).find((event) => event.type === 'DepositCaptured');
        expect(captured).toMatchObject({
          data: { amountCents: damagesCents, releasedCents: depositCents - damagesCents, claimId: claim.id },
        });

        // The owner hears of the acceptance and of the settlement, in their own language.
        await idle();
        const ownerEmail = (await demoOwnerOf(context)).email;
        const ownerSubjects = context.sink.messages
          .filter((mail) => mail.to === ownerEmail)
          .map((mail) => mail.subject);
        expect(
          ownerSubjects.filter((subject) => /^(Claim accepted|Réclamation acceptée)/.test(subject)),
        ).toHaveLength(1);
        expect(
          ownerSubjects.filter((subject) => /^(Claim settled|Réclamation réglée)/.test(subject)),
        ).toHaveLength(1);

        // The payout goes out with the damages on top, no commission on them; the ledger and the audit balance.
        await sweep();
        const events = await eventsOf(booking.id);
        const scheduled = events.find((event) => event.type === 'PayoutScheduled');
        const sent = events.find((event) => event.type === 'PayoutSent');
        expect(scheduled).toBeDefined();
        const netCents = scheduled!.type === 'PayoutScheduled' ? scheduled!.data.netCents : 0;
        expect(sent).toMatchObject({ data: { amountCents: netCents + damagesCents, damagesCents } });
        const paid = (await owner('GET', '/api/owner/payouts')).json() as {
          bookingId: string;
          damagesCents: number;
        }[];
        expect(paid.find((row) => row.bookingId === booking.id)).toMatchObject({ damagesCents });
        const state = foldEvents(bookingDecider, events);
        if (state.status !== 'none') expect(payoutTransferCents(state)).toBe(netCents + damagesCents);
        await expect.poll(async () => (await ledgerBalance(booking.id)).claims_payable ?? 0).toBe(0);
        const balance = await ledgerBalance(booking.id);
        expect(balance.owner_payable ?? 0).toBe(0);
        expect(balance.deposits_held ?? 0).toBe(0);
        expect(Object.values(balance).reduce((sum, cents) => sum + cents, 0)).toBe(0);
        expect((await auditRevenue(context.database.pool)).differences).toEqual([]);

        // A new claim after the 24 hours is refused, in the owner's language.
        const late = await openClaim(owner, booking.id, 100);
        expect(late.statusCode).toBe(422);
        expect(late.json()).toMatchObject({ error: 'claim_window_closed' });
      });

      it('goes to an administrator when contested, who decides a lower amount taken from the deposit', async () => {
        const { visit, booking, owner, completedAt, depositCents } = await returnedBooking();
        clock.set(at(completedAt + HOUR));
        const claimed = Math.floor(depositCents / 2);
        const claim = ClaimSchema.parse((await openClaim(owner, booking.id, claimed)).json());
        const contested = await visit('POST', `/api/bookings/${booking.id}/claims/${claim.id}/contest`, {
          message: 'The scratch was there at pickup',
        });
        expect(contested.statusCode, contested.body).toBe(200);
        expect(ClaimSchema.parse(contested.json()).contest).toMatchObject({
          message: 'The scratch was there at pickup',
        });
        expect(
          (await visit('POST', `/api/bookings/${booking.id}/claims/${claim.id}/accept`)).json(),
        ).toMatchObject({
          error: 'claim_not_answerable',
        });

        // Administrators only.
        expect((await owner('GET', '/api/admin/claims')).statusCode).toBe(403);
        expect(
          (await owner('POST', `/api/admin/claims/${claim.id}/decide`, { amountCents: 1 })).statusCode,
        ).toBe(403);
        const admin = await signedInAdmin();
        const list = await admin('GET', '/api/admin/claims?status=contested');
        expect(list.statusCode, list.body).toBe(200);
        expect(list.json().map((row: { id: string }) => row.id)).toContain(claim.id);
        const tooMuch = await admin('POST', `/api/admin/claims/${claim.id}/decide`, {
          amountCents: claimed + 1,
          note: '',
        });
        expect(tooMuch.statusCode).toBe(422);
        expect(tooMuch.json().error).toBe('claim_amount_invalid');
        const estimate = await admin(
          'GET',
          AdminClaimSchema.parse((await admin('GET', `/api/admin/claims/${claim.id}`)).json()).estimate.url,
        );
        expect(estimate.statusCode).toBe(200);
        expect(estimate.headers['content-type']).toBe('application/pdf');

        const decidedCents = Math.floor(claimed / 3);
        const decided = await admin('POST', `/api/admin/claims/${claim.id}/decide`, {
          amountCents: decidedCents,
          note: 'Half was there',
        });
        expect(decided.statusCode, decided.body).toBe(200);
        expect(AdminClaimSchema.parse(decided.json())).toMatchObject({
          status: 'settled',
          decision: { amountCents: decidedCents, note: 'Half was there' },
          settlement: { capturedCents: decidedCents, excess: 'none' },
        });
        expect((await holdsAtProvider(booking.id)).at(-1)).toMatchObject({
          status: 'succeeded',
          capturedCents: decidedCents,
        });
        expect(
          (await admin('POST', `/api/admin/claims/${claim.id}/decide`, { amountCents: 0 })).json().error,
        ).toBe('claim_not_decidable');
      });

      it('escalates a claim left unanswered for 72 hours; decided at nothing, the deposit is released', async () => {
        const { visit, booking, owner, completedAt, depositCents } = await returnedBooking();
        clock.set(at(completedAt + HOUR));
        const claim: Claim = ClaimSchema.parse(
          (await openClaim(owner, booking.id, Math.floor(depositCents / 2))).json(),
        );
        clock.set(at(completedAt + 73 * HOUR - MINUTE));
        expect((await sweep()).claimsEscalated).toBe(0);
        clock.set(at(completedAt + 73 * HOUR + MINUTE));
        expect((await sweep()).claimsEscalated).toBe(1);
        const [escalated] = ClaimSchema.array().parse(
          (await visit('GET', `/api/bookings/${booking.id}/claims`)).json(),
        );
        expect(escalated).toMatchObject({ id: claim.id, status: 'escalated' });
        expect(
          (await visit('POST', `/api/bookings/${booking.id}/claims/${claim.id}/accept`)).json().error,
        ).toBe('claim_not_answerable');
        const admin = await signedInAdmin();
        const decided = await admin('POST', `/api/admin/claims/${claim.id}/decide`, {
          amountCents: 0,
          note: 'No evidence',
        });
        expect(decided.statusCode, decided.body).toBe(200);
        expect(decided.json()).toMatchObject({
          status: 'settled',
          settlement: { capturedCents: 0, excess: 'none' },
        });
        await sweep();
        expect(await depositOf(visit, booking.id)).toMatchObject({ status: 'released', capturedCents: 0 });
      });

      it('charges what the deposit cannot cover to the booking’s card when the customer consents: ledger, payout and providers agree', async () => {
        const { visit, booking, completedAt, depositCents } = await returnedBooking();
        await demoOwnerPaysOut();
        // Past the payout's delay after the return (as the first journey), within the claim's day.
        clock.set(at(completedAt + 2 * HOUR));
        const owner = await signInDemoOwner(context.runtime.app);
        const excessCents = 30_000;
        const claim = ClaimSchema.parse(
          (await openClaim(owner, booking.id, depositCents + excessCents)).json(),
        );
        const badConsent = await visit('POST', `/api/bookings/${booking.id}/claims/${claim.id}/accept`, {
          chargeExcessToCard: 'yes',
        });
        expect(badConsent.statusCode).toBe(400);
        const accepted = await visit('POST', `/api/bookings/${booking.id}/claims/${claim.id}/accept`, {
          chargeExcessToCard: true,
        });
        expect(accepted.statusCode, accepted.body).toBe(200);
        expect(ClaimSchema.parse(accepted.json())).toMatchObject({
          status: 'settled',
          settlement: { capturedCents: depositCents, excessCents, excess: 'charged' },
        });
        // The deposit hold captured whole, and a second payment on the same card for the excess, captured at once.
        const holds = await holdsAtProvider(booking.id);
        expect(holds.slice(-2)).toEqual([
          { status: 'succeeded', amountCents: depositCents, capturedCents: depositCents },
          { status: 'succeeded', amountCents: excessCents, capturedCents: excessCents },
        ]);
        // Settled again by the sweep: nothing more is charged.
        expect((await sweep()).claimsSettled).toBe(0);
        expect(await holdsAtProvider(booking.id)).toHaveLength(holds.length);

        // When the payout falls due (two days after the return), the owner is paid the damages in full, the card's
        // part included; every account and the providers agree.
        clock.set(at(completedAt + 49 * HOUR));
        await untilPaidOut(booking.id);
        const sent = (await eventsOf(booking.id)).find((event) => event.type === 'PayoutSent');
        expect(sent).toMatchObject({ data: { damagesCents: depositCents + excessCents } });
        await expect.poll(async () => (await ledgerBalance(booking.id)).claims_payable ?? 0).toBe(0);
        const balance = await ledgerBalance(booking.id);
        expect(balance.deposits_held ?? 0).toBe(0);
        expect(Object.values(balance).reduce((sum, cents) => sum + cents, 0)).toBe(0);
        // The customer's money timeline shows the card's part (the timeline is projected in the background).
        await expect
          .poll(async () => {
            await context.runtime.projectionRunner.catchUp();
            const { timeline } = BookingDetailsSchema.parse(
              (await visit('GET', `/api/bookings/${booking.id}/details`)).json(),
            );
            return timeline.filter((step) => step.kind === 'claim_excess_charged');
          })
          .toMatchObject([{ amountCents: excessCents }]);
        const reconciliation = await reconcileWithProviders(context.database.pool, [
          createDemoProviderRecords({ pool: context.database.pool }),
        ]);
        expect(reconciliation.mismatches.filter((row) => row.bookingId === booking.id)).toEqual([]);
        expect((await auditRevenue(context.database.pool)).differences).toEqual([]);
      });

      it('finishes a settlement cut short: the whole deposit taken, what it could not cover recorded as a debt', async () => {
        const { visit, booking, owner, completedAt, depositCents } = await returnedBooking();
        clock.set(at(completedAt + HOUR));
        const claimedCents = depositCents + 50_000;
        const claim = ClaimSchema.parse((await openClaim(owner, booking.id, claimedCents)).json());
        // Accepted, then the process stopped before the deposit was captured.
        const state = foldEvents(bookingDecider, await eventsOf(booking.id));
        if (state.status === 'none') throw new Error('no booking');
        await handleCommand(context.runtime.store, bookingStreamName(booking.id), bookingDecider, {
          type: 'AcceptClaim',
          data: { claimId: claim.id, customerId: state.terms.userId },
          metadata: { now: clock.now().toISOString() },
        });
        expect((await sweep()).claimsSettled).toBe(1);
        const [settled] = ClaimSchema.array().parse(
          (await visit('GET', `/api/bookings/${booking.id}/claims`)).json(),
        );
        expect(settled).toMatchObject({
          status: 'settled',
          settlement: { capturedCents: depositCents, excessCents: 50_000, excess: 'debt' },
        });
        expect((await holdsAtProvider(booking.id)).at(-1)).toMatchObject({
          status: 'succeeded',
          capturedCents: depositCents,
        });
        const admin = await signedInAdmin();
        const debts = AdminClaimSchema.array().parse(
          (await admin('GET', '/api/admin/claims?excess=debt')).json(),
        );
        expect(debts.map((row) => row.id)).toContain(claim.id);
        expect((await sweep()).claimsSettled).toBe(0);
      });
    },
  );
}
