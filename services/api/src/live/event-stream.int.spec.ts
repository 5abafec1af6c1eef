import { connect } from 'node:net';
import fastifyCompress from '@fastify/compress';
import { createInProcessMessageBus, type MessageBus } from '@grandtour/platform';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { securityHeaders } from '../plugins/security-headers.ts';
import { errorHandler } from '../plugins/error-handler.ts';
import { openEventStream } from '../testing/event-stream-client.ts';
import { compareLogPositions } from '@grandtour/event-store';
import {
  formatLivePosition,
  serveEventStream,
  type LiveEvent,
  type LiveEventSource,
  type WakeUps,
} from './event-stream.ts';
import { liveStreams } from './live-streams-plugin.ts';
import { announce, wakeUpsOn } from './live-topics.ts';

const TOPIC = 'conversations:owner:o-1';
/** The n-th event's position: one event per transaction here. */
const at = (n: number) => ({ commit: BigInt(n), prepare: BigInt(n) });
/** The `id:` lines of events n… */
const ids = (...numbers: number[]) => numbers.map((n) => formatLivePosition(at(n)));

/** An in-memory activity log standing in for the read model; it records how it is read. */
function memorySource(initial = 0) {
  const events: LiveEvent[] = [];
  const reads = { count: 0, concurrent: 0, mostConcurrent: 0 };
  const append = (data: unknown = {}) => {
    const n = events.length + 1;
    const position = at(n);
    events.push({ position, event: 'message', data: { n, ...(data as object) } });
    return position;
  };
  for (let index = 0; index < initial; index += 1) append();
  const source: LiveEventSource = {
    async since(after, limit) {
      reads.count += 1;
      reads.concurrent += 1;
      reads.mostConcurrent = Math.max(reads.mostConcurrent, reads.concurrent);
      await new Promise((resolve) => setImmediate(resolve));
      reads.concurrent -= 1;
      // As SQL would: null is the start.
      return events
        .filter((event) => compareLogPositions(event.position, after ?? at(0)) > 0)
        .slice(0, limit);
    },
    current: async () => {
      await gate.current;
      return at(events.length);
    },
  };
  const gate = { current: Promise.resolve() };
  /** Holds `current()` until the returned function is called. */
  const holdCurrent = () => {
    let release = () => {};
    gate.current = new Promise<void>((resolve) => (release = resolve));
    return release;
  };
  return { source, append, reads, holdCurrent };
}

/** The bus's wake-ups, counting the subscriptions still open. */
function countedWakeUps(bus: MessageBus) {
  const counter = { open: 0 };
  const wakeUps: WakeUps = (wake) => {
    counter.open += 1;
    const stop = wakeUpsOn(bus, TOPIC)(wake);
    return () => {
      counter.open -= 1;
      stop();
    };
  };
  return { wakeUps, counter };
}

