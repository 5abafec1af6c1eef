import { personalDataRules } from '@grandtour/commands';
import { createPostgresEventStore, type EventStore } from '@grandtour/event-store';
import { createPersonalDataCodec, createPersonalDataKeys } from '@grandtour/platform';
import { createTestDatabase, type TestDatabase, type TestDatabaseKind } from '@grandtour/platform/testing';
import { inlineProjections } from '../index.ts';
import { migrateReadModels } from '../migrate.ts';

/** The key-encryption key of tests' personal data (PERSONAL_DATA_KEY): an operator command of a test opens it too. */
export const TEST_PERSONAL_DATA_KEY = 'cGVyc29uYWwtZGF0YS1rZXktZm9yLXRlc3RzLTAwMDA=';

/**
 * A database of the test's own with the read models migrated, and the event store with its inline projections,
 * sealing personal fields as the marketplace's does (decision 99): projections and rebuilds read them opened.
 */
export async function openTestStore(
  kind: TestDatabaseKind,
): Promise<{ database: TestDatabase; store: EventStore }> {
  const database = await createTestDatabase(kind, 16, { migrated: true });
  await migrateReadModels(database.pool);
  const store = createPostgresEventStore({
    connectionString: database.connectionString,
    pool: database.pool,
    inlineProjections,
    personalData: createPersonalDataCodec(
      createPersonalDataKeys(database.pool, Buffer.from(TEST_PERSONAL_DATA_KEY, 'base64')),
      personalDataRules,
    ),
  });
  return { database, store };
}
