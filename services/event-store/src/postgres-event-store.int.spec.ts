import { createTestDatabase, testDatabaseKinds } from '@grandtour/platform/testing';
import { describeEventStoreContract } from './testing/event-store.contract.ts';
import { createPostgresEventStore } from './postgres-event-store.ts';

for (const kind of testDatabaseKinds()) {
  describeEventStoreContract(`PostgreSQL (Emmett) on ${kind}`, async () => {
    const database = await createTestDatabase(kind);
    const store = createPostgresEventStore({
      connectionString: database.connectionString,
      pool: database.pool,
    });
    return {
      store,
      async dispose() {
        await store.close();
        await database.close();
      },
    };
  });
}
