import { randomUUID } from 'node:crypto';
import { bookingStreamName, createDepositWorkflow, type BookingEvent } from '@grandtour/commands';
import { integerFromDatabase } from '@grandtour/event-store';
import { createDemoPayments } from '@grandtour/payments';
import {
  addDays,
  BookingDetailsSchema,
  DepositCardIntentResponseSchema,
  OwnerBookingDetailSchema,
  pickupInstant,
  startOfDayInParis,
  todayInParis,
} from '@grandtour/shared';
import { formatEuros } from '@grandtour/workers';
import { movableClock, untilNotificationsIdle } from '@grandtour/workers/testing';
import { describe, expect, it } from 'vitest';
import { bookAs, payWithDemoCard } from '../testing/booking-requests.ts';
import { demoOwnerOf, mailSetups, useMailTestRuntime } from '../testing/mail-test-runtime.ts';
import { signInDemoOwner } from '../testing/owner-fixtures.ts';
import { testBrowser, type TestBrowser } from '../testing/test-browser.ts';

const HOUR = 3_600_000;
const MINUTE = 60_000;
const at = (ms: number) => new Date(ms);
/** How long a hold lasts from when it was recorded: the provider's capture_before, taken a moment before. */
const lasts = (deposit: { heldAt: string | null; expiresAt: string | null }) =>
  new Date(deposit.expiresAt!).getTime() - new Date(deposit.heldAt!).getTime();

