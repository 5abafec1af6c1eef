import { randomUUID } from 'node:crypto';
import { type BookingTerms, type BookingWorkflow, createBookingWorkflow } from '@grandtour/commands';
import { createPostgresEventStore, type EventStore } from '@grandtour/event-store';
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from '@grandtour/platform/testing';
import { createDemoPayments, type DemoPayments } from '@grandtour/payments';
import { quoteRental } from '@grandtour/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asyncProjections, inlineProjections } from '../index.ts';
import { migrateReadModels } from '../migrate.ts';
import { createProjectionRunner } from '../runner/projection-runner.ts';
import { payWithDemoCard } from '../testing/marketplace-activity.ts';
import { ownerStatsProjection } from './owner-stats.projection.ts';

const [carX, carY, carZ] = [randomUUID(), randomUUID(), randomUUID()];
const DAILY_PRICE_CENTS = { [carX]: 120_000, [carY]: 95_050, [carZ]: 210_000 };
const OWNER_OF = { [carX]: 'owner-a', [carY]: 'owner-a', [carZ]: 'owner-b' };

function termsFor(carId: string, startDate: string, endDate: string, homeDelivery = false): BookingTerms {
  return {
    bookingId: randomUUID(),
    userId: `guest:${randomUUID()}`,
    carId,
    ownerId: OWNER_OF[carId]!,
    car: { brand: 'Ferrari', model: 'Roma', image: null },
    startDate,
    endDate,
    pickupLocation: homeDelivery ? 'delivery' : 'paris-center',
    dropoffLocation: homeDelivery ? 'delivery' : 'paris-center',
    customerInfo: { firstName: 'Léa', lastName: 'Martin', email: 'lea@example.fr', phone: '+33 612345678' },
    additionalServices: [],
    language: 'fr',
    quote: quoteRental({
      dailyPriceCents: DAILY_PRICE_CENTS[carId]!,
      depositCents: 500_000,
      startDate,
      endDate,
      deliveredLegs: homeDelivery ? 2 : 0,
      deliveryFeeCents: 15_000,
    }),
    feeConfig: { serviceFeeRate: 0.05, dynamicMarkupRate: 0, feeType: 'service_fee' },
  };
}

async function digest(database: TestDatabase, table: string): Promise<string> {
  const { rows } = await database.pool.query(
    `SELECT count(*)::int AS n, md5(string_agg(t::text, '|' ORDER BY t::text)) AS digest FROM ${table} t`,
  );
  return `${String(rows[0]?.n)}:${String(rows[0]?.digest)}`;
}

