import { fileURLToPath } from 'node:url';
import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import type pg from 'pg';

const migrationsFolder = fileURLToPath(new URL('../drizzle', import.meta.url));

/**
 * Applies the read models' generated SQL migrations; safe to run at every boot and from several nodes starting
 * together on an empty database: they take turns under an advisory lock, on one connection (the embedded pool has
 * only one).
 */
export async function migrateReadModels(pool: pg.Pool): Promise<void> {
  const client = await pool.connect();
  try {
    await client.query(`SELECT pg_advisory_lock(hashtext('grandtour:migrate-read-models'))`);
    await migrate(drizzle(client), { migrationsFolder });
  } finally {
    await client
      .query(`SELECT pg_advisory_unlock(hashtext('grandtour:migrate-read-models'))`)
      .catch(() => undefined);
    client.release();
  }
}
