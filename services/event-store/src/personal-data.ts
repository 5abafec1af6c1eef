import type { DomainEvent, EventStore, LogSubscription, RecordedEvent } from './event-store.ts';
import type { SqlExecutor } from './inline-projection.ts';

/**
 * Seals the personal fields of events written and opens those read (decision 99). The log only ever holds them
 * sealed; every reader (deciders, projections, rebuilds, subscriptions) sees them open, or erased.
 */
export interface PersonalDataSealing {
  seal<Event extends DomainEvent>(events: readonly Event[]): Promise<Event[]>;
  /** `within`: the transaction to read keys through (an inline projection, a rebuild's page). */
  reveal<Event extends DomainEvent>(events: readonly Event[], within?: SqlExecutor): Promise<Event[]>;
}

function revealingSubscription(subscription: LogSubscription, sealing: PersonalDataSealing): LogSubscription {
  return {
    close: () => subscription.close(),
    async *[Symbol.asyncIterator]() {
      for await (const event of subscription) {
        const [revealed] = await sealing.reveal([event]);
        yield revealed!;
      }
    },
  };
}

/** Any store, sealing on append and revealing on every read. `reveal` lets direct log readers (rebuilds) do the same. */
export function withPersonalData(store: EventStore, sealing: PersonalDataSealing): EventStore {
  const subscribe = store.subscribeToAll?.bind(store);
  return {
    ...store,
    async appendToStream(streamName, events, options) {
      return store.appendToStream(streamName, await sealing.seal(events), options);
    },
    async readStream<Event extends DomainEvent>(streamName: string) {
      const result = await store.readStream<Event>(streamName);
      return { ...result, events: await sealing.reveal(result.events) };
    },
    async readAll(options) {
      return sealing.reveal(await store.readAll(options));
    },
    ...(subscribe && {
      subscribeToAll: (options) => revealingSubscription(subscribe(options), sealing),
    }),
    reveal: <Event extends RecordedEvent>(events: readonly Event[], within?: SqlExecutor) =>
      sealing.reveal(events, within),
    close: () => store.close(),
  };
}
