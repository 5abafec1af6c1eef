import { personalDataRules } from '@grandtour/commands';
import { createPostgresEventStore, type EventStore } from '@grandtour/event-store';
import { createPersonalDataCodec, createPersonalDataKeys, type Database } from '@grandtour/platform';
import { inlineProjections, projectionRegistry, rebuildUnit, rebuildUnits } from '@grandtour/projections';
import { TEST_PERSONAL_DATA_KEY } from '@grandtour/projections/testing';

const READ_MODEL_TABLES = rebuildUnits(projectionRegistry).flatMap((unit) => unit.tables);

/** Each read model's row count and digest, rows as they read without the id of the transaction that wrote them. */
export async function readModelDigests(database: Pick<Database, 'pool'>): Promise<Record<string, string>> {
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
export async function rebuildAll(database: Database, store: EventStore): Promise<void> {
  for (const unit of rebuildUnits(projectionRegistry))
    await rebuildUnit({
      pool: database.pool,
      store,
      unit,
      pageSize: 10_000,
      singleConnection: database.embedded,
    });
}

/** The marketplace's store on a database opened by the test itself (a restored one), as openTestStore makes it. */
export function storeOn(database: Database): EventStore {
  return createPostgresEventStore({
    connectionString: database.connectionString,
    pool: database.pool,
    inlineProjections,
    personalData: createPersonalDataCodec(
      createPersonalDataKeys(database.pool, Buffer.from(TEST_PERSONAL_DATA_KEY, 'base64')),
      personalDataRules,
    ),
  });
}
