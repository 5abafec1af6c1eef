import type { EventStore } from '@grandtour/event-store';
import type { TestDatabase } from '@grandtour/platform/testing';
import { projectionRegistry, rebuildUnit, rebuildUnits } from '@grandtour/projections';

const READ_MODEL_TABLES = rebuildUnits(projectionRegistry).flatMap((unit) => unit.tables);

/** Each read model's row count and digest, rows as they read without the id of the transaction that wrote them. */
export async function readModelDigests(database: TestDatabase): Promise<Record<string, string>> {
  const result: Record<string, string> = {};
  for (const table of READ_MODEL_TABLES) {
    const { rows } = await database.pool.query(
      `SELECT count(*)::int AS n, md5(string_agg((to_jsonb(t) - 'transaction_id')::text, '|'
         ORDER BY (to_jsonb(t) - 'transaction_id')::text)) AS digest FROM public.${table} t`,
    );
    result[table] = `${String(rows[0]?.n)}:${String(rows[0]?.digest)}`;
  }
  return result;
}

/** Every read model rebuilt from the log, as `projections rebuild --all` does. */
export async function rebuildAll(database: TestDatabase, store: EventStore): Promise<void> {
  for (const unit of rebuildUnits(projectionRegistry))
    await rebuildUnit({
      pool: database.pool,
      store,
      unit,
      pageSize: 10_000,
      singleConnection: database.embedded,
    });
}
