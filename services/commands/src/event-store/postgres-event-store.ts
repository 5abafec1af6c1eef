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
  type PostgresReadEventMetadata,
} from '@event-driven-io/emmett-postgresql';
import pg from 'pg';
import type {
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
import type { LogPosition } from './log-position.ts';

export interface PostgresEventStoreOptions {
  connectionString: string;
  /** The process's pool: the store never opens connections of its own. */
  pool: pg.Pool;
  /** Run in the append's transaction, so a command answers only once these read models include its events. */
  inlineProjections?: readonly Projection[];
}

// Only rows of transactions older than every transaction still running are read: a writer that took a lower
// sequence number but commits later can then never be skipped by a reader that has moved past it. Transaction ids
// are server-wide, so a long transaction in any database of the server delays (never hides) what readers see.
const READ_ALL_SQL = `
  SELECT stream_id, stream_position, global_position, transaction_id::text AS commit_position,
         message_data, message_type, message_id
    FROM emt_messages
   WHERE partition = 'emt:default' AND is_archived = FALSE
     AND transaction_id < pg_snapshot_xmin(pg_current_snapshot())
     AND (transaction_id, global_position) > ($1::text::xid8, $2::bigint)
   ORDER BY transaction_id, global_position
   LIMIT $3`;

// Emmett 0.42 treats STREAM_DOES_NOT_EXIST as "no check" on PostgreSQL; 0n makes its append function insert
// the stream row, which the primary key refuses when a concurrent writer created it first.
function toEmmettExpectedVersion(expected: ExpectedVersion): ExpectedStreamVersion {
  return expected === 'any' ? NO_CONCURRENCY_CHECK : BigInt(expected);
}

function toEmmettEvent(event: DomainEvent): EmmettEvent {
  return { type: event.type, data: event.data as Record<string, unknown> } as EmmettEvent;
}

function inlineProjection(definition: Projection) {
  return projection<EmmettEvent, PostgresReadEventMetadata, PostgreSQLProjectionHandlerContext>({
    name: definition.name,
    canHandle: [...definition.handles],
    handle: async (events, context) => {
      const sql = context.connection.client as unknown as SqlExecutor;
      const { rows } = await sql.query('SELECT pg_current_xact_id()::text AS xid');
      const commit = BigInt(String(rows[0]?.xid));
      for (const event of events) {
        await definition.apply(
          {
            type: event.type,
            data: event.data,
            metadata: {
              eventId: event.metadata.messageId,
              streamName: event.metadata.streamName,
              streamPosition: Number(event.metadata.streamPosition),
              logPosition: { commit, prepare: event.metadata.globalPosition },
            },
          },
          sql,
        );
      }
    },
  });
}

export function createPostgresEventStore(options: PostgresEventStoreOptions): EventStore {
  const { pool } = options;
  const emmett = getPostgreSQLEventStore(options.connectionString, {
    connectionOptions: { pool },
    projections: projections.inline((options.inlineProjections ?? []).map(inlineProjection)),
    schema: { autoMigration: 'CreateOrUpdate' },
  });
  // Emmett's driver layer (Dumbo) installs process-wide JSON parsers whose reviver turns any numeric-looking string
  // longer than 15 characters into a BigInt (a reference number in a read model would then fail to serialise) and
  // costs a callback per key. Plain JSON.parse again: nothing we store relies on that reviver.
  pg.types.setTypeParser(pg.types.builtins.JSONB, (value) => JSON.parse(value) as unknown);
  pg.types.setTypeParser(pg.types.builtins.JSON, (value) => JSON.parse(value) as unknown);
  let schemaReady: Promise<unknown> | undefined;
  const ensureSchema = () => (schemaReady ??= emmett.schema.migrate());

  return {
    async appendToStream(streamName, events, { expectedVersion }): Promise<AppendResult> {
      try {
        const result = await emmett.appendToStream(streamName, events.map(toEmmettEvent), {
          expectedStreamVersion: toEmmettExpectedVersion(expectedVersion),
        });
        return { nextExpectedVersion: Number(result.nextExpectedStreamVersion) };
      } catch (error) {
        if (isExpectedVersionConflictError(error))
          throw new StreamVersionConflictError(streamName, expectedVersion);
        throw error;
      }
    },

    async readStream<Event extends DomainEvent>(streamName: string): Promise<StreamReadResult<Event>> {
      const result = await emmett.readStream(streamName);
      return {
        currentVersion: Number(result.currentStreamVersion),
        events: result.events.map(
          (event) =>
            ({
              type: event.type,
              data: event.data,
              metadata: {
                eventId: event.metadata.messageId,
                streamName: event.metadata.streamName,
                streamPosition: Number(event.metadata.streamPosition),
                // Stream reads are for deciders, which never look at the global log.
                logPosition: { commit: -1n, prepare: event.metadata.globalPosition },
              },
            }) as unknown as RecordedEvent<Event>,
        ),
      };
    },

    async readAll({ after, limit }: ReadAllOptions): Promise<RecordedEvent[]> {
      await ensureSchema();
      const from: LogPosition = after ?? { commit: 0n, prepare: -1n };
      const { rows } = await pool.query(READ_ALL_SQL, [
        from.commit.toString(),
        from.prepare.toString(),
        limit,
      ]);
      return rows.map((row) => ({
        type: row.message_type as string,
        data: row.message_data as object,
        metadata: {
          eventId: row.message_id as string,
          streamName: row.stream_id as string,
          streamPosition: Number(row.stream_position),
          logPosition: {
            commit: BigInt(row.commit_position as string),
            prepare: BigInt(row.global_position as string),
          },
        },
      }));
    },

    async close() {
      await emmett.close();
    },
  };
}
