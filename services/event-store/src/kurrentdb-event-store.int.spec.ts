import { expect } from 'vitest';
import { describeEventStoreContract } from './testing/event-store.contract.ts';
import { createKurrentDbEventStore } from './kurrentdb-event-store.ts';
import { startFakeKurrentDb } from './testing/fake-kurrentdb/fake-kurrentdb-server.ts';

// Always against the local gRPC fake of a KurrentDB node (the real client, the real wire protocol, an in-memory
// server), as a current server (the client appends with BatchAppend) and as one from before 21.10 (unary Append); also
// against a real EventStoreDB/KurrentDB server when TEST_EVENTSTORE_URL is set.
for (const batchAppend of [true, false])
  describeEventStoreContract(
    `KurrentDB adapter on the local gRPC fake, appending with ${batchAppend ? 'BatchAppend' : 'Append'}`,
    async () => {
      const server = await startFakeKurrentDb({ batchAppend });
      const store = createKurrentDbEventStore({ connectionString: server.connectionString });
      return {
        store,
        async dispose() {
          await store.close();
          await server.close();
          // Every append of the suite went through the path under test.
          expect(server.served[batchAppend ? 'append' : 'batchAppend']).toBe(0);
          expect(server.served[batchAppend ? 'batchAppend' : 'append']).toBeGreaterThan(0);
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
