import type { LogPosition } from '@grandtour/event-store';
import type pg from 'pg';
import type { LiveEvent, LiveEventSource } from './event-stream.ts';

const IDENTIFIER = /^[a-z_][a-z0-9_]{0,62}$/;

/**
 * A live stream's events from an activity table (decisions 94 and 95): `position bigint`, `kind text` (the event's
 * name), `payload jsonb` (its data), `transaction_id xid8 NOT NULL DEFAULT pg_current_xact_id()`, and the column
 * naming whose activity a row is. Rows are read in the order of the log (writing transaction, then position), and
 * only below the oldest transaction still running: a row that becomes visible later is always after every row
 * already read, so a stream never passes one that could still appear under it (decision 95).
 */
export function activityTableSource(
  pool: pg.Pool,
  options: { table: string; viewerColumn: string; viewer: string; named?: boolean },
): LiveEventSource {
  const { table, viewerColumn } = options;
  if (!IDENTIFIER.test(table) || !IDENTIFIER.test(viewerColumn))
    throw new Error(`Not a table and column name: ${table}.${viewerColumn}`);
  const since = `SELECT transaction_id::text AS commit, position::text AS prepare, kind, payload FROM ${table}
                  WHERE ${viewerColumn} = $1 AND (transaction_id, position) > ($2::text::xid8, $3::bigint)
                    AND transaction_id < pg_snapshot_xmin(pg_current_snapshot())
                  ORDER BY transaction_id, position LIMIT $4`;
  const named = (name: string) => (options.named ? { name: `live-${table}-${viewerColumn}-${name}` } : {});
  return {
    async since(after, limit): Promise<LiveEvent[]> {
      const from = after ?? { commit: 0n, prepare: 0n };
      const { rows } = await pool.query<{ commit: string; prepare: string; kind: string; payload: unknown }>({
        ...named('since'),
        text: since,
        values: [options.viewer, String(from.commit), String(from.prepare), limit],
      });
      return rows.map((row) => ({
        position: { commit: BigInt(row.commit), prepare: BigInt(row.prepare) },
        event: row.kind,
        data: row.payload,
      }));
    },
    async current(): Promise<LogPosition> {
      // Only what every stream may already pass: a newer row still settling is sent on its notice.
      const { rows } = await pool.query<{ commit: string; prepare: string }>({
        ...named('current'),
        text: `SELECT transaction_id::text AS commit, position::text AS prepare FROM ${table}
                WHERE transaction_id < pg_snapshot_xmin(pg_current_snapshot())
                ORDER BY transaction_id DESC, position DESC LIMIT 1`,
      });
      const row = rows[0];
      return row ? { commit: BigInt(row.commit), prepare: BigInt(row.prepare) } : { commit: 0n, prepare: 0n };
    },
  };
}
