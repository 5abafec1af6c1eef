import { randomUUID } from 'node:crypto';
import {
  type BookingTerms,
  type BookingWorkflow,
  bookingDecider,
  bookingStreamName,
  createBookingWorkflow,
  handleCommand,
} from '@grandtour/commands';
import { createPostgresEventStore, type EventStore } from '@grandtour/event-store';
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from '@grandtour/platform/testing';
import { createDemoPayments, type DemoPayments } from '@grandtour/payments';
import { quoteRental } from '@grandtour/shared';
import { drizzle } from 'drizzle-orm/node-postgres';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditRevenue } from '../audit/revenue-audit.ts';
import { asyncProjections, inlineProjections } from '../index.ts';
import { migrateReadModels } from '../migrate.ts';
import { createOwnerQueries } from '../owner/owner-queries.ts';
import { createProjectionRunner } from '../runner/projection-runner.ts';
import { payWithDemoCard } from '../testing/marketplace-activity.ts';
import { moneyEvents } from '../testing/money-events.ts';
import { ownerStatsProjection } from './owner-stats.projection.ts';
import { platformRevenueProjection } from '../revenue/platform-revenue.projection.ts';

const OWNER = 'owner-free';
const [carId, olderCarId, thirdCarId] = [randomUUID(), randomUUID(), randomUUID()];

/** A Free owner's booking (15 % frozen at booking) of 1,000 € gross: 500 € a day, two days, no delivery. */
function freeOwnerTerms(car: string, commission: BookingTerms['commission']): BookingTerms {
  return {
    bookingId: randomUUID(),
    userId: `guest:${randomUUID()}`,
    carId: car,
    ownerId: OWNER,
    car: { brand: 'Porsche', model: '911', image: null },
    startDate: '2027-05-10',
    endDate: '2027-05-12',
    pickupLocation: 'paris-center',
    dropoffLocation: 'paris-center',
    customerInfo: { firstName: 'Léa', lastName: 'Martin', email: 'lea@example.fr', phone: '+33 612345678' },
    additionalServices: [],
    language: 'fr',
    quote: quoteRental({
      dailyPriceCents: 50_000,
      depositCents: 500_000,
      startDate: '2027-05-10',
      endDate: '2027-05-12',
      deliveredLegs: 0,
      deliveryFeeCents: 15_000,
    }),
    feeConfig: { serviceFeeRate: 0.05, dynamicMarkupRate: 0, feeType: 'service_fee' },
    ...(commission ? { commission } : {}),
  };
}

