import type { SqlExecutor } from '@grandtour/event-store';

/** A booking's ledger accounts that do not balance to zero, in cents (a balanced booking gives `{}`). */
export async function ledgerBalances(sql: SqlExecutor, bookingId: string): Promise<Record<string, number>> {
  const { rows } = await sql.query(
    `SELECT account, sum(amount_cents)::text AS cents FROM ledger_entries WHERE booking_id = $1
      GROUP BY account HAVING sum(amount_cents) <> 0 ORDER BY account`,
    [bookingId],
  );
  return Object.fromEntries(rows.map((row) => [String(row.account), Number(row.cents)]));
}
