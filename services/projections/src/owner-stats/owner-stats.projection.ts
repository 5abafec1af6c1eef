import type { BookingEvent } from '@grandtour/commands';
import type { Projection, RecordedEvent, SqlExecutor } from '@grandtour/event-store';
import { todayInParis } from '@grandtour/shared';

/** What one booking event adds to an owner's day for one car. */
interface Contribution {
  ownerId: string;
  /** Null for a payout written before it carried the car: read from the booking (see `withCar`). */
  carId: string | null;
  /** The Europe/Paris calendar day the event happened on. */
  date: string;
  occurredAt: string;
  bookings: number;
  cancellations: number;
  revenueCents: number;
  commissionCents: number;
}

const parisDay = (instant: string) => todayInParis(new Date(instant));

/**
 * The same owner figures as the `platform_revenue` ledger (decision 8), counted on the day they happen (decision
 * 11): a confirmation is a booking and the payout now owed; a cancellation takes that payout back and adds the
 * owner's share of any kept fee; the scheduled payout's commission is counted apart (decision 0080), the revenue
 * staying the gross. Events that move nothing for the owner count for nothing.
 */
function contributionOf(event: BookingEvent): Contribution | null {
  switch (event.type) {
    case 'BookingConfirmed': {
      const { ownerId, carId, confirmedAt, ownerPayoutCents } = event.data;
      return {
        ownerId,
        carId,
        date: parisDay(confirmedAt),
        occurredAt: confirmedAt,
        bookings: 1,
        cancellations: 0,
        revenueCents: ownerPayoutCents,
        commissionCents: 0,
      };
    }
    case 'BookingCancelled': {
      const { ownerId, carId, cancelledAt, ownerShareOfFeeCents, reversedOwnerPayoutCents } = event.data;
      // Only a confirmed booking was counted, and only its cancellation reverses a payout.
      const wasConfirmed = reversedOwnerPayoutCents > 0;
      const revenueCents = ownerShareOfFeeCents - reversedOwnerPayoutCents;
      if (!wasConfirmed && revenueCents === 0) return null;
      return {
        ownerId,
        carId,
        date: parisDay(cancelledAt),
        occurredAt: cancelledAt,
        bookings: 0,
        cancellations: wasConfirmed ? 1 : 0,
        revenueCents,
        commissionCents: 0,
      };
    }
    case 'BookingChanged': {
      // Only confirmed bookings change: the payout they count moves by the change's delta, on the change's day.
      const { ownerId, carId, changedAt, ownerPayoutDeltaCents } = event.data;
      if (ownerPayoutDeltaCents === 0) return null;
      return {
        ownerId,
        carId,
        date: parisDay(changedAt),
        occurredAt: changedAt,
        bookings: 0,
        cancellations: 0,
        revenueCents: ownerPayoutDeltaCents,
        commissionCents: 0,
      };
    }
    case 'PayoutScheduled': {
      // The commission kept out of the payout, on the day it is scheduled; the gross was counted on confirmation.
      const { ownerId, carId, scheduledAt, commissionCents } = event.data;
      if (commissionCents === 0) return null;
      return {
        ownerId,
        carId: carId ?? null,
        date: parisDay(scheduledAt),
        occurredAt: scheduledAt,
        bookings: 0,
        cancellations: 0,
        revenueCents: 0,
        commissionCents,
      };
    }
    default:
      return null;
  }
}

/** The contribution with its car: a payout written without it takes the car of its booking. */
async function withCar(
  event: RecordedEvent<BookingEvent>,
  sql: SqlExecutor,
): Promise<(Contribution & { carId: string }) | null> {
  const contribution = contributionOf(event);
  if (!contribution) return null;
  if (contribution.carId !== null) return { ...contribution, carId: contribution.carId };
  const { rows } = await sql.query(`SELECT car_id FROM bookings WHERE id = $1`, [
    (event.data as { bookingId: string }).bookingId,
  ]);
  const carId = (rows[0] as { car_id: string } | undefined)?.car_id;
  return carId ? { ...contribution, carId } : null;
}

