import type { BookingEvent } from '@grandtour/commands';
import type { Projection, SqlExecutor } from '@grandtour/event-store';
import { integerFromDatabase } from '@grandtour/event-store';
import type { DepositRow } from './deposit-row.ts';
import { DEPOSIT_ROW_EVENT_TYPES, evolveDepositRow } from './deposit-row.ts';

const COLUMNS: readonly [keyof DepositRow, string][] = [
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
const SELECT = COLUMNS.map(([key, column]) =>
  key === 'startDate' || key === 'endDate' ? `${column}::text AS ${column}` : column,
).join(', ');

const iso = (value: unknown) =>
  value instanceof Date ? value.toISOString() : new Date(String(value)).toISOString();

export function depositRowFromDatabase(raw: Record<string, unknown>): DepositRow {
  const row: Record<string, unknown> = {};
  for (const [key, column] of COLUMNS) {
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

export async function loadDepositRow(sql: SqlExecutor, bookingId: string): Promise<DepositRow | null> {
  const { rows } = await sql.query(`SELECT ${SELECT} FROM booking_deposits WHERE booking_id = $1`, [
    bookingId,
  ]);
  return rows[0] ? depositRowFromDatabase(rows[0]) : null;
}

async function save(sql: SqlExecutor, row: DepositRow): Promise<void> {
  const columns = COLUMNS.map(([, column]) => column);
  const placeholders = columns.map((_, index) => `$${index + 1}`);
  const updates = columns.slice(1).map((column) => `${column} = EXCLUDED.${column}`);
  await sql.query(
    `INSERT INTO booking_deposits (${columns.join(', ')}) VALUES (${placeholders.join(', ')})
     ON CONFLICT (booking_id) DO UPDATE SET ${updates.join(', ')}`,
    COLUMNS.map(([key]) => row[key]),
  );
}

/**
 * Inline: each booking's deposit as its events tell it, with the schedule's next step (decision 68) for the sweep and
 * what the booking pages show. The row is evolved in code from its previous state, so the schedule is computed by the
 * same pure function the workflow uses; a replayed event leaves it as it was.
 */
export const depositsProjection: Projection<BookingEvent> = {
  name: 'deposits',
  handles: DEPOSIT_ROW_EVENT_TYPES,
  tables: ['booking_deposits'],
  async apply(event, sql) {
    const bookingId = event.data.bookingId;
    const next = evolveDepositRow(await loadDepositRow(sql, bookingId), event);
    if (next) await save(sql, next);
  },
};
