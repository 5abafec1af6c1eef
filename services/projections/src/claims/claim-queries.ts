import type { AdminClaim, ClaimStatus } from '@grandtour/shared';
import type { SqlExecutor } from '@grandtour/event-store';
import { integerFromDatabase } from '@grandtour/event-store';

/** A stored file of a claim: its object key (served through the API only) and its hash. */
export interface ClaimFileRow {
  objectKey: string;
  sha256: string;
  contentType?: string;
}

/** A claim as its row keeps it; the API turns object keys into URLs only its parties can open. */
export interface ClaimRecord extends Omit<AdminClaim, 'photos' | 'estimate' | 'contest'> {
  photos: ClaimFileRow[];
  estimate: ClaimFileRow & { contentType: string };
  contest: { message: string; photos: ClaimFileRow[] } | null;
}

const iso = (value: unknown) => (value === null ? null : new Date(value as string | Date).toISOString());
const cents = (value: unknown) =>
  value === null || value === undefined ? null : integerFromDatabase(value as string | number | bigint);

function recordOf(row: Record<string, unknown>): ClaimRecord {
  return {
    id: String(row.claim_id),
    bookingId: String(row.booking_id),
    carId: String(row.car_id),
    ownerId: String(row.owner_id),
    customerId: String(row.customer_id),
    status: row.status as ClaimStatus,
    amountCents: cents(row.amount_cents)!,
    description: String(row.description),
    photos: row.photos as ClaimFileRow[],
    estimate: row.estimate as ClaimRecord['estimate'],
    openedAt: iso(row.opened_at)!,
    respondBy: iso(row.respond_by)!,
    contest:
      row.contest_message === null
        ? null
        : { message: String(row.contest_message), photos: (row.contest_photos ?? []) as ClaimFileRow[] },
    decision:
      row.decided_at === null
        ? null
        : {
            amountCents: cents(row.agreed_cents)!,
            note: String(row.decision_note ?? ''),
            decidedAt: iso(row.decided_at)!,
          },
    agreedCents: cents(row.agreed_cents),
    settlement:
      row.settled_at === null
        ? null
        : {
            capturedCents: cents(row.captured_cents)!,
            excessCents: cents(row.excess_cents)!,
            excess: row.excess as 'charged' | 'debt' | 'none',
            settledAt: iso(row.settled_at)!,
          },
  };
}

export function createClaimQueries(sql: SqlExecutor) {
  return {
    async findClaim(claimId: string): Promise<ClaimRecord | null> {
      const { rows } = await sql.query('SELECT * FROM claims WHERE claim_id = $1', [claimId]);
      return rows[0] ? recordOf(rows[0]) : null;
    },

    async claimsOfBooking(bookingId: string): Promise<ClaimRecord[]> {
      const { rows } = await sql.query('SELECT * FROM claims WHERE booking_id = $1 ORDER BY opened_at', [
        bookingId,
      ]);
      return rows.map(recordOf);
    },

    /** The administrators' list: those waiting for a decision first, oldest first. */
    async listClaims(
      filter: { status?: ClaimStatus; excess?: 'charged' | 'debt' | 'none' } = {},
      limit = 200,
    ): Promise<ClaimRecord[]> {
      const { rows } = await sql.query(
        `SELECT * FROM claims WHERE ($1::text IS NULL OR status = $1) AND ($2::text IS NULL OR excess = $2)
          ORDER BY (status IN ('contested', 'escalated')) DESC, opened_at LIMIT $3`,
        [filter.status ?? null, filter.excess ?? null, limit],
      );
      return rows.map(recordOf);
    },

    /** Claims whose customer let the deadline pass without an answer (the sweep escalates them). */
    async unansweredClaims(now: Date, limit = 100): Promise<{ bookingId: string; claimId: string }[]> {
      const { rows } = await sql.query(
        `SELECT booking_id, claim_id FROM claims WHERE status = 'open' AND respond_by < $1 ORDER BY respond_by LIMIT $2`,
        [now.toISOString(), limit],
      );
      return rows.map((row) => ({ bookingId: String(row.booking_id), claimId: String(row.claim_id) }));
    },

    /** Claims agreed but not yet settled: a settlement cut short is finished by the sweep. */
    async unsettledClaims(limit = 100): Promise<{ bookingId: string; claimId: string }[]> {
      const { rows } = await sql.query(
        `SELECT booking_id, claim_id FROM claims WHERE status IN ('accepted', 'decided') ORDER BY updated_at LIMIT $1`,
        [limit],
      );
      return rows.map((row) => ({ bookingId: String(row.booking_id), claimId: String(row.claim_id) }));
    },
  };
}
export type ClaimQueries = ReturnType<typeof createClaimQueries>;
