import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../testing/test-database.ts';
import { createPool } from '../database/database.ts';
import { describeMessageBusContract, noticeRecorder } from './message-bus.contract.ts';
import type { MessageBus } from './message-bus.ts';
import { createPostgresMessageBus } from './postgres-message-bus.ts';

/** Two API nodes: each its own pool and its own listening connection, on one database. */
async function twoNodes(database: TestDatabase, errors: unknown[] = []) {
  const otherPool = createPool(database.connectionString, 2);
  const onError = (error: unknown) => errors.push(error);
  const reconnectDelayMs = { first: 20, longest: 200 };
  const publisher = createPostgresMessageBus({
    connectionString: database.connectionString,
    pool: database.pool,
    applicationName: 'bus-publisher',
    reconnectDelayMs,
    onError,
  });
  const other = createPostgresMessageBus({
    connectionString: database.connectionString,
    pool: otherPool,
    applicationName: 'bus-other',
    reconnectDelayMs,
    onError,
  });
  await Promise.all([publisher.ready(), other.ready()]);
  return {
    publisher,
    other,
    async dispose() {
      await publisher.close();
      await other.close();
      await otherPool.end();
    },
  };
}

describe.runIf(process.env.TEST_DATABASE_URL)('PostgreSQL message bus (LISTEN/NOTIFY)', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase('postgres', 4);
  });
  afterAll(() => database?.close());

  describeMessageBusContract('PostgreSQL, two nodes', () => twoNodes(database));

  describe('when the listening connection drops', () => {
    let nodes: { publisher: MessageBus; other: MessageBus; dispose(): Promise<void> };
    const errors: unknown[] = [];
    beforeAll(async () => {
      nodes = await twoNodes(database, errors);
    });
    afterAll(() => nodes.dispose());

    const terminateListener = (applicationName: string) =>
      database.pool.query(
        `SELECT pg_terminate_backend(pid) FROM pg_stat_activity
          WHERE application_name = $1 AND datname = current_database()`,
        [applicationName],
      );

    it('listens again, tells its subscribers to resync, and then hears notices again', async () => {
      const recorder = noticeRecorder();
      const stop = nodes.other.subscribe('conversations:owner:o-9', recorder.subscriber);
      await nodes.publisher.publish('conversations:owner:o-9', '1');
      await recorder.until(1);

      const resynced = recorder.nextResync();
      const { rowCount } = await terminateListener('bus-other');
      expect(rowCount).toBe(1);
      await resynced;
      expect(recorder.resyncs).toBe(1);
      expect(errors.length).toBeGreaterThan(0);

      await nodes.publisher.publish('conversations:owner:o-9', '2');
      await recorder.until(2);
      expect(recorder.received).toEqual(['1', '2']);
      stop();
    });

    it('keeps trying while the server refuses it, then resyncs once', async () => {
      const recorder = noticeRecorder();
      const stop = nodes.other.subscribe('topic:refused', recorder.subscriber);
      // The database refuses new connections for a while: every attempt to listen again fails until it accepts them.
      await onServer(`ALTER DATABASE ${databaseName(database)} ALLOW_CONNECTIONS false`);
      const resynced = recorder.nextResync();
      try {
        await terminateListener('bus-other');
        const refusedBefore = errors.length;
        await waitUntil(() => errors.length >= refusedBefore + 2);
        expect(recorder.resyncs).toBe(0);
      } finally {
        await onServer(`ALTER DATABASE ${databaseName(database)} ALLOW_CONNECTIONS true`);
      }
      await resynced;
      expect(recorder.resyncs).toBe(1);
      await nodes.publisher.publish('topic:refused', 'back');
      await recorder.until(1);
      expect(recorder.received).toEqual(['back']);
      stop();
    });
  });
});

/** A database cannot refuse connections while the statement runs in it: from the server's own database. */
async function onServer(statement: string) {
  const client = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

const databaseName = (database: TestDatabase) => new URL(database.connectionString).pathname.slice(1);

async function waitUntil(condition: () => boolean, timeoutMs = 10_000) {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error('Timed out waiting for the condition');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}
