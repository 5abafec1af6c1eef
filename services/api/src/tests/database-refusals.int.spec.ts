import { randomUUID } from 'node:crypto';
import { isDatabaseUnavailable } from '@grandtour/platform';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { apiMessage } from '../messages/api-messages.ts';
import { RETRY_AFTER_SECONDS } from '../plugins/error-handler.ts';
import { countEvents } from '../testing/event-count.ts';
import { newBrowser } from '../testing/owner-fixtures.ts';
import { useTestRuntime } from '../testing/test-runtime.ts';

const serverUrl = process.env.TEST_DATABASE_URL;

/** One statement on the server, over a connection of its own (to its maintenance database, never the test's). */
async function onServer(sql: string, values: unknown[] = [], url = serverUrl!) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await client.query(sql, values);
  } finally {
    await client.end();
  }
}

/** The error a new connection gets, if it gets one. */
async function connectionRefusal(url: string): Promise<unknown> {
  const client = new pg.Client({ connectionString: url });
  client.on('error', () => undefined);
  try {
    await client.connect();
    await client.end();
    return undefined;
  } catch (error) {
    return error;
  }
}

describe.skipIf(!serverUrl)('a PostgreSQL server that refuses connections, on postgres', () => {
  const context = useTestRuntime('postgres', { background: false });
  const databaseName = () => new URL(context.database.connectionString).pathname.slice(1);
  const role = `grandtour_limited_${randomUUID().replaceAll('-', '').slice(0, 12)}`;
  afterAll(async () => {
    if (serverUrl) await onServer(`DROP ROLE IF EXISTS ${role}`);
  });

  it('sends the refusals the classification expects: 55000 for a closed database, 53300 past a connection limit', async () => {
    const name = databaseName();
    await onServer(`CREATE ROLE ${role} LOGIN CONNECTION LIMIT 1`);
    const asRole = new URL(context.database.connectionString);
    asRole.username = role;
    const first = new pg.Client({ connectionString: asRole.toString() });
    await first.connect();
    try {
      const tooMany = await connectionRefusal(asRole.toString());
      expect(tooMany).toMatchObject({ code: '53300', severity: 'FATAL' });
      expect(isDatabaseUnavailable(tooMany)).toBe(true);
    } finally {
      await first.end();
    }
    await onServer(`ALTER DATABASE ${name} ALLOW_CONNECTIONS false`);
    try {
      const closed = await connectionRefusal(context.database.connectionString);
      expect(closed).toMatchObject({ code: '55000', severity: 'FATAL' });
      expect(isDatabaseUnavailable(closed)).toBe(true);
    } finally {
      await onServer(`ALTER DATABASE ${name} ALLOW_CONNECTIONS true`);
    }
  });

  it('answers 503 with Retry-After on reads, writes and the health check while no connection is accepted, writes nothing, and recovers', async () => {
    const { app } = context.runtime;
    const name = databaseName();
    const before = await countEvents(context.database.pool);
    const visitor = newBrowser(app);
    await onServer(`ALTER DATABASE ${name} ALLOW_CONNECTIONS false`);
    // The connections the pool already holds are cut, so every request has to open a new one.
    await onServer(
      'SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()',
      [name],
    );
    try {
      const answers = {
        search: await visitor('GET', '/api/cars', undefined, { 'accept-language': 'de' }),
        car: await visitor('GET', `/api/cars/${context.cars[0]!.id}`, undefined, { 'accept-language': 'de' }),
        contact: await visitor(
          'POST',
          '/api/contact',
          {
            firstName: 'Camille',
            lastName: 'Durand',
            email: 'camille@example.fr',
            subject: 'reservation',
            message: 'Bonjour, je voudrais louer une voiture.',
          },
          {
            'accept-language': 'de',
            'idempotency-key': randomUUID(),
            origin: 'http://localhost:5000',
            host: 'localhost:5000',
          },
        ),
        health: await visitor('GET', '/api/health'),
      };
      for (const [route, response] of Object.entries(answers)) {
        expect(response.statusCode, `${route}: ${response.body}`).toBe(503);
        expect(response.headers['retry-after'], route).toBe(String(RETRY_AFTER_SECONDS));
      }
      for (const response of [answers.search, answers.car, answers.contact])
        expect(response.json()).toEqual({
          error: 'service_unavailable',
          message: apiMessage('service_unavailable', 'de'),
        });
    } finally {
      await onServer(`ALTER DATABASE ${name} ALLOW_CONNECTIONS true`);
    }
    expect(await countEvents(context.database.pool)).toBe(before);
    expect((await visitor('GET', '/api/cars')).statusCode).toBe(200);
    expect((await visitor('GET', '/api/health')).statusCode).toBe(200);
  });
});
