import { handleCommand, personalDataDecider, personalDataStreamName } from '@grandtour/commands';
import type { EventStore } from '@grandtour/event-store';
import type pg from 'pg';

const DAY_MS = 24 * 3600 * 1000;

export interface PersonalDataRetention {
  /** Asks the erasure of what has no purpose left; how many subjects. */
  requestDue(): Promise<number>;
}

/**
 * What is kept only for a while (decision 100), the delays in `.env.example` and on the privacy page:
 * - a message sent through the contact form, `contactDays` after it was received;
 * - a guest identity that never booked, `guestDays` after its last question to an owner (or its first trace).
 * The erasure itself is the one a person can ask for: the same sweep carries it out.
 */
export function createPersonalDataRetention(deps: {
  pool: pg.Pool;
  store: EventStore;
  clock: () => Date;
  contactDays: number;
  guestDays: number;
}): PersonalDataRetention {
  return {
    async requestDue() {
      const now = deps.clock();
      const { rows } = await deps.pool.query<{ subject: string }>(
        `SELECT k.subject FROM personal_data_keys k
          WHERE k.wrapped_key IS NOT NULL
            AND NOT EXISTS (SELECT 1 FROM personal_data_erasures e WHERE e.subject = k.subject)
            AND (
              (k.subject LIKE 'contact:%' AND k.created_at < $1)
              OR (k.subject LIKE 'guest:%' AND k.merged_into IS NULL AND k.created_at < $2
                  AND NOT EXISTS (SELECT 1 FROM bookings b WHERE b.user_id = k.subject)
                  AND NOT EXISTS (SELECT 1 FROM conversations c
                                   WHERE c.customer_key = k.subject AND c.last_activity_at >= $2)))
          ORDER BY k.created_at LIMIT 500`,
        [
          new Date(now.getTime() - deps.contactDays * DAY_MS),
          new Date(now.getTime() - deps.guestDays * DAY_MS),
        ],
      );
      for (const { subject } of rows)
        await handleCommand(
          deps.store,
          personalDataStreamName(subject),
          personalDataDecider,
          {
            type: 'RequestErasure',
            data: { subject, requestedBy: 'retention', requesterId: null },
            metadata: { now: now.toISOString() },
          },
          { retries: 5 },
        );
      return rows.length;
    },
  };
}
