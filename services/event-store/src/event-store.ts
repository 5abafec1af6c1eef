import type { SqlExecutor } from './inline-projection.ts';
import type { LogPosition } from './log-position.ts';

/** A fact, named in the past tense, carrying what its readers need. */
export interface DomainEvent<Type extends string = string, Data extends object = object> {
  readonly type: Type;
  readonly data: Data;
}

/** An event to append. `eventId` only when it keeps the id it already has: a log imported from an export. */
export type AppendedEvent = DomainEvent & { readonly eventId?: string };

export interface RecordedEventMetadata {
  readonly eventId: string;
  readonly streamName: string;
  /** 1 for the first event of a stream. */
  readonly streamPosition: number;
  /** Where the event sits in the global log; totally ordered by commit. */
  readonly logPosition: LogPosition;
  /** W3C trace context of the append that wrote it, when tracing was on: its readers continue that trace. */
  readonly traceparent?: string;
}

export type RecordedEvent<Event extends DomainEvent = DomainEvent> = Event & {
  readonly metadata: RecordedEventMetadata;
};

/** The number of events the writer saw in the stream (0 = the stream must not exist), or no check at all. */
export type ExpectedVersion = number | 'any';

export interface AppendOptions {
  expectedVersion: ExpectedVersion;
  /** Stored in each event's metadata (see `RecordedEventMetadata.traceparent`). */
  traceparent?: string | undefined;
}

export interface AppendResult {
  /** The stream's version after the append: pass it as the next expected version. */
  readonly nextExpectedVersion: number;
  /**
   * Where the last appended event sits in the global log, when the store says so at once (EventStoreDB): what a
   * reader must have reached before it has seen this append.
   */
  readonly logPosition?: LogPosition;
}

export interface StreamReadResult<Event extends DomainEvent = DomainEvent> {
  readonly events: RecordedEvent<Event>[];
  /** Number of events in the stream; 0 when it does not exist. */
  readonly currentVersion: number;
}

export interface ReadAllOptions {
  /** Exclusive: events strictly after this position. Omit to read from the beginning. */
  readonly after?: LogPosition | undefined;
  readonly limit: number;
  /** Only events of these types. A hint: an adapter may return others too, so readers still check the type. */
  readonly types?: readonly string[] | undefined;
}

/** A catch-up subscription: the global log after a position, then every new event as it is appended. */
export interface LogSubscription extends AsyncIterable<RecordedEvent> {
  close(): Promise<void>;
}

/**
 * The write side's only dependency on storage. Adapters: PostgreSQL (Emmett), EventStoreDB/KurrentDB.
 * Every adapter passes `eventStoreContract`.
 */
export interface EventStore {
  appendToStream(
    streamName: string,
    events: readonly AppendedEvent[],
    options: AppendOptions,
  ): Promise<AppendResult>;
  readStream<Event extends DomainEvent = DomainEvent>(streamName: string): Promise<StreamReadResult<Event>>;
  /**
   * The global log in commit order. A subscriber that keeps passing the last position it saw never skips
   * an event, however many writers append concurrently.
   */
  readAll(options: ReadAllOptions): Promise<RecordedEvent[]>;
  /** Pushes the global log from `after` (exclusive) on, live; stores without it are polled with `readAll`. */
  subscribeToAll?(options: { after?: LogPosition | undefined }): LogSubscription;
  /**
   * Opens the personal fields of events read from the log directly (a rebuild), as the store's own reads do; absent
   * when the store seals nothing. `within` is the reader's transaction.
   */
  reveal?<Event extends RecordedEvent>(events: readonly Event[], within?: SqlExecutor): Promise<Event[]>;
  close(): Promise<void>;
}

export class StreamVersionConflictError extends Error {
  constructor(
    readonly streamName: string,
    readonly expectedVersion: ExpectedVersion,
  ) {
    super(`Stream ${streamName} was changed concurrently (expected version ${String(expectedVersion)})`);
    this.name = 'StreamVersionConflictError';
  }
}
