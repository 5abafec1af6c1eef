import type { EventStore } from '@grandtour/event-store';
import { testDatabaseKinds, type TestDatabase } from '@grandtour/platform/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asyncProjections } from '../index.ts';
import { createProjectionRunner } from '../runner/projection-runner.ts';
import { catchUpWithLog } from '../testing/catch-up.ts';
import { marketplaceActivity } from '../testing/marketplace-activity.ts';
import { openTestStore } from '../testing/test-store.ts';
import { auditRevenue } from './revenue-audit.ts';

for (const kind of testDatabaseKinds()) {
  describe(`revenue audit on ${kind}`, () => {
    let database: TestDatabase;
    let store: EventStore;
    let activity: ReturnType<typeof marketplaceActivity>;
    let now = new Date('2027-04-10T09:00:00.000Z');
    const bookings: Record<string, string> = {};
    let car = '';
    const catchUp = () =>
      catchUpWithLog(
        database.pool,
        createProjectionRunner({ pool: database.pool, store, projections: asyncProjections }),
        asyncProjections.map((projection) => projection.name),
      );

    beforeAll(async () => {
      ({ database, store } = await openTestStore(kind));
      activity = marketplaceActivity({ store, pool: database.pool, clock: () => now });
      car = await activity.publishCar('owner-a');
      // The 10th of April in Paris: one stays confirmed, one is cancelled for free, one within 48 hours (30 % kept).
      bookings.kept = await activity.book(car, 'owner-a');
      bookings.freeCancel = await activity.book(car, 'owner-a');
      await activity.workflow.cancel(bookings.freeCancel);
      bookings.lateCancel = await activity.book(car, 'owner-a', { startInDays: 1 });
      await activity.workflow.cancel(bookings.lateCancel);
      bookings.unpaid = await activity.book(car, 'owner-a', { unpaid: true });
      // The 12th: another confirmed booking.
      now = new Date('2027-04-12T09:00:00.000Z');
      bookings.later = await activity.book(car, 'owner-a');
      await catchUp();
    });
    afterAll(async () => {
      await store?.close();
      await database?.close();
    });

    const sum = async (sql: string) => Number((await database.pool.query(sql)).rows[0]?.n ?? 0);

    it('finds the read models in agreement with the events, and totals them', async () => {
      const audit = await auditRevenue(database.pool);
      expect(audit.differences).toEqual([]);
      expect(audit.ok).toBe(true);
      expect(audit.bookings).toBe(5);
      expect(audit.notYetProjected).toEqual({ platformRevenue: 0, ownerStats: 0 });
      const paid = await sum(`SELECT sum(paid_cents) AS n FROM bookings`);
      const fees = await sum(`SELECT sum(cancellation_fee_cents) AS n FROM bookings`);
      const kept = await sum(
        `SELECT sum(platform_revenue_cents) AS n FROM bookings WHERE id IN ('${bookings.kept}', '${bookings.later}')`,
      );
      expect(fees).toBeGreaterThan(0);
      expect(audit.expected).toEqual(audit.found);
      expect(audit.expected).toMatchObject({
        cashInCents: paid,
        cancellationFeesCents: fees,
        refundsCents:
          paid - fees - (await sum(`SELECT sum(paid_cents) AS n FROM bookings WHERE status = 'confirmed'`)),
      });
      // What the platform keeps: the service fee of the two standing bookings and its share of the kept fee.
      expect(audit.expected.platformRevenueCents).toBeGreaterThan(kept);
      expect(audit.expected.platformRevenueCents).toBeLessThan(kept + fees);
      expect(audit.expected.platformRevenueCents + audit.expected.ownerPayoutsCents).toBe(
        paid - audit.expected.refundsCents,
      );
    });

    it('audits a period of Paris days only', async () => {
      const tenth = await auditRevenue(database.pool, { from: '2027-04-10', to: '2027-04-10' });
      const twelfth = await auditRevenue(database.pool, { from: '2027-04-11' });
      const whole = await auditRevenue(database.pool);
      expect([tenth.ok, twelfth.ok]).toEqual([true, true]);
      expect([tenth.bookings, twelfth.bookings]).toEqual([4, 1]);
      expect(tenth.expected.cashInCents + twelfth.expected.cashInCents).toBe(whole.expected.cashInCents);
      expect(twelfth.expected.cancellationFeesCents).toBe(0);
      const nothing = await auditRevenue(database.pool, { to: '2027-04-09' });
      expect(nothing).toMatchObject({ bookings: 0, ok: true, expected: { cashInCents: 0 } });
    });

    it('lists every corrupted figure, with the booking or row, the field, what was expected and what was found', async () => {
      const { rows } = await database.pool.query(
        'SELECT platform_revenue_cents AS platform, paid_cents AS paid FROM bookings WHERE id = $1',
        [bookings.kept],
      );
      // bigint columns: pg hands them over as text or BigInt.
      const platform = Number(rows[0]?.platform);
      const paid = Number(rows[0]?.paid);
      const ownerRow = (
        await database.pool.query('SELECT id, revenue_cents FROM owner_stats ORDER BY id LIMIT 1')
      ).rows[0] as { id: string; revenue_cents: unknown };
      const ownerDay = { id: ownerRow.id, revenue_cents: Number(ownerRow.revenue_cents) };
      await database.pool.query(
        'UPDATE bookings SET platform_revenue_cents = platform_revenue_cents + 100 WHERE id = $1',
        [bookings.kept],
      );
      await database.pool.query(
        `UPDATE platform_revenue SET amount_cents = amount_cents - 1 WHERE booking_id = $1 AND kind = 'payment_captured'`,
        [bookings.later],
      );
      await database.pool.query('UPDATE owner_stats SET revenue_cents = revenue_cents + 5 WHERE id = $1', [
        ownerDay.id,
      ]);
      try {
        const audit = await auditRevenue(database.pool);
        expect(audit.ok).toBe(false);
        const laterPaid = Number(
          (await database.pool.query('SELECT paid_cents FROM bookings WHERE id = $1', [bookings.later]))
            .rows[0]?.paid_cents,
        );
        expect(audit.differences).toEqual(
          expect.arrayContaining([
            {
              source: 'bookings',
              id: bookings.kept,
              field: 'platform_revenue_cents',
              expected: platform,
              found: platform + 100,
            },
            {
              source: 'platform_revenue',
              id: bookings.later,
              field: 'cash_in_cents',
              expected: laterPaid,
              found: laterPaid - 1,
            },
            {
              source: 'owner_stats',
              id: ownerDay.id,
              field: 'revenue_cents',
              expected: ownerDay.revenue_cents,
              found: ownerDay.revenue_cents + 5,
            },
          ]),
        );
        expect(audit.differences).toHaveLength(3);
        expect(audit.found.cashInCents).toBe(audit.expected.cashInCents - 1);
        expect(paid).toBeGreaterThan(0);
      } finally {
        await database.pool.query('UPDATE bookings SET platform_revenue_cents = $2 WHERE id = $1', [
          bookings.kept,
          platform,
        ]);
        await database.pool.query(
          `UPDATE platform_revenue SET amount_cents = amount_cents + 1 WHERE booking_id = $1 AND kind = 'payment_captured'`,
          [bookings.later],
        );
        await database.pool.query('UPDATE owner_stats SET revenue_cents = $2 WHERE id = $1', [
          ownerDay.id,
          ownerDay.revenue_cents,
        ]);
      }
      expect((await auditRevenue(database.pool)).ok).toBe(true);
    });

    it('names a read-model row that no event accounts for, and one the events call for that is missing', async () => {
      await database.pool.query(
        `INSERT INTO platform_revenue (id, booking_id, car_id, owner_id, kind, amount_cents, platform_revenue_cents,
           owner_payout_cents, occurred_at)
         VALUES ('forged', '00000000-0000-4000-8000-000000000001', $1, 'owner-a', 'service_fee', 0, 5000, 0, '2027-04-10T10:00:00Z')`,
        [car],
      );
      const saved = (
        await database.pool.query('SELECT row_to_json(b) AS row FROM bookings b WHERE id = $1', [
          bookings.unpaid,
        ])
      ).rows[0]?.row as object;
      await database.pool.query('DELETE FROM bookings WHERE id = $1', [bookings.unpaid]);
      const audit = await auditRevenue(database.pool);
      expect(audit.differences).toContainEqual({
        source: 'platform_revenue',
        id: '00000000-0000-4000-8000-000000000001',
        field: 'platform_revenue_cents',
        expected: 0,
        found: 5000,
      });
      expect(audit.differences).toContainEqual(
        expect.objectContaining({
          source: 'bookings',
          id: bookings.unpaid,
          field: 'total_cents',
          found: null,
        }),
      );
      await database.pool.query(`DELETE FROM platform_revenue WHERE id = 'forged'`);
      await database.pool.query(
        'INSERT INTO bookings SELECT * FROM json_populate_record(null::bookings, $1)',
        [JSON.stringify(saved)],
      );
      expect((await auditRevenue(database.pool)).ok).toBe(true);
    });

    it('leaves out what the asynchronous read models have not reached yet, and says how much', async () => {
      const fresh = await activity.book(car, 'owner-a');
      const audit = await auditRevenue(database.pool);
      expect(audit.differences).toEqual([]);
      expect(audit.notYetProjected.platformRevenue).toBe(2);
      expect(audit.notYetProjected.ownerStats).toBe(2);
      expect(audit.bookings).toBeGreaterThan(0);
      await catchUp();
      expect((await auditRevenue(database.pool)).notYetProjected).toEqual({
        platformRevenue: 0,
        ownerStats: 0,
      });
      expect(fresh).toBeTruthy();
    });
  });
}
