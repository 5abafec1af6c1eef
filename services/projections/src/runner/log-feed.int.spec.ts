import { randomUUID } from 'node:crypto';
import { createKurrentDbEventStore, type EventStore, type RecordedEvent } from '@grandtour/event-store';
import { startFakeKurrentDb, type FakeKurrentDb } from '@grandtour/event-store/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { subscriptionFeed, type LogFeed } from './log-feed.ts';

describe('the subscription feed of a projection runner (KurrentDB adapter on the local gRPC fake)', () => {
  let server: FakeKurrentDb;
  let store: EventStore;
  let feed: LogFeed;
  const stream = `feed-${randomUUID()}`;
  const numbers = (events: RecordedEvent[]) => events.map((event) => (event.data as { n: number }).n);

  /** Reads until the server has pushed `count` events after `after` (a subscription delivers asynchronously). */
  async function readUntil(after: RecordedEvent | undefined, count: number) {
    for (let attempt = 0; attempt < 100; attempt++) {
      const events = await feed.read(after?.metadata.logPosition, 100);
      if (events.length >= count) return events;
      await feed.idle(50);
    }
    throw new Error(`fewer than ${count} events arrived`);
  }

  beforeAll(async () => {
    server = await startFakeKurrentDb();
    store = createKurrentDbEventStore({ connectionString: server.connectionString });
    feed = subscriptionFeed((after) => store.subscribeToAll!({ after }));
    for (let n = 1; n <= 5; n++)
      await store.appendToStream(stream, [{ type: 'ThingNoted', data: { n } }], { expectedVersion: n - 1 });
  });
  afterAll(async () => {
    await feed?.close();
    await store?.close();
    await server?.close();
  });

  it('serves every reader from one subscription, each from its own checkpoint', async () => {
    const all = await readUntil(undefined, 5);
    expect(numbers(all)).toEqual([1, 2, 3, 4, 5]);
    expect(numbers(await feed.read(all[2]!.metadata.logPosition, 100))).toEqual([4, 5]);
    expect(numbers(await feed.read(all[0]!.metadata.logPosition, 2))).toEqual([2, 3]);
  });

  it('wakes an idle reader as soon as an event is appended', async () => {
    const before = await readUntil(undefined, 5);
    const waking = feed.idle(10_000);
    const startedAt = Date.now();
    await store.appendToStream(stream, [{ type: 'ThingNoted', data: { n: 6 } }], { expectedVersion: 5 });
    await waking;
    expect(Date.now() - startedAt).toBeLessThan(2000);
    expect(numbers(await readUntil(before.at(-1), 1))).toEqual([6]);
  });

  it('forgets what every reader has passed, and starts again from an earlier checkpoint when one asks for it', async () => {
    const all = await readUntil(undefined, 6);
    feed.release(all[4]!.metadata.logPosition);
    expect(numbers(await feed.read(all[4]!.metadata.logPosition, 100))).toEqual([6]);
    // A checkpoint moved back (a rebuild): the feed subscribes again from there.
    expect(numbers(await readUntil(all[1], 4))).toEqual([3, 4, 5, 6]);
  });
});