for (const kind of testDatabaseKinds()) {
  describe(`owner_stats on ${kind}`, () => {
    let database: TestDatabase;
    let store: EventStore;
    let payments: DemoPayments;
    let workflow: BookingWorkflow;
    let now = new Date('2027-01-10T09:00:00.000Z');
    const at = (instant: string) => {
      now = new Date(instant);
    };
    const quotes: Record<string, BookingTerms['quote']> = {};

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

    /** Books at `createdAt` and, when `paidAt` is given, pays with the demo card then (which confirms it). */
    async function book(name: string, terms: BookingTerms, createdAt: string, paidAt?: string) {
      at(createdAt);
      await workflow.create(terms, new Date(now.getTime() + 30 * 60_000).toISOString());
      quotes[name] = terms.quote;
      if (!paidAt) return terms.bookingId;
      at(paidAt);
      await payWithDemoCard({ workflow, payments }, terms.bookingId, terms.quote.totalCents);
      expect((await workflow.stateOf(terms.bookingId)).status).toBe('confirmed');
      return terms.bookingId;
    }

    const ownerStatsRows = async () =>
      (
        await database.pool.query(
          `SELECT owner_id, car_id, date::text AS date, views::int, bookings::int, cancellations::int,
                  revenue_cents::int
             FROM owner_stats ORDER BY owner_id, car_id, date`,
        )
      ).rows;

    it('counts confirmations and cancellations on their Paris day, with the owner figures of the revenue ledger', async () => {
      // 23:30 in Paris on the 14th, and 00:30 in Paris on the 15th (still the 14th in UTC).
      await book(
        'one',
        termsFor(carX, '2027-01-20', '2027-01-22'),
        '2027-01-14T22:20:00Z',
        '2027-01-14T22:30:00Z',
      );
      await book(
        'two',
        termsFor(carX, '2027-01-25', '2027-01-27', true),
        '2027-01-14T23:20:00Z',
        '2027-01-14T23:30:00Z',
      );
      // Confirmed, then cancelled by the customer within 48 hours of the start: 30 % kept, shared with the owner.
      const three = await book(
        'three',
        termsFor(carY, '2027-01-17', '2027-01-19'),
        '2027-01-15T09:50:00Z',
        '2027-01-15T10:00:00Z',
      );
      at('2027-01-16T10:00:00Z');
      await workflow.cancel(three);
      // Confirmed, then cancelled for free well ahead: the whole payout is taken back the next day.
      const four = await book(
        'four',
        termsFor(carZ, '2027-02-10', '2027-02-12'),
        '2027-01-15T11:50:00Z',
        '2027-01-15T12:00:00Z',
      );
      at('2027-01-16T12:00:00Z');
      await workflow.cancel(four);
      // Never paid: its hold expires and the owner's figures do not move.
      const five = await book('five', termsFor(carZ, '2027-02-20', '2027-02-21'), '2027-01-16T12:10:00Z');
      at('2027-01-16T13:00:00Z');
      expect(await workflow.expire(five)).toBe(true);
      await book(
        'six',
        termsFor(carZ, '2027-03-01', '2027-03-03'),
        '2027-01-16T14:50:00Z',
        '2027-01-16T15:00:00Z',
      );

      await createProjectionRunner({ pool: database.pool, store, projections: asyncProjections }).catchUp();

      const payout = (name: string) => quotes[name]!.ownerPayoutCents;
      const fee = Math.round(quotes.three!.totalCents * 0.3);
      const ownerShareOfFee =
        fee - Math.round((fee * quotes.three!.platformRevenueCents) / quotes.three!.totalCents);
      const row = (
        carId: string,
        date: string,
        bookings: number,
        cancellations: number,
        revenue: number,
      ) => ({
        owner_id: OWNER_OF[carId],
        car_id: carId,
        date,
        views: 0,
        bookings,
        cancellations,
        revenue_cents: revenue,
      });
      const expected = [
        row(carX, '2027-01-14', 1, 0, payout('one')),
        row(carX, '2027-01-15', 1, 0, payout('two')),
        row(carY, '2027-01-15', 1, 0, payout('three')),
        row(carY, '2027-01-16', 0, 1, ownerShareOfFee - payout('three')),
        row(carZ, '2027-01-15', 1, 0, payout('four')),
        row(carZ, '2027-01-16', 1, 1, payout('six') - payout('four')),
      ];
      const sortKey = (r: { owner_id?: string; car_id: string; date: string }) =>
        `${r.owner_id}:${r.car_id}:${r.date}`;
      expect(await ownerStatsRows()).toEqual(expected.sort((a, b) => sortKey(a).localeCompare(sortKey(b))));

      // The same money as the platform's ledger, owner by owner, car by car and Paris day by Paris day.
      const { rows: differences } = await database.pool.query(
        `WITH ledger AS (
           SELECT owner_id, car_id, (occurred_at AT TIME ZONE 'Europe/Paris')::date AS date,
                  sum(owner_payout_cents)::int AS cents
             FROM platform_revenue GROUP BY 1, 2, 3)
         SELECT owner_id, car_id, date::text, ledger.cents AS ledger, owner_stats.revenue_cents AS stats
           FROM ledger FULL JOIN owner_stats USING (owner_id, car_id, date)
          WHERE coalesce(ledger.cents, 0) <> coalesce(owner_stats.revenue_cents, 0)`,
      );
      expect(differences).toEqual([]);
      const { rows: totals } = await database.pool.query(
        `SELECT owner_id,
                (SELECT sum(owner_payout_cents)::int FROM platform_revenue p WHERE p.owner_id = s.owner_id) AS ledger,
                sum(revenue_cents)::int AS stats
           FROM owner_stats s GROUP BY owner_id ORDER BY owner_id`,
      );
      expect(totals).toEqual([
        {
          owner_id: 'owner-a',
          ledger: payout('one') + payout('two') + ownerShareOfFee,
          stats: payout('one') + payout('two') + ownerShareOfFee,
        },
        { owner_id: 'owner-b', ledger: payout('six'), stats: payout('six') },
      ]);
    });

    it('replaying the log from position 0 gives the same rows, over the old ones or from empty tables', async () => {
      const before = [await digest(database, 'owner_stats'), await digest(database, 'owner_stats_events')];
      expect(before[0]).toMatch(/^6:/);

      await createProjectionRunner({
        pool: database.pool,
        store,
        projections: [{ ...ownerStatsProjection, name: 'owner_stats-replay' }],
        batchSize: 7,
      }).catchUp();
      expect([await digest(database, 'owner_stats'), await digest(database, 'owner_stats_events')]).toEqual(
        before,
      );

      await database.pool.query('TRUNCATE owner_stats, owner_stats_events');
      await database.pool.query('DELETE FROM projection_checkpoints WHERE name = $1', [
        ownerStatsProjection.name,
      ]);
      await createProjectionRunner({
        pool: database.pool,
        store,
        projections: [ownerStatsProjection],
      }).catchUp();
      expect([await digest(database, 'owner_stats'), await digest(database, 'owner_stats_events')]).toEqual(
        before,
      );
    });
  });
}