describe('serveEventStream (Server-Sent Events over real HTTP)', () => {
  let app: FastifyInstance;
  let bus: MessageBus;
  let log: ReturnType<typeof memorySource>;
  let subscriptions: { open: number };
  let base: string;
  const settings = {
    // fetch opens a spare connection once a stream is aborted, one that never sends a request and that Fastify's
    // default would wait for (72 s of keep-alive) on close; the last test checks the default closes with streams open.
    forceCloseConnections: true as boolean | 'idle',
    maxStreams: 100,
    heartbeatMs: 60_000,
    batchSize: 100,
    maxBufferedBytes: 1024 * 1024,
  };

  async function start(overrides: Partial<typeof settings> = {}, initialEvents = 0) {
    const options = { ...settings, ...overrides };
    bus = createInProcessMessageBus();
    log = memorySource(initialEvents);
    const counted = countedWakeUps(bus);
    subscriptions = counted.counter;
    app = Fastify({ forceCloseConnections: options.forceCloseConnections });
    // As in app.ts: the security headers on every answer, and compression of everything above 1 kB.
    await app.register(securityHeaders, {
      contentSecurityPolicy: { directives: { defaultSrc: ["'self'"] } },
    });
    await app.register(fastifyCompress, { global: true, threshold: 1024 });
    await app.register(errorHandler);
    await app.register(liveStreams, { maxStreams: options.maxStreams });
    app.get('/stream', (request, reply) =>
      serveEventStream(request, reply, {
        source: log.source,
        wakeUps: counted.wakeUps,
        streams: app.liveStreams,
        heartbeatMs: options.heartbeatMs,
        batchSize: options.batchSize,
        maxBufferedBytes: options.maxBufferedBytes,
      }),
    );
    base = await app.listen({ host: '127.0.0.1', port: 0 });
  }
  const post = async (data?: unknown) => {
    const position = log.append(data);
    await announce(bus, [TOPIC], position);
    return position;
  };
  const until = async (condition: () => boolean) => {
    const deadline = Date.now() + 10_000;
    while (!condition()) {
      if (Date.now() > deadline) throw new Error('Timed out');
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
  };

  beforeEach(() => start());
  afterEach(async () => {
    await app.close();
    await bus.close();
  });

  it('sends events live, uncompressed, with the security headers and no proxy buffering', async () => {
    await post();
    const client = await openEventStream(`${base}/stream`, { 'accept-encoding': 'gzip, deflate, br' });
    expect(client.response.status).toBe(200);
    expect(client.response.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
    expect(client.response.headers.get('content-encoding')).toBeNull();
    expect(client.response.headers.get('cache-control')).toBe('no-cache, no-transform');
    expect(client.response.headers.get('x-accel-buffering')).toBe('no');
    expect(client.response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(client.response.headers.get('content-security-policy')).toContain("default-src 'self'");

    await until(() => subscriptions.open === 1 && client.retries.length === 1);
    // Opened without an id: what was there before is not sent again, only what comes next.
    await post({ text: 'a'.repeat(2000) });
    await client.untilEvents(1);
    expect(client.events[0]).toEqual({
      id: '2-2',
      event: 'message',
      data: JSON.stringify({ n: 2, text: 'a'.repeat(2000) }),
    });
    await post();
    await client.untilEvents(2);
    expect(client.ids()).toEqual(ids(2, 3));
    await client.close();
  });

  it('resumes after Last-Event-ID with exactly the events missed, then live ones', async () => {
    await app.close();
    await start({ batchSize: 3 }, 10);
    const client = await openEventStream(`${base}/stream`, { 'last-event-id': '4-4' });
    await client.untilEvents(6);
    expect(client.ids()).toEqual(ids(5, 6, 7, 8, 9, 10));
    await post();
    await client.untilEvents(7);
    expect(client.ids()).toEqual(ids(5, 6, 7, 8, 9, 10, 11));
    await client.close();

    const fromQuery = await openEventStream(`${base}/stream?lastEventId=9-9`);
    await fromQuery.untilEvents(2);
    expect(fromQuery.ids()).toEqual(ids(10, 11));
    await fromQuery.close();

    // An id of the first version (a number alone) starts from now: only what comes next.
    const former = await openEventStream(`${base}/stream`, { 'last-event-id': '4' });
    await until(() => former.retries.length === 1);
    await post();
    await former.untilEvents(1);
    expect(former.ids()).toEqual(ids(12));
    await former.close();
  });

  it('starts after the current position even when a notice arrives while it looks that position up', async () => {
    await post();
    await post();
    const release = log.holdCurrent();
    const opening = openEventStream(`${base}/stream`);
    await until(() => subscriptions.open === 1);
    await post();
    await new Promise((resolve) => setImmediate(resolve));
    expect(log.reads.count).toBe(0);
    release();
    const client = await opening;
    await post();
    await client.untilEvents(1);
    expect(client.ids()).toEqual(ids(4));
    await client.close();
  });

  it('refuses a Last-Event-ID that is not a position', async () => {
    const response = await fetch(`${base}/stream`, { headers: { 'last-event-id': '12-abc' } });
    expect(response.status).toBe(400);
    expect(((await response.json()) as { error: string }).error).toBe('validation_failed');
    expect(app.liveStreams.count).toBe(0);
  });

  it('sends each event once however many wake-ups arrive at once, reading one batch at a time', async () => {
    const client = await openEventStream(`${base}/stream`);
    await until(() => subscriptions.open === 1);
    const posted = await Promise.all(Array.from({ length: 200 }, () => post()));
    await Promise.all(Array.from({ length: 100 }, () => announce(bus, [TOPIC], posted.at(-1)!)));
    await client.untilEvents(200);
    expect(client.ids()).toEqual(posted.map(formatLivePosition));
    expect(log.reads.mostConcurrent).toBe(1);
    // Coalesced: far fewer reads than the 300 wake-ups.
    expect(log.reads.count).toBeLessThan(100);
    await client.close();
  });

  it('frees its subscription and its place when the client goes away', async () => {
    const client = await openEventStream(`${base}/stream`);
    await until(() => subscriptions.open === 1 && app.liveStreams.count === 1);
    await client.close();
    await until(() => subscriptions.open === 0 && app.liveStreams.count === 0);
    const readsAfterLeaving = log.reads.count;
    await post();
    await new Promise((resolve) => setImmediate(resolve));
    expect(log.reads.count).toBe(readsAfterLeaving);
  });

  it('answers 503 with Retry-After beyond the cap, and takes a stream again once one has closed', async () => {
    await app.close();
    await start({ maxStreams: 2 });
    const first = await openEventStream(`${base}/stream`);
    const second = await openEventStream(`${base}/stream`);
    const refused = await fetch(`${base}/stream`);
    expect(refused.status).toBe(503);
    expect(refused.headers.get('retry-after')).toMatch(/^\d+$/);
    expect(((await refused.json()) as { error: string }).error).toBe('service_unavailable');
    await first.close();
    await until(() => app.liveStreams.count === 1);
    const third = await openEventStream(`${base}/stream`);
    expect(third.response.status).toBe(200);
    await second.close();
    await third.close();
  });

  it('sends a heartbeat comment that also catches up on an event nobody announced', async () => {
    await app.close();
    await start({ heartbeatMs: 40 });
    const client = await openEventStream(`${base}/stream`);
    await until(() => subscriptions.open === 1);
    log.append();
    await client.untilEvents(1);
    expect(client.ids()).toEqual(ids(1));
    await client.untilComments(1);
    expect(client.comments[0]).toBe('heartbeat');
    await client.close();
  });

  it('reads again shortly when an announced position is not visible yet', async () => {
    const client = await openEventStream(`${base}/stream`);
    await until(() => subscriptions.open === 1);
    // The notice comes before the row can be read (a commit still settling, a replica behind).
    await announce(bus, [TOPIC], at(1));
    await until(() => log.reads.count >= 2);
    log.append();
    await client.untilEvents(1);
    expect(client.ids()).toEqual(ids(1));
    await client.close();
  });

  it('closes the stream of a client that stops reading, once too much waits for it', async () => {
    await app.close();
    await start({ maxBufferedBytes: 256 * 1024 });
    const socket = connect(Number(new URL(base).port), '127.0.0.1');
    socket.pause();
    socket.write('GET /stream HTTP/1.1\r\nHost: localhost\r\n\r\n');
    await until(() => subscriptions.open === 1);
    const big = 'x'.repeat(64 * 1024);
    // Far more than the kernel's socket buffers hold: the rest waits in the process until the bound closes it.
    for (let index = 0; index < 400 && app.liveStreams.count > 0; index += 1) {
      await post({ big });
      await new Promise((resolve) => setImmediate(resolve));
    }
    await until(() => app.liveStreams.count === 0 && subscriptions.open === 0);
    socket.destroy();
  });

  it('ends open streams when the server closes, so that closing never hangs', async () => {
    await app.close();
    await start({ forceCloseConnections: 'idle' });
    const client = await openEventStream(`${base}/stream`);
    await until(() => app.liveStreams.count === 1);
    await app.close();
    await client.untilEnded();
    expect(app.liveStreams.count).toBe(0);
    expect(subscriptions.open).toBe(0);
  });
});
