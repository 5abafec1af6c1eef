import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import pg from 'pg';
import { openDatabase, type Database } from '../database/database.ts';

export type TestDatabaseKind = 'pglite' | 'postgres';

export interface TestDatabase extends Database {
  kind: TestDatabaseKind;
}

/** Where the test run's global setup left its migrated databases (test-database-templates.ts). */
export const PGLITE_TEMPLATE_ENV = 'GRANDTOUR_TEST_PGLITE_IMAGE';
export const POSTGRES_TEMPLATE_ENV = 'GRANDTOUR_TEST_POSTGRES_TEMPLATE';

/** PGlite always; the real server too when TEST_DATABASE_URL is set (CI sets it). */
export function testDatabaseKinds(): TestDatabaseKind[] {
  return process.env.TEST_DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];
}

/**
 * A database of its own for one test file, so runs never see each other's data. Close it to drop it. Empty, or with
 * `migrated` a copy of the run's migrated template when its global setup made one (callers migrate all the same:
 * on a copy, that finds nothing to do).
 */
export async function createTestDatabase(
  kind: TestDatabaseKind,
  poolSize = 16,
  options: { migrated?: boolean } = {},
): Promise<TestDatabase> {
  if (kind === 'pglite') {
    const imagePath = options.migrated ? process.env[PGLITE_TEMPLATE_ENV] : undefined;
    const image = imagePath ? new Blob([readFileSync(imagePath)]) : undefined;
    return { kind, ...(await openDatabase({ poolSize, image })) };
  }
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) throw new Error('TEST_DATABASE_URL is not set');
  const name = stampedName('grandtour_test');
  const template = options.migrated ? process.env[POSTGRES_TEMPLATE_ENV] : undefined;
  await runOnServer(serverUrl, `CREATE DATABASE ${name}${template ? ` TEMPLATE ${template}` : ''}`);
  const database = await openDatabase({ url: serverDatabaseUrl(serverUrl, name), poolSize });
  return {
    ...database,
    kind,
    async close() {
      await database.close();
      await runOnServer(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    },
  };
}

/**
 * A name for a run's database that says when it was made: a run killed before its teardown leaves its databases
 * behind (a 10× bench's is some 10 GB), and the next run's sweep drops them by that date.
 */
export const stampedName = (prefix: 'grandtour_test' | 'grandtour_template') =>
  `${prefix}_${Date.now().toString(36)}_${randomUUID().replaceAll('-', '').slice(0, 10)}`;

const STAMPED = /^grandtour_(?:test|template)_([0-9a-z]+)_[0-9a-f]+$/;

/**
 * Drops the test and template databases made more than `olderThanMs` ago: no run lasts that long, so whatever made
 * them was killed before its teardown. Returns their names.
 */
export async function dropAbandonedTestDatabases(serverUrl: string, olderThanMs = 12 * 3600_000) {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ name: string }>(
      `SELECT datname AS name FROM pg_database WHERE datname LIKE 'grandtour\\_%'`,
    );
    const abandoned = rows
      .map((row) => row.name)
      .filter((name) => {
        const stamp = STAMPED.exec(name)?.[1];
        return stamp !== undefined && parseInt(stamp, 36) < Date.now() - olderThanMs;
      });
    for (const name of abandoned) await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    return abandoned;
  } finally {
    await client.end();
  }
}

export function serverDatabaseUrl(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

export async function runOnServer(serverUrl: string, statement: string) {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}
