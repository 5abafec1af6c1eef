import { fileURLToPath } from 'node:url';
import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import type pg from 'pg';

const migrationsFolder = fileURLToPath(new URL('../drizzle', import.meta.url));

/** Applies the read models' generated SQL migrations; safe to run at every boot and from several nodes. */
export async function migrateReadModels(pool: pg.Pool): Promise<void> {
  await migrate(drizzle(pool), { migrationsFolder });
}
