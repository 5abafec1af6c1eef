import { createPostgresEventStore, type EventStore } from '@grandtour/event-store';
import type { TestDatabase } from '@grandtour/platform/testing';
import { inlineProjections, migrateReadModels } from '@grandtour/projections';

/** A bench's database made ready for work: read models migrated, and the event store the API would open on it. */
export async function benchStore(database: TestDatabase): Promise<EventStore> {
  await migrateReadModels(database.pool);
  return createPostgresEventStore({
    connectionString: database.connectionString,
    pool: database.pool,
    inlineProjections,
  });
}
