import type { ReadAllOptions, RecordedEvent } from './event-store.ts';
import type { SqlExecutor } from './inline-projection.ts';
import type { LogPosition } from './log-position.ts';

// Aliased: ORDER BY global_position must mean the column, not its text (where '10' < '9').
const COLUMNS = `stream_id, stream_position, global_position::text AS prepare_position,
  transaction_id::text AS commit_position, message_data, message_type, message_id,
  message_metadata->>'traceparent' AS traceparent`;

/** pg's query with a config object, which SqlExecutor does not spell out. */
interface ArrayRowReader {
  query(config: { text: string; values: unknown[]; rowMode: 'array' }): Promise<{ rows: unknown[][] }>;
}
const AFTER_POSITION = `partition = 'emt:default' AND is_archived = FALSE
  AND (transaction_id, global_position) > ($1::text::xid8, $2::bigint)
  AND ($3::text[] IS NULL OR message_type = ANY($3::text[]))`;

// Only rows of transactions older than every transaction still running: a writer that took a lower sequence number
// but commits later can then never be skipped by a reader that has moved past it. Transaction ids are server-wide,
// so a long transaction in any database of the server delays (never hides) what readers see.
const OLDER_THAN_RUNNING = 'AND transaction_id < pg_snapshot_xmin(pg_current_snapshot())';

// Readers page through the log by (transaction_id, global_position): without this index each page is a scan and
// sort of the whole log. Emmett does not create it; on its partitioned table it is created on every partition.
export const LOG_ORDER_INDEX_SQL = `
  CREATE INDEX IF NOT EXISTS emt_messages_log_order ON emt_messages (transaction_id, global_position)`;

const START: LogPosition = { commit: 0n, prepare: -1n };

const parameters = (after: LogPosition | undefined, types: readonly string[] | undefined) => {
  const from = after ?? START;
  return [from.commit.toString(), from.prepare.toString(), types ? [...types] : null];
};

/** A row as an array, in COLUMNS' order: no object per row with seven named keys, which large pages feel. */
function toRecordedEvent(row: unknown[]): RecordedEvent {
  const [streamName, streamPosition, prepare, commit, data, type, eventId, traceparent] = row as [
    string,
    string | number,
    string,
    string,
    object,
    string,
    string,
    string | null,
  ];
  return {
    type,
    data,
    metadata: {
      eventId,
      streamName,
      streamPosition: Number(streamPosition),
      logPosition: { commit: BigInt(commit), prepare: BigInt(prepare) },
      ...(traceparent && { traceparent }),
    },
  };
}

/**
 * The global log in commit order after `after`. `gapFree` (what subscribers need) holds back the events of
 * transactions younger than one still running. Without it, every committed event is read: only for a reader that
 * holds locks keeping out the writers it cares about (a rebuild's swap), never for one that will carry on from
 * the last position it saw.
 */
export async function readEventLog(
  sql: SqlExecutor,
  options: ReadAllOptions & { gapFree: boolean },
): Promise<RecordedEvent[]> {
  const { rows } = await (sql as unknown as ArrayRowReader).query({
    text: `SELECT ${COLUMNS} FROM emt_messages WHERE ${AFTER_POSITION} ${options.gapFree ? OLDER_THAN_RUNNING : ''}
      ORDER BY transaction_id, global_position LIMIT $4`,
    values: [...parameters(options.after, options.types), options.limit],
    rowMode: 'array',
  });
  return rows.map(toRecordedEvent);
}

/** How many committed events follow `after` (of these types), and where the log ends. */
export async function countEventsAfter(
  sql: SqlExecutor,
  after: LogPosition | undefined,
  types?: readonly string[],
): Promise<number> {
  const { rows } = await sql.query(
    `SELECT count(*)::text AS n FROM emt_messages WHERE ${AFTER_POSITION}`,
    parameters(after, types),
  );
  return Number(rows[0]?.n ?? 0);
}

/** The position of the last committed event, or undefined when the log is empty. */
export async function logHead(sql: SqlExecutor): Promise<LogPosition | undefined> {
  const { rows } = await sql.query(
    `SELECT transaction_id::text AS commit, global_position::text AS prepare FROM emt_messages
      WHERE partition = 'emt:default' AND is_archived = FALSE
      ORDER BY transaction_id DESC, global_position DESC LIMIT 1`,
  );
  const row = rows[0] as { commit: string; prepare: string } | undefined;
  return row ? { commit: BigInt(row.commit), prepare: BigInt(row.prepare) } : undefined;
}
