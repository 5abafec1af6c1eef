import { openDatabase } from '@grandtour/platform';
import { createTestDatabase } from '@grandtour/platform/testing';
import { describe, expect, it } from 'vitest';
import { migrateReadModels } from './migrate.ts';

describe.skipIf(!process.env.TEST_DATABASE_URL)('read-model migrations on a real PostgreSQL', () => {
  it('let several nodes starting together on an empty database migrate it once, in turn', async () => {
    const database = await createTestDatabase('postgres', 2);
    const nodes = await Promise.all(
      Array.from({ length: 4 }, () => openDatabase({ url: database.connectionString, poolSize: 2 })),
    );
    try {
      await Promise.all(nodes.map((node) => migrateReadModels(node.pool)));
      const { rows } = await database.pool.query(
        `SELECT count(*)::int AS applied, count(DISTINCT hash)::int AS distinct FROM drizzle.__drizzle_migrations`,
      );
      expect(rows[0]!.applied).toBeGreaterThan(0);
      expect(rows[0]!.applied).toBe(rows[0]!.distinct);
    } finally {
      await Promise.all(nodes.map((node) => node.close()));
      await database.close();
    }
  });
});
