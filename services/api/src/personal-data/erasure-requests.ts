import {
  handleCommand,
  personalDataDecider,
  personalDataStreamName,
  type ErasureRequester,
} from '@grandtour/commands';
import type { EventStore } from '@grandtour/event-store';
import { todayInParis } from '@grandtour/shared';
import type pg from 'pg';

/**
 * Why the data cannot be erased yet: a rental not over (as customer or owner), a damage claim not closed, a car still
 * offered (its page names its owner). The contract needs the person until then; the erasure can be asked again after.
 */
export async function erasureBlockers(
  pool: pg.Pool,
  subjects: readonly string[],
  now: Date,
): Promise<string[]> {
  const customers = subjects.map((subject) => (subject.startsWith('user:') ? subject.slice(5) : subject));
  const owners = subjects.filter((subject) => subject.startsWith('user:')).map((subject) => subject.slice(5));
  const { rows } = await pool.query<{ reason: string }>(
    `SELECT 'booking' AS reason FROM bookings
      WHERE (user_id = ANY($1::text[]) OR owner_id = ANY($2::text[]))
        AND status IN ('pending', 'confirmed') AND end_date >= $3::date
     UNION SELECT 'claim' FROM claims
      WHERE (customer_id = ANY($1::text[]) OR owner_id = ANY($2::text[]))
        AND status NOT IN ('settled', 'withdrawn')
     UNION SELECT 'listed_car' FROM cars WHERE owner_id = ANY($2::text[]) AND is_listed`,
    [customers, owners, todayInParis(now)],
  );
  return rows.map((row) => row.reason).sort();
}

/** Records the erasure asked for each subject; the sweep carries it out (decision 99). Asking twice changes nothing. */
export async function requestErasure(
  store: EventStore,
  subjects: readonly string[],
  by: { requestedBy: ErasureRequester; requesterId: string | null },
  now: Date,
): Promise<void> {
  for (const subject of subjects)
    await handleCommand(
      store,
      personalDataStreamName(subject),
      personalDataDecider,
      { type: 'RequestErasure', data: { subject, ...by }, metadata: { now: now.toISOString() } },
      { retries: 5 },
    );
}
