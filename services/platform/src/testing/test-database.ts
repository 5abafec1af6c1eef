import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { openDatabase, type Database } from '../database/database.ts';

export type TestDatabaseKind = 'pglite' | 'postgres';

export interface TestDatabase extends Database {
  kind: TestDatabaseKind;
}

/** PGlite always; the real server too when TEST_DATABASE_URL is set (CI sets it). */
export function testDatabaseKinds(): TestDatabaseKind[] {
  return process.env.TEST_DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];
}

/** A database of its own for one test file, so runs never see each other's data. Close it to drop it. */
export async function createTestDatabase(kind: TestDatabaseKind, poolSize = 16): Promise<TestDatabase> {
  if (kind === 'pglite') return { kind, ...(await openDatabase({ poolSize })) };
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) throw new Error('TEST_DATABASE_URL is not set');
  const name = `grandtour_test_${randomUUID().replaceAll('-', '').slice(0, 16)}`;
  await runOnServer(serverUrl, `CREATE DATABASE ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ url: url.toString(), poolSize });
  return {
    ...database,
    kind,
    async close() {
      await database.close();
      await runOnServer(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    },
  };
}

async function runOnServer(serverUrl: string, statement: string) {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}
