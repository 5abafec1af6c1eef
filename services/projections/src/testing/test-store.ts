import { createPostgresEventStore, type EventStore } from '@grandtour/event-store';
import { createTestDatabase, type TestDatabase, type TestDatabaseKind } from '@grandtour/platform/testing';
import { inlineProjections } from '../index.ts';
import { migrateReadModels } from '../migrate.ts';

/** A database of the test's own with the read models migrated, and the event store with its inline projections. */
export async function openTestStore(
  kind: TestDatabaseKind,
): Promise<{ database: TestDatabase; store: EventStore }> {
  const database = await createTestDatabase(kind);
  await migrateReadModels(database.pool);
  const store = createPostgresEventStore({
    connectionString: database.connectionString,
    pool: database.pool,
    inlineProjections,
  });
  return { database, store };
}
