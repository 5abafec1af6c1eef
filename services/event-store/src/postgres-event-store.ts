import {
  isExpectedVersionConflictError,
  NO_CONCURRENCY_CHECK,
  projection,
  projections,
  type Event as EmmettEvent,
  type ExpectedStreamVersion,
} from '@event-driven-io/emmett';
import {
  getPostgreSQLEventStore,
  type PostgreSQLProjectionHandlerContext,
  type PostgresReadEvent,
  type PostgresReadEventMetadata,
} from '@event-driven-io/emmett-postgresql';
import pg from 'pg';
import type {
  AppendedEvent,
  AppendResult,
  DomainEvent,
  EventStore,
  ExpectedVersion,
  ReadAllOptions,
  RecordedEvent,
  StreamReadResult,
} from './event-store.ts';
import { StreamVersionConflictError } from './event-store.ts';
import type { Projection, SqlExecutor } from './inline-projection.ts';
import { LOG_ORDER_INDEX_SQL, readEventLog } from './postgres-event-log.ts';
import { withoutStatementTimeout } from './postgres-transaction.ts';
import { withPersonalData, type PersonalDataSealing } from './personal-data.ts';

/** Two processes creating the same index at once: the loser gets one of these. */
const ALREADY_CREATED = new Set(['23505', '42P07']);

export interface PostgresEventStoreOptions {
  connectionString: string;
  /** The process's pool: the store never opens connections of its own. */
  pool: pg.Pool;
  /** Run in the append's transaction, so a command answers only once these read models include its events. */
  inlineProjections?: readonly Projection[];
  /** Personal fields sealed in the log and opened for every reader, inline projections included (decision 99). */
  personalData?: PersonalDataSealing;
}

// Emmett 0.42 treats STREAM_DOES_NOT_EXIST as "no check" on PostgreSQL; 0n makes its append function insert
// the stream row, which the primary key refuses when a concurrent writer created it first.
function toEmmettExpectedVersion(expected: ExpectedVersion): ExpectedStreamVersion {
  return expected === 'any' ? NO_CONCURRENCY_CHECK : BigInt(expected);
}

function toEmmettEvent(event: AppendedEvent, traceparent: string | undefined): EmmettEvent {
  const { type, data, eventId } = event;
  const metadata = { ...(eventId && { messageId: eventId }), ...(traceparent && { traceparent }) };
  return (Object.keys(metadata).length > 0 ? { type, data, metadata } : { type, data }) as EmmettEvent;
}

/** `commit` is the appending transaction's id; where nobody reads the global log, -1n. */
function fromEmmettEvent(event: PostgresReadEvent, commit: bigint): RecordedEvent {
  const { traceparent } = event.metadata as { traceparent?: string };
  return {
    type: event.type,
    data: event.data,
    metadata: {
      eventId: event.metadata.messageId,
      streamName: event.metadata.streamName,
      streamPosition: Number(event.metadata.streamPosition),
      logPosition: { commit, prepare: event.metadata.globalPosition },
      ...(traceparent && { traceparent }),
    },
  };
}

function inlineProjection(definition: Projection, sealing: PersonalDataSealing | undefined) {
  return projection<EmmettEvent, PostgresReadEventMetadata, PostgreSQLProjectionHandlerContext>({
    name: definition.name,
    canHandle: [...definition.handles],
    handle: async (events, context) => {
      const sql = context.connection.client as unknown as SqlExecutor;
      const { rows } = await sql.query('SELECT pg_current_xact_id()::text AS xid');
      const commit = BigInt(String(rows[0]?.xid));
      const read = events.map((event) => fromEmmettEvent(event, commit));
      const recorded = sealing ? await sealing.reveal(read, sql) : read;
      // Several events of one append: set-based when the projection can (it must equal applying them in turn).
      if (definition.applyBatch && recorded.length > 1) await definition.applyBatch(recorded, sql);
      else for (const event of recorded) await definition.apply(event, sql);
    },
  });
}

const DEADLOCK_DETECTED = '40P01';
const DEADLOCK_ATTEMPTS = 3;

export function createPostgresEventStore(options: PostgresEventStoreOptions): EventStore {
  const { pool } = options;
  const emmett = getPostgreSQLEventStore(options.connectionString, {
    connectionOptions: { pool },
    projections: projections.inline(
      (options.inlineProjections ?? []).map((definition) =>
        inlineProjection(definition, options.personalData),
      ),
    ),
    schema: { autoMigration: 'CreateOrUpdate' },
  });
  // Emmett's driver layer (Dumbo) installs process-wide JSON parsers whose reviver turns any numeric-looking string
  // longer than 15 characters into a BigInt (a reference number in a read model would then fail to serialise) and
  // costs a callback per key. Plain JSON.parse again: nothing we store relies on that reviver.
  pg.types.setTypeParser(pg.types.builtins.JSONB, (value) => JSON.parse(value) as unknown);
  pg.types.setTypeParser(pg.types.builtins.JSON, (value) => JSON.parse(value) as unknown);
  let schemaReady: Promise<unknown> | undefined;
  const ensureSchema = () =>
    (schemaReady ??= emmett.schema
      .migrate()
      .then(() => withoutStatementTimeout(pool, LOG_ORDER_INDEX_SQL))
      .catch((error: unknown) => {
        // Another process created the index at the same moment: it is there.
        if (ALREADY_CREATED.has((error as { code?: string }).code ?? '')) return;
        schemaReady = undefined;
        throw error;
      }));

  const store: EventStore = {
    async appendToStream(streamName, events, { expectedVersion, traceparent }): Promise<AppendResult> {
      for (let attempt = 1; ; attempt++) {
        try {
          const appended = events.map((event) => toEmmettEvent(event, traceparent));
          const result = await emmett.appendToStream(streamName, appended, {
            expectedStreamVersion: toEmmettExpectedVersion(expectedVersion),
          });
          return { nextExpectedVersion: Number(result.nextExpectedStreamVersion) };
        } catch (error) {
          if (isExpectedVersionConflictError(error))
            throw new StreamVersionConflictError(streamName, expectedVersion);
          // The victim of a deadlock (a rebuild's swap upgrading its lock on a table an inline projection has read
          // and now writes): the whole append was rolled back, so it is simply made again.
          if ((error as { code?: string }).code === DEADLOCK_DETECTED && attempt < DEADLOCK_ATTEMPTS)
            continue;
          throw error;
        }
      }
    },

    async readStream<Event extends DomainEvent>(streamName: string): Promise<StreamReadResult<Event>> {
      const result = await emmett.readStream(streamName);
      return {
        currentVersion: Number(result.currentStreamVersion),
        // Stream reads are for deciders, which never look at the global log.
        events: result.events.map((event) => fromEmmettEvent(event, -1n) as RecordedEvent<Event>),
      };
    },

    async readAll(options: ReadAllOptions): Promise<RecordedEvent[]> {
      await ensureSchema();
      return readEventLog(pool, { ...options, gapFree: true });
    },

    async close() {
      await emmett.close();
    },
  };
  return options.personalData ? withPersonalData(store, options.personalData) : store;
}
