import { randomUUID } from 'node:crypto';
import { rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createPool, type Database } from '../database/database.ts';
import { startEmbeddedPostgres } from '../database/embedded-postgres.ts';
import {
  dropAbandonedTestDatabases,
  POSTGRES_TEMPLATE_ENV,
  PGLITE_TEMPLATE_ENV,
  runOnServer,
  serverDatabaseUrl,
  stampedName,
} from './test-database.ts';

/**
 * Builds, once for a test run, the databases that `createTestDatabase(kind, size, { migrated: true })` copies: an
 * image of an embedded cluster and, with TEST_DATABASE_URL, a template database on the server, each `prepare`d
 * (migrated) by the code under test. A test database then costs a copy instead of an initdb and every migration.
 * Returns the teardown. Meant for a test runner's global setup: the names travel to the test processes in the
 * environment.
 */
export async function prepareTestDatabaseTemplates(
  prepare: (database: Database) => Promise<void>,
): Promise<() => Promise<void>> {
  const run = randomUUID().replaceAll('-', '').slice(0, 12);
  const imagePath = join(tmpdir(), `grandtour-test-pglite-${run}.tar`);
  const embedded = await startEmbeddedPostgres({});
  try {
    const pool = createPool(embedded.connectionString, 1);
    await prepare({
      connectionString: embedded.connectionString,
      pool,
      embedded: true,
      close: () => pool.end(),
    });
    await pool.end();
    writeFileSync(imagePath, Buffer.from(await (await embedded.dumpDataDir()).arrayBuffer()));
  } finally {
    await embedded.stop();
  }
  process.env[PGLITE_TEMPLATE_ENV] = imagePath;

  const serverUrl = process.env.TEST_DATABASE_URL;
  const templateName = stampedName('grandtour_template');
  if (serverUrl) {
    await dropAbandonedTestDatabases(serverUrl);
    await runOnServer(serverUrl, `CREATE DATABASE ${templateName}`);
    const url = serverDatabaseUrl(serverUrl, templateName);
    const pool = createPool(url, 4);
    try {
      await prepare({ connectionString: url, pool, embedded: false, close: () => pool.end() });
    } finally {
      await pool.end();
    }
    process.env[POSTGRES_TEMPLATE_ENV] = templateName;
  }

  return async () => {
    rmSync(imagePath, { force: true });
    if (serverUrl) await runOnServer(serverUrl, `DROP DATABASE IF EXISTS ${templateName} WITH (FORCE)`);
  };
}
