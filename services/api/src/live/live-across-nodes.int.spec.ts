import { createPostgresMessageBus, createPool, type MessageBus } from '@grandtour/platform';
import { createTestDatabase, type TestDatabase } from '@grandtour/platform/testing';
import Fastify, { type FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openEventStream } from '../testing/event-stream-client.ts';
import type { LiveEvent, LiveEventSource } from './event-stream.ts';
import { liveStreams } from './live-streams-plugin.ts';
import { announce, conversationTopics, liveStreamHandler } from './live-topics.ts';

const OWNER = 'owner-7';
/** The n-th event's position: one event per transaction here. */
const at = (n: number) => ({ commit: BigInt(n), prepare: BigInt(n) });

/** Activity both nodes see, as they would see the same read model. */
function sharedActivity() {
  const events: LiveEvent[] = [];
  const source: LiveEventSource = {
    since: async (after, limit) =>
      events.filter((event) => after === null || event.position.prepare > after.prepare).slice(0, limit),
    current: async () => at(events.length),
  };
  const append = (text: string) => {
    const position = at(events.length + 1);
    events.push({ position, event: 'message', data: { text } });
    return position;
  };
  return { source, append };
}

async function onServer(statement: string) {
  const client = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

describe.runIf(process.env.TEST_DATABASE_URL)('live streams across two API nodes (PostgreSQL bus)', () => {
  let database: TestDatabase;
  let otherPool: pg.Pool;
  let streamingNode: MessageBus;
  let writingNode: MessageBus;
  let app: FastifyInstance;
  let base: string;
  const activity = sharedActivity();
  const errors: unknown[] = [];

  beforeAll(async () => {
    database = await createTestDatabase('postgres', 4);
    otherPool = createPool(database.connectionString, 2);
    const reconnectDelayMs = { first: 20, longest: 200 };
    streamingNode = createPostgresMessageBus({
      connectionString: database.connectionString,
      pool: database.pool,
      applicationName: 'streaming-node',
      reconnectDelayMs,
      onError: (error) => errors.push(error),
    });
    writingNode = createPostgresMessageBus({
      connectionString: database.connectionString,
      pool: otherPool,
      applicationName: 'writing-node',
    });
    await Promise.all([streamingNode.ready(), writingNode.ready()]);
    app = Fastify({ forceCloseConnections: true });
    await app.register(liveStreams, { maxStreams: 10 });
    app.get(
      '/api/owner/messages/stream',
      liveStreamHandler({
        bus: streamingNode,
        viewer: () => ({ topic: conversationTopics.owner(OWNER), source: activity.source }),
        // Far beyond the test: only notices and resyncs can deliver here.
        heartbeatMs: 600_000,
      }),
    );
    base = await app.listen({ host: '127.0.0.1', port: 0 });
  });
  afterAll(async () => {
    await app?.close();
    await streamingNode?.close();
    await writingNode?.close();
    await otherPool?.end();
    await database?.close();
  });

  const post = (text: string) =>
    announce(writingNode, [conversationTopics.owner(OWNER)], activity.append(text));

  it('delivers what another node announces, and after losing its listener, what was missed meanwhile', async () => {
    const client = await openEventStream(`${base}/api/owner/messages/stream`);
    while (app.liveStreams.count === 0) await new Promise((resolve) => setImmediate(resolve));
    await post('Bonjour');
    await client.untilEvents(1);
    expect(client.events[0]).toMatchObject({ id: '1-1', event: 'message', data: '{"text":"Bonjour"}' });

    // The streaming node's listener is cut and cannot come back for a while: the next notice is lost to it.
    const name = new URL(database.connectionString).pathname.slice(1);
    await onServer(`ALTER DATABASE ${name} ALLOW_CONNECTIONS false`);
    try {
      await onServer(
        `SELECT pg_terminate_backend(pid) FROM pg_stat_activity
          WHERE application_name = 'streaming-node' AND datname = '${name}'`,
      );
      await post('Toujours là ?');
      await post('La voiture est prête.');
    } finally {
      await onServer(`ALTER DATABASE ${name} ALLOW_CONNECTIONS true`);
    }
    // Listening again, the node resyncs its streams: the two messages arrive without any new notice.
    await client.untilEvents(3);
    expect(client.ids()).toEqual(['1-1', '2-2', '3-3']);
    expect(errors.length).toBeGreaterThan(0);
    await client.close();
  });
});
