import { createTestDatabase, testDatabaseKinds, type TestDatabase } from '@grandtour/platform/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDemoPayments } from './demo-payments.ts';
import { ensureDemoPaymentsSchema } from './demo-schema.ts';

const TABLES = ['demo_payments', 'demo_payment_refunds', 'demo_subscription_checkouts'];
const now = new Date('2026-11-25T10:00:00Z');

for (const kind of testDatabaseKinds()) {
  describe(`the demo provider's tables on ${kind}`, () => {
    let database: TestDatabase;
    beforeAll(async () => {
      database = await createTestDatabase(kind, 2);
    });
    afterAll(async () => {
      await database?.close();
    });

    const amountTypes = async () =>
      (
        await database.pool.query<{ table_name: string; data_type: string }>(
          `SELECT table_name, data_type FROM information_schema.columns
            WHERE table_schema = current_schema() AND column_name = 'amount_cents' ORDER BY table_name`,
        )
      ).rows.map((row) => `${row.table_name} ${row.data_type}`);

    it('widens the amounts of tables made before they were bigint, and takes an amount past 2^31 cents', async () => {
      // The tables as an earlier version made them, with a payment in them.
      await ensureDemoPaymentsSchema(database.pool);
      for (const table of TABLES)
        await database.pool.query(`ALTER TABLE ${table} ALTER COLUMN amount_cents TYPE integer`);
      const demo = createDemoPayments({ pool: database.pool, clock: () => now });
      const small = await demo.card.createPaymentIntent({
        bookingId: 'before',
        amountCents: 12_345,
        description: 'rental',
        idempotencyKey: 'before',
      });

      await ensureDemoPaymentsSchema(database.pool);
      expect(await amountTypes()).toEqual([...TABLES].sort().map((table) => `${table} bigint`));
      await ensureDemoPaymentsSchema(database.pool);
      expect((await demo.card.retrievePaymentIntent(small.id)).amountCents).toBe(12_345);

      const large = await demo.card.createPaymentIntent({
        bookingId: 'after',
        amountCents: 2 ** 31 + 5,
        description: 'rental',
        idempotencyKey: 'after',
      });
      expect((await demo.card.retrievePaymentIntent(large.id)).amountCents).toBe(2 ** 31 + 5);
      // The same key and amount again: the first intent, compared as a number.
      expect(
        await demo.card.createPaymentIntent({
          bookingId: 'after',
          amountCents: 2 ** 31 + 5,
          description: 'rental',
          idempotencyKey: 'after',
        }),
      ).toEqual(large);
    });
  });
}
