import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DomainEvent, EventStore, RecordedEvent } from '../event-store.ts';
import { StreamVersionConflictError } from '../event-store.ts';
import { compareLogPositions, type LogPosition } from '../log-position.ts';

export interface EventStoreUnderTest {
  store: EventStore;
  dispose(): Promise<void>;
}

const noted = (n: number): DomainEvent => ({ type: 'ThingNoted', data: { n } });

/**
 * What every EventStore adapter must guarantee. Run it from each adapter's own test file; `subscriptions` adds the
 * catch-up subscription's guarantees for adapters that offer `subscribeToAll`.
 */
export function describeEventStoreContract(
  name: string,
  open: () => Promise<EventStoreUnderTest>,
  options: { subscriptions?: boolean } = {},
) {
  describe(`EventStore contract: ${name}`, () => {
    let subject: EventStoreUnderTest;
    let store: EventStore;
    beforeAll(async () => {
      subject = await open();
      store = subject.store;
    }, 60_000);
    afterAll(async () => {
      await subject?.dispose();
    });

    it('appends to a new stream and reads the events back in order', async () => {
      const stream = `thing-${randomUUID()}`;
      const result = await store.appendToStream(stream, [noted(1), noted(2)], { expectedVersion: 0 });
      expect(result.nextExpectedVersion).toBe(2);
      const read = await store.readStream(stream);
      expect(read.currentVersion).toBe(2);
      expect(read.events.map((event) => [event.type, event.data, event.metadata.streamPosition])).toEqual([
        ['ThingNoted', { n: 1 }, 1],
        ['ThingNoted', { n: 2 }, 2],
      ]);
    });

    it('keeps the trace context an append carries in each of its events, for stream and log readers', async () => {
      const stream = `thing-${randomUUID()}`;
      const traceparent = '00-4bf92f3577b34da6a3ce929d0e0e4736-00f067aa0ba902b7-01';
      await store.appendToStream(stream, [noted(1), noted(2)], { expectedVersion: 0, traceparent });
      await store.appendToStream(stream, [noted(3)], { expectedVersion: 2 });
      const expected = [traceparent, traceparent, undefined];
      const read = await store.readStream(stream);
      expect(read.events.map((event) => event.metadata.traceparent)).toEqual(expected);
      const mine = (seen: RecordedEvent[]) => seen.filter((event) => event.metadata.streamName === stream);
      const logged = mine(await readLogUntil(store, undefined, 1000, (seen) => mine(seen).length === 3));
      expect(logged.map((event) => event.metadata.traceparent)).toEqual(expected);
    });

    it('appends when the expected version is the current one', async () => {
      const stream = `thing-${randomUUID()}`;
      await store.appendToStream(stream, [noted(1)], { expectedVersion: 0 });
      const result = await store.appendToStream(stream, [noted(2)], { expectedVersion: 1 });
      expect(result.nextExpectedVersion).toBe(2);
    });

    it('refuses a stale expected version and appends nothing', async () => {
      const stream = `thing-${randomUUID()}`;
      await store.appendToStream(stream, [noted(1), noted(2)], { expectedVersion: 0 });
      await expect(store.appendToStream(stream, [noted(3)], { expectedVersion: 1 })).rejects.toBeInstanceOf(
        StreamVersionConflictError,
      );
      await expect(store.appendToStream(stream, [noted(3)], { expectedVersion: 0 })).rejects.toBeInstanceOf(
        StreamVersionConflictError,
      );
      expect((await store.readStream(stream)).currentVersion).toBe(2);
    });

    it('refuses a repeat of an append at the version it was made at, and writes nothing (decision 104)', async () => {
      const stream = `thing-${randomUUID()}`;
      const events = [noted(1), noted(2)];
      await store.appendToStream(stream, events, { expectedVersion: 0 });
      await expect(store.appendToStream(stream, events, { expectedVersion: 0 })).rejects.toBeInstanceOf(
        StreamVersionConflictError,
      );
      await store.appendToStream(stream, [noted(3)], { expectedVersion: 2 });
      await expect(store.appendToStream(stream, [noted(3)], { expectedVersion: 2 })).rejects.toBeInstanceOf(
        StreamVersionConflictError,
      );
      const read = await store.readStream(stream);
      expect(read.events.map((event) => (event.data as { n: number }).n)).toEqual([1, 2, 3]);
    });

    it('writes a repeat of an append without a version check again: no store takes it for the first (decision 104)', async () => {
      const stream = `thing-${randomUUID()}`;
      await store.appendToStream(stream, [noted(1)], { expectedVersion: 'any' });
      const repeated = await store.appendToStream(stream, [noted(1)], { expectedVersion: 'any' });
      expect(repeated.nextExpectedVersion).toBe(2);
      const read = await store.readStream(stream);
      expect(read.events.map((event) => event.metadata.streamPosition)).toEqual([1, 2]);
      expect(new Set(read.events.map((event) => event.metadata.eventId)).size).toBe(2);
    });

    it('reads a stream that does not exist as empty, version 0', async () => {
      const read = await store.readStream(`thing-${randomUUID()}`);
      expect(read).toEqual({ events: [], currentVersion: 0 });
    });

    it('lets exactly one of many writers racing on the same version win', async () => {
      const stream = `thing-${randomUUID()}`;
      const outcomes = await Promise.allSettled(
        Array.from({ length: 12 }, (_, n) =>
          store.appendToStream(stream, [noted(n)], { expectedVersion: 0 }),
        ),
      );
      expect(outcomes.filter((outcome) => outcome.status === 'fulfilled')).toHaveLength(1);
      for (const outcome of outcomes.filter((o) => o.status === 'rejected')) {
        expect((outcome as PromiseRejectedResult).reason).toBeInstanceOf(StreamVersionConflictError);
      }
      expect((await store.readStream(stream)).currentVersion).toBe(1);
    });

    it('reads the global log in append order, page by page', async () => {
      const start = await lastPosition(store);
      const streams = [`thing-${randomUUID()}`, `thing-${randomUUID()}`];
      for (let n = 0; n < 6; n++) {
        await store.appendToStream(streams[n % 2]!, [noted(n)], { expectedVersion: Math.floor(n / 2) });
      }
      const pages = await readLogUntil(store, start, 4, (seen) => ours(seen, streams).length === 6);
      const mine = ours(pages, streams);
      expect(mine.map((event) => (event.data as { n: number }).n)).toEqual([0, 1, 2, 3, 4, 5]);
      expect(mine.map((event) => event.metadata.streamName)).toEqual([...streams, ...streams, ...streams]);
      for (let i = 1; i < pages.length; i++) {
        expect(compareLogPositions(pages[i - 1]!.metadata.logPosition, pages[i]!.metadata.logPosition)).toBe(
          -1,
        );
      }
    });

    it('reads every event of the types asked for, in log order (other types may come too)', async () => {
      const start = await lastPosition(store);
      const stream = `thing-${randomUUID()}`;
      const weighed = (n: number): DomainEvent => ({ type: 'ThingWeighed', data: { n } });
      await store.appendToStream(stream, [noted(0), weighed(1), noted(2), weighed(3), weighed(4)], {
        expectedVersion: 0,
      });
      const weighingsIn = (events: RecordedEvent[]) =>
        events.filter((event) => event.metadata.streamName === stream && event.type === 'ThingWeighed');
      const read = await readLogUntil(store, start, 2, (seen) => weighingsIn(seen).length === 3, [
        'ThingWeighed',
      ]);
      const weighings = weighingsIn(read);
      expect(weighings.map((event) => (event.data as { n: number }).n)).toEqual([1, 3, 4]);
    });

    it('never lets a subscriber skip an event while many connections append concurrently', async () => {
      const start = await lastPosition(store);
      const writers = 16;
      const appendsPerWriter = 25;
      const runId = randomUUID();
      const seen: RecordedEvent[] = [];
      let writing = true;
      let cursor = start;
      const total = writers * appendsPerWriter;
      const mineSoFar = () =>
        seen.filter((event) => event.metadata.streamName.startsWith(`race-${runId}`)).length;
      // The log shows a commit once no older transaction is still running anywhere on the server: a subscriber
      // keeps reading until it has every event (or gives up long after the writers are done).
      let givingUpAt = Infinity;
      const subscriber = (async () => {
        while (mineSoFar() < total && Date.now() < givingUpAt) {
          if (!writing && givingUpAt === Infinity) givingUpAt = Date.now() + CATCH_UP_MS;
          const page = await store.readAll({ after: cursor, limit: 50 });
          seen.push(...page);
          if (page.length > 0) cursor = page.at(-1)!.metadata.logPosition;
          else await new Promise((resolve) => setTimeout(resolve, 2));
        }
      })();
      await Promise.all(
        Array.from({ length: writers }, async (_, writer) => {
          const stream = `race-${runId}-${writer}`;
          for (let n = 0; n < appendsPerWriter; n++) {
            await store.appendToStream(stream, [noted(n)], { expectedVersion: n });
          }
        }),
      );
      writing = false;
      await subscriber;

      const mine = seen.filter((event) => event.metadata.streamName.startsWith(`race-${runId}`));
      expect(mine).toHaveLength(total);
      expect(new Set(mine.map((event) => event.metadata.eventId)).size).toBe(total);
      for (let writer = 0; writer < writers; writer++) {
        const positions = mine
          .filter((event) => event.metadata.streamName === `race-${runId}-${writer}`)
          .map((event) => event.metadata.streamPosition);
        expect(positions).toEqual(Array.from({ length: appendsPerWriter }, (_, n) => n + 1));
      }
    }, 120_000);

    if (options.subscriptions) describeCatchUpSubscription(() => store);
  });
}

