import { Server, ServerCredentials, type sendUnaryData, type ServerUnaryCall } from '@grpc/grpc-js';
import { appendHandler } from './append-handler.ts';
import { batchAppendHandler } from './batch-append-handler.ts';
import { FakeLog } from './fake-log.ts';
import { readHandler } from './read-handler.ts';
import { serverFeatures, serverFeaturesService, streamsService, type shared } from './protocol.ts';

export interface FakeKurrentDb {
  /** `kurrentdb://127.0.0.1:PORT?tls=false`: a single insecure node, as the client connects to it. */
  connectionString: string;
  log: FakeLog;
  /** Appends completed through each path: shows which one the client chose. */
  served: { append: number; batchAppend: number };
  close(): Promise<void>;
}

export interface FakeKurrentDbOptions {
  /**
   * Advertise and serve BatchAppend, as every server since 21.10 does (the default). `false` plays an older server:
   * the client then appends with the unary Append.
   */
  batchAppend?: boolean;
}

type SupportedMethods = InstanceType<typeof serverFeatures.SupportedMethods>;

const STREAMS_SERVICE = 'event_store.client.streams.streams';
const SERVER_FEATURES_SERVICE = 'event_store.client.server_features.serverfeatures';

/**
 * What the node answers to ServerFeatures.GetSupportedMethods: like the real server, every method in lower case with
 * its features (reads: `position`, `events`; BatchAppend: `deadline_duration`), but only for the methods the fake
 * serves. The real server lists every client service it hosts (gossip, operations, users, persistent subscriptions,
 * projections…); a client asks about those only for calls our adapter never makes.
 */
function supportedMethods(options: Required<FakeKurrentDbOptions>): SupportedMethods {
  const method = (serviceName: string, methodName: string, features: string[] = []) =>
    new serverFeatures.SupportedMethod()
      .setServiceName(serviceName)
      .setMethodName(methodName)
      .setFeaturesList(features);
  const methods = [
    method(STREAMS_SERVICE, 'read', ['position', 'events']),
    method(STREAMS_SERVICE, 'append'),
    ...(options.batchAppend ? [method(STREAMS_SERVICE, 'batchappend', ['deadline_duration'])] : []),
    method(SERVER_FEATURES_SERVICE, 'getsupportedmethods'),
  ];
  return new serverFeatures.SupportedMethods().setEventStoreServerVersion('24.10.0').setMethodsList(methods);
}

/**
 * A local stand-in for one KurrentDB/EventStoreDB node, speaking its gRPC protocol (v1, as the client package's
 * generated code defines it) for the calls our adapter makes: ServerFeatures.GetSupportedMethods (asked once per
 * connection), Streams.BatchAppend (what the client appends with whenever the server advertises it and the call
 * carries no credentials of its own), Streams.Append (older servers), and Streams.Read (stream reads, `$all` reads,
 * catch-up subscriptions to `$all` with server-side filters). Everything lives in memory.
 *
 * Appends follow the server's documented idempotence: a retry with the same event ids is acknowledged without writing
 * them again when they are already at the expected revision (or, with `any`, anywhere in the stream); some of them
 * there and some not is a wrong expected version. Documented at:
 * - http://docs.geteventstore.com/dotnet-api/4.0.0/optimistic-concurrency-and-idempotence/ (section "Idempotence",
 *   the rules the later TCP client pages repeat: with an expected version behind the stream's, the event ids from
 *   that version on are compared with the append's; all committed → acknowledged, none → wrong expected version, some
 *   → wrong expected version; with `any`, none committed → written, and idempotence is best effort)
 * - https://docs.kurrent.io/clients/node/v1.2/appending-events.html (section "Working with EventData", `eventId`: the
 *   same event appended twice is written once)
 * - https://docs.kurrent.io/clients/python/v1.1/appending-events (section "Append to stream": a second call with the
 *   same event ids and the same current version succeeds without creating duplicate events)
 * The server answers a wrong expected version on BatchAppend with google.rpc.Status code ALREADY_EXISTS and an
 * `event_store.client.WrongExpectedVersion` detail (KurrentDB's Status.WrongExpectedVersion), and an idempotent write
 * with the revision and log position of the events already written.
 *
 * Not implemented, and answered UNIMPLEMENTED: deletes and tombstones, stream subscriptions, backwards reads of
 * `$all`, persistent subscriptions, projections, gossip (single node), users, operations, the v2 multi-stream append,
 * TLS and authentication. Not modelled: append deadlines (BatchAppend's `deadline` is ignored), the server's cache
 * limit on `any` idempotence (the fake checks the whole stream), stream metadata ($maxAge, ACLs), filter checkpoints
 * and `fell_behind`.
 */
export async function startFakeKurrentDb(options: FakeKurrentDbOptions = {}): Promise<FakeKurrentDb> {
  const settings = { batchAppend: options.batchAppend ?? true };
  const log = new FakeLog();
  const served = { append: 0, batchAppend: 0 };
  const server = new Server();
  server.addService(streamsService, {
    read: readHandler(log),
    append: appendHandler(log, served),
    ...(settings.batchAppend ? { batchAppend: batchAppendHandler(log, served) } : {}),
  });
  server.addService(serverFeaturesService, {
    getSupportedMethods: (
      _call: ServerUnaryCall<InstanceType<typeof shared.Empty>, SupportedMethods>,
      callback: sendUnaryData<SupportedMethods>,
    ) => callback(null, supportedMethods(settings)),
  });
  const port = await new Promise<number>((resolve, reject) =>
    server.bindAsync('127.0.0.1:0', ServerCredentials.createInsecure(), (error, bound) =>
      error ? reject(error) : resolve(bound),
    ),
  );
  return {
    connectionString: `kurrentdb://127.0.0.1:${port}?tls=false`,
    log,
    served,
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