for (const setup of mailSetups()) {
  // Long journeys across weeks of the clock: a loaded machine (BullMQ's stalled-job check) may need more than the
  // defaults to become provably idle; nothing is asserted sooner because of it.
  describe(`the card deposit end to end on ${setup.database} (decision 68)`, { timeout: 240_000 }, () => {
    const clock = movableClock();
    const context = useMailTestRuntime(setup, {
      clock: clock.now,
      background: false,
      workers: true,
      notificationBackoffMs: 20,
    });
    let visitor = 0;

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
    const mailsTo = (address: string) => context.sink.messages.filter((mail) => mail.to === address);
    const sweep = () => context.runtime.sweeper.sweepOnce();

    /** A booking of one of the demo owner's cars, paid with the given test card, its pickup 10 days ahead. */
    async function paidBooking(cardNumber = '4242 4242 4242 4242', nights = 3) {
      const car = (await demoOwnerOf(context)).cars[0]!;
      const visit = testBrowser(context.runtime.app, { remoteAddress: `10.21.0.${++visitor}` });
      const email = `deposit-${randomUUID().slice(0, 8)}@example.com`;
      // Each booking dates of its own, so that one test's clock never decides another's availability.
      const startDate = addDays(todayInParis(clock.now()), 10 + 5 * visitor);
      const endDate = addDays(startDate, nights);
      const booking = await bookAs(
        visit,
        context.runtime.app,
        car,
        { startDate, endDate },
        { customer: { firstName: 'Léa', lastName: 'Martin', email, phone: '+33 612345678' }, language: 'en' },
      );
      await payWithDemoCard(visit, booking, cardNumber);
      return { visit, booking, email, pickup: pickupInstant(startDate).getTime(), endDate };
    }
    const depositOf = async (visit: TestBrowser, bookingId: string) => {
      const response = await visit('GET', `/api/bookings/${bookingId}/details`);
      expect(response.statusCode, response.body).toBe(200);
      return BookingDetailsSchema.parse(response.json()).deposit;
    };
    const holdsAtProvider = async (bookingId: string) =>
      (
        await context.database.pool.query<{ id: string; status: string; captured_cents: string }>(
          'SELECT id, status, captured_cents FROM demo_deposit_holds WHERE booking_id = $1 ORDER BY created_at',
          [bookingId],
        )
      ).rows;
    const eventsOf = async (bookingId: string) =>
      (await context.runtime.store.readStream<BookingEvent>(bookingStreamName(bookingId))).events;

    it('holds a day before pickup, renews before expiry, releases 48 hours after completion, once', async () => {
      const { visit, booking, email, pickup, endDate } = await paidBooking();
      const amountCents = Math.round(Number(booking.depositAmount) * 100);
      expect(amountCents).toBeGreaterThan(0);
      expect(await depositOf(visit, booking.id)).toMatchObject({
        status: 'scheduled',
        amountCents,
        scheduledFor: at(pickup - 24 * HOUR).toISOString(),
      });
      expect((await sweep()).deposits).toBe(0);

      clock.set(at(pickup - 24 * HOUR + MINUTE));
      expect((await sweep()).deposits).toBe(1);
      const held = await depositOf(visit, booking.id);
      expect(held).toMatchObject({ status: 'held', amountCents, method: 'card' });
      expect(lasts(held)).toBeGreaterThan(114 * HOUR - MINUTE);
      expect(lasts(held)).toBeLessThanOrEqual(114 * HOUR);
      await idle();
      const [heldMail] = mailsTo(email).filter((mail) => mail.subject.startsWith('Deposit held'));
      expect(heldMail!.text).toContain(formatEuros(amountCents, 'en'));

      // Handed over: the deposit is held.
      clock.set(at(pickup + HOUR));
      const owner = await signInDemoOwner(context.runtime.app);
      const pickedUp = await owner('POST', `/api/owner/bookings/${booking.id}/pickup`);
      expect(pickedUp.statusCode, pickedUp.body).toBe(200);
      expect(OwnerBookingDetailSchema.parse(pickedUp.json()).deposit.status).toBe('held');

      // 12 hours before the hold lapses, a new one first, then the old one let go.
      clock.set(at(new Date(held.expiresAt!).getTime() - 12 * HOUR + MINUTE));
      await sweep();
      await sweep();
      const renewed = await depositOf(visit, booking.id);
      expect(renewed.status).toBe('held');
      expect(new Date(renewed.expiresAt!).getTime()).toBeGreaterThan(new Date(held.expiresAt!).getTime());
      expect((await holdsAtProvider(booking.id)).map((hold) => hold.status)).toEqual([
        'canceled',
        'requires_capture',
      ]);

      // The rental ends; the claim window runs 48 hours from BookingCompleted's completedAt.
      clock.set(at(startOfDayInParis(addDays(endDate, 1)).getTime() + MINUTE));
      await sweep();
      const completed = (await eventsOf(booking.id)).find((event) => event.type === 'BookingCompleted');
      expect(completed).toBeDefined();
      const completedAt = new Date(completed!.type === 'BookingCompleted' ? completed!.data.completedAt : 0);
      clock.set(at(completedAt.getTime() + 48 * HOUR - MINUTE));
      expect((await sweep()).deposits).toBe(0);
      expect((await depositOf(visit, booking.id)).status).toBe('held');

      clock.set(at(completedAt.getTime() + 48 * HOUR + MINUTE));
      expect((await sweep()).deposits).toBe(1);
      expect(await depositOf(visit, booking.id)).toMatchObject({ status: 'released', capturedCents: 0 });
      expect((await holdsAtProvider(booking.id)).map((hold) => hold.status)).toEqual([
        'canceled',
        'canceled',
      ]);
      expect((await sweep()).deposits).toBe(0);

      const reasons = (await eventsOf(booking.id)).flatMap((event) =>
        event.type === 'DepositReleased' ? [event.data.reason] : [],
      );
      expect(reasons).toEqual(['renewed', 'claim_window_passed']);
      await idle();
      expect(mailsTo(email).filter((mail) => mail.subject.startsWith('Deposit released'))).toHaveLength(1);
      expect(mailsTo(email).filter((mail) => mail.subject.startsWith('Deposit held'))).toHaveLength(2);
    });

    it('a refused hold: e-mailed with a link, "failed" for the owner, no pickup until another card holds it', async () => {
      const { visit, booking, email, pickup } = await paidBooking('4000 0000 0000 0341');
      clock.set(at(pickup - 24 * HOUR + MINUTE));
      await sweep();
      expect(await depositOf(visit, booking.id)).toMatchObject({
        status: 'failed',
        failureMessage: 'Your card has insufficient funds.',
      });
      expect((await sweep()).deposits).toBe(0);
      await idle();
      const failedMails = mailsTo(email).filter((mail) => mail.subject.startsWith('Action needed'));
      expect(failedMails).toHaveLength(1);
      expect(failedMails[0]!.text).toContain('Your card has insufficient funds.');
      expect(failedMails[0]!.text).toContain(`/bookings/${booking.id}/deposit`);
      // The owner is told too, in their language, with a link to the booking in the back office.
      const ownerMails = mailsTo((await demoOwnerOf(context)).email).filter(
        (mail) => mail.subject.startsWith('Caution') && mail.text.includes(`#/bookings/${booking.id}/show`),
      );
      expect(ownerMails.map((mail) => mail.subject)).toEqual([
        `Caution non garantie : ${booking.carBrand} ${booking.carModel}`,
      ]);
      expect(ownerMails[0]!.text).toContain('Your card has insufficient funds.');

      const owner = await signInDemoOwner(context.runtime.app);
      const seen = OwnerBookingDetailSchema.parse(
        (await owner('GET', `/api/owner/bookings/${booking.id}`)).json(),
      );
      expect(seen.deposit.status).toBe('failed');
      clock.set(at(pickup + HOUR));
      const refused = await owner('POST', `/api/owner/bookings/${booking.id}/pickup`, undefined, {
        'accept-language': 'de',
      });
      expect(refused.statusCode).toBe(422);
      expect(refused.json()).toMatchObject({
        error: 'deposit_not_secured',
        message: expect.stringContaining('Die Kaution ist nicht gesichert'),
      });

      // Another card, on the deposit page: a decline first, then a card that holds.
      const opened = await visit('POST', `/api/bookings/${booking.id}/deposit/card-intent`);
      expect(opened.statusCode, opened.body).toBe(200);
      const intent = DepositCardIntentResponseSchema.parse(opened.json());
      expect(intent).toMatchObject({ provider: 'demo', publishableKey: null });
      const card = { clientSecret: intent.clientSecret, expiry: '12/35', cvc: '123' };
      const declined = await visit('POST', '/api/demo-deposit-holds/confirm', {
        ...card,
        cardNumber: '4000 0000 0000 0002',
      });
      expect(declined.statusCode).toBe(402);
      const early = await visit('POST', `/api/bookings/${booking.id}/deposit/confirm`, {
        holdId: intent.holdId,
      });
      expect(early.statusCode).toBe(422);
      expect(early.json().error).toBe('deposit_hold_not_authorised');
      const stranger = testBrowser(context.runtime.app, { remoteAddress: '10.21.9.9' });
      expect(
        (await stranger('POST', `/api/bookings/${booking.id}/deposit/confirm`, { holdId: intent.holdId }))
          .statusCode,
      ).toBe(404);

      const confirmed = await visit('POST', '/api/demo-deposit-holds/confirm', {
        ...card,
        cardNumber: '4242 4242 4242 4242',
      });
      expect(confirmed.statusCode, confirmed.body).toBe(200);
      const recorded = await visit('POST', `/api/bookings/${booking.id}/deposit/confirm`, {
        holdId: intent.holdId,
      });
      expect(recorded.statusCode, recorded.body).toBe(200);
      const { deposit } = recorded.json() as {
        deposit: { status: string; heldAt: string; expiresAt: string };
      };
      expect(deposit.status).toBe('held');
      expect(lasts(deposit)).toBeGreaterThan(7 * 24 * HOUR - MINUTE);
      expect(lasts(deposit)).toBeLessThanOrEqual(7 * 24 * HOUR);
      const handedOver = await owner('POST', `/api/owner/bookings/${booking.id}/pickup`);
      expect(handedOver.statusCode, handedOver.body).toBe(200);
    });

    it('two sweeps racing over a refused hold: one refusal recorded, the card tried under one key', async () => {
      const { booking, pickup } = await paidBooking('4000 0000 0000 0341');
      clock.set(at(pickup - 24 * HOUR + MINUTE));
      const demo = createDemoPayments({ pool: context.database.pool, clock: clock.now });
      const workflow = (store: typeof context.runtime.store) =>
        createDepositWorkflow({ store, holds: { card: demo.deposits.card }, clock: clock.now });
      const other = workflow(context.runtime.store);
      // The first sweep reads the booking, then the other sweep runs whole before the first goes on.
      let interleaved = false;
      const first = workflow(
        Object.assign(Object.create(context.runtime.store) as typeof context.runtime.store, {
          async readStream(streamName: string) {
            const read = await context.runtime.store.readStream(streamName);
            if (!interleaved) {
              interleaved = true;
              await other.advance(booking.id);
            }
            return read;
          },
        }),
      );
      await first.advance(booking.id);
      expect(interleaved).toBe(true);
      const refusals = (await eventsOf(booking.id)).filter((event) => event.type === 'DepositHoldFailed');
      expect(refusals.map((event) => event.type === 'DepositHoldFailed' && event.data.sequence)).toEqual([1]);
      expect((await sweep()).deposits).toBe(0);
    });

    it('the owner waives a refused deposit and hands the car over', async () => {
      const { visit, booking, pickup } = await paidBooking('4000 0000 0000 0341');
      clock.set(at(pickup - 24 * HOUR + MINUTE));
      await sweep();
      expect((await depositOf(visit, booking.id)).status).toBe('failed');
      const owner = await signInDemoOwner(context.runtime.app);
      const waived = await owner('POST', `/api/owner/bookings/${booking.id}/deposit/waive`);
      expect(waived.statusCode, waived.body).toBe(200);
      expect(OwnerBookingDetailSchema.parse(waived.json()).deposit.status).toBe('waived');
      clock.set(at(pickup + HOUR));
      expect((await owner('POST', `/api/owner/bookings/${booking.id}/pickup`)).statusCode).toBe(200);
      expect((await visit('POST', `/api/owner/bookings/${booking.id}/deposit/waive`)).statusCode).toBe(401);
    });

    it('a cancelled booking lets its hold go at once', async () => {
      const { visit, booking, email, pickup } = await paidBooking();
      clock.set(at(pickup - 24 * HOUR + MINUTE));
      await sweep();
      expect((await depositOf(visit, booking.id)).status).toBe('held');
      expect((await visit('POST', `/api/bookings/${booking.id}/cancel`)).statusCode).toBe(200);
      expect((await depositOf(visit, booking.id)).status).toBe('released');
      expect((await holdsAtProvider(booking.id)).map((hold) => hold.status)).toEqual(['canceled']);
      await idle();
      expect(mailsTo(email).filter((mail) => mail.subject.startsWith('Deposit released'))).toHaveLength(1);
    });

    it('a capture racing a release on the same hold: exactly one wins, the provider agrees with the events', async () => {
      const demo = createDemoPayments({ pool: context.database.pool, clock: clock.now });
      const deposits = createDepositWorkflow({
        store: context.runtime.store,
        holds: { card: demo.deposits.card },
        clock: clock.now,
      });
      for (let round = 0; round < 3; round++) {
        const { booking, pickup } = await paidBooking();
        clock.set(at(pickup - 24 * HOUR + MINUTE));
        await sweep();
        const [hold] = await holdsAtProvider(booking.id);
        const outcomes = await Promise.allSettled([
          deposits.capture(booking.id, {
            holdId: hold!.id,
            amountCents: 120_000,
            claimId: null,
            reason: 'Scratch',
          }),
          deposits.release(booking.id, hold!.id, 'claim_window_passed'),
        ]);
        expect(outcomes.filter((outcome) => outcome.status === 'fulfilled')).toHaveLength(1);
        const events = await eventsOf(booking.id);
        const captured = events.filter((event) => event.type === 'DepositCaptured');
        const released = events.filter((event) => event.type === 'DepositReleased');
        expect(captured.length + released.length).toBe(1);
        const [atProvider] = await holdsAtProvider(booking.id);
        expect(atProvider!.status).toBe(captured.length === 1 ? 'succeeded' : 'canceled');
        expect(integerFromDatabase(atProvider!.captured_cents)).toBe(captured.length === 1 ? 120_000 : 0);
        // The loser, tried again, changes nothing.
        await deposits
          .capture(booking.id, { holdId: hold!.id, amountCents: 120_000, claimId: null, reason: 'Scratch' })
          .catch(() => null);
        await deposits.release(booking.id, hold!.id, 'claim_window_passed').catch(() => null);
        const again = await eventsOf(booking.id);
        expect(
          again.filter((event) => event.type === 'DepositCaptured' || event.type === 'DepositReleased'),
        ).toHaveLength(1);
      }
    });
  });
}
