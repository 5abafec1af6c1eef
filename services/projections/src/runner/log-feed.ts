import type { EventStore, LogPosition, LogSubscription, RecordedEvent } from '@grandtour/event-store';
import { compareLogPositions } from '@grandtour/event-store';

/** Where a projection runner gets the global log from. */
export interface LogFeed {
  /** Up to `limit` events strictly after `after` (which is always a position the reader was given). */
  read(after: LogPosition | undefined, limit: number): Promise<RecordedEvent[]>;
  /** Every reader has passed `upTo`: what comes before it can be forgotten. */
  release(upTo: LogPosition | undefined): void;
  /** Resolves when new events may have arrived, or after `ms` at the latest. */
  idle(ms: number): Promise<void>;
  close(): Promise<void>;
}

/** Reads the log page by page (the PostgreSQL store, where a read is one indexed query). */
export function pollingFeed(store: EventStore): LogFeed {
  let wakeUp: (() => void) | undefined;
  return {
    read: (after, limit) => store.readAll({ after, limit }),
    release() {},
    idle: (ms) =>
      new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, ms);
        wakeUp = () => {
          clearTimeout(timer);
          resolve();
        };
      }),
    async close() {
      wakeUp?.();
    },
  };
}

const isBefore = (a: LogPosition | undefined, b: LogPosition | undefined) =>
  b !== undefined && (a === undefined || compareLogPositions(a, b) < 0);

/** Events buffered ahead of the slowest reader before the subscription is paused (gRPC flow control does the rest). */
const HIGH_WATER = 4000;

interface Running {
  subscription: LogSubscription;
  /** Every event after this position that the server has pushed is in `buffer`. */
  base: LogPosition | undefined;
  buffer: RecordedEvent[];
  failure?: Error;
  closed: boolean;
}

/**
 * One catch-up subscription to the global log (EventStoreDB's `$all`), started at the slowest reader's checkpoint and
 * kept open: readers take their next batch from what the server pushed, and `idle` wakes as soon as an event
 * arrives. A reader asking for events before what the subscription covers (a checkpoint rewound by a rebuild, a new
 * projection) restarts it from there.
 */
export function subscriptionFeed(subscribe: (after: LogPosition | undefined) => LogSubscription): LogFeed {
  let running: Running | undefined;
  let wakeIdle: (() => void) | undefined;
  let resumePump: (() => void) | undefined;
  // An event that arrives while the reader is busy makes its next `idle` return at once.
  let arrivedUnseen = false;
  const wake = () => {
    if (!wakeIdle) arrivedUnseen = true;
    wakeIdle?.();
    wakeIdle = undefined;
  };

  function stop(state: Running) {
    state.closed = true;
    resumePump?.();
    return state.subscription.close().catch(() => undefined);
  }

  function start(after: LogPosition | undefined): Running {
    if (running) void stop(running);
    const state: Running = { subscription: subscribe(after), base: after, buffer: [], closed: false };
    void (async () => {
      try {
        for await (const event of state.subscription) {
          if (state.closed) return;
          state.buffer.push(event);
          wake();
          while (state.buffer.length >= HIGH_WATER && !state.closed)
            await new Promise<void>((resolve) => (resumePump = resolve));
        }
      } catch (error) {
        if (!state.closed) state.failure = error as Error;
      }
      // A subscription that ends without being closed is over: the next read starts another.
      if (!state.closed) state.failure ??= new Error('the subscription to the global log ended');
      wake();
    })();
    return state;
  }

  return {
    async read(after, limit) {
      if (running?.failure) {
        const { failure } = running;
        void stop(running);
        running = undefined;
        throw failure;
      }
      if (!running || isBefore(after, running.base)) running = start(after);
      const { buffer } = running;
      let from = 0;
      if (after)
        while (from < buffer.length && compareLogPositions(buffer[from]!.metadata.logPosition, after) <= 0)
          from++;
      return buffer.slice(from, from + limit);
    },
    release(upTo) {
      if (!running || !upTo || isBefore(upTo, running.base)) return;
      const { buffer } = running;
      let passed = 0;
      while (passed < buffer.length && compareLogPositions(buffer[passed]!.metadata.logPosition, upTo) <= 0)
        passed++;
      buffer.splice(0, passed);
      running.base = upTo;
      if (buffer.length < HIGH_WATER / 2) {
        resumePump?.();
        resumePump = undefined;
      }
    },
    idle(ms) {
      if (arrivedUnseen) {
        arrivedUnseen = false;
        return Promise.resolve();
      }
      return new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, ms);
        wakeIdle = () => {
          clearTimeout(timer);
          resolve();
        };
      });
    },
    async close() {
      wake();
      if (running) await stop(running);
      running = undefined;
    },
  };
}

/** A subscription when the store pushes its log, otherwise polling. */
export function liveFeed(store: EventStore): LogFeed {
  return store.subscribeToAll
    ? subscriptionFeed((after) => store.subscribeToAll!({ after }))
    : pollingFeed(store);
}