for (const kind of testDatabaseKinds()) {
  describe(`the commission of the owner's plan on ${kind}`, () => {
    let database: TestDatabase;
    let store: EventStore;
    let payments: DemoPayments;
    let workflow: BookingWorkflow;
    let now = new Date('2027-05-01T09:00:00.000Z');
    const at = (instant: string) => {
      now = new Date(instant);
    };
    const on = (bookingId: string, command: Parameters<typeof bookingDecider.decide>[0]) =>
      handleCommand(store, bookingStreamName(bookingId), bookingDecider, command);

    beforeAll(async () => {
      database = await createTestDatabase(kind);
      await migrateReadModels(database.pool);
      store = createPostgresEventStore({
        connectionString: database.connectionString,
        pool: database.pool,
        inlineProjections,
      });
      payments = createDemoPayments({ pool: database.pool, clock: () => now });
      workflow = createBookingWorkflow({ store, providers: payments, clock: () => now });
    });
    afterAll(async () => {
      await store?.close();
      await database?.close();
    });

    /** Books, pays (confirmed on 1 May), completes after the return and schedules the payout on 14 May. */
    async function rentAndSchedulePayout(terms: BookingTerms) {
      at('2027-05-01T10:00:00Z');
      await workflow.create(terms, new Date(now.getTime() + 30 * 60_000).toISOString());
      await payWithDemoCard({ workflow, payments }, terms.bookingId, terms.quote.totalCents);
      at('2027-05-13T10:00:00Z');
      await on(terms.bookingId, { type: 'CompleteBooking', metadata: { now: now.toISOString() } });
      at('2027-05-14T10:00:00Z');
      await on(terms.bookingId, { type: 'SchedulePayout', metadata: { now: now.toISOString() } });
      return terms.bookingId;
    }

    it('a Free owner sees 1,000 € gross, 150 € commission and 850 € net; the platform counts the 150 €', async () => {
      const terms = freeOwnerTerms(carId, { planId: 'free', rateBps: 1500 });
      expect(terms.quote.ownerPayoutCents).toBe(100_000);
      const bookingId = await rentAndSchedulePayout(terms);
      // A booking made before commissions: none taken, nothing moves.
      const before = await rentAndSchedulePayout(freeOwnerTerms(olderCarId, undefined));
      await createProjectionRunner({ pool: database.pool, store, projections: asyncProjections }).catchUp();

      const { rows: lines } = await database.pool.query(
        `SELECT booking_id, car_id, kind, platform_revenue_cents::int AS platform, owner_payout_cents::int AS owner,
                fee_type, fee_rate, base_amount_cents::int AS base
           FROM platform_revenue WHERE kind = 'commission'`,
      );
      expect(lines).toEqual([
        {
          booking_id: bookingId,
          car_id: carId,
          kind: 'commission',
          platform: 15_000,
          owner: -15_000,
          fee_type: 'commission',
          fee_rate: '0.15',
          base: 100_000,
        },
      ]);
      const { rows: sums } = await database.pool.query(
        `SELECT booking_id, sum(platform_revenue_cents)::int AS platform, sum(owner_payout_cents)::int AS owner
           FROM platform_revenue GROUP BY booking_id ORDER BY sum(platform_revenue_cents)`,
      );
      const serviceFee = terms.quote.platformRevenueCents;
      expect(sums).toEqual([
        { booking_id: before, platform: serviceFee, owner: 100_000 },
        { booking_id: bookingId, platform: serviceFee + 15_000, owner: 85_000 },
      ]);

      const { rows: days } = await database.pool.query(
        `SELECT date::text, sum(bookings)::int AS bookings, sum(revenue_cents)::int AS gross,
                sum(commission_cents)::int AS commission
           FROM owner_stats WHERE owner_id = $1 GROUP BY date ORDER BY date`,
        [OWNER],
      );
      expect(days).toEqual([
        { date: '2027-05-01', bookings: 2, gross: 200_000, commission: 0 },
        { date: '2027-05-14', bookings: 0, gross: 0, commission: 15_000 },
      ]);

      const audit = await auditRevenue(database.pool);
      expect(audit.differences).toEqual([]);
      expect(audit.ok).toBe(true);
      expect(audit.found.platformRevenueCents).toBe(2 * serviceFee + 15_000);
      expect(audit.found.ownerPayoutsCents).toBe(185_000);

      const owner = createOwnerQueries(drizzle(database.pool), database.pool);
      expect((await owner.findBooking(OWNER, bookingId))?.earnings).toEqual({
        grossCents: 100_000,
        commissionRateBps: 1500,
        commissionCents: 15_000,
        netCents: 85_000,
      });
      expect((await owner.findBooking(OWNER, before))?.earnings).toEqual({
        grossCents: 100_000,
        commissionRateBps: null,
        commissionCents: 0,
        netCents: 100_000,
      });
      const dashboard = await owner.dashboard(OWNER, '2027-05-20', 30, new Date('2027-05-20T10:00:00Z'));
      expect(dashboard.revenueByMonth.at(-1)).toEqual({
        month: '2027-05',
        revenueCents: 200_000,
        commissionCents: 15_000,
        netCents: 185_000,
        bookings: 2,
      });
      expect(dashboard).toMatchObject({
        revenueThisMonthCents: 200_000,
        commissionThisMonthCents: 15_000,
        netThisMonthCents: 185_000,
      });
    });

    it('a payout written before it carried the car finds it, one event at a time or on a rebuild in batches', async () => {
      const terms = freeOwnerTerms(thirdCarId, { planId: 'free', rateBps: 1500 });
      at('2027-05-01T11:00:00Z');
      await workflow.create(terms, new Date(now.getTime() + 30 * 60_000).toISOString());
      await payWithDemoCard({ workflow, payments }, terms.bookingId, terms.quote.totalCents);
      at('2027-05-13T10:00:00Z');
      await on(terms.bookingId, { type: 'CompleteBooking', metadata: { now: now.toISOString() } });
      // Appended as the payout run wrote it before PayoutScheduled carried `carId`.
      at('2027-05-15T10:00:00Z');
      await moneyEvents({ store, clock: () => now }).payOut(terms.bookingId, {
        ownerId: OWNER,
        payoutId: randomUUID(),
        grossCents: 100_000,
        commissionCents: 15_000,
        commissionRateBps: 1500,
        transferId: 'tr_older',
      });
      await createProjectionRunner({ pool: database.pool, store, projections: asyncProjections }).catchUp();

      const commissionLines = async () =>
        (
          await database.pool.query(
            `SELECT id, booking_id, car_id, platform_revenue_cents::int AS platform, owner_payout_cents::int AS owner
               FROM platform_revenue WHERE kind = 'commission' ORDER BY occurred_at`,
          )
        ).rows;
      const commissionDays = async () =>
        (
          await database.pool.query(
            `SELECT car_id, date::text, commission_cents::int AS commission
               FROM owner_stats WHERE commission_cents <> 0 ORDER BY date`,
          )
        ).rows;
      const lines = await commissionLines();
      expect(lines.map(({ car_id, platform, owner }) => ({ car_id, platform, owner }))).toEqual([
        { car_id: carId, platform: 15_000, owner: -15_000 },
        { car_id: thirdCarId, platform: 15_000, owner: -15_000 },
      ]);
      const days = await commissionDays();
      expect(days).toEqual([
        { car_id: carId, date: '2027-05-14', commission: 15_000 },
        { car_id: thirdCarId, date: '2027-05-15', commission: 15_000 },
      ]);
      expect((await auditRevenue(database.pool)).ok).toBe(true);

      // From empty tables, in batches: the same rows.
      await database.pool.query('TRUNCATE platform_revenue, owner_stats, owner_stats_events');
      await database.pool.query('DELETE FROM projection_checkpoints WHERE name = ANY($1)', [
        [platformRevenueProjection.name, ownerStatsProjection.name],
      ]);
      await createProjectionRunner({
        pool: database.pool,
        store,
        projections: [platformRevenueProjection, ownerStatsProjection],
        batchSize: 50,
      }).catchUp();
      expect(await commissionLines()).toEqual(lines);
      expect(await commissionDays()).toEqual(days);
      expect((await auditRevenue(database.pool)).ok).toBe(true);
    });

    it('a tampered commission figure is a difference the revenue audit reports', async () => {
      await database.pool.query(
        `UPDATE owner_stats SET commission_cents = commission_cents + 1 WHERE commission_cents > 0 AND car_id = $1`,
        [carId],
      );
      const audit = await auditRevenue(database.pool);
      expect(audit.ok).toBe(false);
      expect(audit.differences).toEqual([
        expect.objectContaining({
          source: 'owner_stats',
          field: 'commission_cents',
          id: `${OWNER}:${carId}:2027-05-14`,
          expected: 15_000,
          found: 15_001,
        }),
      ]);
    });
  });
}
