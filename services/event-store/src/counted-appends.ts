import { StreamVersionConflictError, type EventStore } from './event-store.ts';

/** What `countAppends` moves (the process's metrics). */
export interface AppendCounters {
  eventsAppended: { inc(value?: number): void };
  appendConflicts: { inc(): void };
}

/** The store, counting the events it appends and the appends refused on a version conflict (decision 101). */
export function countAppends(store: EventStore, counters: AppendCounters | undefined): EventStore {
  if (!counters) return store;
  return {
    ...store,
    async appendToStream(streamName, events, options) {
      try {
        const result = await store.appendToStream(streamName, events, options);
        counters.eventsAppended.inc(events.length);
        return result;
      } catch (error) {
        if (error instanceof StreamVersionConflictError) counters.appendConflicts.inc();
        throw error;
      }
    },
  };
}
