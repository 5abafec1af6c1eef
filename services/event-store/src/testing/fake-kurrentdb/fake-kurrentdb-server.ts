import { Server, ServerCredentials, type sendUnaryData, type ServerUnaryCall } from '@grpc/grpc-js';
import { appendHandler } from './append-handler.ts';
import { FakeLog } from './fake-log.ts';
import { readHandler } from './read-handler.ts';
import { serverFeatures, serverFeaturesService, streamsService, type shared } from './protocol.ts';

export interface FakeKurrentDb {
  /** `kurrentdb://127.0.0.1:PORT?tls=false`: a single insecure node, as the client connects to it. */
  connectionString: string;
  log: FakeLog;
  close(): Promise<void>;
}

type SupportedMethods = InstanceType<typeof serverFeatures.SupportedMethods>;

/**
 * A local stand-in for one KurrentDB/EventStoreDB node, speaking its gRPC protocol for the calls our adapter makes:
 * ServerFeatures.GetSupportedMethods (asked at connect), Streams.Append, and Streams.Read (stream reads, `$all`
 * reads, catch-up subscriptions to `$all` with server-side filters). Everything lives in memory.
 *
 * Not implemented, and answered UNIMPLEMENTED: BatchAppend (not advertised, so the client appends with Append),
 * deletes and tombstones, stream subscriptions, backwards reads of `$all`, persistent subscriptions, projections,
 * gossip (single node), users, operations, TLS and authentication. Idempotent re-appends of known event ids, stream
 * metadata ($maxAge, ACLs), filter checkpoints and `fell_behind` are not modelled either.
 */
export async function startFakeKurrentDb(): Promise<FakeKurrentDb> {
  const log = new FakeLog();
  const server = new Server();
  server.addService(streamsService, {
    read: readHandler(log),
    append: appendHandler(log),
  });
  server.addService(serverFeaturesService, {
    getSupportedMethods: (
      _call: ServerUnaryCall<InstanceType<typeof shared.Empty>, SupportedMethods>,
      callback: sendUnaryData<SupportedMethods>,
    ) => {
      const method = (name: string) =>
        new serverFeatures.SupportedMethod()
          .setServiceName('event_store.client.streams.streams')
          .setMethodName(name);
      callback(
        null,
        new serverFeatures.SupportedMethods()
          .setEventStoreServerVersion('24.10.0')
          .setMethodsList([method('read'), method('append')]),
      );
    },
  });
  const port = await new Promise<number>((resolve, reject) =>
    server.bindAsync('127.0.0.1:0', ServerCredentials.createInsecure(), (error, bound) =>
      error ? reject(error) : resolve(bound),
    ),
  );
  return {
    connectionString: `kurrentdb://127.0.0.1:${port}?tls=false`,
    log,
    close: () =>
      new Promise<void>((resolve) => {
        server.tryShutdown(() => resolve());
        // Subscriptions stay open until their clients go: end them rather than wait.
        setTimeout(() => {
          server.forceShutdown();
          resolve();
        }, 500).unref();
      }),
  };
}