function describeCatchUpSubscription(subject: () => EventStore) {
  it('a catch-up subscription delivers the log after its start, then live appends, in order, without system events', async () => {
    const store = subject();
    const stream = `thing-${randomUUID()}`;
    await store.appendToStream(stream, [noted(1), noted(2)], { expectedVersion: 0 });
    const [first] = (await store.readStream(stream)).events;
    const start = (
      await readLogUntil(store, undefined, 1000, (seen) => ours(seen, [stream]).length === 2)
    ).find((event) => event.metadata.eventId === first!.metadata.eventId)!.metadata.logPosition;

    const subscription = store.subscribeToAll!({ after: start });
    const received: RecordedEvent[] = [];
    const reading = (async () => {
      for await (const event of subscription) {
        received.push(event);
        if (ours(received, [stream]).length === 3) break;
      }
    })();
    await store.appendToStream(stream, [noted(3)], { expectedVersion: 2 });
    await store.appendToStream(stream, [noted(4)], { expectedVersion: 3 });
    await reading;
    await subscription.close();

    expect(ours(received, [stream]).map((event) => (event.data as { n: number }).n)).toEqual([2, 3, 4]);
    expect(received.filter((event) => event.type.startsWith('$'))).toEqual([]);
    for (let i = 1; i < received.length; i++)
      expect(
        compareLogPositions(received[i - 1]!.metadata.logPosition, received[i]!.metadata.logPosition),
      ).toBe(-1);
  });

  it('an append answers with the position at which the global log shows its last event', async () => {
    const store = subject();
    const stream = `thing-${randomUUID()}`;
    const result = await store.appendToStream(stream, [noted(1), noted(2), noted(3)], { expectedVersion: 0 });
    const events = await readLogUntil(store, undefined, 1000, (seen) => ours(seen, [stream]).length === 3);
    const last = ours(events, [stream]).at(-1)!;
    expect(result.logPosition).toEqual(last.metadata.logPosition);
  });
}

