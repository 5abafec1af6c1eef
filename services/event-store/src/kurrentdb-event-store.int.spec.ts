import { describeEventStoreContract } from './testing/event-store.contract.ts';
import { createKurrentDbEventStore } from './kurrentdb-event-store.ts';
import { startFakeKurrentDb } from './testing/fake-kurrentdb/fake-kurrentdb-server.ts';

// Always against the local gRPC fake of a KurrentDB node (the real client, the real wire protocol, an in-memory
// server); also against a real EventStoreDB/KurrentDB server when TEST_EVENTSTORE_URL is set.
describeEventStoreContract(
  'KurrentDB adapter on the local gRPC fake',
  async () => {
    const server = await startFakeKurrentDb();
    const store = createKurrentDbEventStore({ connectionString: server.connectionString });
    return {
      store,
      async dispose() {
        await store.close();
        await server.close();
      },
    };
  },
  { subscriptions: true },
);

const realServer = process.env.TEST_EVENTSTORE_URL;
if (realServer)
  describeEventStoreContract(
    `KurrentDB adapter on ${realServer}`,
    async () => {
      const store = createKurrentDbEventStore({ connectionString: realServer });
      return { store, dispose: () => store.close() };
    },
    { subscriptions: true },
  );
