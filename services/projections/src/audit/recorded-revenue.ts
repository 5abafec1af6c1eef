import { integerFromDatabase, type LogPosition, type SqlExecutor } from '@grandtour/event-store';
import type { BookingMoney } from './expected-revenue.ts';

/** A booking's money as the bookings read model holds it. */
export interface RecordedBooking extends BookingMoney {
  bookingId: string;
  createdDay: string;
  cancelledDay: string | null;
}

/** One line of the platform_revenue ledger. */
export interface RecordedLedgerLine {
  bookingId: string;
  kind: string;
  day: string;
  amountCents: number;
  platformRevenueCents: number;
  ownerPayoutCents: number;
}

/** One owner_stats row (owner, car, Paris day). */
export interface RecordedOwnerDay {
  id: string;
  day: string;
  bookings: number;
  cancellations: number;
  revenueCents: number;
  commissionCents: number;
}

export interface RecordedRevenue {
  bookings: RecordedBooking[];
  ledger: RecordedLedgerLine[];
  ownerDays: RecordedOwnerDay[];
  /** Where each asynchronous read model stands in the log (undefined: it has applied nothing). */
  checkpoints: { platformRevenue?: LogPosition; ownerStats?: LogPosition };
}

/** The rows with these columns as numbers (they are bigint: pg hands them over as text or BigInt). */
function withIntegers<Row>(rows: Record<string, unknown>[], columns: readonly string[]): Row[] {
  return rows.map(
    (row) =>
      ({
        ...row,
        ...Object.fromEntries(columns.map((column) => [column, integerFromDatabase(row[column])])),
      }) as Row,
  );
}

const PARIS_DAY = (column: string) => `to_char(${column} AT TIME ZONE 'Europe/Paris', 'YYYY-MM-DD')`;

async function checkpointOf(sql: SqlExecutor, name: string): Promise<LogPosition | undefined> {
  const { rows } = await sql.query(
    `SELECT commit_position::text AS commit, prepare_position::text AS prepare
       FROM projection_checkpoints WHERE name = $1`,
    [name],
  );
  const row = rows[0] as { commit: string; prepare: string } | undefined;
  return row ? { commit: BigInt(row.commit), prepare: BigInt(row.prepare) } : undefined;
}

/** What the read models say about money, read in the caller's transaction (one snapshot with the events). */
export async function recordedRevenue(sql: SqlExecutor): Promise<RecordedRevenue> {
  const bookings = await sql.query(
    `SELECT id AS "bookingId", ${PARIS_DAY('created_at')} AS "createdDay", total_cents AS "totalCents",
            service_fee_cents AS "serviceFeeCents", owner_payout_cents AS "ownerPayoutCents",
            platform_revenue_cents AS "platformRevenueCents", paid_cents AS "paidCents",
            cancellation_fee_cents AS "cancellationFeeCents", refunded_cents AS "refundedCents",
            ${PARIS_DAY('cancellation_date')} AS "cancelledDay"
       FROM bookings`,
  );
  const ledger = await sql.query(
    `SELECT booking_id AS "bookingId", kind, ${PARIS_DAY('occurred_at')} AS day, amount_cents AS "amountCents",
            platform_revenue_cents AS "platformRevenueCents", owner_payout_cents AS "ownerPayoutCents"
       FROM platform_revenue`,
  );
  const ownerDays = await sql.query(
    `SELECT id, date::text AS day, bookings, cancellations, revenue_cents AS "revenueCents",
            commission_cents AS "commissionCents" FROM owner_stats`,
  );
  return {
    bookings: withIntegers<RecordedBooking>(bookings.rows, [
      'totalCents',
      'serviceFeeCents',
      'ownerPayoutCents',
      'platformRevenueCents',
      'paidCents',
      'cancellationFeeCents',
      'refundedCents',
    ]),
    ledger: withIntegers<RecordedLedgerLine>(ledger.rows, [
      'amountCents',
      'platformRevenueCents',
      'ownerPayoutCents',
    ]),
    ownerDays: withIntegers<RecordedOwnerDay>(ownerDays.rows, [
      'bookings',
      'cancellations',
      'revenueCents',
      'commissionCents',
    ]),
    checkpoints: {
      platformRevenue: await checkpointOf(sql, 'platform_revenue'),
      ownerStats: await checkpointOf(sql, 'owner_stats'),
    },
  };
}