async function count(event: RecordedEvent<BookingEvent>, sql: SqlExecutor) {
  const contribution = await withCar(event, sql);
  if (!contribution) return;
  const { ownerId, carId, date, occurredAt, bookings, cancellations, revenueCents, commissionCents } =
    contribution;
  const id = `${ownerId}:${carId}:${date}`;
  // The event's own row first: if it is already there, this event was counted and nothing more happens.
  const fresh = await sql.query(
    `INSERT INTO owner_stats_events (event_id, owner_stats_id, bookings, cancellations, revenue_cents, commission_cents)
     VALUES ($1, $2, $3, $4, $5, $6)
     ON CONFLICT (event_id) DO NOTHING`,
    [event.metadata.eventId, id, bookings, cancellations, revenueCents, commissionCents],
  );
  if (fresh.rowCount !== 1) return;
  await sql.query(
    `INSERT INTO owner_stats (id, owner_id, car_id, date, bookings, cancellations, revenue_cents, commission_cents,
                              created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)
     ON CONFLICT (id) DO UPDATE SET
       bookings = owner_stats.bookings + EXCLUDED.bookings,
       cancellations = owner_stats.cancellations + EXCLUDED.cancellations,
       revenue_cents = owner_stats.revenue_cents + EXCLUDED.revenue_cents,
       commission_cents = owner_stats.commission_cents + EXCLUDED.commission_cents`,
    [id, ownerId, carId, date, bookings, cancellations, revenueCents, commissionCents, occurredAt],
  );
}

const BATCH_SQL = `
  WITH counted AS (
    SELECT * FROM json_to_recordset($1::json) AS row(event_id text, id text, owner_id text, car_id uuid, date date,
           bookings bigint, cancellations bigint, revenue_cents bigint, commission_cents bigint,
           occurred_at timestamptz, rank int)),
  fresh AS (
    INSERT INTO owner_stats_events (event_id, owner_stats_id, bookings, cancellations, revenue_cents, commission_cents)
    SELECT event_id, id, bookings, cancellations, revenue_cents, commission_cents FROM counted
    ON CONFLICT (event_id) DO NOTHING RETURNING event_id),
  days AS (
    SELECT id, min(owner_id) AS owner_id, (array_agg(car_id))[1] AS car_id, min(date) AS date,
           sum(bookings)::bigint AS bookings, sum(cancellations)::bigint AS cancellations,
           sum(revenue_cents)::bigint AS revenue_cents, sum(commission_cents)::bigint AS commission_cents,
           (array_agg(occurred_at ORDER BY rank))[1] AS created_at
      FROM counted JOIN fresh USING (event_id) GROUP BY id)
  INSERT INTO owner_stats (id, owner_id, car_id, date, bookings, cancellations, revenue_cents, commission_cents,
                           created_at)
  SELECT id, owner_id, car_id, date, bookings, cancellations, revenue_cents, commission_cents, created_at FROM days
  ON CONFLICT (id) DO UPDATE SET
    bookings = owner_stats.bookings + EXCLUDED.bookings,
    cancellations = owner_stats.cancellations + EXCLUDED.cancellations,
    revenue_cents = owner_stats.revenue_cents + EXCLUDED.revenue_cents,
    commission_cents = owner_stats.commission_cents + EXCLUDED.commission_cents`;

/** Multi-stream (every booking of an owner) and read by nobody right after a write: asynchronous (ARCHITECTURE §4). */
export const ownerStatsProjection: Projection<BookingEvent> = {
  name: 'owner_stats',
  handles: ['BookingConfirmed', 'BookingCancelled', 'BookingChanged', 'PayoutScheduled'],
  tables: ['owner_stats', 'owner_stats_events'],
  opensPersonalData: false,
  apply: count,
  /** The same sums in one statement: events already counted skipped, a new day dated by its first counted event. */
  async applyBatch(events, sql) {
    const contributions = await Promise.all(events.map((event) => withCar(event, sql)));
    const counted = events.flatMap((event, rank) => {
      const contribution = contributions[rank];
      if (!contribution) return [];
      const { ownerId, carId, date, occurredAt, bookings, cancellations, revenueCents, commissionCents } =
        contribution;
      return [
        {
          event_id: event.metadata.eventId,
          id: `${ownerId}:${carId}:${date}`,
          owner_id: ownerId,
          car_id: carId,
          date,
          bookings,
          cancellations,
          revenue_cents: revenueCents,
          commission_cents: commissionCents,
          occurred_at: occurredAt,
          rank,
        },
      ];
    });
    if (counted.length > 0) await sql.query(BATCH_SQL, [JSON.stringify(counted)]);
  },
};