/** How long a reader waits for commits of other transactions on a shared server to become visible. */
const CATCH_UP_MS = 20_000;

const ours = (events: RecordedEvent[], streams: string[]) =>
  events.filter((event) => streams.includes(event.metadata.streamName));

/** Reads the log page by page from `after` until `done` holds for what was read (or the catch-up time is over). */
async function readLogUntil(
  store: EventStore,
  after: LogPosition | undefined,
  limit: number,
  done: (seen: RecordedEvent[]) => boolean,
  types?: readonly string[],
): Promise<RecordedEvent[]> {
  const seen: RecordedEvent[] = [];
  const givingUpAt = Date.now() + CATCH_UP_MS;
  let cursor = after;
  while (!done(seen) && Date.now() < givingUpAt) {
    const page = await store.readAll({ after: cursor, limit, types });
    seen.push(...page);
    if (page.length > 0) cursor = page.at(-1)!.metadata.logPosition;
    else await new Promise((resolve) => setTimeout(resolve, 5));
  }
  return seen;
}

async function lastPosition(store: EventStore): Promise<LogPosition | undefined> {
  let after: LogPosition | undefined;
  for (;;) {
    const page = await store.readAll({ after, limit: 1000 });
    if (page.length === 0) return after;
    after = page.at(-1)!.metadata.logPosition;
  }
}
