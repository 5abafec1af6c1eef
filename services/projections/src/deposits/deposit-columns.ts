import type { SqlExecutor } from '@grandtour/event-store';
import { integerFromDatabase } from '@grandtour/event-store';
import type { DepositRow } from './deposit-row.ts';

/** The row's fields and their `booking_deposits` columns, the key first. */
export const DEPOSIT_COLUMNS: readonly [keyof DepositRow, string][] = [
  ['bookingId', 'booking_id'],
  ['ownerId', 'owner_id'],
  ['status', 'status'],
  ['amountCents', 'amount_cents'],
  ['provider', 'provider'],
  ['method', 'method'],
  ['holdId', 'hold_id'],
  ['heldAt', 'held_at'],
  ['expiresAt', 'expires_at'],
  ['failureMessage', 'failure_message'],
  ['failedAt', 'failed_at'],
  ['capturedCents', 'captured_cents'],
  ['releasedAt', 'released_at'],
  ['pickedUpAt', 'picked_up_at'],
  ['bookingStatus', 'booking_status'],
  ['startDate', 'start_date'],
  ['endDate', 'end_date'],
  ['completedAt', 'completed_at'],
  ['paymentMethod', 'payment_method'],
  ['olderHoldIds', 'older_hold_ids'],
  ['waived', 'waived'],
  ['settled', 'settled'],
  ['claimOpen', 'claim_open'],
  ['extrasUnsettled', 'extras_unsettled'],
  ['extrasDueCents', 'extras_due_cents'],
  ['nextStep', 'next_step'],
  ['nextStepAt', 'next_step_at'],
  ['updatedAt', 'updated_at'],
];
const TIMESTAMPS = new Set([
  'heldAt',
  'expiresAt',
  'failedAt',
  'releasedAt',
  'pickedUpAt',
  'completedAt',
  'nextStepAt',
  'updatedAt',
]);
const SELECT = DEPOSIT_COLUMNS.map(([key, column]) =>
  key === 'startDate' || key === 'endDate' ? `${column}::text AS ${column}` : column,
).join(', ');

const iso = (value: unknown) =>
  value instanceof Date ? value.toISOString() : new Date(String(value)).toISOString();

export function depositRowFromDatabase(raw: Record<string, unknown>): DepositRow {
  const row: Record<string, unknown> = {};
  for (const [key, column] of DEPOSIT_COLUMNS) {
    const value = raw[column];
    row[key] =
      value === null || value === undefined
        ? null
        : TIMESTAMPS.has(key)
          ? iso(value)
          : key === 'amountCents' || key === 'capturedCents' || key === 'extrasDueCents'
            ? integerFromDatabase(value as string | number | bigint)
            : value;
  }
  return row as unknown as DepositRow;
}

/** The row as its table's columns, column name → value. */
export const depositColumnsOf = (row: DepositRow): Record<string, unknown> =>
  Object.fromEntries(DEPOSIT_COLUMNS.map(([key, column]) => [column, row[key]]));

export async function loadDepositRow(sql: SqlExecutor, bookingId: string): Promise<DepositRow | null> {
  const { rows } = await sql.query(`SELECT ${SELECT} FROM booking_deposits WHERE booking_id = $1`, [
    bookingId,
  ]);
  return rows[0] ? depositRowFromDatabase(rows[0]) : null;
}

/** The deposits of these bookings that have one, read as `loadDepositRow` reads each. */
export async function loadDepositRows(
  sql: SqlExecutor,
  bookingIds: readonly string[],
): Promise<DepositRow[]> {
  const { rows } = await sql.query(
    `SELECT ${SELECT} FROM booking_deposits WHERE booking_id = ANY($1::uuid[])`,
    [bookingIds],
  );
  return rows.map(depositRowFromDatabase);
}
