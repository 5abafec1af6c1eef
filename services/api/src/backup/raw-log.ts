import {
  countEventsAfter,
  logHead,
  createKurrentDbEventStore,
  createPostgresEventStore,
  type EventStore,
} from '@grandtour/event-store';
import type { Config, Database } from '@grandtour/platform';

/**
 * The configured log as it is stored: no sealing, no revealing, no inline projections. What an export reads (personal
 * fields stay sealed) and an import appends (already sealed; the read models are rebuilt afterwards).
 */
export function rawLogOf(config: Pick<Config, 'EVENTSTORE_URL'>, database: Database) {
  const kurrent = Boolean(config.EVENTSTORE_URL);
  const log: EventStore = kurrent
    ? createKurrentDbEventStore({ connectionString: config.EVENTSTORE_URL! })
    : createPostgresEventStore({ connectionString: database.connectionString, pool: database.pool });
  return {
    log,
    source: kurrent ? ('kurrentdb' as const) : ('postgresql' as const),
    /** Events in the log, for a progress bar; KurrentDB does not count them cheaply (0: unknown). */
    count: () => (kurrent ? Promise.resolve(0) : countEventsAfter(database.pool, undefined)),
    /**
     * The last committed event. PostgreSQL's log is read gap-free: what a transaction still open holds back (even in
     * another database of the server) is waited for up to this position, so the export is the whole log as it was.
     */
    head: () => (kurrent ? Promise.resolve(undefined) : logHead(database.pool)),
  };
}
