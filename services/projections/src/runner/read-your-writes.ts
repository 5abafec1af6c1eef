import type { EventStore } from '@grandtour/event-store';
import type { ProjectionRunner } from './projection-runner.ts';

/**
 * For a store whose read models cannot be written in the append's transaction (EventStoreDB): `follower` projects
 * the read models a command's answer depends on from the global log, and an append returns only once they include
 * it, so a command still answers after its read models show the write. Closing the store stops the follower.
 */
export function withReadYourWrites(store: EventStore, follower: ProjectionRunner): EventStore {
  return {
    ...store,
    async appendToStream(streamName, events, options) {
      const result = await store.appendToStream(streamName, events, options);
      if (result.logPosition) await follower.waitFor(result.logPosition);
      return result;
    },
    async close() {
      await follower.stop();
      await store.close();
    },
  };
}
