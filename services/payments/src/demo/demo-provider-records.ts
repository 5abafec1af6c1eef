import type { ProviderMoneyRecord, ProviderRecords } from '@grandtour/commands';
import { integerFromDatabase } from '@grandtour/event-store';
import type pg from 'pg';

type Row = {
  kind: ProviderMoneyRecord['kind'];
  id: string;
  booking_id: string | null;
  cents: unknown;
  at: Date;
};

/*
 * What the demo provider recorded, read from its own tables, as Stripe's and PayPal's own records would say it: a
 * card payment is its PaymentIntent, a PayPal payment its capture; a hold is recorded once authorised, a capture for
 * what it took, a release for what it let go. The deposit and transfer tables are created on their first use: a
 * database without them has recorded none.
 */
const QUERIES: { table: string; sql: string }[] = [
  {
    table: 'demo_payments',
    // A payment on request (decision 85) is money once captured, dated by its capture: authorised, cancelled or
    // voided, it is none. A PayPal order authorized but not captured is COMPLETED with no capture.
    sql: `SELECT kind, id, booking_id, cents, at FROM (
            SELECT 'charge' AS kind, CASE method WHEN 'card' THEN id ELSE capture_id END AS id, booking_id,
                   amount_cents AS cents, COALESCE(captured_at, created_at) AS at
              FROM demo_payments
             WHERE (method = 'card' AND status = 'succeeded')
                OR (method = 'paypal' AND status = 'COMPLETED' AND capture_id IS NOT NULL)
          ) payments WHERE at >= $1`,
  },
  {
    table: 'demo_payment_refunds',
    sql: `SELECT 'refund' AS kind, r.id, p.booking_id, r.amount_cents AS cents, r.created_at AS at
            FROM demo_payment_refunds r JOIN demo_payments p ON p.id = r.payment_id WHERE r.created_at >= $1`,
  },
  {
    // Card holds: requires_capture while held, succeeded once captured (the rest let go), canceled when let go.
    table: 'demo_deposit_holds',
    sql: `SELECT kind, id, booking_id, cents, at FROM (
            SELECT 'hold' AS kind, id, booking_id, amount_cents AS cents, created_at AS at FROM demo_deposit_holds
             WHERE status IN ('requires_capture', 'succeeded') OR (status = 'canceled' AND capture_before IS NOT NULL)
            UNION ALL
            SELECT 'capture', capture_id, booking_id, captured_cents, updated_at FROM demo_deposit_holds
             WHERE status = 'succeeded' AND capture_id IS NOT NULL
            UNION ALL
            SELECT 'release', id, booking_id, amount_cents - captured_cents, updated_at FROM demo_deposit_holds
             WHERE (status = 'succeeded' AND amount_cents > captured_cents)
                OR (status = 'canceled' AND capture_before IS NOT NULL)
          ) holds WHERE at >= $1`,
  },
  {
    // PayPal deposits: the authorization is the hold; a capture is final (the rest let go); a void lets it all go.
    table: 'demo_paypal_deposits',
    sql: `SELECT kind, id, booking_id, cents, at FROM (
            SELECT 'hold' AS kind, authorization_id AS id, booking_id, amount_cents AS cents, authorized_at AS at
              FROM demo_paypal_deposits WHERE authorization_id IS NOT NULL
            UNION ALL
            SELECT 'capture', capture_id, booking_id, captured_cents, updated_at FROM demo_paypal_deposits
             WHERE capture_id IS NOT NULL AND captured_cents > 0
            UNION ALL
            SELECT 'release', authorization_id, booking_id, amount_cents - coalesce(captured_cents, 0), updated_at
              FROM demo_paypal_deposits
             WHERE authorization_status = 'VOIDED'
                OR (authorization_status IN ('CAPTURED', 'PARTIALLY_CAPTURED') AND amount_cents > captured_cents)
          ) deposits WHERE at >= $1`,
  },
  {
    table: 'demo_transfers',
    sql: `SELECT 'transfer' AS kind, id, booking_id, amount_cents AS cents, created_at AS at
            FROM demo_transfers WHERE created_at >= $1`,
  },
];

/** The reconciliation's view of the demo provider (decision 78). */
export function createDemoProviderRecords(deps: { pool: pg.Pool }): ProviderRecords {
  return {
    provider: 'demo',
    async *list(since) {
      const present = await deps.pool.query<{ name: string }>(
        'SELECT name FROM unnest($1::text[]) AS name WHERE to_regclass(name) IS NOT NULL',
        [QUERIES.map((query) => query.table)],
      );
      const tables = new Set(present.rows.map((row) => row.name));
      const records: ProviderMoneyRecord[] = [];
      for (const query of QUERIES) {
        if (!tables.has(query.table)) continue;
        const { rows } = await deps.pool.query<Row>(query.sql, [since]);
        for (const row of rows)
          records.push({
            provider: 'demo',
            kind: row.kind,
            id: row.id,
            bookingId: row.booking_id,
            amountCents: integerFromDatabase(row.cents),
            at: new Date(row.at).toISOString(),
          });
      }
      records.sort((a, b) => a.at.localeCompare(b.at));
      yield* records;
    },
  };
}
