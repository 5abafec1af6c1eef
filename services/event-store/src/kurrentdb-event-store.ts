import {
  ANY,
  excludeSystemEvents,
  FORWARDS,
  jsonEvent,
  KurrentDBClient,
  NO_STREAM,
  START,
  StreamNotFoundError,
  WrongExpectedVersionError,
  type AllStreamResolvedEvent,
  type JSONType,
  type Position,
  type ResolvedEvent,
  type StreamState,
} from '@kurrent/kurrentdb-client';
import type {
  AppendResult,
  DomainEvent,
  EventStore,
  ExpectedVersion,
  LogSubscription,
  ReadAllOptions,
  RecordedEvent,
  StreamReadResult,
} from './event-store.ts';
import { StreamVersionConflictError } from './event-store.ts';
import { compareLogPositions, type LogPosition } from './log-position.ts';

export interface KurrentDbEventStoreOptions {
  /** `kurrentdb://host:2113?tls=false` (or `esdb://…`, the older scheme the client still accepts). */
  connectionString: string;
}

/**
 * Our version counts events (0 = the stream must not exist); the server's revision is the last event's number,
 * from 0. So version n is revision n - 1, and version 0 is `no_stream`.
 */
export function toStreamState(expected: ExpectedVersion): StreamState {
  if (expected === 'any') return ANY;
  return expected === 0 ? NO_STREAM : BigInt(expected - 1);
}

/** `undefined` (or the log's start, commit -1) means from the very beginning. */
const fromPosition = (after: LogPosition | undefined): Position | typeof START =>
  after && after.commit >= 0n ? { commit: after.commit, prepare: after.prepare } : START;

function toRecorded(resolved: ResolvedEvent | AllStreamResolvedEvent): RecordedEvent {
  const event = resolved.event;
  if (!event) throw new Error('KurrentDB returned a link to a deleted event');
  const position = event.position ?? { commit: -1n, prepare: -1n };
  const { traceparent } = (event.isJson ? (event.metadata ?? {}) : {}) as { traceparent?: unknown };
  return {
    type: event.type,
    data: event.data as object,
    metadata: {
      eventId: event.id,
      streamName: event.streamId,
      streamPosition: Number(event.revision) + 1,
      logPosition: { commit: position.commit, prepare: position.prepare },
      ...(typeof traceparent === 'string' && { traceparent }),
    },
  };
}

/**
 * The event store port on EventStoreDB/KurrentDB (`EVENTSTORE_URL`), over the official gRPC client. System events
 * (types beginning with `$`) are filtered out on the server, so `$all` carries only ours. Positions are the server's
 * commit/prepare pairs, which is what `LogPosition` is.
 */
export function createKurrentDbEventStore(options: KurrentDbEventStoreOptions): EventStore {
  const client = KurrentDBClient.connectionString(options.connectionString);

  return {
    async appendToStream(streamName, events, { expectedVersion, traceparent }): Promise<AppendResult> {
      try {
        const metadata = traceparent ? { metadata: { traceparent } } : {};
        const result = await client.appendToStream(
          streamName,
          events.map((event) =>
            jsonEvent({ id: event.eventId, type: event.type, data: event.data as JSONType, ...metadata }),
          ),
          { streamState: toStreamState(expectedVersion) },
        );
        return {
          nextExpectedVersion: Number(result.nextExpectedRevision) + 1,
          logPosition: result.position && {
            commit: result.position.commit,
            prepare: result.position.prepare,
          },
        };
      } catch (error) {
        if (error instanceof WrongExpectedVersionError)
          throw new StreamVersionConflictError(streamName, expectedVersion);
        throw error;
      }
    },

    async readStream<Event extends DomainEvent>(streamName: string): Promise<StreamReadResult<Event>> {
      const events: RecordedEvent[] = [];
      try {
        for await (const resolved of client.readStream(streamName, {
          fromRevision: START,
          direction: FORWARDS,
        }))
          events.push(toRecorded(resolved));
      } catch (error) {
        if (error instanceof StreamNotFoundError) return { events: [], currentVersion: 0 };
        throw error;
      }
      return {
        events: events as RecordedEvent<Event>[],
        currentVersion: events.at(-1)?.metadata.streamPosition ?? 0,
      };
    },

    async readAll({ after, limit }: ReadAllOptions): Promise<RecordedEvent[]> {
      const from = fromPosition(after);
      // A read of $all includes the event at its starting position: ask for one more and drop it.
      const read = client.readAll({
        fromPosition: from,
        maxCount: from === START ? limit : limit + 1,
        direction: FORWARDS,
        filter: excludeSystemEvents(),
      });
      const events: RecordedEvent[] = [];
      for await (const resolved of read) {
        const event = toRecorded(resolved);
        if (after && compareLogPositions(event.metadata.logPosition, after) <= 0) continue;
        if (events.length < limit) events.push(event);
      }
      return events;
    },

    subscribeToAll({ after }): LogSubscription {
      const subscription = client.subscribeToAll({
        fromPosition: fromPosition(after),
        filter: excludeSystemEvents(),
      });
      return {
        async *[Symbol.asyncIterator]() {
          for await (const resolved of subscription) yield toRecorded(resolved);
        },
        close: () => subscription.unsubscribe(),
      };
    },

    async close() {
      await client.dispose();
    },
  };
}
