import { prepareTestDatabaseTemplates } from '@grandtour/platform/testing/templates';
import { migrateReadModels } from '@grandtour/projections';

/**
 * The integration tests' global setup: the read models migrated once per run, on PGlite and on the server, for the
 * test databases to copy (`createTestDatabase(…, { migrated: true })`). Not the event store's tables: a runtime on
 * KurrentDB keeps none in PostgreSQL.
 */
export default function setup(): Promise<() => Promise<void>> {
  return prepareTestDatabaseTemplates((database) => migrateReadModels(database.pool));
}
