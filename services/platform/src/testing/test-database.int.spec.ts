import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { dropAbandonedTestDatabases, runOnServer, stampedName } from './test-database.ts';

const serverUrl = process.env.TEST_DATABASE_URL;

describe.runIf(serverUrl)('databases left by a killed run', () => {
  const fresh = stampedName('grandtour_test');
  const abandoned = `grandtour_template_${(Date.now() - 13 * 3600_000).toString(36)}_0123456789`;
  const unstamped = 'grandtour_test_0123456789abcdef';

  afterAll(async () => {
    for (const name of [fresh, abandoned, unstamped])
      await runOnServer(serverUrl!, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  });

  it('are dropped by the next run once older than any run, and nothing else is', async () => {
    for (const name of [fresh, abandoned, unstamped])
      await runOnServer(serverUrl!, `CREATE DATABASE ${name}`);
    const dropped = await dropAbandonedTestDatabases(serverUrl!);
    expect(dropped).toContain(abandoned);
    expect(dropped).not.toContain(fresh);
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    try {
      const { rows } = await client.query<{ name: string }>(
        'SELECT datname AS name FROM pg_database WHERE datname = ANY($1)',
        [[fresh, abandoned, unstamped]],
      );
      expect(rows.map((row) => row.name).sort()).toEqual([fresh, unstamped].sort());
    } finally {
      await client.end();
    }
  });
});
