import { randomUUID } from 'node:crypto';
import { bookingStreamName, type BookingEvent } from '@grandtour/commands';
import type { EventStore, RecordedEvent } from '@grandtour/event-store';
import { testDatabaseKinds, type TestDatabase } from '@grandtour/platform/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { projectionRegistry } from '../index.ts';
import { unitsFor } from '../rebuild/rebuild-plan.ts';
import { rebuildUnit } from '../rebuild/rebuild.ts';
import { createProjectionRunner } from '../runner/projection-runner.ts';
import { ledgerBalances } from '../testing/ledger-balances.ts';
import { catchUpWithLog } from '../testing/catch-up.ts';
import { marketplaceActivity } from '../testing/marketplace-activity.ts';
import { moneyEvents } from '../testing/money-events.ts';
import { openTestStore } from '../testing/test-store.ts';
import { ledgerProjection } from './ledger.projection.ts';

// Two days at 1200 € = 2400 € for the owner, + 5 % = 120 € fee: 2520 € paid.
const GROSS = 240_000;
const FEE = 12_000;

for (const kind of testDatabaseKinds()) {
  describe(`ledger projection on ${kind}`, () => {
    let database: TestDatabase;
    let store: EventStore;
    const bookings = { paidOut: '', captured: '', cancelled: '', old: '' };
    const clock = () => new Date('2027-05-03T09:00:00.000Z');

    const balances = (bookingId: string) => ledgerBalances(database.pool, bookingId);
    const allRows = async () =>
      (
        await database.pool.query(
          `SELECT booking_id, event_id, line, event_type, account, amount_cents, provider_ref, provider, movement, at
             FROM ledger_entries ORDER BY event_id, line`,
        )
      ).rows;
    const catchUp = () =>
      catchUpWithLog(
        database.pool,
        createProjectionRunner({ pool: database.pool, store, projections: [ledgerProjection] }),
        ['ledger'],
      );

    beforeAll(async () => {
      ({ database, store } = await openTestStore(kind));
      const activity = marketplaceActivity({ store, pool: database.pool, clock });
      const money = moneyEvents({ store, clock });
      const car = await activity.publishCar('owner-a');
      bookings.paidOut = await activity.book(car, 'owner-a', {
        commission: { planId: 'starter', rateBps: 1500 },
      });
      await money.hold(bookings.paidOut, { holdId: 'hold_paid_out', amountCents: 500_000 });
      await money.release(bookings.paidOut, 'hold_paid_out');
      await money.payOut(bookings.paidOut, {
        ownerId: 'owner-a',
        payoutId: randomUUID(),
        grossCents: GROSS,
        commissionCents: 36_000,
        commissionRateBps: 1500,
        transferId: 'tr_demo_1',
      });
      bookings.captured = await activity.book(car, 'owner-a', {
        commission: { planId: 'pro', rateBps: 1000 },
      });
      await money.hold(bookings.captured, { holdId: 'hold_captured', amountCents: 500_000 });
      await money.capture(bookings.captured, {
        holdId: 'hold_captured',
        captureId: 'cap_demo_1',
        amountCents: 80_000,
      });
      bookings.cancelled = await activity.book(car, 'owner-a', {
        commission: { planId: 'pro', rateBps: 1000 },
      });
      await activity.workflow.cancel(bookings.cancelled);
      bookings.old = await activity.book(car, 'owner-a');
      await catchUp();
    });
    afterAll(async () => {
      await store?.close();
      await database?.close();
    });

    it('balances every event to zero, and every booking as its facts say', async () => {
      const unbalanced = await database.pool.query(
        'SELECT event_id FROM ledger_entries GROUP BY event_id HAVING sum(amount_cents) <> 0',
      );
      expect(unbalanced.rows).toEqual([]);
      // Paid out: nothing owed to anyone, the platform keeps its fee and 15 % of the gross, the deposit let go.
      expect(await balances(bookings.paidOut)).toEqual({
        platform_revenue: -(FEE + 36_000),
        provider_clearing: FEE + 36_000,
      });
      // 800 € of the deposit captured for a claim, the rest of the hold let go; the payout not made yet.
      expect(await balances(bookings.captured)).toEqual({
        claims_payable: -80_000,
        owner_payable: -(GROSS - 24_000),
        platform_revenue: -(FEE + 24_000),
        provider_clearing: GROSS + FEE + 80_000,
      });
      // Cancelled in time: refunded in full, nothing left anywhere.
      expect(await balances(bookings.cancelled)).toEqual({});
      // Made before commissions: the owner is owed the whole gross.
      expect(await balances(bookings.old)).toEqual({
        owner_payable: -GROSS,
        platform_revenue: -FEE,
        provider_clearing: GROSS + FEE,
      });
    });

    it('names the provider object and its movement on the provider side of each entry', async () => {
      const { rows } = await database.pool.query(
        `SELECT booking_id, movement, provider_ref, provider, amount_cents::int AS amount_cents FROM ledger_entries
          WHERE movement IS NOT NULL ORDER BY booking_id, stream_position, line`,
      );
      const of = (bookingId: string) => rows.filter((row) => row.booking_id === bookingId);
      expect(of(bookings.paidOut).map((row) => [row.movement, row.provider, row.amount_cents])).toEqual([
        ['charge', 'demo', GROSS + FEE],
        ['hold', 'demo', 500_000],
        ['release', 'demo', -500_000],
        ['transfer', 'demo', -(GROSS - 36_000)],
      ]);
      expect(of(bookings.paidOut)[0]?.provider_ref).toMatch(/^pi_demo_/);
      expect(of(bookings.captured).map((row) => [row.movement, row.provider_ref, row.amount_cents])).toEqual([
        ['charge', expect.stringMatching(/^pi_demo_/), GROSS + FEE],
        ['hold', 'hold_captured', 500_000],
        ['release', 'hold_captured', -420_000],
        ['capture', 'cap_demo_1', 80_000],
      ]);
      expect(of(bookings.cancelled).map((row) => row.movement)).toEqual(['charge', 'refund']);
      expect(of(bookings.cancelled)[1]?.provider_ref).toMatch(/^re_demo_/);
    });

    it('writes nothing twice when the events are applied again, and rebuilds to the same entries', async () => {
      const before = await allRows();
      expect(before.length).toBeGreaterThan(20);
      for (const bookingId of Object.values(bookings)) {
        const { events } = await store.readStream<BookingEvent>(bookingStreamName(bookingId));
        for (const event of events)
          if ((ledgerProjection.handles as readonly string[]).includes(event.type))
            await ledgerProjection.apply(event as RecordedEvent<BookingEvent>, database.pool);
      }
      expect(await allRows()).toEqual(before);
      const [unit] = unitsFor(projectionRegistry, ['ledger']);
      expect(unit?.tables).toEqual(['ledger_entries', 'ledger_booking_facts']);
      await rebuildUnit({ pool: database.pool, store, unit: unit!, singleConnection: database.embedded });
      expect(await allRows()).toEqual(before);
    });
  });
}
